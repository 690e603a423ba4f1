import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { HYDRATION_COMMIT_MARK } from '#client/app/providers'
import { expect, signUpViaApi, test } from '../fixtures'

/**
 * The JavaScript a page downloads before it can react (issue 44's ratchet). `npm run check:bundle`
 * reads it from the build (the entry, the matched page's chunk and their static imports); here
 * Chromium loads each measured page and the files it really asked for before React committed the
 * hydrated page (the mark AppProviders sets then) must be exactly those, so the script cannot drift from what a browser does. Then the
 * ceiling itself (docs/decisions/0051).
 */

interface BundleReport {
  pages: { path: string; page: string; budget: number; total: number; files: { file: string; gzip: number; reason: string }[] }[]
}

const root = path.resolve(import.meta.dirname, '../../..')

/** check-bundle's report of the same build the e2e server serves (DIST_DIR); its exit code apart. */
function readReport(): { report: BundleReport; exitCode: number } {
  try {
    const stdout = execFileSync(process.execPath, ['scripts/check-bundle.mjs', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    return { report: JSON.parse(stdout) as BundleReport, exitCode: 0 }
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string }
    if (failed.status !== 1) throw new Error(`check-bundle falhou (${failed.status}): ${failed.stderr}`, { cause: error })
    return { report: JSON.parse(failed.stdout) as BundleReport, exitCode: 1 }
  }
}

test.describe('JavaScript antes da hidratação', () => {
  test('o navegador pede exatamente os arquivos que o check:bundle conta', async ({ page, request, checkA11y }) => {
    const { report } = readReport()
    expect(report.pages.map((entry) => entry.path)).toEqual(['/', '/assessment', '/pricing', '/disc', '/feedback/user/{uuid}'])
    // A giver page needs a real link: its owner signs up on a request context the page does not share.
    const { userId } = await signUpViaApi(request)

    for (const measured of report.pages) {
      const url = measured.path.replace('{uuid}', userId)
      // A fresh document per page: nothing cached in memory from the previous one.
      await page.goto('about:blank')
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      const requested = await page.evaluate((mark) => {
        // The hydration commit (AppProviders), before any effect has begun loading what comes after.
        const hydratedAt = performance.getEntriesByName(mark)[0]?.startTime
        if (hydratedAt === undefined) throw new Error(`sem a marca ${mark}`)
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= hydratedAt)
          .map((entry) => new URL(entry.name))
          .filter((entry) => entry.origin === window.location.origin && entry.pathname.endsWith('.js'))
          .map((entry) => entry.pathname.slice(1))
      }, HYDRATION_COMMIT_MARK)
      expect(new Set(requested), `arquivos pedidos antes da hidratação de ${url}`).toEqual(new Set(measured.files.map((file) => file.file)))
      await checkA11y(page)
    }
  })

  // The ceilings (a ratchet, decisions 0051 and 0052): each page's own, none above 125 KB, React included.
  test('cada página fica dentro do seu teto (gzip, React incluído)', () => {
    const { report, exitCode } = readReport()
    const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
    const summary = report.pages.map((entry) => `${entry.path}: ${kb(entry.total)} de ${kb(entry.budget)}`).join('; ')
    for (const entry of report.pages) expect(entry.total, summary).toBeLessThanOrEqual(entry.budget)
    expect(exitCode, summary).toBe(0)
  })

  // Decision 0049: V8 compiles the entry on a background thread only when the hint is its very first line.
  test('a entrada começa com a dica de compilação do V8', () => {
    const { report } = readReport()
    const entry = report.pages[0]?.files.find((file) => file.reason.startsWith('entrada'))
    expect(entry, 'a entrada no relatório do check:bundle').toBeDefined()
    const code = readFileSync(path.resolve(root, process.env.DIST_DIR ?? 'dist', 'client', entry!.file), 'utf8')
    expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad')
  })
})

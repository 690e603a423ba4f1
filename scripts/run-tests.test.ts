// The digest `npm test` prints before its summary: what failed, readable from the log's last lines.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { countVitest, playwrightFailures } from './run-tests.mjs'

const root = path.resolve(import.meta.dirname, '..')

describe('playwrightFailures', () => {
  it('names each unexpected test with its path and the first lines of its error, and no other test', () => {
    const report = {
      suites: [
        {
          title: 'tests/e2e/a.spec.ts',
          suites: [
            {
              title: 'Checkout',
              specs: [
                { title: 'pays', tests: [{ status: 'expected', results: [{}] }] },
                {
                  title: 'shows the error',
                  tests: [{ status: 'unexpected', results: [{ error: { message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: x\nmore' } }] }],
                },
                { title: 'retried', tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }] },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited\nwith code 1' }],
    }
    expect(playwrightFailures(report, 2)).toEqual([
      '✗ tests/e2e/a.spec.ts › Checkout › shows the error',
      '    Error: expect(locator).toBeVisible()',
      '    Locator: x',
      '✗ erro fora de um teste: webServer exited',
    ])
    expect(playwrightFailures(undefined)).toEqual([])
  })
})

describe('the Vitest failure digest', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-digest-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('names a failed beforeAll, whose tests Vitest only reports as skipped, and a failed test', async () => {
    writeFileSync(
      path.join(dir, 'hook.test.ts'),
      [
        "import { beforeAll, describe, expect, it } from 'vitest'",
        "describe('starts a cluster', () => {",
        "  beforeAll(() => { throw new Error('nginx não respondeu') })",
        "  it('serves', () => expect(1).toBe(1))",
        '})',
        "it('adds', () => expect(1 + 1).toBe(3))",
        "it('passes', () => expect(1).toBe(1))",
      ].join('\n'),
    )
    const digest = path.join(dir, 'digest.txt')
    const json = path.join(dir, 'report.json')
    await promisify(execFile)(
      path.join(root, 'node_modules/.bin/vitest'),
      ['run', '--root', dir, '--reporter=json', `--reporter=${path.join(root, 'scripts/failure-digest-reporter.mjs')}`, `--outputFile.json=${json}`],
      { cwd: dir, env: { ...process.env, FAILURE_DIGEST_FILE: digest } },
    ).catch(() => undefined)
    const text = readFileSync(digest, 'utf8')
    expect(text).toContain('✗ hook.test.ts › starts a cluster (gancho)')
    expect(text).toContain('Error: nginx não respondeu')
    expect(text).toContain('✗ hook.test.ts › adds')
    expect(text).not.toContain('passes')
    // The JSON report alone: no failed test, one skipped, two failed suites (counted as 2 failures).
    expect(countVitest(JSON.parse(readFileSync(json, 'utf8')))).toEqual({ passed: 1, failed: 1 })
  })
})

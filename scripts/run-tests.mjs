// `npm test`: every check, in order — typecheck, lint, unit/integration (Vitest), build, e2e
// (Playwright). A failing stage does not stop the later ones, so the totals are always complete;
// the exit code is non-zero if anything failed. The very last line printed is `N passed, N failed`.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { stripVTControlCharacters } from 'node:util'

const root = path.resolve(import.meta.dirname, '..')
const reportsDir = path.join(root, '.reports')
const vitestReport = path.join(reportsDir, 'vitest.json')
const loadReport = path.join(reportsDir, 'vitest-load.json')
const playwrightReport = path.join(reportsDir, 'playwright.json')
const vitestDigest = path.join(reportsDir, 'vitest-failures.txt')
const loadDigest = path.join(reportsDir, 'vitest-load-failures.txt')
const digestReporter = path.join(root, 'scripts/failure-digest-reporter.mjs')
const bin = (name) => path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name)
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** Runs a command with inherited stdio; resolves with its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(`Não foi possível executar ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? 1)
    })
  })
}

/**
 * Runs a command with its output held back; resolves with its exit code and what it printed.
 * For the checks that run side by side, whose output would otherwise interleave.
 */
function runQuiet(command, args, env = {}) {
  return new Promise((resolve) => {
    const chunks = []
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    child.stdout.on('data', (chunk) => chunks.push(chunk))
    child.stderr.on('data', (chunk) => chunks.push(chunk))
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    const started = Date.now()
    const done = (code, extra = '') => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') + extra, seconds: Math.round((Date.now() - started) / 1000) })
    }
    child.on('error', (error) => done(1, `Não foi possível executar ${command}: ${error.message}\n`))
    child.on('close', (code) => done(code ?? 1))
  })
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

/** The failed Playwright tests of its JSON report, with their first error lines. */
export function playwrightFailures(report, maxLines = 6) {
  const out = []
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? []) walk(child, suite.title ? [...titles, suite.title] : titles)
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue
        out.push(`✗ ${[...titles, suite.title, spec.title].filter(Boolean).join(' › ')}`)
        const error = test.results?.at(-1)?.error
        const message = stripVTControlCharacters(String(error?.message ?? ''))
        out.push(...message.split('\n').filter(Boolean).slice(0, maxLines).map((line) => `    ${line}`))
      }
    }
  }
  for (const suite of report?.suites ?? []) walk(suite, [])
  for (const error of report?.errors ?? []) out.push(`✗ erro fora de um teste: ${String(error?.message ?? '').split('\n')[0]}`)
  return out
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Vitest's JSON reporter (Jest-compatible shape). Missing or unreadable → the stage counts as 1 failure. */
export function countVitest(report) {
  if (!report || typeof report !== 'object') return { passed: 0, failed: 1, note: 'relatório do Vitest ausente' }
  const passed = Number(report.numPassedTests) || 0
  let failed = Number(report.numFailedTests) || 0
  // A file that fails to load (syntax error, failing import) has no tests but is a failure.
  const brokenSuites = Number(report.numFailedTestSuites) || 0
  if (failed === 0 && brokenSuites > 0) failed = brokenSuites
  if (failed === 0 && report.success === false && passed === 0) failed = 1
  return { passed, failed }
}

/** Playwright's JSON reporter: expected + flaky passed, unexpected failed, skipped not counted. */
export function countPlaywright(report) {
  if (!report || typeof report !== 'object' || !report.stats) {
    return { passed: 0, failed: 1, note: 'relatório do Playwright ausente' }
  }
  const { expected = 0, flaky = 0, unexpected = 0 } = report.stats
  let failed = Number(unexpected) || 0
  // Errors outside any test (config error, webServer failed to start, global setup) fail the run.
  if (failed === 0 && Array.isArray(report.errors) && report.errors.length > 0) failed = report.errors.length
  return { passed: (Number(expected) || 0) + (Number(flaky) || 0), failed }
}

export function summaryLine(totals) {
  return `${totals.passed} passed, ${totals.failed} failed`
}

async function main() {
  mkdirSync(reportsDir, { recursive: true })
  const results = []
  let stageStart = Date.now()
  const record = (stage, counts) => {
    results.push({ stage, ...counts, seconds: Math.round((Date.now() - stageStart) / 1000) })
  }
  const banner = (title) => {
    stageStart = Date.now()
    console.log(`\n━━━ ${title} ━━━`)
  }

  // The type check and the linter each keep about one core busy: side by side, on two cores, they
  // take the time of the slower one. Their output is printed after both end, one after the other.
  const [typecheckRun, lintRun] = await Promise.all([
    runQuiet(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
    runQuiet(bin('eslint'), ['.']),
  ])
  for (const [stage, title, result] of [
    ['typecheck', 'typecheck (tsc)', typecheckRun],
    ['lint', 'lint (eslint)', lintRun],
  ]) {
    console.log(`\n━━━ ${title} ━━━`)
    if (result.output.trim()) process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`)
    results.push({ stage, ...(result.code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }), seconds: result.seconds })
  }
  const typecheck = typecheckRun.code
  const lint = lintRun.code

  // Dead exports, files and dependencies (knip): what nothing uses does not come back. The second
  // pass follows production entry points only, so an export only tests use is reported too.
  banner('código morto (knip)')
  const knip =
    (await run(bin('knip'), ['--no-progress'])) ||
    (await run(bin('knip'), ['--no-progress', '--production', '--include', 'exports,types,nsExports,nsTypes,enumMembers']))
  record('knip', knip === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 })

  banner('unit + integração (vitest)')
  rmSync(vitestReport, { force: true })
  rmSync(vitestDigest, { force: true })
  const vitest = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--reporter=${digestReporter}`, `--outputFile.json=${path.relative(root, vitestReport)}`],
    { FAILURE_DIGEST_FILE: vitestDigest },
  )
  const vitestCounts = countVitest(readJson(vitestReport))
  if (vitest !== 0 && vitestCounts.failed === 0) vitestCounts.failed = 1
  record('vitest', vitestCounts)

  banner('build')
  const build = await run(npm, ['run', 'build'])
  record('build', build === 0 ? { passed: 0, failed: 0 } : { passed: 0, failed: 1 })

  // The proof tests of issue 10 that drive the production build as real processes: PostgreSQL
  // stopped under load, SIGTERM under load, and (with TEST_DATABASE_URL / TEST_REDIS_URL) the 30 s
  // load test and two app processes sharing one database and one Redis; issue 35's four processes
  // started together, and `npm run cluster` (nginx + 4 processes) under kill -9, a rolling restart
  // and a PostgreSQL restart. A few minutes.
  banner('prova: carga e falhas (vitest, build de produção)')
  rmSync(loadReport, { force: true })
  rmSync(loadDigest, { force: true })
  const load = await run(
    bin('vitest'),
    [
      'run',
      '--config',
      'vitest.load.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--reporter=${digestReporter}`,
      `--outputFile.json=${path.relative(root, loadReport)}`,
    ],
    { FAILURE_DIGEST_FILE: loadDigest },
  )
  const loadCounts = countVitest(readJson(loadReport))
  if (load !== 0 && loadCounts.failed === 0) loadCounts.failed = 1
  record('carga', loadCounts)

  banner('e2e (playwright)')
  rmSync(playwrightReport, { force: true })
  const playwright = await run(bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport })
  const playwrightCounts = countPlaywright(readJson(playwrightReport))
  if (playwright !== 0 && playwrightCounts.failed === 0) playwrightCounts.failed = 1
  record('playwright', playwrightCounts)

  // What failed, again at the end: a CI log is often read from its last lines only.
  const digests = [
    ['vitest', readText(vitestDigest)],
    ['carga', readText(loadDigest)],
    ['playwright', playwrightFailures(readJson(playwrightReport)).join('\n')],
  ].filter(([, text]) => text.trim())
  if (digests.length > 0) {
    console.log('\n━━━ o que falhou ━━━')
    for (const [stage, text] of digests) {
      const lines = text.split('\n')
      console.log(`[${stage}]`)
      console.log(lines.slice(0, 40).join('\n'))
      if (lines.length > 40) console.log(`    … e mais ${lines.length - 40} linhas (acima, na saída da etapa)`)
    }
  }

  console.log('\n━━━ resumo ━━━')
  for (const r of results) {
    const note = r.note ? ` (${r.note})` : ''
    console.log(`${r.stage.padEnd(11)} ${r.passed} passed, ${r.failed} failed, ${r.seconds} s${note}`)
  }
  const totals = results.reduce((acc, r) => ({ passed: acc.passed + r.passed, failed: acc.failed + r.failed }), {
    passed: 0,
    failed: 0,
  })
  const anyFailed = totals.failed > 0 || [typecheck, lint, knip, vitest, build, load, playwright].some((code) => code !== 0)
  console.log(summaryLine(totals))
  process.exitCode = anyFailed ? 1 : 0
}

// Importable (for checking the counting) without running the whole suite.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await main()
  } catch (error) {
    // Even a bug in this script must end with the summary line.
    console.error(error)
    console.log(summaryLine({ passed: 0, failed: 1 }))
    process.exitCode = 1
  }
}

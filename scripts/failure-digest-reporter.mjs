// A Vitest reporter for `npm test` (scripts/run-tests.mjs): writes what failed — tests, and the
// hooks and files that failed around them (a beforeAll that throws leaves its tests "skipped", and
// Vitest's JSON report then names no error at all) — to FAILURE_DIGEST_FILE, a few lines each, so
// the end of a long CI log says what broke.
import { writeFileSync } from 'node:fs'
import path from 'node:path'

const MAX_ERROR_LINES = 6

function errorLines(error) {
  const text = [error?.name && error?.message ? `${error.name}: ${error.message}` : (error?.message ?? String(error))]
  const stack = typeof error?.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)) : []
  const ownFrame = stack.find((line) => !line.includes('node_modules') && !line.includes('node:'))
  const lines = text.join('\n').split('\n').slice(0, MAX_ERROR_LINES)
  if (ownFrame) lines.push(ownFrame.trim())
  return lines.map((line) => `    ${line}`)
}

export default class FailureDigestReporter {
  constructor() {
    this.file = process.env.FAILURE_DIGEST_FILE
  }

  onInit(vitest) {
    this.root = vitest.config.root
  }

  onTestRunEnd(testModules, unhandledErrors) {
    if (!this.file) return
    const out = []
    for (const module of testModules) {
      const name = path.relative(this.root ?? process.cwd(), module.moduleId)
      for (const error of module.errors()) out.push(`✗ ${name} (arquivo)`, ...errorLines(error))
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) out.push(`✗ ${name} › ${suite.fullName} (gancho)`, ...errorLines(error))
      }
      for (const test of module.children.allTests()) {
        const result = test.result()
        if (result.state !== 'failed') continue
        out.push(`✗ ${name} › ${test.fullName}`)
        for (const error of result.errors ?? []) out.push(...errorLines(error))
      }
    }
    for (const error of unhandledErrors ?? []) out.push('✗ erro fora de um teste', ...errorLines(error))
    writeFileSync(this.file, out.join('\n'))
  }
}

import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { openDatabase, type Database } from '#server/db/client'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { oceanAnswersScoring } from '#test/fixtures'
import { api, MIGRATIONS_DIR, registerUser, testConfig, testDatabaseKinds, withScratchPostgres } from '#test/app'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../../../..')
const SCRIPT = path.join(ROOT, 'scripts/norms.mjs')

/** `npm run norms` as an operator runs it: a child process with only the database in its environment. */
async function norms(env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env } })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const answersScoring = oceanAnswersScoring
const STRAIGHT_LINED = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, 3]))

async function person(app: FastifyInstance, tests: Record<string, number>[], consent: boolean | null) {
  const { cookie } = await registerUser(app)
  for (const answers of tests) expect((await api(app, 'POST', '/api/ocean-assessment', { cookie, body: { answers } })).statusCode).toBe(201)
  if (consent !== null) expect((await api(app, 'PUT', '/api/norms/consent', { cookie, body: { consent } })).statusCode).toBe(200)
  return cookie
}

/**
 * Counted: 0, 50, 100 and 100 (a latest test, after an earlier 0). Not counted: a consenting
 * person whose latest test is straight-lined, one who said no, one who never said, one who withdrew.
 */
async function seed(database: Database) {
  const app = await buildApp(testConfig(), { database, logger: false })
  try {
    await person(app, [answersScoring(1)], true)
    await person(app, [answersScoring(3)], true)
    await person(app, [answersScoring(5)], true)
    await person(app, [answersScoring(1), answersScoring(5)], true)
    await person(app, [answersScoring(5), STRAIGHT_LINED], true)
    await person(app, [answersScoring(1)], false)
    await person(app, [answersScoring(1)], null)
    const withdrew = await person(app, [answersScoring(1)], true)
    expect((await api(app, 'PUT', '/api/norms/consent', { cookie: withdrew, body: { consent: false } })).statusCode).toBe(200)
  } finally {
    await app.close()
  }
}

const FACTORS = ['Abertura', 'Conscienciosidade', 'Extroversão', 'Amabilidade', 'Neuroticismo']

/** Seeds a database, then checks the table and the CSV the script writes from it. */
async function checkScript(database: Database, env: Record<string, string>, beforeScript: () => Promise<void>) {
  await seed(database)
  await beforeScript()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-norms-csv-'))
  try {
    const csv = path.join(dir, 'normas.csv')
    const result = await norms(env, ['--csv', csv])
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('exceto os com todas as respostas iguais')
    // N 4; mean (0 + 50 + 100 + 100) ÷ 4; SD √(6875 ÷ 3) = 47,9; deciles from the four scores.
    for (const name of FACTORS) {
      expect(result.stdout).toMatch(new RegExp(`${name}\\s+4\\s+62,5\\s+47,9\\s+0\\s+0\\s+50\\s+50\\s+50\\s+100\\s+100\\s+100\\s+100\\n`))
    }
    const lines = readFileSync(csv, 'utf8').trim().split('\n')
    expect(lines[0]).toBe('factor,name,n,mean,sd,p10,p20,p30,p40,p50,p60,p70,p80,p90')
    expect(lines[1]).toBe('"openness","Abertura",4,62.5,47.87,0,0,50,50,50,100,100,100,100')
    expect(lines).toHaveLength(6)

    const bad = await norms(env, ['--tsv'])
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('Opção desconhecida: --tsv')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('npm run norms (issue 48)', () => {
  it('prints and writes the norm table from an embedded database in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-norms-'))
    try {
      const database = await openDatabase({ dataDir, migrationsDir: MIGRATIONS_DIR })
      let closed = false
      try {
        // PGlite allows one process at a time: the script reads once the app has closed it.
        await checkScript(database, { DATA_DIR: dataDir }, async () => {
          await database.close()
          closed = true
        })
      } finally {
        if (!closed) await database.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it.runIf(testDatabaseKinds().includes('postgres'))('prints and writes the norm table from PostgreSQL (DATABASE_URL)', async () => {
    await withScratchPostgres('espelho_norms', async (url) => {
      const database = await openDatabase({ databaseUrl: url, migrationsDir: MIGRATIONS_DIR })
      try {
        await checkScript(database, { DATABASE_URL: url }, async () => undefined)
      } finally {
        await database.close()
      }
    })
  }, 120_000)
})

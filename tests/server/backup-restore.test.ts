// Issue 35 — the backup recipe of docs/deployment.md, tested: deploy/backup.sh dumps a database the
// app has written to, deploy/restore.sh restores it into an empty database, and the app opened on
// the restored one finds every row, applies no migration twice and lets the same person sign in.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { openDatabase } from '#server/db/client'
import { api, MIGRATIONS_DIR, registerUser, testConfig } from '#test/app'
import { giveFeedback } from '#test/feedback'

const run = promisify(execFile)
const adminUrl = process.env.TEST_DATABASE_URL
const ROOT = path.resolve(import.meta.dirname, '../..')
const tools = existsSync('/usr/bin/pg_dump') && existsSync('/usr/bin/pg_restore') && existsSync('/usr/bin/psql')

describe.skipIf(!adminUrl || !tools)('backup and restore (deploy/backup.sh, deploy/restore.sh) [postgres]', () => {
  const stamp = `${process.pid}_${Date.now()}`
  const names = { source: `espelho_backup_${stamp}`, restored: `espelho_restored_${stamp}` }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-backup-'))
  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string)
    url.pathname = `/${name}`
    return url.href
  }
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      return await client.query(text)
    } finally {
      await client.end()
    }
  }
  const counts = async (url: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const tables = await client.query<{ name: string }>(`select table_schema || '.' || table_name as name from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`)
      const result: Record<string, number> = {}
      for (const { name } of tables.rows) result[name] = Number((await client.query(`select count(*) as n from ${name}`)).rows[0].n)
      return result
    } finally {
      await client.end()
    }
  }

  afterAll(async () => {
    for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    rmSync(dir, { recursive: true, force: true })
  })

  it('restores every row into an empty database, where the app starts and the same person signs in', async () => {
    await admin(`CREATE DATABASE ${names.source}`)
    const source = await openDatabase({ databaseUrl: urlOf(names.source), migrationsDir: MIGRATIONS_DIR })
    const app = await buildApp(testConfig(), { database: source, logger: false })
    const person = await registerUser(app, { username: 'Pessoa do Backup' })
    for (let i = 0; i < 3; i++) await giveFeedback(app, person.user.userId as string)
    await app.close()
    await source.close()

    const env = { ...process.env, DATABASE_URL: urlOf(names.source), BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '14' }
    const backup = await run(path.join(ROOT, 'deploy/backup.sh'), [], { env })
    expect(backup.stdout).toMatch(/^backup: /)
    const dumps = readdirSync(dir).filter((file) => file.endsWith('.dump'))
    expect(dumps).toHaveLength(1)

    // Into a database with tables: refused, nothing touched.
    await expect(run(path.join(ROOT, 'deploy/restore.sh'), [path.join(dir, dumps[0] as string), urlOf(names.source)])).rejects.toThrow(/não está vazio/)

    await admin(`CREATE DATABASE ${names.restored}`)
    const restore = await run(path.join(ROOT, 'deploy/restore.sh'), [path.join(dir, dumps[0] as string), urlOf(names.restored)])
    expect(restore.stdout).toMatch(/restore: \d+ migrações aplicadas, 1 usuários, 3 feedbacks/)
    expect(await counts(urlOf(names.restored))).toEqual(await counts(urlOf(names.source)))

    // The app on the restored database: no migration to apply, the person and their feedback are there.
    const restored = await openDatabase({ databaseUrl: urlOf(names.restored), migrationsDir: MIGRATIONS_DIR })
    const again = await buildApp(testConfig(), { database: restored, logger: false })
    try {
      const login = await api(again, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } })
      expect(login.statusCode).toBe(200)
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
      const stats = await api(again, 'GET', '/api/feedback/stats', { cookie })
      expect(stats.statusCode).toBe(200)
      expect(stats.json().feedbackCount + stats.json().waitingCount).toBe(3)
    } finally {
      await again.close()
      await restored.close()
    }
  })
})

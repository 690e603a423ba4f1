// Issue 34: migration 0012 folds the 16 aggregate shards of migration 0008 back into one row per
// person, group and spelling, keeping every figure. Proven on a database migrated up to 0010 and
// filled with sharded data, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { MIGRATIONS_DIR, rows, testDatabaseKinds, type DatabaseKind } from '#test/app'
import { readAggregates, recountAggregates } from '#test/aggregates'
import { normalizeCharacteristic } from '#shared/feedback/characteristics'
import { randomToken } from '#server/lib/tokens'
import { openDatabase, type Database } from './client'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The migrations folder as it was before this one: every migration up to `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-migrations-'))
  dirs.push(dir)
  mkdirSync(path.join(dir, 'meta'))
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  expect(last).toBeGreaterThan(0)
  const entries = journal.entries.slice(0, last + 1)
  for (const entry of entries) copyFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`))
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }))
  return dir
}

/** A new database of `kind` (PostgreSQL: a throw-away one), to open with one migrations folder, then another. */
async function newDatabase(kind: DatabaseKind): Promise<{ open(dir: string): Promise<Database>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-fold-'))
    dirs.push(dataDir)
    return { open: (migrationsDir) => openDatabase({ dataDir, migrationsDir }), drop: async () => {} }
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string
  const name = `espelho_fold_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(text)
    await client.end()
  }
  await admin(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { open: (migrationsDir) => openDatabase({ databaseUrl: url.href, migrationsDir }), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

const released = [
  { relationship: 'friend', scores: [40, 30, 20, 10], strengths: ['Calma', 'Organizada'] },
  { relationship: 'friend', scores: [10, 20, 30, 40], strengths: ['calma'] },
  { relationship: 'friend', scores: [25, 25, 25, 25], strengths: ['Organizada'] },
  { relationship: 'family', scores: [70, 10, 10, 10], strengths: ['Paciente'] },
]

/**
 * One person with four released feedbacks whose figures sit, as migration 0008 and the releases of
 * before left them, spread over several shards (and a spelling whose shards sum to zero).
 */
async function seedSharded(db: Database['db']): Promise<number> {
  const [user] = await rows<{ id: number }>(
    db,
    sql`insert into users (username, email) values ('Dona Fatia', ${`fatia.${randomToken(4)}@exemplo.com.br`}) returning id`,
  )
  const userId = Number(user?.id)
  const ids: number[] = []
  for (const [i, one] of released.entries()) {
    const [d, i2, s, c] = one.scores
    const [assessment] = await rows<{ id: number }>(
      db,
      sql`insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers)
          values (${userId}, false, ${d}, ${i2}, ${s}, ${c}, '{}'::jsonb) returning id`,
    )
    const [row] = await rows<{ id: number }>(
      db,
      sql`insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements, released, group_released)
          values (${userId}, ${assessment?.id}, ${one.relationship}, ${JSON.stringify(one.strengths)}::jsonb, '[]'::jsonb, true, ${i < 3})
          returning id`,
    )
    ids.push(Number(row?.id))
  }
  // Totals: feedbacks 1 and 3 in shard 0, 2 in shard 7, 4 in shard 12, and an empty shard 3.
  const totals = [
    [0, [released[0], released[2]]],
    [7, [released[1]]],
    [12, [released[3]]],
    [3, []],
  ] as const
  for (const [shard, members] of totals) {
    const sum = (k: number) => members.reduce((acc, one) => acc + (one?.scores[k] ?? 0), 0)
    const sq = (k: number) => members.reduce((acc, one) => acc + (one?.scores[k] ?? 0) ** 2, 0)
    await db.execute(sql`
      insert into feedback_aggregates (subject_user_id, shard, count, dominance_sum, influence_sum, steadiness_sum, compliance_sum,
        dominance_sq, influence_sq, steadiness_sq, compliance_sq)
      values (${userId}, ${shard}, ${members.length}, ${sum(0)}, ${sum(1)}, ${sum(2)}, ${sum(3)}, ${sq(0)}, ${sq(1)}, ${sq(2)}, ${sq(3)})`)
  }
  // The friends' group (the first three, counted in their group) over two shards.
  await db.execute(sql`
    insert into feedback_group_aggregates (subject_user_id, relationship_type, shard, count, dominance_sum, influence_sum, steadiness_sum, compliance_sum)
    values (${userId}, 'friend', 0, 2, 65, 55, 45, 35), (${userId}, 'friend', 7, 1, 10, 20, 30, 40)`)
  // Characteristics with the app's own keys and positions (feedback id × 1000 + position).
  const [first = 0, second = 0, third = 0, fourth = 0] = ids
  const key = (text: string) => normalizeCharacteristic(text)?.key ?? text
  await db.execute(sql`
    insert into feedback_characteristics (subject_user_id, key, display, shard, count, first_seen) values
      (${userId}, ${key('Calma')}, 'Calma', 0, 1, ${first * 1000}),
      (${userId}, ${key('Calma')}, 'Calma', 7, 1, ${second * 1000}),
      (${userId}, ${key('Organizada')}, 'Organizada', 0, 1, ${first * 1000 + 1}),
      (${userId}, ${key('Organizada')}, 'Organizada', 9, 1, ${third * 1000}),
      (${userId}, ${key('Paciente')}, 'Paciente', 12, 1, ${fourth * 1000}),
      (${userId}, ${key('Esquecida')}, 'Esquecida', 5, 0, ${fourth * 1000 + 1})`)
  return userId
}

for (const kind of testDatabaseKinds()) {
  describe(`migration 0012 folds the aggregate shards [${kind}]`, () => {
    it('keeps every figure: one row per person, group and spelling, equal to a recount of the rows', async () => {
      const database = await newDatabase(kind)
      try {
        const before = await database.open(migrationsUpTo('0010_form_progress'))
        let userId: number
        try {
          userId = await seedSharded(before.db)
        } finally {
          await before.close()
        }
        const after = await database.open(MIGRATIONS_DIR)
        try {
          const rowsPer = async (table: string) =>
            Number((await rows<{ n: number }>(after.db, sql`select count(*)::int as n from ${sql.identifier(table)} where subject_user_id = ${userId}`))[0]?.n)
          expect(await rowsPer('feedback_aggregates')).toBe(1)
          expect(await rowsPer('feedback_group_aggregates')).toBe(1)
          // Calma and Organizada (summed over their shards), Paciente; the spelling at zero is gone.
          expect(await rowsPer('feedback_characteristics')).toBe(3)
          const stored = await readAggregates(after.db, userId)
          expect(stored).toEqual(await recountAggregates(after.db, userId))
          expect(stored.count).toBe(4)
          expect(stored.sums.dominance).toEqual({ sum: 145, sumSq: 40 ** 2 + 10 ** 2 + 25 ** 2 + 70 ** 2 })
          expect(stored.groups).toEqual([{ relationshipType: 'friend', count: 3, sums: { dominance: 75, influence: 75, steadiness: 75, compliance: 75 } }])
          // The column and the shards are gone: the primary keys are the person's again.
          const columns = await rows(
            after.db,
            sql`select table_name, column_name from information_schema.columns
                where table_schema = current_schema() and column_name in ('shard', 'characteristics_ready')`,
          )
          expect(columns).toEqual([])
        } finally {
          await after.close()
        }
      } finally {
        await database.drop()
      }
    }, 240_000)

    it('refuses to run while a person still waits for the characteristic recount of migration 0004', async () => {
      const database = await newDatabase(kind)
      try {
        const before = await database.open(migrationsUpTo('0010_form_progress'))
        try {
          const userId = await seedSharded(before.db)
          await before.db.execute(sql`update feedback_aggregates set characteristics_ready = false where subject_user_id = ${userId} and shard = 0`)
        } finally {
          await before.close()
        }
        await expect(database.open(MIGRATIONS_DIR)).rejects.toThrow(/características ainda não recontadas/)
      } finally {
        await database.drop()
      }
    }, 240_000)
  })
}

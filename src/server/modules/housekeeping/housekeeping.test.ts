import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { discAssessments, oauthFlows, sessions } from '#server/db/schema'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { api, describeWithApp, openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds } from '#test/app'
import { buildApp } from '#server/app'
import { giveFeedback, postAssessment } from '#test/feedback'
import { sha256 } from '#server/lib/tokens'
import { TEMPORARY_TTL_MS } from '#server/modules/assessment/assessment.repository'
import { claimPeriodicRun, forgetExpired, housekeepingPass } from './housekeeping'

describeWithApp('housekeeping', (ctx) => {
  it('a periodic job is claimed by one caller per period, however many ask at once (issue 35)', async () => {
    const { db } = ctx.database
    const job = `teste-${Date.now()}`
    const first = await Promise.all(Array.from({ length: 8 }, (_, i) => claimPeriodicRun(db, job, 60 * 60 * 1000, `processo-${i}`)))
    expect(first.filter(Boolean)).toHaveLength(1)
    // Later in the same period: nobody.
    expect(await claimPeriodicRun(db, job, 60 * 60 * 1000, 'atrasado')).toBe(false)
    // Once the period is over, the next caller takes the next one.
    await db.execute(sql`update periodic_runs set next_run_at = now() - interval '1 second' where job = ${job}`)
    const second = await Promise.all(Array.from({ length: 8 }, (_, i) => claimPeriodicRun(db, job, 60 * 60 * 1000, `processo-${i}`)))
    expect(second.filter(Boolean)).toHaveLength(1)
  })

  it('forgets expired sessions, unclaimed old anonymous results and stale Google flows, and nothing else', async () => {
    const { db } = ctx.database
    const alive = await registerUser(ctx.app)
    const gone = await registerUser(ctx.app)
    await db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, gone.user.id as number))

    const old = new Date(Date.now() - TEMPORARY_TTL_MS - 60_000)
    const scores = { dominance: 40, influence: 30, steadiness: 20, compliance: 10, answers: {} }
    const [stale] = await db.insert(discAssessments).values({ ...scores, isSelf: true, anonId: 'anon-antigo', createdAt: old }).returning()
    const [fresh] = await db.insert(discAssessments).values({ ...scores, isSelf: true, anonId: 'anon-recente' }).returning()
    const [owned] = await db
      .insert(discAssessments)
      .values({ ...scores, isSelf: true, userId: alive.user.id as number, createdAt: old })
      .returning()
    await db.insert(oauthFlows).values({ id: 'fluxo-velho', codeVerifier: 'v', nonce: 'n', createdAt: new Date(Date.now() - 3_600_000) })
    await db.insert(oauthFlows).values({ id: 'fluxo-novo', codeVerifier: 'v', nonce: 'n' })

    const result = await forgetExpired(db)
    expect(result.sessions).toBeGreaterThanOrEqual(1)
    expect(result.temporaryResults).toBeGreaterThanOrEqual(1)
    expect(result.oauthFlows).toBe(1)

    const remaining = await db.select({ id: discAssessments.id }).from(discAssessments)
    const ids = remaining.map((row) => row.id)
    expect(ids).not.toContain(stale!.id)
    expect(ids).toContain(fresh!.id)
    expect(ids).toContain(owned!.id)
    const flows = await db.select({ id: oauthFlows.id }).from(oauthFlows)
    expect(flows.map((f) => f.id)).toEqual(['fluxo-novo'])

    expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: alive.cookie })).statusCode).toBe(200)
    expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: gone.cookie })).statusCode).toBe(401)
  })

  // Issue 30: others' answers whose giver never sent step 2 are kept today and tomorrow, then deleted
  // unseen; answers with a feedback stay.
  it('deletes others’ answers without feedback from 2 days ago or older, and keeps fresh ones and those with feedback', async () => {
    const { db } = ctx.database
    const { user } = await registerUser(ctx.app, { username: 'Dona do Link' })
    const uuid = user.userId as string
    const stepOne = async () => {
      const response = await postAssessment(ctx.app, uuid)
      expect(response.statusCode).toBe(201)
      return response.json().id as string
    }
    const given = { today: await stepOne(), yesterday: await stepOne(), twoDaysAgo: await stepOne(), weekAgo: await stepOne() }
    // An old one whose giver did send the feedback (step 2 on the day, before it expired).
    const finished = await giveFeedback(ctx.app, uuid)
    const daysAgo = async (secret: string, days: number) =>
      db.execute(sql`update disc_assessments set created_at = date_trunc('day', now()) - make_interval(days => ${days})
                     where giver_key = ${sha256(secret)}`)
    await daysAgo(given.yesterday, 1)
    await daysAgo(given.twoDaysAgo, 2)
    await daysAgo(given.weekAgo, 7)
    await daysAgo(finished, 7)
    const stored = async () =>
      (await rows<{ giver_key: string }>(db, sql`select giver_key from disc_assessments where subject_user_id = ${user.id as number}`)).map(
        (row) => row.giver_key,
      )
    expect(await stored()).toHaveLength(5)

    // Expired answers are already unusable before the pass deletes them.
    const late = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, {
      body: { assessmentId: given.twoDaysAgo, relationshipType: 'friend', strengths: ['Atrasada'], improvements: [] },
    })
    expect(late.statusCode).toBe(400)
    expect(late.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)

    const result = await forgetExpired(db)
    expect(result.unfinishedAnswers).toBe(2)
    const left = await stored()
    expect(left.sort()).toEqual([given.today, given.yesterday, finished].map(sha256).sort())
    const [kept] = await rows<{ n: number }>(db, sql`select count(*)::int as n from feedback where subject_user_id = ${user.id as number}`)
    expect(kept?.n).toBe(1)

    // Yesterday's giver may still send step 2; the deleted ones may not.
    const onTime = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, {
      body: { assessmentId: given.yesterday, relationshipType: 'friend', strengths: ['Pontual'], improvements: [] },
    })
    expect(onTime.statusCode).toBe(201)
    const gone = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, {
      body: { assessmentId: given.weekAgo, relationshipType: 'friend', strengths: ['Atrasada'], improvements: [] },
    })
    expect(gone.statusCode).toBe(400)
    expect(gone.json().error).toBe(FEEDBACK_MESSAGES.assessmentMismatch)
    // A second pass finds nothing more to delete.
    expect((await forgetExpired(db)).unfinishedAnswers).toBe(0)
  })

  // Issue 18: PGlite has no autovacuum. Without statistics the planner takes a person's many
  // feedbacks for a handful and sorts them all to show one page (decision 0025).
  // Issue 30: a release that failed after its feedback was stored must not leave three answers hidden.
  it('releases answers a failed release left waiting, three or more at once, and nothing less', async () => {
    const { db } = ctx.database
    const registered = await registerUser(ctx.app, { username: 'Dona Esperando' })
    const userId = registered.user.id as number
    const uuid = registered.user.userId as string
    for (let i = 0; i < 2; i += 1) await giveFeedback(ctx.app, uuid)
    // A third one stored as the submission stores it, its release lost (the process died after the insert).
    const secret = (await postAssessment(ctx.app, uuid)).json().id as string
    await db.execute(sql`
      insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements)
      select ${userId}, id, 'friend', '["Paciente"]'::jsonb, '[]'::jsonb from disc_assessments where giver_key = ${sha256(secret)}`)
    const stats = async () => (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: registered.cookie })).json()
    expect(await stats()).toMatchObject({ feedbackCount: 0, waitingCount: 2 })

    const result = await forgetExpired(db)
    expect(result.strandedReleases).toBeGreaterThanOrEqual(1)
    expect(await stats()).toMatchObject({ feedbackCount: 3, waitingCount: 0 })

    // Two waiting are not stranded: a second pass releases nothing.
    for (let i = 0; i < 2; i += 1) await giveFeedback(ctx.app, uuid)
    await forgetExpired(db)
    expect(await stats()).toMatchObject({ feedbackCount: 3, waitingCount: 2 })
  })

  it('gathers the planner statistics, so the first page of a long list walks the list index', async () => {
    const { db } = ctx.database
    const { user } = await registerUser(ctx.app, { username: 'Muito Popular' })
    await db.execute(sql`
      with made as (
        insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers)
        select ${user.id as number}, false, 25, 25, 25, 25, '{}'::jsonb from generate_series(1, 400)
        returning id)
      insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements, released, group_released)
      select ${user.id as number}, id, 'friend', '[]'::jsonb, '[]'::jsonb, true, true from made`)
    const plan = async () =>
      (
        await rows<Record<string, string>>(
          db,
          sql`explain select id from feedback where subject_user_id = ${user.id as number} and released = true order by list_key, id limit 21`,
        )
      )
        .map((row) => Object.values(row).join(' '))
        .join('\n')
    await housekeepingPass(db, { refreshStatistics: true })
    const after = await plan()
    expect(after).toContain('feedback_subject_list_idx')
    expect(after).not.toMatch(/Sort/)
  })
})

// A shutdown waits for the pass in progress: closing the app never cuts it off halfway, and the
// database is only closed after it (main.ts closes the app first).
describe('housekeeping at shutdown', () => {
  for (const kind of testDatabaseKinds()) {
    it(`the pass started when the app got ready has finished when close() returns [${kind}]`, async () => {
      const database = await openTestDatabase(kind)
      await database.db.insert(oauthFlows).values({ id: 'fluxo-de-ontem', codeVerifier: 'v', nonce: 'n', createdAt: new Date(Date.now() - 24 * 3_600_000) })
      const app = await buildApp(testConfig(), { database, logger: false })
      await app.ready()
      await app.close()
      const flows = await database.db.select({ id: oauthFlows.id }).from(oauthFlows)
      expect(flows).toEqual([])
      await database.close()
    })
  }
})

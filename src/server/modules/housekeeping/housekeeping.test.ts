import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { discAssessments, oauthFlows, sessions } from '#server/db/schema'
import { api, describeWithApp, registerUser, rows } from '#test/app'
import { TEMPORARY_TTL_MS } from '#server/modules/assessment/assessment.repository'
import { forgetExpired, housekeepingPass } from './housekeeping'

describeWithApp('housekeeping', (ctx) => {
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

  // Issue 18: PGlite has no autovacuum. Without statistics the planner takes a person's many
  // feedbacks for a handful and sorts them all to show one page (decision 0025).
  it('gathers the planner statistics, so the first page of a long list walks the list index', async () => {
    const { db } = ctx.database
    const { user } = await registerUser(ctx.app, { username: 'Muito Popular' })
    await db.execute(sql`
      with made as (
        insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers)
        select ${user.id as number}, false, 25, 25, 25, 25, '{}'::jsonb from generate_series(1, 400)
        returning id)
      insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements)
      select ${user.id as number}, id, 'friend', '[]'::jsonb, '[]'::jsonb from made`)
    const plan = async () =>
      (
        await rows<Record<string, string>>(
          db,
          sql`explain select id from feedback where subject_user_id = ${user.id as number} order by list_key, id limit 21`,
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

/**
 * Issue 36: feedback rounds. Opening (30-day limit, signed out), which round a feedback joins,
 * release in groups per round (a closed round's remainder never leaks), and the Premium comparison
 * with its self-knowledge index (hidden below 3 released feedbacks in either round; absent for free).
 */
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DISC_SCORE_KEYS } from '#shared/disc/types'
import { FEEDBACK_ROUNDS_PATH } from '#shared/schemas/rounds'
import { api, cookieFrom, describeWithApp, registerUser, rows, type TestContext } from '#test/app'
import { giveFeedback, insertSelfAssessment, othersAnswers, othersOceanAnswers, postAssessment } from '#test/feedback'
import { forgetExpired } from '#server/modules/housekeeping/housekeeping'
import { readAggregates, recountAggregates } from '#test/aggregates'
import { listRounds } from './feedback.rounds'

interface Owner {
  id: number
  uuid: string
  cookie: string
}

async function owner(ctx: TestContext, premium: boolean): Promise<Owner> {
  const registered = await registerUser(ctx.app, { username: 'Pessoa Em Rodadas' })
  const id = registered.user.id as number
  if (premium) await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${id}`)
  return { id, uuid: registered.user.userId as string, cookie: registered.cookie }
}

const get = async (ctx: TestContext, who: Owner, url: string) => {
  const response = await api(ctx.app, 'GET', url, { cookie: who.cookie })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}
const openRound = (ctx: TestContext, who: Owner) => api(ctx.app, 'POST', FEEDBACK_ROUNDS_PATH, { cookie: who.cookie })
const give = (ctx: TestContext, who: Owner, marker: string, relationshipType = 'friend') =>
  giveFeedback(ctx.app, who.uuid, { types: ['D', 'I', 'I', 'S'], strengths: [marker], relationshipType })

describeWithApp('feedback rounds', (ctx) => {
  it('signed out: 401 on reading and on opening a round', async () => {
    expect((await api(ctx.app, 'GET', FEEDBACK_ROUNDS_PATH)).statusCode).toBe(401)
    const opened = await api(ctx.app, 'POST', FEEDBACK_ROUNDS_PATH)
    expect(opened.statusCode).toBe(401)
    expect(opened.json().error).toMatch(/login/i)
  })

  it('a new account is in round 1 and may open round 2 at once; then only 30 days after, with a Portuguese 429', async () => {
    const who = await owner(ctx, false)
    const before = await get(ctx, who, FEEDBACK_ROUNDS_PATH)
    expect(before).toMatchObject({ currentRound: 1, nextOpenAt: null, rounds: [{ number: 1, closedAt: null, releasedCount: 0 }] })
    const opened = await openRound(ctx, who)
    expect(opened.statusCode, opened.body).toBe(201)
    expect(opened.json()).toEqual({ currentRound: 2 })

    const again = await openRound(ctx, who)
    expect(again.statusCode).toBe(429)
    expect(again.json().error).toMatch(/^Você abriu a rodada atual há menos de 30 dias\. Uma nova rodada poderá ser aberta a partir de \d{1,2} de [a-zç]+ de \d{4}\.$/)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(29 * 24 * 3600)
    const after = await get(ctx, who, FEEDBACK_ROUNDS_PATH)
    expect(after.currentRound).toBe(2)
    expect(after.rounds).toHaveLength(2)
    expect(after.rounds[0].closedAt).not.toBeNull()
    expect(Date.parse(after.nextOpenAt) - Date.parse(after.rounds[1].openedAt)).toBe(30 * 24 * 3600 * 1000)

    // 29 days later: still refused; 30 days later: round 3.
    await ctx.database.db.execute(sql`update feedback_rounds set opened_at = now() - interval '29 days' where user_id = ${who.id} and number = 2`)
    expect((await openRound(ctx, who)).statusCode).toBe(429)
    await ctx.database.db.execute(sql`update feedback_rounds set opened_at = now() - interval '30 days 1 minute' where user_id = ${who.id} and number = 2`)
    const third = await openRound(ctx, who)
    expect(third.statusCode, third.body).toBe(201)
    expect(third.json()).toEqual({ currentRound: 3 })
  })

  it('feedback joins the round current at step 2; each round releases its own groups of three; a closed remainder never leaks', async () => {
    const who = await owner(ctx, true)
    for (let i = 0; i < 5; i++) await give(ctx, who, `Primeira${i}`)
    let stats = await get(ctx, who, '/api/feedback/stats')
    expect(stats.feedbackCount).toBe(3)
    expect(stats.waitingCount).toBe(2)
    // A giver who answered step 1 before the opening and sends step 2 after it joins the new round.
    const pending = await api(ctx.app, 'POST', `/api/feedback/user/${who.uuid}/assessment`, {
      body: { dominance: 0, influence: 0, steadiness: 0, compliance: 0, answers: othersAnswers(['S']), isSelf: false },
    })
    expect(pending.statusCode).toBe(201)

    expect((await openRound(ctx, who)).statusCode).toBe(201)
    // The new round is empty: nothing of round 1 is counted, listed or waiting.
    stats = await get(ctx, who, '/api/feedback/stats')
    expect(stats).toMatchObject({ feedbackCount: 0, waitingCount: 0, topCharacteristics: [], feedbackSpread: null, perception: null })
    expect((await get(ctx, who, '/api/feedback?limit=100')).feedback).toEqual([])
    expect((await get(ctx, who, '/api/ocean-assessment/others')).count ?? 0).toBe(0)
    // Round 1's two waiting answers are gone with their answers.
    const leftovers = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from feedback where subject_user_id = ${who.id} and released = false`)
    expect(leftovers[0]?.n).toBe(0)

    const sent = await api(ctx.app, 'POST', `/api/feedback/user/${who.uuid}`, {
      body: { assessmentId: pending.json().id, relationshipType: 'colleague', strengths: ['Segunda0'], improvements: [] },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const byRound = await rows<{ round: number; n: number; released: number }>(
      ctx.database.db,
      sql`select round, count(*)::int as n, count(*) filter (where released)::int as released from feedback where subject_user_id = ${who.id} group by round order by round`,
    )
    expect(byRound).toEqual([
      { round: 1, n: 3, released: 3 },
      { round: 2, n: 1, released: 0 },
    ])
    // One and two waiting answers in round 2 change nothing the owner reads but the waiting count.
    const view = async () => {
      const { waitingCount: _w, ...figures } = await get(ctx, who, '/api/feedback/stats')
      return { figures, list: await get(ctx, who, '/api/feedback?limit=100'), rounds: await get(ctx, who, FEEDBACK_ROUNDS_PATH) }
    }
    const quiet = await view()
    await give(ctx, who, 'Segunda1')
    expect(await view()).toEqual(quiet)
    expect((await get(ctx, who, '/api/feedback/stats')).waitingCount).toBe(2)
    await give(ctx, who, 'Segunda2')
    stats = await get(ctx, who, '/api/feedback/stats')
    expect(stats.feedbackCount).toBe(3)
    expect(stats.waitingCount).toBe(0)
    const cards = (await get(ctx, who, '/api/feedback?limit=100')).feedback as { strengths: string[] }[]
    expect(cards.map((card) => card.strengths[0]).sort()).toEqual(['Segunda0', 'Segunda1', 'Segunda2'])
    const rounds = await get(ctx, who, FEEDBACK_ROUNDS_PATH)
    expect(rounds.rounds.map((round: { releasedCount: number }) => round.releasedCount)).toEqual([3, 3])
    // The live aggregates hold exactly round 2's released rows.
    const live = await readAggregates(ctx.database.db, who.id)
    expect(live.count).toBe(3)
    const recount = await recountAggregates(ctx.database.db, who.id)
    expect(recount.count).toBe(6)
    // Each round's figures (round 1's kept at the opening, round 2's live) equal a recount of its released rows.
    const stored = await listRounds(ctx.database.db, who.id)
    for (const round of stored) {
      const [counted] = await rows<Record<string, number>>(ctx.database.db, sql`
        select count(*)::int as n,
          sum(d.dominance)::int as dominance_sum, sum(d.dominance * d.dominance)::int as dominance_sq,
          sum(d.influence)::int as influence_sum, sum(d.influence * d.influence)::int as influence_sq,
          sum(d.steadiness)::int as steadiness_sum, sum(d.steadiness * d.steadiness)::int as steadiness_sq,
          sum(d.compliance)::int as compliance_sum, sum(d.compliance * d.compliance)::int as compliance_sq
        from feedback f join disc_assessments d on d.id = f.assessment_id
        where f.subject_user_id = ${who.id} and f.released and f.round = ${round.number}`)
      for (const key of DISC_SCORE_KEYS) {
        expect(round.sums[key]).toEqual({ n: counted?.n, sum: counted?.[`${key}_sum`], sumSq: counted?.[`${key}_sq`] })
      }
    }
  })

  it('the self-knowledge index: hidden until both rounds have 3 released feedbacks; exact for agreeing raters; Premium only', async () => {
    const premium = await owner(ctx, true)
    const free = await owner(ctx, false)
    const self = { dominance: 40, influence: 30, steadiness: 20, compliance: 10 }
    for (const who of [premium, free]) {
      await insertSelfAssessment(ctx.database.db, who.id, self)
      for (let i = 0; i < 3; i++) await give(ctx, who, `R1-${i}`)
      expect((await openRound(ctx, who)).statusCode).toBe(201)
    }
    const first = await get(ctx, premium, FEEDBACK_ROUNDS_PATH)
    expect(first.comparison).toHaveLength(2)
    expect(first.comparison[0]).toMatchObject({ number: 1, releasedCount: 3, self })
    expect(first.comparison[0].others).not.toBeNull()
    // Round 2 has nothing released: no figures for it, and no index for either round.
    expect(first.comparison[1]).toMatchObject({ number: 2, releasedCount: 0, others: null, gaps: null, selfKnowledge: null })
    expect(first.comparison[0].selfKnowledge).toBeNull()
    // Two waiting answers in round 2: the answer does not move at all.
    await give(ctx, premium, 'R2-0')
    await give(ctx, premium, 'R2-1')
    expect(await get(ctx, premium, FEEDBACK_ROUNDS_PATH)).toEqual(first)
    await give(ctx, premium, 'R2-2')
    const both = await get(ctx, premium, FEEDBACK_ROUNDS_PATH)
    for (const round of both.comparison) {
      expect(round.releasedCount).toBe(3)
      const others = round.others as Record<string, number>
      expect(Object.values(others).reduce((a, b) => a + b, 0)).toBe(100)
      for (const key of DISC_SCORE_KEYS) expect(round.gaps[key]).toBe(others[key]! - self[key])
      // Every rater gave the same answers: the index is exactly 100 − ½ Σ |others − self|.
      const distance = DISC_SCORE_KEYS.reduce((sum, key) => sum + Math.abs(others[key]! - self[key]), 0) / 2
      expect(Math.abs(round.selfKnowledge.value - (100 - distance))).toBeLessThanOrEqual(1)
      expect(round.selfKnowledge.margin).toBeGreaterThanOrEqual(1)
      expect(round.selfKnowledge.low).toBe(Math.max(0, round.selfKnowledge.value - round.selfKnowledge.margin))
      expect(round.selfKnowledge.high).toBe(Math.min(100, round.selfKnowledge.value + round.selfKnowledge.margin))
    }

    // Free: the rounds and their released counts, never the comparison.
    for (let i = 0; i < 3; i++) await give(ctx, free, `F2-${i}`)
    const freeAnswer = await api(ctx.app, 'GET', FEEDBACK_ROUNDS_PATH, { cookie: free.cookie })
    expect(freeAnswer.json()).not.toHaveProperty('comparison')
    expect(freeAnswer.body).not.toMatch(/selfKnowledge|others|gaps|dominance/)
    expect(freeAnswer.json().rounds.map((round: { releasedCount: number }) => round.releasedCount)).toEqual([3, 3])
  })

  it('Big Five 360 per round: withheld below 3 in the new round; late ratings of a closed round are never released and are purged', async () => {
    const who = await owner(ctx, true)
    /** Steps 1 and 2 as one browser; the Big Five step later, with the same cookie. */
    const start = async (marker: string) => {
      const assessment = await postAssessment(ctx.app, who.uuid, ['I'])
      expect(assessment.statusCode).toBe(201)
      const cookie = cookieFrom(assessment)
      const assessmentId = assessment.json().id as string
      const sent = await api(ctx.app, 'POST', `/api/feedback/user/${who.uuid}`, {
        body: { assessmentId, relationshipType: 'friend', strengths: [marker], improvements: [] },
        cookie,
      })
      expect(sent.statusCode, sent.body).toBe(201)
      return async (value: number) => {
        const rated = await api(ctx.app, 'POST', `/api/feedback/user/${who.uuid}/ocean`, { body: { assessmentId, answers: othersOceanAnswers(value) }, cookie })
        expect(rated.statusCode, rated.body).toBe(201)
      }
    }
    const first = [await start('B1'), await start('B2'), await start('B3')]
    for (const rate of first) await rate(4)
    expect((await get(ctx, who, '/api/ocean-assessment/others')).count).toBe(3)
    // Three more feedbacks of round 1 released; their givers rate only after the opening.
    const late = [await start('B4'), await start('B5'), await start('B6')]
    expect((await openRound(ctx, who)).statusCode).toBe(201)
    const fresh = await get(ctx, who, '/api/ocean-assessment/others')
    expect(fresh.count).toBe(0)
    for (const rate of late) await rate(2)
    expect(await get(ctx, who, '/api/ocean-assessment/others')).toEqual(fresh)
    const purged = await forgetExpired(ctx.database.db)
    // The app's own housekeeping pass may have purged some of them first: what counts is none left.
    expect(purged.closedRoundRatings).toBeLessThanOrEqual(3)
    const [left] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ocean_others_ratings where subject_user_id = ${who.id} and not released`)
    expect(left?.n).toBe(0)
    // Round 2's own three: released together into the new round's figures only.
    const second = [await start('C1'), await start('C2')]
    for (const rate of second) await rate(5)
    expect(await get(ctx, who, '/api/ocean-assessment/others')).toEqual(fresh)
    const third = await start('C3')
    await third(5)
    expect((await get(ctx, who, '/api/ocean-assessment/others')).count).toBe(3)
  })

  it('the export lists every round as its page showed it (released only, per-round limits); deletion removes the rounds', async () => {
    for (const premium of [true, false]) {
      const who = await owner(ctx, premium)
      for (let i = 0; i < 4; i++) await give(ctx, who, `ExpUm${i}`)
      expect((await openRound(ctx, who)).statusCode).toBe(201)
      for (let i = 0; i < 5; i++) await give(ctx, who, `ExpDois${i}`)
      const response = await api(ctx.app, 'GET', '/api/account/export', { cookie: who.cookie })
      expect(response.statusCode, response.body).toBe(200)
      const exported = response.json()
      const rounds = exported.rodadasDeFeedback as { numero: number; encerradaEm: string | null; feedbacksLiberados: number; feedbacks: { pontosFortes: string[] }[] }[]
      expect(rounds.map((round) => [round.numero, round.feedbacksLiberados])).toEqual([[1, 3], [2, 3]])
      expect(rounds[0]?.encerradaEm).not.toBeNull()
      expect(rounds[1]?.encerradaEm).toBeNull()
      const markers = (index: number) => (rounds[index]?.feedbacks ?? []).map((card) => card.pontosFortes[0])
      // Premium: the three released cards of each round; free: the list's first two of each.
      expect(markers(0)).toHaveLength(premium ? 3 : 2)
      expect(markers(1)).toHaveLength(premium ? 3 : 2)
      for (const marker of markers(0)) expect(marker).toMatch(/^ExpUm[0-3]$/)
      for (const marker of markers(1)) expect(marker).toMatch(/^ExpDois[0-4]$/)
      // The current round's list is feedbacksRecebidos too.
      expect((exported.feedbacksRecebidos as { pontosFortes: string[] }[]).map((card) => card.pontosFortes[0]).sort()).toEqual([...markers(1)].sort())
      // Never more than was released: 3 of round 1's 4 and 3 of round 2's 5 at most.
      const everyMarker = response.body.match(/Exp(Um|Dois)\d/g) ?? []
      const distinct = new Set(everyMarker)
      expect([...distinct].filter((m) => m.startsWith('ExpUm'))).toHaveLength(premium ? 3 : 2)
      expect([...distinct].filter((m) => m.startsWith('ExpDois'))).toHaveLength(premium ? 3 : 2)

      const deleted = await api(ctx.app, 'DELETE', '/api/account', { cookie: who.cookie, body: { confirm: 'EXCLUIR', password: 'senha-segura-123' } })
      expect(deleted.statusCode, deleted.body).toBe(200)
      const left = await rows<{ n: number }>(ctx.database.db, sql`
        select (select count(*) from feedback_rounds where user_id = ${who.id})::int + (select count(*) from feedback where subject_user_id = ${who.id})::int as n`)
      expect(left[0]?.n).toBe(0)
    }
  })
}, { feedbackRateLimitPerIp: 1_000_000 })

/**
 * Issue 30: feedback released to its owner in groups of three, and step 2 bound to step 1. These
 * tests play a curious owner who reads everything they can after every single answer and compares
 * consecutive views, and an attacker who tries to finish someone else's step 2.
 */
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { DiscType } from '#shared/disc/types'
import { RELATIONSHIP_TYPES } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN, type TestContext } from '#test/app'
import { othersAnswers, othersOceanAnswers, postAssessment } from '#test/feedback'
import { users } from '#server/db/schema'
import { toExportDocument } from '#server/modules/account/account.export'
import { createAccountRepository } from '#server/modules/account/account.repository'
import { readAggregates, recountAggregates } from '#test/aggregates'

interface Owner {
  id: number
  uuid: string
  cookie: string
}

async function premiumOwner(ctx: TestContext): Promise<Owner> {
  const registered = await registerUser(ctx.app, { username: 'Pessoa Curiosa' })
  const id = registered.user.id as number
  await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${id}`)
  return { id, uuid: registered.user.userId as string, cookie: registered.cookie }
}

interface Giver {
  types: DiscType[]
  relationshipType: string
  marker: string
  ocean: boolean
}

/** One giver's whole flow as one browser: the DISC answers, the feedback and, maybe, the Big Five step. */
async function give(ctx: TestContext, owner: Owner, giver: Giver) {
  const assessment = await postAssessment(ctx.app, owner.uuid, giver.types)
  expect(assessment.statusCode, assessment.body).toBe(201)
  const cookie = cookieFrom(assessment)
  const assessmentId = assessment.json().id as string
  const sent = await api(ctx.app, 'POST', `/api/feedback/user/${owner.uuid}`, {
    body: { assessmentId, relationshipType: giver.relationshipType, strengths: [giver.marker, 'Calma'], improvements: [] },
    cookie,
  })
  expect(sent.statusCode, sent.body).toBe(201)
  if (giver.ocean) {
    const rated = await api(ctx.app, 'POST', `/api/feedback/user/${owner.uuid}/ocean`, {
      body: { assessmentId, answers: othersOceanAnswers(1 + (giver.marker.length % 5)) },
      cookie,
    })
    expect(rated.statusCode, rated.body).toBe(201)
  }
}

/** Everything the owner can read about what others said, at one moment. */
async function ownerView(ctx: TestContext, owner: Owner) {
  const get = async (url: string) => {
    const response = await api(ctx.app, 'GET', url, { cookie: owner.cookie })
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200)
    return response
  }
  const stats = (await get('/api/feedback/stats')).json()
  const list = (await get('/api/feedback?limit=100')).json()
  const ocean = (await get('/api/ocean-assessment/others')).json()
  // The export's own document, built as GET /api/account/export builds it (that route allows 10 an hour).
  const [user] = await ctx.database.db.select().from(users).where(eq(users.id, owner.id))
  if (!user) throw new Error('owner not found')
  const exported = toExportDocument(await createAccountRepository(ctx.database.db).collect(user))
  const { waitingCount, ...figures } = stats
  return {
    waitingCount: waitingCount as number,
    figures,
    cards: list.feedback as { strengths: string[]; relationshipType: string | null }[],
    ocean,
    exportedFeedback: exported.feedbacksRecebidos as { pontosFortes: string[]; relacionamento: string | null }[],
    exportedOcean: exported.bigFive360,
  }
}

type View = Awaited<ReturnType<typeof ownerView>>

const markerOf = (card: { strengths: string[] }) => card.strengths[0] as string

/**
 * Every difference the owner can take between two consecutive views isolates 3 givers or more: the
 * count moves by 0 or 3+, and nothing else moves without it; each group's figures, the cards, their
 * labels and the Big Five 360 move by 3+ givers or not at all.
 */
function expectNoDifferenceIsolatesFewerThanThree(before: View, after: View, step: string) {
  const released = after.figures.feedbackCount - before.figures.feedbackCount
  expect(released === 0 || released >= 3, `${step}: ${released} released at once`).toBe(true)
  if (released === 0) {
    expect(after.figures, `${step}: figures moved with nobody released`).toEqual(before.figures)
    expect(after.cards, `${step}: list moved with nobody released`).toEqual(before.cards)
    expect(after.exportedFeedback, `${step}: export moved with nobody released`).toEqual(before.exportedFeedback)
  }
  // New cards: exactly the released ones, never fewer than 3, and none removed.
  const beforeMarkers = new Set(before.cards.map(markerOf))
  const added = after.cards.filter((card) => !beforeMarkers.has(markerOf(card)))
  expect(added.length, `${step}: new cards`).toBe(released)
  expect(before.cards.every((card) => after.cards.some((other) => markerOf(other) === markerOf(card)))).toBe(true)
  // Labels: an unlabelled card is never alone or in a pair, and labels change for 0 or 3+ cards.
  const unlabelled = after.cards.filter((card) => card.relationshipType === null).length
  expect(unlabelled === 0 || unlabelled >= 3, `${step}: ${unlabelled} unlabelled cards`).toBe(true)
  // (a new card counts as unlabelled before: a group that appears labels its old and new members together)
  const relabelled = after.cards.filter((card) => {
    const was = before.cards.find((other) => markerOf(other) === markerOf(card))
    return (was?.relationshipType ?? null) !== card.relationshipType
  }).length
  expect(relabelled === 0 || relabelled >= 3, `${step}: ${relabelled} cards relabelled`).toBe(true)
  // Relationship groups: each one's count moves by 0 or 3+, and its average never moves alone.
  type Group = { relationshipType: string; count: number; disc: unknown }
  const groupsBefore = (before.figures.feedbackDiscByRelationship ?? []) as Group[]
  const groupsAfter = (after.figures.feedbackDiscByRelationship ?? []) as Group[]
  for (const group of groupsAfter) {
    const previous = groupsBefore.find((candidate) => candidate.relationshipType === group.relationshipType)
    if (!previous) {
      expect(group.count, `${step}: group ${group.relationshipType} appears`).toBeGreaterThanOrEqual(3)
      continue
    }
    const moved = group.count - previous.count
    expect(moved === 0 || moved >= 3, `${step}: group ${group.relationshipType} moved by ${moved}`).toBe(true)
    if (moved === 0) expect(group.disc, `${step}: group ${group.relationshipType} average moved alone`).toEqual(previous.disc)
  }
  // The Big Five 360: by 0 or 3+ raters, the averages only with them.
  const raters = after.ocean.count - before.ocean.count
  expect(raters === 0 || raters >= 3, `${step}: ${raters} Big Five raters at once`).toBe(true)
  if (raters === 0) {
    expect(after.ocean, `${step}: Big Five 360 moved alone`).toEqual(before.ocean)
    expect(after.exportedOcean).toEqual(before.exportedOcean)
  }
  // The export tells what the list shows, in the list's order.
  expect(after.exportedFeedback.map((item) => item.pontosFortes[0])).toEqual(after.cards.map(markerOf))
  expect(after.waitingCount).toBeGreaterThanOrEqual(0)
  expect(after.waitingCount).toBeLessThanOrEqual(2)
}

/** A fixed, mixed crowd: relationships, profiles and Big Five answers in no tidy order. */
function crowd(size: number, seed: number): Giver[] {
  const types: DiscType[] = ['D', 'I', 'S', 'C']
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n
  }
  return Array.from({ length: size }, (_, i) => ({
    types: [types[next(4)] as DiscType, types[next(4)] as DiscType],
    relationshipType: RELATIONSHIP_TYPES[next(RELATIONSHIP_TYPES.length)] as string,
    marker: `Marca ${String(i).padStart(2, '0')}`,
    ocean: next(3) !== 0,
  }))
}

describeWithApp(
  'feedback released in groups of three (issue 30)',
  (ctx) => {
    it('shows nothing of the first two answers but that they wait, then all three at once', async () => {
      const owner = await premiumOwner(ctx)
      const views = [await ownerView(ctx, owner)]
      for (const giver of crowd(3, 7)) {
        await give(ctx, owner, giver)
        views.push(await ownerView(ctx, owner))
      }
      expect(views.map((view) => [view.figures.feedbackCount, view.waitingCount])).toEqual([
        [0, 0],
        [0, 1],
        [0, 2],
        [3, 0],
      ])
      expect(views[2]?.figures).toEqual(views[0]?.figures)
      expect(views[2]?.cards).toEqual([])
      expect(views[2]?.exportedFeedback).toEqual([])
      expect(views[3]?.cards).toHaveLength(3)
    })

    it('lets no two consecutive views isolate fewer than 3 givers, over 40 mixed givers', async () => {
      for (const seed of [11, 29]) {
        const owner = await premiumOwner(ctx)
        let before = await ownerView(ctx, owner)
        const givers = crowd(20, seed)
        for (const [index, giver] of givers.entries()) {
          await give(ctx, owner, giver)
          const after = await ownerView(ctx, owner)
          expectNoDifferenceIsolatesFewerThanThree(before, after, `seed ${seed}, giver ${index + 1}`)
          before = after
        }
        // Everything but the last 0–2 was released, and the figures equal a recount of the released rows.
        expect(before.figures.feedbackCount).toBeGreaterThanOrEqual(18)
        expect(before.figures.feedbackCount + before.waitingCount).toBe(20)
        const stored = await readAggregates(ctx.database.db, owner.id)
        expect(stored).toEqual(await recountAggregates(ctx.database.db, owner.id))
      }
    })

    it('releases every group exactly once when many givers answer at the same moment', async () => {
      const owner = await premiumOwner(ctx)
      const secrets: string[] = []
      for (let i = 0; i < 20; i += 1) secrets.push((await postAssessment(ctx.app, owner.uuid, ['D', 'S'])).json().id as string)
      const statuses = await Promise.all(
        secrets.map((assessmentId, i) =>
          api(ctx.app, 'POST', `/api/feedback/user/${owner.uuid}`, {
            body: { assessmentId, relationshipType: RELATIONSHIP_TYPES[i % 3], strengths: [`Junto ${i}`] },
          }).then((response) => response.statusCode),
        ),
      )
      expect(statuses.every((status) => status === 201)).toBe(true)
      const [counts] = await rows<{ released: number; waiting: number }>(
        ctx.database.db,
        sql`select count(*) filter (where released)::int as released, count(*) filter (where not released)::int as waiting
            from feedback where subject_user_id = ${owner.id}`,
      )
      // The last commit sees everyone: fewer than 3 are ever left waiting.
      expect(Number(counts?.waiting)).toBeLessThan(3)
      expect(Number(counts?.released) + Number(counts?.waiting)).toBe(20)
      const stored = await readAggregates(ctx.database.db, owner.id)
      expect(stored).toEqual(await recountAggregates(ctx.database.db, owner.id))
      expect(stored.count).toBe(Number(counts?.released))
    })

    it('never counts answers whose giver did not send the feedback', async () => {
      const owner = await premiumOwner(ctx)
      for (let i = 0; i < 3; i += 1) await postAssessment(ctx.app, owner.uuid, ['C'])
      const view = await ownerView(ctx, owner)
      expect([view.figures.feedbackCount, view.waitingCount, view.cards.length]).toEqual([0, 0, 0])
      const exported = JSON.parse((await api(ctx.app, 'GET', '/api/account/export', { cookie: owner.cookie })).body)
      expect(JSON.stringify(exported)).not.toMatch(/respostasDisc|respostasDiscSemTexto/)
    })
  },
  { feedbackRateLimitPerIp: 1_000_000 },
)

describeWithApp(
  "a giver's second step is bound to the first (issue 30)",
  (ctx) => {
    const inject = (url: string, remoteAddress: string, body: Record<string, unknown>, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
        payload: body,
      })

    it("refuses to attach anyone else's words to a giver's pending answers, and the giver still finishes", async () => {
      const owner = await premiumOwner(ctx)
      const step1 = await inject(`/api/feedback/user/${owner.uuid}/assessment`, '198.51.100.7', { answers: othersAnswers(['S']) })
      expect(step1.statusCode).toBe(201)
      const secret = step1.json().id as string
      const [row] = await rows<{ id: number }>(ctx.database.db, sql`select id from disc_assessments where subject_user_id = ${owner.id}`)
      // What an attacker could try: the row's sequential id, its neighbours, a made-up secret.
      const words = { relationshipType: 'colleague', strengths: ['Arrogante'], improvements: ['Mentiroso'] }
      for (const assessmentId of [row?.id, (row?.id ?? 0) + 1, String(row?.id), 'A'.repeat(32)]) {
        const attempt = await inject(`/api/feedback/user/${owner.uuid}`, '203.0.113.9', { assessmentId, ...words })
        expect(attempt.statusCode, String(assessmentId)).toBe(400)
        expect([FEEDBACK_MESSAGES.assessmentIdInvalid, FEEDBACK_MESSAGES.assessmentMismatch]).toContain(attempt.json().error)
      }
      const [stored] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from feedback where subject_user_id = ${owner.id}`)
      expect(Number(stored?.n)).toBe(0)
      const real = await inject(`/api/feedback/user/${owner.uuid}`, '198.51.100.7', {
        assessmentId: secret,
        relationshipType: 'friend',
        strengths: ['Gentil'],
      })
      expect(real.statusCode, real.body).toBe(201)
      const [kept] = await rows<{ strengths: string[]; relationship_type: string }>(
        ctx.database.db,
        sql`select strengths, relationship_type from feedback where subject_user_id = ${owner.id}`,
      )
      expect(kept).toEqual({ strengths: ['Gentil'], relationship_type: 'friend' })
    })

    it("counts step 2 against a per-network quota of the size of step 1's (a network's most in a day)", async () => {
      const owner = await premiumOwner(ctx)
      const statuses: number[] = []
      for (let i = 0; i < 4; i += 1) {
        const attempt = await inject(`/api/feedback/user/${owner.uuid}`, '203.0.113.50', {
          assessmentId: `${'B'.repeat(31)}${i}`,
          relationshipType: 'friend',
          strengths: ['Sonda'],
        })
        statuses.push(attempt.statusCode)
        if (attempt.statusCode === 429) {
          expect(attempt.json().error).toMatch(/^Muitos envios vindos da sua rede para este link/)
          expect(Number(attempt.headers['retry-after'])).toBeGreaterThan(0)
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429])
      // The same link from another network, and another link from the same network, go on.
      const elsewhere = await inject(`/api/feedback/user/${owner.uuid}`, '198.51.100.80', {
        assessmentId: 'C'.repeat(32),
        relationshipType: 'friend',
        strengths: ['Sonda'],
      })
      expect(elsewhere.statusCode).toBe(400)
      const other = await premiumOwner(ctx)
      const otherLink = await inject(`/api/feedback/user/${other.uuid}`, '203.0.113.50', {
        assessmentId: 'C'.repeat(32),
        relationshipType: 'friend',
        strengths: ['Sonda'],
      })
      expect(otherLink.statusCode).toBe(400)
    })
  },
  { feedbackPerNetworkPerLink: 3, feedbackPerSharedNetworkPerLink: 3, feedbackRateLimitPerIp: 1_000_000 },
)

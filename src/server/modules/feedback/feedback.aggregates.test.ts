import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { DiscType } from '#shared/disc/types'
import { rankCharacteristicTallies } from '#shared/feedback/characteristics'
import { RELATIONSHIP_TYPES } from '#shared/product'
import { api, describeWithApp, registerUser, rows, type TestContext } from '#test/app'
import { giveFeedback } from '#test/feedback'
import { createAccountRepository } from '#server/modules/account/account.repository'
import { readAggregates, rebuildAggregates, recountAggregates } from '#test/aggregates'
import { rankCharacteristics } from '#test/scoring-oracles'

// Spelling variants the Snowball grouping folds together, and a few that stay apart.
const WORDS = ['Organizada', 'organizado', 'Organização', 'organizacao', 'Comunicativa', 'comunicativo.', 'Calma', 'CALMA', 'Líder', 'lider', 'Paciente']
const TYPES: DiscType[] = ['D', 'I', 'S', 'C']

type Step =
  | { kind: 'give'; subject: number; types: DiscType[]; relationship: number; strengths: string[] }
  | { kind: 'delete'; subject: number }

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('give' as const),
      subject: fc.nat(2),
      types: fc.array(fc.constantFrom(...TYPES), { minLength: 1, maxLength: 4 }),
      relationship: fc.nat(RELATIONSHIP_TYPES.length - 1),
      strengths: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), subject: fc.nat(2) }) },
)

async function strengthListsOf(ctx: TestContext, userId: number) {
  const found = await rows<{ strengths: string[] }>(ctx.database.db, sql`select strengths from feedback where subject_user_id = ${userId} and released order by id`)
  return found.map((row) => row.strengths)
}

async function expectConsistent(ctx: TestContext, userId: number) {
  const figures = await readAggregates(ctx.database.db, userId)
  // Released in groups (issue 30): fewer than 3 ever wait, and every released group holds 3 or more.
  const [waiting] = await rows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from feedback where subject_user_id = ${userId} and not released`)
  expect(Number(waiting?.n)).toBeLessThan(3)
  for (const group of figures.groups) expect(group.count).toBeGreaterThanOrEqual(3)
  expect(figures).toEqual(await recountAggregates(ctx.database.db, userId))
  // The stats' ranking from the tallies equals the ranking from every row's strengths.
  expect(rankCharacteristicTallies(figures.characteristics, figures.count)).toEqual(
    rankCharacteristics(await strengthListsOf(ctx, userId), figures.count),
  )
}

async function leftovers(ctx: TestContext, userId: number) {
  const [row] = await rows<{ n: number }>(
    ctx.database.db,
    sql`select (select count(*) from feedback_aggregates where subject_user_id = ${userId})
             + (select count(*) from feedback_group_aggregates where subject_user_id = ${userId})
             + (select count(*) from feedback_characteristics where subject_user_id = ${userId}) as n`,
  )
  return Number(row?.n)
}

describeWithApp(
  'feedback aggregates (issue 18)',
  (ctx) => {
    it('equal a recount from the rows after any sequence of feedbacks and account deletions', async () => {
      const accounts = createAccountRepository(ctx.database.db)
      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
          const subjects: { id: number; uuid: string }[] = []
          for (let i = 0; i < 3; i += 1) {
            const registered = await registerUser(ctx.app)
            subjects.push({ id: registered.user.id as number, uuid: registered.user.userId as string })
          }
          const deleted = new Set<number>()
          for (const step of steps) {
            const subject = subjects[step.subject] as { id: number; uuid: string }
            if (deleted.has(subject.id)) continue
            if (step.kind === 'delete') {
              await accounts.deleteEverything(subject.id)
              deleted.add(subject.id)
              expect(await leftovers(ctx, subject.id)).toBe(0)
            } else {
              await giveFeedback(ctx.app, subject.uuid, {
                types: step.types,
                relationshipType: RELATIONSHIP_TYPES[step.relationship],
                strengths: step.strengths,
              })
            }
          }
          for (const subject of subjects) {
            if (deleted.has(subject.id)) expect(await leftovers(ctx, subject.id)).toBe(0)
            else await expectConsistent(ctx, subject.id)
          }
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 12) },
      )
    })

    it("answers the stats as the rows would: averages, spread, groups and characteristics", async () => {
      const registered = await registerUser(ctx.app)
      const userId = registered.user.id as number
      await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${userId}`)
      const plan: [DiscType[], string, string[]][] = [
        [['D', 'I'], 'friend', ['Organizada', 'Calma']],
        [['S'], 'friend', ['organizado']],
        [['C', 'S', 'S'], 'friend', ['Organização', 'Líder']],
        [['I'], 'colleague', ['lider', 'Calma']],
        [['D'], 'colleague', ['CALMA']],
        [['I', 'C'], 'colleague', ['Paciente']],
      ]
      for (const [types, relationshipType, strengths] of plan) await giveFeedback(ctx.app, registered.user.userId as string, { types, relationshipType, strengths })
      const fromAggregates = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: registered.cookie })).json()
      // Throw the aggregates away and rebuild them from the rows: the same answer, byte for byte.
      await ctx.database.db.execute(sql`delete from feedback_characteristics where subject_user_id = ${userId}`)
      await ctx.database.db.execute(sql`update feedback_aggregates set count = 0 where subject_user_id = ${userId}`)
      await rebuildAggregates(ctx.database.db, userId)
      const rebuilt = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: registered.cookie })).json()
      expect(rebuilt).toEqual(fromAggregates)
      expect(fromAggregates.feedbackCount).toBe(6)
      expect(fromAggregates.topCharacteristics[0]).toEqual({ text: 'Calma', count: 3, percentage: 50 })
      // Organizada, organizado and Organização once each: the tie goes by spelling (issue 45).
      expect(fromAggregates.topCharacteristics[1]).toEqual({ text: 'Organização', count: 3, percentage: 50 })
      expect(fromAggregates.feedbackDiscByRelationship.map((group: { relationshipType: string }) => group.relationshipType)).toEqual([
        'colleague',
        'friend',
      ])
      const { dominance, influence, steadiness, compliance } = fromAggregates.feedbackDisc
      expect(dominance + influence + steadiness + compliance).toBe(100)
      await expectConsistent(ctx, userId)
    })

    it('answers the same stats whichever giver arrived first: ties go by spelling, never by arrival (issue 45)', async () => {
      // Each giver's characteristics: two spellings of one trait tie 1–1 (twice), four traits tie 2–2.
      // Six givers, so that both groups of three are released whatever the order.
      const givers: [DiscType[], string[]][] = [
        [['D'], ['organizado', 'Calma']],
        [['I'], ['Organizada', 'Paciente']],
        [['S'], ['Paciente', 'Calma', 'Líder']],
        [['C'], ['lider']],
        [['D', 'S'], ['Gentil']],
        [['I', 'C'], ['gentil', 'Calma']],
      ]
      const statsAfter = async (order: number[]) => {
        const owner = await registerUser(ctx.app)
        await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${owner.user.id as number}`)
        for (const index of order) {
          const [types, strengths] = givers[index] as [DiscType[], string[]]
          await giveFeedback(ctx.app, owner.user.userId as string, { types, relationshipType: 'friend', strengths })
        }
        const stats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: owner.cookie })).json()
        return { top: stats.topCharacteristics, total: stats.topCharacteristicsTotal }
      }
      const first = await statsAfter([0, 1, 2, 3, 4, 5])
      expect(first.top.map((item: { text: string }) => item.text)).toEqual(['Calma', 'Gentil', 'Lider', 'Organizada', 'Paciente'])
      for (const order of [[1, 0, 3, 2, 5, 4], [5, 4, 3, 2, 1, 0], [3, 1, 5, 0, 2, 4]]) expect(await statsAfter(order)).toEqual(first)
    })
  },
  { feedbackRateLimitPerIp: 1_000_000 },
)

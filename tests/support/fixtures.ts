import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import { OCEAN_QUESTION_IDS, isReverseKeyed } from '#shared/ocean/questions'
import type { Db } from '#server/db/client'
import { giveFeedback, postAssessment } from '#test/feedback'
import { api, registerUser, rows } from '#test/app'

/** Feedback and anonymous DISC limits out of the way: these suites give many feedbacks from one address. */
export const PROOF_LIMITS = {
  feedbackRateLimitPerIp: 1_000_000,
  assessmentRateLimit: 1_000_000,
}

/** Every table that holds product data, for "nothing was written" checks. */
export const DATA_TABLES = [
  'users',
  'sessions',
  'oauth_flows',
  'disc_assessments',
  'disc_parallel_assessments',
  'feedback',
  'ocean_assessments',
  'ocean_others_ratings',
  'ocean_others_aggregates',
  'survey_responses',
  'payments',
  'comparisons',
] as const
export type DataTable = (typeof DATA_TABLES)[number]

/** Row count of every data table, in one query. */
export async function tableCounts(db: Db): Promise<Record<DataTable, number>> {
  const parts = DATA_TABLES.map((table) => sql.raw(`(select count(*) from ${table})::int as ${table}`))
  const [row] = await rows<Record<DataTable, number>>(db, sql`select ${sql.join(parts, sql`, `)}`)
  return Object.fromEntries(DATA_TABLES.map((table) => [table, Number(row?.[table])])) as Record<DataTable, number>
}

/** Self-test answers choosing the option of `type` on every question. */
export function selfDiscAnswers(type: DiscType = 'D'): Record<string, string> {
  return Object.fromEntries(
    DISC_SELF_QUESTIONS.map((question) => {
      const option = question.options.find((o) => o.type === type)
      if (!option) throw new Error(`no ${type} option in ${question.id}`)
      return [question.id, option.id]
    }),
  )
}

/**
 * Parallel self form answers (the others' 24 questions about oneself): `types[i]` on question i,
 * the last type repeated for the rest.
 */
export function parallelAnswers(types: DiscType[] = ['D']): Record<string, string> {
  return Object.fromEntries(
    DISC_PARALLEL_SELF_QUESTIONS.map((question, index) => {
      const type = types[index] ?? types[types.length - 1]
      const option = question.options.find((o) => o.type === type)
      if (!option) throw new Error(`no ${type} option in ${question.id}`)
      return [question.id, option.id]
    }),
  )
}

export function oceanAnswers(value = 4): Record<string, number> {
  return Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, value]))
}

/**
 * Big Five answers whose five factor scores are all 25 × (value − 1) — 1 → 0, 3 → 50, 5 → 100 —
 * never all the same (a straight-lined test counts in no norms; reverse-keyed statements differ): for 3, the first two statements of
 * each factor get 2 and 4 (keyed), which keeps the average.
 */
export function oceanAnswersScoring(value: number): Record<string, number> {
  return Object.fromEntries(
    OCEAN_QUESTION_IDS.map((id, i) => {
      const keyed = value !== 3 ? value : i % 5 === 0 ? 2 : i % 5 === 1 ? 4 : 3
      return [id, isReverseKeyed(id) ? 6 - keyed : keyed]
    }),
  )
}

export const SURVEY_ANSWERS = {
  howFoundEspelho: 'friend_referral',
  knewDiscBefore: 'heard_about',
  whoAskedFeedback: ['family', 'colleagues'],
  comparedDiscGraphs: 'yes_detailed',
  feedbackValue: 5,
  npsScore: 9,
  npsReason: 'Gostei de ver como os outros me enxergam.',
  desiredFeatures: 'Comparar com amigos',
  improvementSuggestions: 'Mais explicações sobre o OCEAN',
  currentStep: 5,
}

/**
 * A person with one of everything: a DISC, a parallel self DISC and an OCEAN result, a survey answer, two feedbacks
 * (and one giver who stopped after the DISC answers), and an applied payment.
 */
export async function seedFullUser(app: FastifyInstance, db: Db, overrides: Parameters<typeof registerUser>[1] = {}) {
  const account = await registerUser(app, overrides)
  const { cookie } = account
  const userId = account.user.id as number
  const publicId = account.user.userId as string
  const disc = await api(app, 'POST', '/api/assessment', {
    body: { dominance: 0, influence: 0, steadiness: 0, compliance: 0, answers: selfDiscAnswers('D'), isSelf: true },
    cookie,
  })
  if (disc.statusCode !== 201) throw new Error(`disc failed: ${disc.statusCode} ${disc.body}`)
  const parallel = await api(app, 'POST', '/api/assessment/parallel', { body: { answers: parallelAnswers(['I']) }, cookie })
  if (parallel.statusCode !== 201) throw new Error(`parallel failed: ${parallel.statusCode} ${parallel.body}`)
  const ocean = await api(app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(4), isSelf: true }, cookie })
  if (ocean.statusCode !== 201) throw new Error(`ocean failed: ${ocean.statusCode} ${ocean.body}`)
  const survey = await api(app, 'POST', '/api/survey/submit', { body: SURVEY_ANSWERS, cookie })
  if (survey.statusCode !== 201) throw new Error(`survey failed: ${survey.statusCode} ${survey.body}`)
  await giveFeedback(app, publicId, { relationshipType: 'colleague', strengths: ['Organizada', 'Pontual'], improvements: ['Delegar mais'] })
  await giveFeedback(app, publicId, { relationshipType: 'family', strengths: ['Carinhosa'] })
  const unfinished = await postAssessment(app, publicId, ['S'])
  if (unfinished.statusCode !== 201) throw new Error(`others' assessment failed: ${unfinished.statusCode}`)
  const paymentId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
  await db.execute(sql`
    insert into payments (provider_payment_id, user_id, plan, amount_cents, currency, status, months, applied_at)
    values (${paymentId}, ${userId}, 'monthly', 1000, 'BRL', 'approved', 1, now())`)
  await db.execute(sql`update users set premium_until = now() + interval '1 month' where id = ${userId}`)
  return { ...account, userId, publicId, paymentId }
}

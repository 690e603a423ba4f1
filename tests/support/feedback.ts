import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import type { DiscType } from '#shared/disc/types'
import type { Db } from '#server/db/client'
import { OTHERS_OCEAN_QUESTION_IDS } from '#shared/ocean/others-questions'
import { api, cookieFrom } from '#test/app'

/** Answers choosing, for question i, the option of type `types[i % types.length]`. */
export function othersAnswers(types: readonly DiscType[]): Record<string, string> {
  const answers: Record<string, string> = {}
  DISC_OTHERS_QUESTIONS.forEach((question, index) => {
    const type = types[index % types.length]
    const option = question.options.find((o) => o.type === type)
    if (!option) throw new Error(`no option of type ${type} in ${question.id}`)
    answers[question.id] = option.id
  })
  return answers
}

export async function postAssessment(
  app: FastifyInstance,
  uuid: string,
  types: readonly DiscType[] = ['I'],
  cookie?: string,
) {
  return api(app, 'POST', `/api/feedback/user/${uuid}/assessment`, {
    body: { dominance: 0, influence: 0, steadiness: 0, compliance: 0, answers: othersAnswers(types), isSelf: false },
    cookie,
  })
}

/** The whole giver flow through the API; returns the giver's secret from step 1 (issue 30). */
export async function giveFeedback(
  app: FastifyInstance,
  uuid: string,
  options: {
    types?: readonly DiscType[]
    relationshipType?: string
    strengths?: string[]
    improvements?: string[]
  } = {},
): Promise<string> {
  const assessment = await postAssessment(app, uuid, options.types ?? ['I'])
  if (assessment.statusCode !== 201) throw new Error(`assessment failed: ${assessment.statusCode} ${assessment.body}`)
  const assessmentId = assessment.json().id as string
  const response = await api(app, 'POST', `/api/feedback/user/${uuid}`, {
    body: {
      assessmentId,
      relationshipType: options.relationshipType ?? 'friend',
      strengths: options.strengths ?? ['Comunicativo'],
      improvements: options.improvements ?? [],
    },
  })
  if (response.statusCode !== 201) throw new Error(`feedback failed: ${response.statusCode} ${response.body}`)
  return assessmentId
}

/** A self DISC assessment written straight to the table (the assessment module owns its API). */
export async function insertSelfAssessment(
  db: Db,
  userId: number,
  scores: { dominance: number; influence: number; steadiness: number; compliance: number },
) {
  await db.execute(sql`
    insert into disc_assessments (user_id, is_self, dominance, influence, steadiness, compliance, answers)
    values (${userId}, true, ${scores.dominance}, ${scores.influence}, ${scores.steadiness}, ${scores.compliance}, '{}'::jsonb)`)
}

/** GET /api/feedback/challenge as a giver at `address` sees it, ready for solveFeedbackChallenge. */
export async function feedbackChallenge(app: FastifyInstance, options: { for?: string; address?: string } = {}): Promise<unknown> {
  const query = options.for === undefined ? '' : `?for=${encodeURIComponent(options.for)}`
  return (await app.inject({ method: 'GET', url: `/api/feedback/challenge${query}`, remoteAddress: options.address ?? '127.0.0.1' })).json()
}

/**
 * The giver flow as one browser: the DISC answers (keeping the giver cookie they set) and the
 * feedback; returns the assessment id and that browser's cookie, for the optional Big Five step.
 */
export async function giveFeedbackAsBrowser(
  app: FastifyInstance,
  uuid: string,
  types: readonly DiscType[] = ['I'],
): Promise<{ assessmentId: string; cookie: string }> {
  const assessment = await postAssessment(app, uuid, types)
  if (assessment.statusCode !== 201) throw new Error(`assessment failed: ${assessment.statusCode} ${assessment.body}`)
  const cookie = cookieFrom(assessment)
  const assessmentId = assessment.json().id as string
  const response = await api(app, 'POST', `/api/feedback/user/${uuid}`, {
    body: { assessmentId, relationshipType: 'friend', strengths: ['Comunicativa'], improvements: [] },
    cookie,
  })
  if (response.statusCode !== 201) throw new Error(`feedback failed: ${response.statusCode} ${response.body}`)
  return { assessmentId, cookie }
}

/** The ten Big Five 360 answers, `value` on every statement unless `overrides` says otherwise. */
export function othersOceanAnswers(value = 4, overrides: Record<string, number> = {}): Record<string, number> {
  return { ...Object.fromEntries(OTHERS_OCEAN_QUESTION_IDS.map((id) => [id, value])), ...overrides }
}

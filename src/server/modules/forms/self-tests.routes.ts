import { randomInt } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import {
  DISC_FORM_FLOW,
  DiscFormProgressSchema,
  FORM_FIELDS,
  FORM_NAV,
  NORMS_CONSENT_FORM_VALUE,
  OCEAN_FORM_FLOW,
  OceanFormProgressSchema,
  parseSeed,
  SELF_TEST_FORM_KEYS,
  TEMP_RESULT_KEY,
  type DiscFormProgress,
  type FormError,
  type FormNav,
  type OceanFormProgress,
} from '#shared/forms/self-tests'
import { isOceanAnswerValue, OCEAN_QUESTION_IDS, type OceanQuestionId } from '#shared/ocean/questions'
import { OCEAN_SCORING_ERRORS, scoreOceanAnswers } from '#shared/ocean/scoring'
import { ASSESSMENT_MESSAGES, ASSESSMENT_PATH } from '#shared/schemas/assessment'
import { OCEAN_ASSESSMENT_PATH, OCEAN_MESSAGES, OceanAssessmentSchema, OceanResultSchema } from '#shared/schemas/ocean'
import { NORMS_CONSENT_QUERY_KEY } from '#shared/schemas/norms'
import { shuffled } from '#shared/ssr/seeded-shuffle'
import type { PageDataProvider } from '#server/lib/page-sender'
import { sendAsJson as sendFormAsJson } from '#server/lib/send-as-json'
import { anonIdOf } from '#server/lib/anon-visitor'
import { HttpError } from '#server/lib/http-error'
import { networkOf } from '#server/lib/networks'
import { FIXED_RATE_LIMITS, handlerLimit } from '#server/plugins/rate-limit'
import { toAssessmentView, type AssessmentRepository } from '#server/modules/assessment/assessment.repository'
import type { OceanRepository } from '#server/modules/ocean/ocean.repository'
import type { NormsRepository } from '#server/modules/norms/norms.repository'
import { FORM_COOKIE } from './form-progress'

const DISC_BANK = DISC_SELF_QUESTIONS
const DISC_PAGE = '/assessment'
const OCEAN_PAGE = '/ocean-assessment'
const OCEAN_RESULTS_PAGE = '/ocean-results'
/** GET /api/ocean-assessment/{id}'s query key (client/features/ocean/api/get-ocean-assessment.ts). */
const oceanResultKey = (id: string) => ['ocean-assessment', 'by-id', id] as const
/** Longer than any id, seed or value a step posts: anything longer is not ours. */
const MAX_FIELD_LENGTH = 64

interface Fields {
  answer?: string
  /** The Big Five's norms consent box, ticked (issue 48). */
  normas?: string
  nav?: FormNav
  question?: string
  seed?: string
}

/** A step's fields, each a single short string; null when the body is not what our pages post. */
function readFields(body: unknown): Fields | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const fields: Record<string, string> = {}
  for (const name of Object.values(FORM_FIELDS)) {
    const value = (body as Record<string, unknown>)[name]
    if (value === undefined) continue
    // Repeated keys arrive as arrays, a JSON body may carry anything: only one short text counts.
    if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) return null
    fields[name] = value
  }
  if (fields.nav !== undefined && !(FORM_NAV as readonly string[]).includes(fields.nav)) return null
  return fields as Fields
}

/** The per-visit order of the Big Five items (the same one use-ocean-progress draws from the seed). */
export const oceanOrderOf = (seed: number) => shuffled(OCEAN_QUESTION_IDS, seed, 'ocean')

/**
 * POST /api/forms/disc and /api/forms/ocean (issue 32, decision 0035): the DISC self test and the
 * Big Five test one step per post, for a visitor without JavaScript (or before the page's code
 * runs). Each post saves the visitor's progress and answers 303 to the page, which the server
 * paints at the step the progress names; bad input answers 400 with the page and the message the
 * app shows for it. Finishing sends the answers through the JSON route itself (`app.inject`), so
 * the validation, scoring, rate limits, cookies and saving are the JSON route's, in one place.
 * Issue 45: the posts are rate limited per network, and a visitor without saved progress gets a
 * row only for a real answer (or "Refazer teste" with the form's cookie), under a tighter limit of
 * its own; the back and next buttons and a failed finish never create one.
 * Returns what these pages add to their GET render for the visitor.
 */
export function selfTestForms(
  app: FastifyInstance,
  deps: { assessments: AssessmentRepository; ocean: OceanRepository; norms: NormsRepository },
): Record<string, PageDataProvider> {
  const refuse = (request: FastifyRequest, reply: FastifyReply, pattern: string, error: FormError, status = 400) =>
    app.pages.send(request, reply, { pattern, status, data: [{ key: SELF_TEST_FORM_KEYS.error, value: error }] })

  /** The JSON route's answer to the same request, as if the app had sent it from this browser. */
  const sendAsJson = async (request: FastifyRequest, reply: FastifyReply, url: string, payload: unknown) => {
    const { response, body, message } = await sendFormAsJson(app, request, reply, url, payload)
    return { status: response.statusCode, body, message }
  }

  const readDisc = async (request: FastifyRequest): Promise<DiscFormProgress | null> => {
    const parsed = DiscFormProgressSchema.safeParse(await app.formProgress.read(request, DISC_FORM_FLOW))
    return parsed.success && parsed.data.index < DISC_BANK.length ? parsed.data : null
  }
  const readOcean = async (request: FastifyRequest): Promise<OceanFormProgress | null> => {
    const parsed = OceanFormProgressSchema.safeParse(await app.formProgress.read(request, OCEAN_FORM_FLOW))
    return parsed.success && parsed.data.index < OCEAN_QUESTION_IDS.length ? parsed.data : null
  }
  const seedFor = (fields: Fields) => parseSeed(fields.seed) ?? randomInt(2 ** 32 - 1)

  // Per network (an IPv4 address, an IPv6 /64) and test: every post, and the posts that start a row.
  const limitsFor = (flow: string) => ({
    post: handlerLimit(app, FIXED_RATE_LIMITS.selfTestFormPosts, (request) => `forms:${flow}:post:${networkOf(request.ip)}`),
    start: handlerLimit(app, FIXED_RATE_LIMITS.selfTestFormStarts, (request) => `forms:${flow}:start:${networkOf(request.ip)}`),
  })
  const discLimits = limitsFor(DISC_FORM_FLOW)
  const oceanLimits = limitsFor(OCEAN_FORM_FLOW)

  /**
   * How one post saves (issue 45). `keep` writes what the visitor has; without saved progress it
   * starts a row, counted under the start limit. `move` writes only a position, and only over
   * saved progress: a back or next tap of a visitor with nothing saved has nothing to keep.
   */
  const saverFor = (flow: string, limits: ReturnType<typeof limitsFor>, stored: unknown, request: FastifyRequest, reply: FastifyReply) => ({
    keep: async (data: unknown) => {
      if (stored === null) await limits.start(request, reply)
      await app.formProgress.write(request, reply, flow, data)
    },
    move: async (data: unknown) => {
      if (stored !== null) await app.formProgress.write(request, reply, flow, data)
    },
  })
  /** A limit reached: the page with the Portuguese message, 429 (Retry-After set by the limit). */
  const tooMany = (request: FastifyRequest, reply: FastifyReply, pattern: string, title: string, error: unknown) => {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error
    return refuse(request, reply, pattern, { title, description: error.message }, 429)
  }

  app.post('/api/forms/disc', { config: { acceptsForm: true } }, async (request, reply) => {
    try {
      return await discStep(request, reply)
    } catch (error) {
      return tooMany(request, reply, DISC_PAGE, ASSESSMENT_MESSAGES.submitFailedTitle, error)
    }
  })

  const discStep = async (request: FastifyRequest, reply: FastifyReply) => {
    await discLimits.post(request, reply)
    const fields = readFields(request.body)
    const invalid: FormError = { title: ASSESSMENT_MESSAGES.submitFailedTitle, description: DISC_SCORING_ERRORS.notAnObject }
    if (!fields) return refuse(request, reply, DISC_PAGE, invalid)
    const stored = await readDisc(request)
    const progress = stored ?? { seed: seedFor(fields), index: 0, answers: {} }
    const save = saverFor(DISC_FORM_FLOW, discLimits, stored, request, reply)

    if (fields.nav === 'retake') {
      // The result card's "Refazer teste": a new run, in the order the visitor is about to see. The
      // card shows only to a visitor with the form's cookie; without it there is nothing to hide.
      if (request.cookies[FORM_COOKIE] !== undefined) await save.keep({ seed: seedFor(fields), index: 0, answers: {} })
      return reply.redirect(DISC_PAGE, 303)
    }
    const index = DISC_BANK.findIndex((question) => question.id === fields.question)
    const question = DISC_BANK[index]
    if (!question) {
      return refuse(request, reply, DISC_PAGE, { ...invalid, description: DISC_SCORING_ERRORS.unknownQuestion })
    }
    const last = DISC_BANK.length - 1
    const askForAnswer: FormError = {
      title: ASSESSMENT_MESSAGES.selectOptionTitle,
      description: ASSESSMENT_MESSAGES.selectOptionDescription,
    }

    if (fields.answer !== undefined) {
      if (!question.options.some((option) => option.id === fields.answer)) {
        return refuse(request, reply, DISC_PAGE, { ...invalid, description: DISC_SCORING_ERRORS.foreignOption(question.id) })
      }
      // A tap answers and moves on, as in the app; on the last question it waits for "Finalizar".
      const next = { ...progress, answers: { ...progress.answers, [question.id]: fields.answer }, index: Math.min(index + 1, last) }
      await save.keep(next)
      // The first answer of a visitor's test is the funnel's "test started" (issue 47), as in the app.
      if (Object.keys(progress.answers).length === 0 && !(await request.currentUser())) app.funnel.record(request, 'test_started', app.funnel.sourceOf(request))
      return reply.redirect(DISC_PAGE, 303)
    }
    if (fields.nav === 'back') {
      await save.move({ ...progress, index: Math.max(0, index - 1) })
      return reply.redirect(DISC_PAGE, 303)
    }
    if (fields.nav === 'next') {
      if (progress.answers[question.id] === undefined) {
        await save.move({ ...progress, index })
        return refuse(request, reply, DISC_PAGE, askForAnswer)
      }
      await save.move({ ...progress, index: Math.min(index + 1, last) })
      return reply.redirect(DISC_PAGE, 303)
    }
    if (fields.nav === 'finish') {
      const missing = DISC_BANK.findIndex((q) => progress.answers[q.id] === undefined)
      if (missing >= 0) {
        // As in the app: back to the first unanswered question, with the request to answer it.
        await save.move({ ...progress, index: missing })
        return refuse(request, reply, DISC_PAGE, askForAnswer)
      }
      const sent = await sendAsJson(request, reply, ASSESSMENT_PATH, { answers: progress.answers, isSelf: true })
      if (sent.status !== 201) {
        const description = ASSESSMENT_MESSAGES.submitFailedPrefix + (sent.message ?? 'tente novamente em alguns instantes.')
        return refuse(request, reply, DISC_PAGE, { title: ASSESSMENT_MESSAGES.submitFailedTitle, description }, sent.status === 429 ? 429 : 400)
      }
      // The JSON route cleared this progress; signed in, the app goes to the results, else the card.
      const user = await request.currentUser()
      return reply.redirect(user ? '/results' : DISC_PAGE, 303)
    }
    return refuse(request, reply, DISC_PAGE, askForAnswer)
  }

  app.post('/api/forms/ocean', { config: { acceptsForm: true } }, async (request, reply) => {
    try {
      return await oceanStep(request, reply)
    } catch (error) {
      return tooMany(request, reply, OCEAN_PAGE, OCEAN_MESSAGES.processFailed, error)
    }
  })

  const oceanStep = async (request: FastifyRequest, reply: FastifyReply) => {
    await oceanLimits.post(request, reply)
    const fields = readFields(request.body)
    const invalid: FormError = { title: OCEAN_MESSAGES.processFailed, description: OCEAN_SCORING_ERRORS.notAnObject }
    if (!fields) return refuse(request, reply, OCEAN_PAGE, invalid)
    const stored = await readOcean(request)
    const progress = stored ?? { seed: seedFor(fields), index: 0, answers: {} }
    const save = saverFor(OCEAN_FORM_FLOW, oceanLimits, stored, request, reply)
    const order = oceanOrderOf(progress.seed)
    const index = order.indexOf(fields.question as OceanQuestionId)
    const id = order[index]
    if (!id) return refuse(request, reply, OCEAN_PAGE, { ...invalid, description: OCEAN_SCORING_ERRORS.unknownQuestion })
    const last = order.length - 1

    if (fields.answer !== undefined) {
      const value = /^[1-5]$/.test(fields.answer) ? Number(fields.answer) : NaN
      if (!isOceanAnswerValue(value)) {
        return refuse(request, reply, OCEAN_PAGE, { ...invalid, description: OCEAN_SCORING_ERRORS.invalidValue(id) })
      }
      const next = { ...progress, answers: { ...progress.answers, [id]: value }, index: Math.min(index + 1, last) }
      await save.keep(next)
      return reply.redirect(OCEAN_PAGE, 303)
    }
    if (fields.nav === 'back') {
      await save.move({ ...progress, index: Math.max(0, index - 1) })
      return reply.redirect(OCEAN_PAGE, 303)
    }
    const answered = progress.answers[id] !== undefined
    if (fields.nav === 'next' && answered) {
      await save.move({ ...progress, index: Math.min(index + 1, last) })
      return reply.redirect(OCEAN_PAGE, 303)
    }
    if (fields.nav === 'finish') {
      const scored = scoreOceanAnswers(progress.answers)
      if (!scored.ok) {
        const gap = order.findIndex((item) => progress.answers[item] === undefined)
        await save.move({ ...progress, index: gap >= 0 ? gap : index })
        return refuse(request, reply, OCEAN_PAGE, { title: OCEAN_MESSAGES.processFailed, description: scored.error })
      }
      // Without an account the app shows the result from the browser's memory; without JavaScript
      // there is none: the answers stay kept here and the visitor signs in to save them.
      const user = await request.currentUser()
      if (!user) return reply.redirect('/login', 303)
      const sent = await sendAsJson(request, reply, OCEAN_ASSESSMENT_PATH, { answers: scored.answers, isSelf: true })
      const saved = OceanAssessmentSchema.safeParse(sent.body)
      if (sent.status !== 201 || !saved.success) {
        const error = { title: OCEAN_MESSAGES.saveFailed, description: sent.message ?? OCEAN_MESSAGES.processFailed }
        return refuse(request, reply, OCEAN_PAGE, error, sent.status === 429 ? 429 : 400)
      }
      // The consent box of the last statement (issue 48), ticked: as the app saves it when ticked.
      // Unticked, it posts nothing and nothing changes (a withdrawal is made in "Minha conta").
      if (fields.normas === NORMS_CONSENT_FORM_VALUE) await deps.norms.setConsent(user.id, true)
      return reply.redirect(`/ocean-results?id=${saved.data.id}`, 303)
    }
    // "Próximo" on an unanswered item (the app keeps that button disabled).
    return refuse(request, reply, OCEAN_PAGE, {
      title: ASSESSMENT_MESSAGES.selectOptionTitle,
      description: ASSESSMENT_MESSAGES.selectOptionDescription,
    })
  }

  // The page's code took over a visitor's progress (the browser keeps it from then on).
  app.delete('/api/forms/disc', async (request, reply) => {
    await app.formProgress.clear(request, DISC_FORM_FLOW)
    return reply.status(204).send()
  })
  app.delete('/api/forms/ocean', async (request, reply) => {
    await app.formProgress.clear(request, OCEAN_FORM_FLOW)
    return reply.status(204).send()
  })

  return {
    [DISC_PAGE]: async (request) => {
      const progress = await readDisc(request)
      if (progress) return [{ key: SELF_TEST_FORM_KEYS.disc, value: progress }]
      // A visitor who finished through the forms sees the result card the app shows after finishing,
      // painted by the server (a visitor of the app alone keeps deciding in the browser, as before).
      if (request.cookies[FORM_COOKIE] === undefined || (await request.currentUser())) return []
      const anonId = anonIdOf(request)
      const row = anonId ? await deps.assessments.temporaryFor(anonId) : null
      return row ? [{ key: TEMP_RESULT_KEY, value: toAssessmentView(row, true) }] : []
    },
    [OCEAN_PAGE]: async (request) => {
      const progress = await readOcean(request)
      if (!progress) return []
      const entries: { key: readonly unknown[]; value: unknown }[] = [{ key: SELF_TEST_FORM_KEYS.ocean, value: progress }]
      // On the last statement a signed-in person is asked to count in the norms (issue 48): the page
      // carries their stored choice, so the box works without JavaScript.
      const user = progress.index === OCEAN_QUESTION_IDS.length - 1 ? await request.currentUser() : null
      if (user) entries.push({ key: NORMS_CONSENT_QUERY_KEY, value: await deps.norms.consentOf(user.id) })
      return entries
    },
    // Where a Big Five finished through the forms lands: the result painted by the server, as
    // GET /api/ocean-assessment/{id} gives it to its owner (a visitor of the app alone loads it in the browser).
    [OCEAN_RESULTS_PAGE]: async (request) => {
      const id = (request.query as Record<string, unknown>).id
      if (request.cookies[FORM_COOKIE] === undefined || typeof id !== 'string' || !/^\d{1,10}$/.test(id)) return []
      const user = await request.currentUser()
      const assessment = user ? await deps.ocean.findOwned(user.id, Number(id)) : null
      if (!user || !assessment) return []
      // With its percentiles in the norms, as the API gives it (issue 48).
      const result = { ...assessment, ...(await deps.norms.viewFor(user.id, assessment)) }
      return [{ key: oceanResultKey(id), value: OceanResultSchema.parse(result) }]
    },
  }
}

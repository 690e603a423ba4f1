import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { scoreDiscAnswers } from '#shared/disc/scoring'
import {
  chooseToContinue,
  GIVER_FORM_KEYS,
  GIVER_FORM_MESSAGES,
  GIVER_FORM_NAVS,
  GIVER_FORM_STEPS,
  GIVER_FORM_TEXT_SLOTS,
  giverFlowOf,
  type GiverFormNav,
} from '#shared/forms/giver-form'
import { OTHERS_OCEAN_QUESTIONS } from '#shared/ocean/others-questions'
import { scoreOthersOceanAnswers } from '#shared/ocean/others-scoring'
import { isOceanAnswerValue } from '#shared/ocean/questions'
import { DISC_UNKNOWN_ANSWER, OTHERS_MIN_ANSWERED, RELATIONSHIP_TYPES } from '#shared/product'
import { FEEDBACK_MESSAGES, FeedbackLinkParamsSchema, FeedbackSubmissionSchema, GiverSecretSchema, isUuid } from '#shared/schemas/feedback'
import { GiverFormViewSchema, KEPT_TEXT_LENGTH, type GiverFormView } from '#shared/schemas/progress'
import type { PageData } from '#shared/ssr/page-state'
import type { AppConfig } from '#server/config'
import { badRequest, HttpError } from '#server/lib/http-error'
import type { PageDataProvider } from '#server/lib/page-sender'
import { handlerLimit, rateLimits } from '#server/plugins/rate-limit'
import type { GiverActions } from './feedback.routes'
import type { LinkOwner } from './feedback.repository'

const PAGE = '/feedback/user/:uuid'
const LAST_QUESTION = DISC_OTHERS_QUESTIONS.length - 1
const LAST_STATEMENT = OTHERS_OCEAN_QUESTIONS.length - 1
/** A giver's progress on the server: the page's view plus the giver's secret, which never leaves it. */
interface StoredProgress extends GiverFormView {
  secret: string | null
  /** The answers `secret` was given for (JSON of the scored answers): changed answers need a new one. */
  assessedAnswers: string | null
}

/** The stored progress, read leniently: whatever is odd falls back on its own. */
const StoredProgressSchema: z.ZodType<StoredProgress> = GiverFormViewSchema.extend({
  secret: GiverSecretSchema.nullable().catch(null),
  assessedAnswers: z.string().nullable().catch(null),
}).transform((value): StoredProgress => {
  // The details and Big Five steps need the secret of sent answers.
  const stage = value.stage !== 'questions' && value.secret === null ? 'questions' : value.stage
  return { ...value, stage }
})

const freshProgress = (seed: number): StoredProgress => ({
  stage: 'questions',
  index: 0,
  answers: {},
  seed,
  relationshipType: '',
  strengths: Array.from({ length: GIVER_FORM_TEXT_SLOTS.strengths }, () => ''),
  improvements: Array.from({ length: GIVER_FORM_TEXT_SLOTS.improvements }, () => ''),
  oceanIndex: 0,
  oceanAnswers: {},
  secret: null,
  assessedAnswers: null,
})

/** What the page may see: everything but the secret. */
function viewOf(progress: StoredProgress): GiverFormView {
  const { secret: _secret, assessedAnswers: _assessed, ...view } = progress
  return view
}

type Body = Record<string, unknown>
const badForm = () => badRequest(GIVER_FORM_MESSAGES.badForm)

/** One text field: absent, or a string of reasonable size (a list or anything else is refused). */
function single(body: Body, name: string, max = 64): string | undefined {
  const value = body[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value.length > max) throw badForm()
  return value
}

/** A whole number in [min, max] posted as text. */
function whole(body: Body, name: string, min: number, max: number): number | undefined {
  const value = single(body, name, 12)
  if (value === undefined) return undefined
  if (!/^\d{1,10}$/.test(value)) throw badForm()
  const number = Number(value)
  if (number < min || number > max) throw badForm()
  return number
}

/** A list of text fields (repeated keys): at most `count + 1` items, each at most the kept length. */
function list(body: Body, name: string, count: number): string[] | undefined {
  const value = body[name]
  if (value === undefined) return undefined
  const items = Array.isArray(value) ? value : [value]
  // One item more than the fields: the shared schema then answers "no máximo N" as the app does.
  if (items.length > count + 1 || items.some((item) => typeof item !== 'string')) throw badForm()
  return (items as string[]).map((item) => item.slice(0, KEPT_TEXT_LENGTH))
}

/**
 * The Big Five 360 step as its JSON route runs it (ocean-360.routes.ts returns it and app.ts
 * hands it over), for the plain HTML forms to run the same (decision 0036).
 */
interface OceanGiverActions {
  limit: (request: FastifyRequest) => Promise<void>
  giveOcean: (
    request: FastifyRequest,
    reply: FastifyReply,
    owner: LinkOwner,
    uuid: string,
    body: { assessmentId: string; answers?: unknown },
  ) => Promise<'sent' | 'used'>
}

/**
 * The giver's flow as plain HTML forms (issue 32, decision 0036): each tap posts one step here;
 * the progress (the giver's secret included) stays on the server, and the sends go through the
 * same functions as the JSON routes (guard, quotas, rate limits, release in groups). Answers 303
 * to the page, or the page with the message and a 4xx.
 */
export function giverFormRoutes(
  app: FastifyInstance,
  deps: {
    config: AppConfig
    actions: GiverActions
    ocean: OceanGiverActions
    pageData: Partial<Record<string, PageDataProvider>>
  },
) {
  const { config, actions, ocean, pageData } = deps

  const postLimit = handlerLimit(app, rateLimits(config).giverFormPosts, (request) => `feedback:form:ip:${request.ip}`)

  const read = async (request: FastifyRequest, uuid: string) => {
    const stored = await app.formProgress.read(request, giverFlowOf(uuid))
    if (stored === null || stored === undefined) return null
    const parsed = StoredProgressSchema.safeParse(stored)
    return parsed.success ? parsed.data : null
  }

  // The page shows what a giver without JavaScript answered so far (the invite resolver says
  // when the link is gone).
  pageData[PAGE] = async (request, params) => {
    const uuid = params.uuid ?? ''
    if (!isUuid(uuid)) return []
    const progress = await read(request, uuid)
    const data: PageData[] = progress ? [{ key: GIVER_FORM_KEYS.view(uuid), value: viewOf(progress) }] : []
    // Before the first answer (issue 46): a giver without JavaScript learns now that their network's
    // quota is used, not after 24 answers, and whether turning JavaScript on lets them through.
    if (!progress) {
      const owner = await actions.linkOwner(uuid).catch(() => null)
      const notice = owner ? await actions.withoutScript(request, owner) : null
      if (notice) data.push({ key: GIVER_FORM_KEYS.withoutScript(uuid), value: notice })
    }
    return data
  }

  const pageUrl = (owner: LinkOwner) => `/feedback/user/${owner.publicId}`
  type Outcome = { progress: StoredProgress | null; to: string }

  async function questionStep(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, progress: StoredProgress, body: Body, save: (p: StoredProgress) => Promise<void>): Promise<Outcome> {
    const here = { progress, to: pageUrl(owner) }
    // Sent already: the page is at the Big Five step.
    if (progress.stage === 'ocean') return here
    const index = whole(body, 'index', 0, LAST_QUESTION)
    const answer = single(body, 'answer', 16)
    const nav = navOf(body)
    if (index === undefined || (answer === undefined) === (nav === undefined)) throw badForm()
    const question = DISC_OTHERS_QUESTIONS[index]!
    const next: StoredProgress = { ...progress, stage: 'questions', index }
    if (answer !== undefined) {
      if (answer !== DISC_UNKNOWN_ANSWER && !question.options.some((option) => option.id === answer)) throw badForm()
      next.answers = { ...progress.answers, [question.id]: answer }
      // One tap: the next question comes by itself, except after the last one.
      next.index = Math.min(index + 1, LAST_QUESTION)
      return { progress: next, to: here.to }
    }
    if (nav === 'back') return { progress: { ...next, index: Math.max(0, index - 1) }, to: here.to }
    if (nav !== 'next') throw badForm()
    if (!next.answers[question.id]) {
      await save(next)
      throw new HttpError(400, `${FEEDBACK_MESSAGES.selectOption}: ${chooseToContinue(owner.username)}`)
    }
    if (index < LAST_QUESTION) return { progress: { ...next, index: index + 1 }, to: here.to }

    // "Continuar" at the last question: step 1 goes out as the JSON route sends it, without a proof.
    const scored = scoreDiscAnswers(DISC_OTHERS_QUESTIONS, next.answers, { minAnswered: OTHERS_MIN_ANSWERED })
    if (!scored.ok) {
      await save(next)
      throw badRequest(scored.error)
    }
    const key = JSON.stringify(scored.answers)
    if (next.secret !== null && next.assessedAnswers === key) return { progress: { ...next, stage: 'details' }, to: here.to }
    await save(next)
    await actions.limits.assessment(request)
    const secret = await actions.giveAnswers(request, reply, owner, owner.publicId, scored.answers, 'unproven')
    return { progress: { ...next, stage: 'details', secret, assessedAnswers: key }, to: here.to }
  }

  async function detailsStep(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, progress: StoredProgress, body: Body, save: (p: StoredProgress) => Promise<void>): Promise<Outcome> {
    const to = pageUrl(owner)
    if (progress.stage !== 'details' || progress.secret === null) return { progress, to }
    const relationship = single(body, 'relationshipType', 32)
    const strengths = list(body, 'strengths', GIVER_FORM_TEXT_SLOTS.strengths) ?? []
    const improvements = list(body, 'improvements', GIVER_FORM_TEXT_SLOTS.improvements) ?? []
    const nav = navOf(body) ?? 'send'
    // What was typed is kept first: a refusal or "Revisar respostas" loses nothing.
    const typed: StoredProgress = {
      ...progress,
      relationshipType: (RELATIONSHIP_TYPES as readonly string[]).includes(relationship ?? '') ? (relationship as StoredProgress['relationshipType']) : '',
      strengths: Array.from({ length: GIVER_FORM_TEXT_SLOTS.strengths }, (_, i) => strengths[i] ?? ''),
      improvements: Array.from({ length: GIVER_FORM_TEXT_SLOTS.improvements }, (_, i) => improvements[i] ?? ''),
    }
    if (nav === 'back') return { progress: { ...typed, stage: 'questions', index: LAST_QUESTION }, to }
    if (nav !== 'send') throw badForm()
    await save(typed)
    const parsed = FeedbackSubmissionSchema.safeParse({
      assessmentId: progress.secret,
      relationshipType: relationship || undefined,
      strengths,
      improvements,
    })
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? GIVER_FORM_MESSAGES.badForm)
    await actions.limits.feedback(request)
    try {
      // 'used' counts as sent, as in the app (the answer to a first try was lost on the way back).
      await actions.giveFeedback(request, reply, owner, owner.publicId, parsed.data)
    } catch (error) {
      if (error instanceof HttpError && error.message === FEEDBACK_MESSAGES.assessmentMismatch) {
        // The answers expired: they must be sent again, from the last question.
        await save({ ...typed, stage: 'questions', index: LAST_QUESTION, secret: null, assessedAnswers: null })
      }
      throw error
    }
    // The words are sent: only what the Big Five step needs stays.
    return {
      progress: { ...freshProgress(progress.seed), answers: {}, stage: 'ocean', secret: progress.secret, assessedAnswers: progress.assessedAnswers },
      to,
    }
  }

  async function oceanStep(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, progress: StoredProgress, body: Body, save: (p: StoredProgress) => Promise<void>): Promise<Outcome> {
    const to = pageUrl(owner)
    if (progress.stage !== 'ocean' || progress.secret === null) return { progress, to }
    const nav = navOf(body)
    if (nav === 'skip') return { progress: null, to: '/thank-you' }
    const index = whole(body, 'index', 0, LAST_STATEMENT)
    const answer = whole(body, 'answer', 1, 5)
    if (index === undefined || (answer === undefined) === (nav === undefined)) throw badForm()
    const statement = OTHERS_OCEAN_QUESTIONS[index]!
    const next: StoredProgress = { ...progress, oceanIndex: index }
    if (answer !== undefined) {
      if (!isOceanAnswerValue(answer)) throw badForm()
      next.oceanAnswers = { ...progress.oceanAnswers, [statement.id]: answer }
      next.oceanIndex = Math.min(index + 1, LAST_STATEMENT)
      return { progress: next, to }
    }
    if (nav === 'back') return { progress: { ...next, oceanIndex: Math.max(0, index - 1) }, to }
    if (nav === 'next') return { progress: { ...next, oceanIndex: next.oceanAnswers[statement.id] === undefined ? index : Math.min(index + 1, LAST_STATEMENT) }, to }
    if (nav !== 'send') throw badForm()
    const scored = scoreOthersOceanAnswers(next.oceanAnswers)
    if (!scored.ok) {
      const missing = OTHERS_OCEAN_QUESTIONS.findIndex((q) => next.oceanAnswers[q.id] === undefined)
      await save({ ...next, oceanIndex: missing >= 0 ? missing : index })
      throw badRequest(scored.error)
    }
    await ocean.limit(request)
    // Sent before ('used') counts as sent, as in the app.
    await ocean.giveOcean(request, reply, owner, owner.publicId, { assessmentId: progress.secret, answers: scored.answers })
    return { progress: null, to: '/thank-you' }
  }

  function navOf(body: Body): GiverFormNav | undefined {
    const nav = single(body, 'nav', 8)
    if (nav === undefined) return undefined
    if (!(GIVER_FORM_NAVS as readonly string[]).includes(nav)) throw badForm()
    return nav as GiverFormNav
  }

  app.withTypeProvider<ZodTypeProvider>().post('/api/feedback/user/:uuid/form', { schema: { params: FeedbackLinkParamsSchema }, config: { acceptsForm: true } }, async (request, reply) => {
    const { uuid } = request.params
    const flow = giverFlowOf(uuid)
    let shown: StoredProgress | null = null
    const save = async (progress: StoredProgress) => {
      shown = progress
      await app.formProgress.write(request, reply, flow, progress)
    }
    try {
      await postLimit(request)
      const owner = await actions.linkOwner(uuid)
      const body = (typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {}) as Body
      const progress = (await read(request, uuid)) ?? freshProgress(whole(body, 'seed', 0, 2 ** 32 - 1) ?? 0)
      shown = progress
      const step = single(body, 'step', 16)
      if (!step || !(GIVER_FORM_STEPS as readonly string[]).includes(step)) throw badForm()
      // The owner never answers about themself, whatever the step (the guard's rule).
      await actions.refuseOwner(request, reply, owner, uuid)
      if (step === 'handover') {
        // The page's code carries the questions on from here (its own storage): only they are handed over.
        if (progress.stage === 'questions') await app.formProgress.clear(request, flow)
        return reply.status(204).send()
      }
      const outcome =
        step === 'question'
          ? await questionStep(request, reply, owner, progress, body, save)
          : step === 'details'
            ? await detailsStep(request, reply, owner, progress, body, save)
            : await oceanStep(request, reply, owner, progress, body, save)
      if (outcome.progress) await save(outcome.progress)
      else await app.formProgress.clear(request, flow)
      return reply.redirect(outcome.to, 303)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
      const lower = isUuid(uuid) ? uuid.toLowerCase() : uuid
      const data: PageData[] = [{ key: GIVER_FORM_KEYS.error(lower), value: error.message }]
      if (error.statusCode === 404) data.push({ key: GIVER_FORM_KEYS.gone(lower), value: true })
      const current: StoredProgress | null = shown
      if (current) data.push({ key: GIVER_FORM_KEYS.view(lower), value: viewOf(current) })
      return app.pages.send(request, reply, { pattern: PAGE, params: { uuid: lower }, status: error.statusCode, data })
    }
  })
}

/**
 * Progress kept between visits (DESIGN.md §5 "nothing typed is lost"): what the browser stores for
 * the DISC and Big Five tests and for a giver's two steps, and the giver's progress the server keeps
 * for a visitor without JavaScript (decision 0036), whose view the page carries. What is read back
 * may come from an older release, be edited by hand or cut short: it is never trusted. A test's
 * progress is all or nothing; a giver's is read field by field, so whatever is still usable stays.
 */
import { DISC_OTHERS_QUESTION_COUNT, MAX_IMPROVEMENTS, MAX_STRENGTHS, RELATIONSHIP_TYPES } from '#shared/product'
import type { DiscQuestion } from '#shared/disc/types'
import { clampIndex as clamp, giverProgress, isOrderOf, KEPT_TEXT_LENGTH, optionIds, type GiverProgress } from '#shared/feedback/giver-progress'
import { OTHERS_OCEAN_QUESTION_IDS } from '#shared/ocean/others-question-ids'
import { OCEAN_QUESTION_IDS, isOceanQuestionId, type OceanAnswerValue, type OceanQuestionId } from '#shared/ocean/questions'
import { GiverSecretSchema } from './feedback'
import { z } from './zod-locale'

export { KEPT_TEXT_LENGTH, type GiverProgress }

/** Any plain object; anything else reads as an empty one. */
const LooseRecord = z.record(z.string(), z.unknown()).catch({})
/** A whole number; anything else reads as 0. */
const LooseIndex = z.number().int().catch(0)
const OceanAnswerSchema = z.literal([1, 2, 3, 4, 5] satisfies OceanAnswerValue[])

/** `count` text fields from whatever list was stored (missing or odd entries are empty). */
const textSlots = (count: number) =>
  z
    .array(z.string().catch(''))
    .catch([])
    .transform((list) => Array.from({ length: count }, (_, i) => (list[i] ?? '').slice(0, KEPT_TEXT_LENGTH)))

/** The relationship a giver picked, or '' for none yet. */
const RelationshipChoiceSchema = z.union([z.enum(RELATIONSHIP_TYPES), z.literal('')]).catch('')

// ——— The self DISC test (local storage) ———

/** A progress written for this very bank (every question's options in a stored order); anything else fails. */
export function discProgressSchema(bank: readonly DiscQuestion[]) {
  return z
    .object({
      version: z.literal(1),
      /** Question id → its option ids in the order shown. */
      order: z.record(z.string(), z.array(z.string())),
      /** Question id → chosen option id. */
      answers: z.record(z.string(), z.string()),
      /** The question on screen, 0-based. */
      index: z.number().int().min(0).max(bank.length - 1),
    })
    .refine(
      ({ order, answers }) =>
        bank.every((question) => isOrderOf(optionIds(question), order[question.id])) &&
        Object.entries(answers).every(([id, answer]) => bank.some((q) => q.id === id && optionIds(q).includes(answer))),
    )
}
export type DiscProgress = z.output<ReturnType<typeof discProgressSchema>>

// ——— The self Big Five test (session storage) ———

/**
 * A run through the current bank (every item once); answers that are not a 1-5 for a known item
 * are dropped, and the index never passes the first unanswered item.
 */
export const OceanProgressSchema = z
  .object({
    /** The per-visit shuffled order of the 25 items. */
    order: z
      .array(z.enum(OCEAN_QUESTION_IDS))
      .length(OCEAN_QUESTION_IDS.length)
      .refine((order) => new Set(order).size === order.length),
    answers: LooseRecord,
    index: LooseIndex,
  })
  .transform(({ order, answers, index }) => {
    const clean: Partial<Record<OceanQuestionId, OceanAnswerValue>> = {}
    for (const [id, value] of Object.entries(answers)) {
      const answer = OceanAnswerSchema.safeParse(value)
      if (isOceanQuestionId(id) && answer.success) clean[id] = answer.data
    }
    const firstGap = order.findIndex((id) => clean[id] === undefined)
    return { order, answers: clean, index: clamp(index, firstGap === -1 ? order.length - 1 : firstGap) }
  })
export type OceanProgress = z.output<typeof OceanProgressSchema>

// ——— A giver's questions and words (local storage, per link) ———

/**
 * One link's progress on `bank`, read field by field: each odd field falls back on its own. A
 * question whose stored option order no longer matches the bank gets the order of `seed`, and the
 * second step needs a complete run with the server's secret. `{}` reads as a fresh start.
 */
export function giverProgressSchema(bank: readonly DiscQuestion[], seed: number) {
  return LooseRecord.pipe(
    z.object({
      step: z.literal([0, 1]).catch(0),
      index: LooseIndex,
      answers: LooseRecord,
      order: LooseRecord,
      assessmentId: GiverSecretSchema.nullable().catch(null),
      assessedAnswers: z.string().nullable().catch(null),
      relationshipType: RelationshipChoiceSchema,
      strengths: textSlots(MAX_STRENGTHS),
      improvements: textSlots(MAX_IMPROVEMENTS),
    }),
  ).transform((value): GiverProgress => {
    // Each question's stored order, where it is a list of ids; the rest is giverProgress's to judge.
    const order: Record<string, string[] | undefined> = {}
    for (const question of bank) order[question.id] = z.array(z.string()).safeParse(value.order[question.id]).data
    return giverProgress(bank, seed, { ...value, order })
  })
}

/** The links under a giver's storage key as they are (each is checked when read for its own page). */
export const StoredLinksSchema = z.record(z.string(), z.unknown())

/** All links' progress under one storage key; anything but an object of links fails. */
export const giverProgressByLinkSchema = (bank: readonly DiscQuestion[], seed: number) => z.record(z.string(), giverProgressSchema(bank, seed))

// ——— A giver's optional Big Five 360 step (local storage, per link) ———

const GiverOceanLinkSchema = z.object({
  /** The giver's secret from step 1 (issue 30): without it the entry is dropped. */
  assessmentId: GiverSecretSchema,
  index: LooseIndex.transform((index) => clamp(index, OTHERS_OCEAN_QUESTION_IDS.length - 1)),
  answers: LooseRecord.transform((stored) => {
    const answers: Partial<Record<(typeof OTHERS_OCEAN_QUESTION_IDS)[number], OceanAnswerValue>> = {}
    for (const id of OTHERS_OCEAN_QUESTION_IDS) {
      const answer = OceanAnswerSchema.safeParse(stored[id])
      if (answer.success) answers[id] = answer.data
    }
    return answers
  }),
})
export type GiverOceanProgress = z.output<typeof GiverOceanLinkSchema>

/** Each link's step; an odd entry is dropped on its own. */
export const GiverOceanByLinkSchema = z.record(z.string(), z.unknown()).transform((links) => {
  const clean: Record<string, GiverOceanProgress> = {}
  for (const [key, link] of Object.entries(links)) {
    const parsed = GiverOceanLinkSchema.safeParse(link)
    if (parsed.success) clean[key] = parsed.data
  }
  return clean
})

// ——— A giver without JavaScript (the server's form_progress, decision 0036) ———

/** What the page shows of a no-JS giver's progress (never the secret), read field by field. */
export const GiverFormViewSchema = z.object({
  /** The 24 questions, relationship and words, or the optional Big Five 360 step. */
  stage: z.enum(['questions', 'details', 'ocean']).catch('questions'),
  /** The question on screen (questions stage). */
  index: z.number().int().min(0).max(DISC_OTHERS_QUESTION_COUNT - 1).catch(0),
  answers: z.record(z.string(), z.string()).catch({}),
  /** The seed of the option orders the giver first saw: kept, so the order never changes. */
  seed: z.number().int().min(0).max(2 ** 32 - 1).catch(0),
  relationshipType: RelationshipChoiceSchema,
  strengths: textSlots(MAX_STRENGTHS),
  improvements: textSlots(MAX_IMPROVEMENTS),
  /** The statement on screen (ocean stage). */
  oceanIndex: z.number().int().min(0).max(OTHERS_OCEAN_QUESTION_IDS.length - 1).catch(0),
  oceanAnswers: z.record(z.string(), z.number()).catch({}),
})
export type GiverFormView = z.output<typeof GiverFormViewSchema>

// ——— The verdicts last shown on /results (issue 46) ———

const SeenVerdictSchema = z.object({
  status: z.enum(['clear', 'uncertain', 'none']),
  reason: z.enum(['small', 'divided', 'margin']).nullable(),
})

/** Per comparison ("disc", "ocean"): the verdicts this device last showed, with their released count. */
export const SeenVerdictsSchema = z.record(
  z.string(),
  z.object({
    owner: z.number().int(),
    count: z.number().int().min(0),
    verdicts: z.record(z.string(), SeenVerdictSchema),
  }),
)

/** Per comparison: the changes this visit showed (session storage), so a reload shows them again. */
export const VisitChangesSchema = z.record(
  z.string(),
  z.object({
    owner: z.number().int(),
    count: z.number().int().min(0),
    changes: z.record(z.string(), z.object({ from: SeenVerdictSchema, added: z.number().int().min(1) })),
  }),
)

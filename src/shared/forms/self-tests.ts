/**
 * The DISC self test and the Big Five test as plain HTML forms (issue 32, decision 0035): what the
 * form endpoints keep per visitor, the query keys under which the page carries it, and the fields
 * a step posts. Pure code: the server and the client both read it.
 */
import { z } from 'zod'

export const DISC_FORM_ACTION = '/api/forms/disc'
export const OCEAN_FORM_ACTION = '/api/forms/ocean'
export const DISC_FORM_FLOW = 'disc'
export const OCEAN_FORM_FLOW = 'ocean'

/**
 * The fields a step posts: the tapped answer, the back/next/finish button, the step on screen, and
 * on the Big Five's last statement, signed in, the ticked consent to count in the norms (issue 48).
 */
export const FORM_FIELDS = { answer: 'answer', nav: 'nav', question: 'question', seed: 'seed', normsConsent: 'normas' } as const
/** What a ticked norms consent box posts; an unticked one posts nothing, which changes nothing. */
export const NORMS_CONSENT_FORM_VALUE = 'sim'
/** What `nav` carries: WizardBar's back and next, the last step's finish, the result card's retake. */
export const FORM_NAV = ['back', 'next', 'finish', 'retake'] as const
export type FormNav = (typeof FORM_NAV)[number]

/** Query keys the server fills for the page's render and the wizard reads (never fetched). */
export const SELF_TEST_FORM_KEYS = {
  disc: ['forms', 'disc'] as const,
  ocean: ['forms', 'ocean'] as const,
  /** The message of a step the server refused (shown with role="alert"). */
  error: ['forms', 'error'] as const,
}

const Seed = z.number().int().min(0).max(2 ** 32 - 1)

/**
 * A visitor's progress kept by the server: the seed every random order derives from (so the order
 * stays the same across posts and reloads), the step on screen and the answers so far. Answers are
 * checked against the bank by the endpoint; what is read back is checked again on both sides.
 */
export const DiscFormProgressSchema = z.object({
  seed: Seed,
  index: z.number().int().min(0).max(99),
  answers: z.record(z.string().max(16), z.string().max(16)),
})
export type DiscFormProgress = z.infer<typeof DiscFormProgressSchema>

export const OceanFormProgressSchema = z.object({
  seed: Seed,
  index: z.number().int().min(0).max(99),
  answers: z.record(z.string().max(16), z.number().int().min(1).max(5)),
})
export type OceanFormProgress = z.infer<typeof OceanFormProgressSchema>

/** A refused step's message: the same title and text the app shows for that error. */
export const FormErrorSchema = z.object({ title: z.string(), description: z.string() })
export type FormError = z.infer<typeof FormErrorSchema>

/** A seed posted by the page (the visit's, from which the orders on screen were drawn). */
export function parseSeed(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null
  const seed = Number(value)
  return Seed.safeParse(seed).success ? seed : null
}

/** GET /api/assessment/temp's query: the anonymous visitor's temporary DISC result. */
export const TEMP_RESULT_KEY = ['assessment', 'temp'] as const

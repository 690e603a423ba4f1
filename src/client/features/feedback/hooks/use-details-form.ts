import { useState } from 'react'
import type { RelationshipType } from '#shared/product'
import type { FeedbackDetailsSchema } from '#shared/schemas/feedback'
import type { z } from '#shared/schemas/zod-locale'
import { feedbackSchemas } from '#client/lib/deferred-module'

/** The giver's second step as its fields hold it (and as the stored progress keeps it). */
export interface DetailsValues {
  relationshipType: RelationshipType | ''
  strengths: string[]
  improvements: string[]
}

/** What a valid step sends (SPEC.md §3 "Feedback submission" without the assessment). */
export type SubmittedDetails = z.output<typeof FeedbackDetailsSchema>

/** A message per field: `relationshipType`, `strengths` (the list's own), `strengths.N`, `improvements.N`. */
export type DetailsErrors = Partial<Record<string, string>>

/**
 * The fields checked by the schema the server applies (trimmed, blanks dropped, one strength
 * required), each message on the field it is about. The schema's module loads after hydration
 * (decision 0052): the step asks for it when it is shown (`feedbackSchemas.load()`).
 */
export async function checkDetails({ relationshipType, strengths, improvements }: DetailsValues): Promise<{ ok: true; details: SubmittedDetails } | { ok: false; errors: DetailsErrors }> {
  const { FeedbackDetailsSchema } = await feedbackSchemas.load()
  const parsed = FeedbackDetailsSchema.safeParse({ relationshipType: relationshipType || undefined, strengths, improvements })
  if (parsed.success) return { ok: true, details: parsed.data }
  const errors: DetailsErrors = {}
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message
  return { ok: false, errors }
}

/**
 * The step's messages: shown after "Enviar feedback" only, each gone when its field is edited (a
 * strength clears the list's "at least one" too).
 */
export function useDetailsErrors() {
  const [errors, setErrors] = useState<DetailsErrors>({})
  const clear = (...keys: string[]) => setErrors((current) => (keys.some((key) => current[key]) ? { ...current, ...Object.fromEntries(keys.map((key) => [key, undefined])) } : current))
  return { errors, setErrors, clear }
}

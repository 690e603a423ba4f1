import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { RELATIONSHIP_TYPES, type RelationshipType } from '#shared/product'
import { FeedbackDetailsSchema } from '#shared/schemas/feedback'
import type { GiverProgress } from '#shared/schemas/progress'

/** The giver's second step as the form holds it: one `{ text }` per field, as `useFieldArray` wants. */
export interface DetailsValues {
  relationshipType: RelationshipType | ''
  strengths: { text: string }[]
  improvements: { text: string }[]
}

/** What FeedbackDetailsSchema reads; an unchosen relationship is left out, as a request would. */
interface DetailsInput {
  relationshipType?: RelationshipType
  strengths: string[]
  improvements?: string[]
}

const TextFieldsSchema = z.array(z.object({ text: z.string() }))

/**
 * The form's values checked by the schema the server applies (trimmed, blanks dropped, one strength
 * required); its messages land on the same paths: `relationshipType`, `strengths` (as the list's
 * root error), `strengths.N` and `improvements.N`.
 */
export const DetailsFormSchema = z
  .object({
    relationshipType: z.union([z.enum(RELATIONSHIP_TYPES), z.literal('')]),
    strengths: TextFieldsSchema,
    improvements: TextFieldsSchema,
  })
  .transform(({ relationshipType, strengths, improvements }): DetailsInput => ({
    relationshipType: relationshipType || undefined,
    strengths: strengths.map((field) => field.text),
    improvements: improvements.map((field) => field.text),
  }))
  .pipe(FeedbackDetailsSchema)

/** What a valid form sends (SPEC.md §3 "Feedback submission" without the assessment). */
export type SubmittedDetails = z.output<typeof DetailsFormSchema>

const toFields = (texts: readonly string[]) => texts.map((text) => ({ text }))

/**
 * The relationship, strengths and improvements of `progress` as a form. Every change is saved back
 * into the progress at once, so a reload keeps what was typed. Errors show after "Enviar feedback"
 * only, and each goes away when its field is edited (see DetailsStep).
 */
export function useDetailsForm(progress: GiverProgress, update: (patch: Partial<GiverProgress>) => void, restored = true) {
  const form = useForm<DetailsValues, unknown, SubmittedDetails>({
    resolver: zodResolver(DetailsFormSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      relationshipType: progress.relationshipType,
      strengths: toFields(progress.strengths),
      improvements: toFields(progress.improvements),
    },
  })

  const { subscribe, reset } = form
  // A server-rendered page starts from a fresh progress; once the saved one is restored (after
  // hydration), the form takes what was typed before the reload.
  const restoredAtMount = useRef(restored)
  useEffect(() => {
    if (!restored || restoredAtMount.current) return
    restoredAtMount.current = true
    reset({ relationshipType: progress.relationshipType, strengths: toFields(progress.strengths), improvements: toFields(progress.improvements) })
  }, [restored, reset, progress])
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          update({
            relationshipType: values.relationshipType,
            strengths: values.strengths.map((field) => field.text),
            improvements: values.improvements.map((field) => field.text),
          }),
      }),
    [subscribe, update],
  )

  return form
}

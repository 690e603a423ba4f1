import { useEffect, type FormEventHandler, type RefObject } from 'react'
import { FormProvider, useFieldArray, useFormContext, useWatch, type FieldPath } from 'react-hook-form'
import { FEEDBACK_TEXT_MAX_LENGTH, RELATIONSHIP_TYPES } from '#shared/product'
import { RELATIONSHIP_LABELS } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Field } from '#client/components/ui/field'
import { cn } from '#client/lib/cn'
import { useDetailsForm, type DetailsValues, type SubmittedDetails } from '#client/features/feedback/hooks/use-details-form'
import type { GiverProgress } from '#shared/schemas/progress'
import { SuggestionChips } from './suggestion-chips'

interface DetailsFormProps {
  progress: GiverProgress
  update: (patch: Partial<GiverProgress>) => void
  restored: boolean
  username: string
  submitting: boolean
  headingRef: RefObject<HTMLHeadingElement | null>
  /** Whether the giver just came here from the questions (then the heading takes the focus). */
  takeFocus: () => boolean
  onBack: () => void
  onSend: (details: SubmittedDetails) => void
}

/**
 * The giver's second step with its form (react-hook-form, checked by the server's schema). This
 * module is loaded when the step is reached, never before the giver's page can react: neither
 * react-hook-form nor zod is on that page's first load (decision 0032).
 */
export function DetailsForm({ progress, update, restored, username, submitting, headingRef, takeFocus, onBack, onSend }: DetailsFormProps) {
  const form = useDetailsForm(progress, update, restored)
  useEffect(() => {
    if (!takeFocus()) return
    headingRef.current?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }, [takeFocus, headingRef])
  return (
    <FormProvider {...form}>
      <DetailsStep
        username={username}
        submitting={submitting}
        headingRef={headingRef}
        onBack={onBack}
        onSubmit={(event) => void form.handleSubmit(onSend)(event)}
      />
    </FormProvider>
  )
}

interface DetailsStepProps {
  username: string
  submitting: boolean
  headingRef?: RefObject<HTMLHeadingElement | null>
  onBack: () => void
  onSubmit: FormEventHandler<HTMLFormElement>
}

/**
 * Step 1: how the giver knows the person, up to 3 strengths (one required) and up to 3
 * improvements. The fields belong to the form of `useDetailsForm`, given through FormProvider.
 */
function DetailsStep({ username, submitting, headingRef, onBack, onSubmit }: DetailsStepProps) {
  return (
    <form noValidate className="flex flex-col gap-7" onSubmit={onSubmit}>
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
          Quase lá! Conte um pouco mais
        </h2>
        <p className="text-slate-600">Suas palavras ajudam {username} a se enxergar por outros ângulos.</p>
      </div>

      <RelationshipField username={username} />

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">Pontos fortes de {username}</legend>
        <p className="-mt-1 text-sm text-slate-600">Até 3 características que você admira. Pelo menos uma.</p>
        <StrengthSuggestions />
        <TextFields name="strengths" label={(i) => (i === 0 ? 'Ponto forte 1' : `Ponto forte ${i + 1} (opcional)`)} />
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">Pontos de melhoria (opcional)</legend>
        <p className="-mt-1 text-sm text-slate-600">
          Até 3 sugestões, com carinho, do que {username} poderia desenvolver.
        </p>
        <TextFields name="improvements" label={(i) => `Ponto de melhoria ${i + 1}`} />
      </fieldset>

      <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
        Seu feedback é anônimo: {username} não saberá quem respondeu. As respostas aparecem para {username} em grupos
        de três, todas juntas, para que ninguém consiga identificar a sua.
      </p>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack} disabled={submitting}>
          Revisar respostas
        </Button>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Enviando...' : 'Enviar feedback'}
        </Button>
      </div>
    </form>
  )
}

function RelationshipField({ username }: { username: string }) {
  const { control, register, clearErrors, formState } = useFormContext<DetailsValues>()
  const relationshipType = useWatch({ control, name: 'relationshipType' })
  const error = formState.errors.relationshipType?.message
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'relacao-erro' : undefined}>
      <legend className="mb-1 font-semibold text-slate-900">Qual é a sua relação com {username}?</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {RELATIONSHIP_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white px-4 py-3 font-medium transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
              relationshipType === type
                ? 'border-violet-600 bg-violet-50 text-violet-950'
                : 'border-slate-200 text-slate-800 hover:border-violet-300',
            )}
          >
            <input
              type="radio"
              value={type}
              className="size-5 accent-violet-700 focus-visible:outline-none"
              {...register('relationshipType', { onChange: () => clearErrors('relationshipType') })}
            />
            {RELATIONSHIP_LABELS[type]}
          </label>
        ))}
      </div>
      {error ? (
        <p id="relacao-erro" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Where the resolver puts a list's own message ("at least one"); typed paths stop at the fields. */
const STRENGTHS_ROOT = 'strengths.root' as FieldPath<DetailsValues>

/** Editing a field clears its own message and, for strengths, the "at least one" message. */
function errorsClearedBy(name: 'strengths' | 'improvements', index: number): FieldPath<DetailsValues>[] {
  return name === 'strengths' ? [STRENGTHS_ROOT, `strengths.${index}`] : [`improvements.${index}`]
}

function TextFields({ name, label }: { name: 'strengths' | 'improvements'; label: (index: number) => string }) {
  const { control, register, clearErrors, formState } = useFormContext<DetailsValues>()
  const { fields } = useFieldArray({ control, name })
  const errors = formState.errors[name]
  return fields.map((field, index) => (
    <Field
      key={field.id}
      label={label(index)}
      maxLength={FEEDBACK_TEXT_MAX_LENGTH}
      autoComplete="off"
      error={(name === 'strengths' && index === 0 ? errors?.root?.message : undefined) ?? errors?.[index]?.message}
      {...register(`${name}.${index}.text`, { onChange: () => clearErrors(errorsClearedBy(name, index)) })}
    />
  ))
}

/** Picking a suggestion fills the first empty strength. */
function StrengthSuggestions() {
  const { control, setValue, clearErrors } = useFormContext<DetailsValues>()
  const strengths = useWatch({ control, name: 'strengths' }).map((field) => field.text)
  const pick = (text: string) => {
    const empty = strengths.findIndex((item) => item.trim().length === 0)
    if (empty < 0) return
    setValue(`strengths.${empty}.text`, text)
    clearErrors(errorsClearedBy('strengths', empty))
  }
  return <SuggestionChips strengths={strengths} onPick={pick} />
}

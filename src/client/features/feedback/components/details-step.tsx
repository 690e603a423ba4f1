import { useEffect, useState, type FormEvent, type RefObject } from 'react'
import { giverFormAction } from '#shared/forms/giver-form'
import { FEEDBACK_TEXT_MAX_LENGTH, RELATIONSHIP_TYPES } from '#shared/product'
import { RELATIONSHIP_LABELS } from '#shared/schemas/feedback-texts'
import type { GiverFormView } from '#shared/schemas/progress'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { NETWORK_ERROR_MESSAGE } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { feedbackSchemas } from '#client/lib/deferred-module'
import { toast } from '#client/lib/toast-store'
import { useHydrated } from '#client/lib/use-persisted-state'
import { checkDetails, useDetailsErrors, type DetailsValues, type SubmittedDetails } from '#client/features/feedback/hooks/use-details-form'
import { GiverFormMessage, GiverIntro } from './giver-questions'
import { SuggestionChips } from './suggestion-chips'

export interface DetailsStepProps {
  uuid: string
  username: string
  values: DetailsValues
  onChange: (patch: Partial<DetailsValues>) => void
  /** The server's message for the last post. */
  error?: string | null
  headingRef?: RefObject<HTMLHeadingElement | null>
  /**
   * The giver's secret is in the browser: the step is handled here and nothing posts. Without it
   * (answers sent by a posted form, or no JavaScript) the form posts to the server, which keeps the
   * secret (decision 0036).
   */
  inPlace?: { submitting: boolean; onBack: () => void; onSend: (details: SubmittedDetails) => void }
}

/**
 * The giver's second step: how they know the person, up to 3 strengths (one required) and up to 3
 * improvements. A plain form posted to the giver's form endpoint, with or without JavaScript,
 * unless `inPlace` handles it.
 */
export function DetailsStep({ uuid, username, values, onChange, error, headingRef, inPlace }: DetailsStepProps) {
  const { errors, setErrors, clear } = useDetailsErrors()
  const submitting = inPlace?.submitting ?? false
  // The suggestions fill a field in the browser: a page without JavaScript has none (decision 0036).
  const hydrated = useHydrated()

  // The fields are checked with the shared schema, asked for as the step shows (decision 0052).
  useEffect(() => {
    if (inPlace) feedbackSchemas.load().catch(() => undefined)
  }, [inPlace])
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!inPlace) return
    event.preventDefault()
    checkDetails(values).then(
      (checked) => {
        if (checked.ok) inPlace.onSend(checked.details)
        else setErrors(checked.errors)
      },
      () => toast({ title: NETWORK_ERROR_MESSAGE, variant: 'destructive' }),
    )
  }
  const setText = (name: 'strengths' | 'improvements', index: number, text: string) => {
    onChange({ [name]: values[name].map((item, i) => (i === index ? text : item)) })
    clear(`${name}.${index}`, ...(name === 'strengths' ? ['strengths'] : []))
  }
  const pickStrength = (text: string) => {
    const empty = values.strengths.findIndex((item) => item.trim().length === 0)
    if (empty >= 0) setText('strengths', empty, text)
  }
  const textFields = (name: 'strengths' | 'improvements', label: (index: number) => string) =>
    values[name].map((text, index) => (
      <Field
        key={`${name}-${index}`}
        name={name}
        label={label(index)}
        value={text}
        onChange={(event) => setText(name, index, event.target.value)}
        maxLength={FEEDBACK_TEXT_MAX_LENGTH}
        autoComplete="off"
        error={(name === 'strengths' && index === 0 ? errors.strengths : undefined) ?? errors[`${name}.${index}`]}
      />
    ))

  return (
    <div className="flex flex-col gap-2 sm:gap-5">
      <GiverIntro username={username} />
      <Card className="flex flex-col gap-6">
        <form method="post" action={giverFormAction(uuid)} noValidate onSubmit={submit} className="flex flex-col gap-7">
          <input type="hidden" name="step" value="details" />
          <div className="flex flex-col gap-2">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
              Quase lá! Conte um pouco mais
            </h2>
            <p className="text-slate-600">Suas palavras ajudam {username} a se enxergar por outros ângulos.</p>
          </div>
          <GiverFormMessage error={error} />

          <fieldset className="flex flex-col gap-3" aria-describedby={errors.relationshipType ? 'relacao-erro' : undefined}>
            <legend className="mb-1 font-semibold text-slate-900">Qual é a sua relação com {username}?</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {RELATIONSHIP_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 font-medium text-slate-800 transition-colors hover:border-violet-300',
                    'has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-950',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                  )}
                >
                  <input
                    type="radio"
                    name="relationshipType"
                    value={type}
                    checked={values.relationshipType === type}
                    onChange={() => {
                      onChange({ relationshipType: type })
                      clear('relationshipType')
                    }}
                    className="size-5 accent-violet-700 focus-visible:outline-none"
                  />
                  {RELATIONSHIP_LABELS[type]}
                </label>
              ))}
            </div>
            {errors.relationshipType ? (
              <p id="relacao-erro" role="alert" className="text-sm text-red-700">
                {errors.relationshipType}
              </p>
            ) : null}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">Pontos fortes de {username}</legend>
            <p className="-mt-1 text-sm text-slate-600">Até 3 características que você admira. Pelo menos uma.</p>
            {hydrated ? <SuggestionChips strengths={values.strengths} onPick={pickStrength} /> : null}
            {textFields('strengths', (i) => (i === 0 ? 'Ponto forte 1' : `Ponto forte ${i + 1} (opcional)`))}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">Pontos de melhoria (opcional)</legend>
            <p className="-mt-1 text-sm text-slate-600">Até 3 sugestões, com carinho, do que {username} poderia desenvolver.</p>
            {textFields('improvements', (i) => `Ponto de melhoria ${i + 1}`)}
          </fieldset>

          <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
            Seu feedback é anônimo: {username} não saberá quem respondeu. As respostas aparecem para {username} em grupos
            de três, todas juntas, para que ninguém consiga identificar a sua.
          </p>

          {/* "Enviar feedback" first in the markup: Enter in a field submits with the first button. */}
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
            <Button type="submit" name="nav" value="send" size="lg" disabled={submitting}>
              {submitting ? 'Enviando...' : 'Enviar feedback'}
            </Button>
            <Button
              type="submit"
              name="nav"
              value="back"
              variant="ghost"
              disabled={submitting}
              onClick={
                inPlace &&
                ((event) => {
                  event.preventDefault()
                  inPlace.onBack()
                })
              }
            >
              Revisar respostas
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}

/**
 * The step of a giver whose answers went by a posted form (the server keeps the secret): the
 * fields start from what the server kept, and the form posts.
 */
export function PostedDetailsStep({ uuid, username, view, error }: { uuid: string; username: string; view: GiverFormView; error: string | null }) {
  const [values, setValues] = useState<DetailsValues>(() => ({
    relationshipType: view.relationshipType,
    strengths: view.strengths,
    improvements: view.improvements,
  }))
  return <DetailsStep uuid={uuid} username={username} values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} error={error} />
}

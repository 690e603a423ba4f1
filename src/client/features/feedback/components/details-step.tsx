import type { Ref } from 'react'
import type { DiscType } from '#shared/disc/types'
import { FEEDBACK_TEXT_MAX_LENGTH, RELATIONSHIP_TYPES, type RelationshipType } from '#shared/product'
import { RELATIONSHIP_LABELS } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Field } from '#client/components/ui/field'
import { cn } from '#client/lib/cn'
import { SuggestionChips } from './suggestion-chips'

export interface DetailsErrors {
  relationshipType?: string
  strengths?: string
  /** Per-field messages (e.g. too long), by position. */
  strengthItems?: (string | undefined)[]
  improvementItems?: (string | undefined)[]
}

interface DetailsStepProps {
  username: string
  dominant: DiscType
  relationshipType: RelationshipType | ''
  strengths: string[]
  improvements: string[]
  errors: DetailsErrors
  submitting: boolean
  headingRef?: Ref<HTMLHeadingElement>
  onRelationship: (value: RelationshipType) => void
  onStrength: (index: number, value: string) => void
  onImprovement: (index: number, value: string) => void
  onPickSuggestion: (text: string) => void
  onBack: () => void
  onSubmit: () => void
}

/** Step 1: how the giver knows the person, up to 3 strengths (one required) and up to 3 improvements. */
export function DetailsStep({
  username,
  dominant,
  relationshipType,
  strengths,
  improvements,
  errors,
  submitting,
  headingRef,
  onRelationship,
  onStrength,
  onImprovement,
  onPickSuggestion,
  onBack,
  onSubmit,
}: DetailsStepProps) {
  return (
    <form
      noValidate
      className="flex flex-col gap-7"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <div className="flex flex-col gap-2">
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none sm:text-2xl">
          Quase lá! Conte um pouco mais
        </h2>
        <p className="text-slate-600">Suas palavras ajudam {username} a se enxergar por outros ângulos.</p>
      </div>

      <fieldset className="flex flex-col gap-3" aria-describedby={errors.relationshipType ? 'relacao-erro' : undefined}>
        <legend className="mb-1 font-semibold text-slate-900">Qual é a sua relação com {username}?</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {RELATIONSHIP_TYPES.map((type) => {
            const checked = relationshipType === type
            return (
              <label
                key={type}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white px-4 py-3 font-medium transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                  checked ? 'border-violet-600 bg-violet-50 text-violet-950' : 'border-slate-200 text-slate-800 hover:border-violet-300',
                )}
              >
                <input
                  type="radio"
                  name="relationshipType"
                  value={type}
                  checked={checked}
                  onChange={() => onRelationship(type)}
                  className="size-5 accent-violet-700 focus-visible:outline-none"
                />
                {RELATIONSHIP_LABELS[type]}
              </label>
            )
          })}
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
        <SuggestionChips type={dominant} strengths={strengths} onPick={onPickSuggestion} />
        {strengths.map((value, index) => (
          <Field
            key={index}
            label={index === 0 ? 'Ponto forte 1' : `Ponto forte ${index + 1} (opcional)`}
            value={value}
            maxLength={FEEDBACK_TEXT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => onStrength(index, event.target.value)}
            error={index === 0 ? (errors.strengths ?? errors.strengthItems?.[0]) : errors.strengthItems?.[index]}
          />
        ))}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">Pontos de melhoria (opcional)</legend>
        <p className="-mt-1 text-sm text-slate-600">
          Até 3 sugestões, com carinho, do que {username} poderia desenvolver.
        </p>
        {improvements.map((value, index) => (
          <Field
            key={index}
            label={`Ponto de melhoria ${index + 1}`}
            value={value}
            maxLength={FEEDBACK_TEXT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => onImprovement(index, event.target.value)}
            error={errors.improvementItems?.[index]}
          />
        ))}
      </fieldset>

      <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
        Seu feedback é anônimo: {username} não saberá quem respondeu.
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

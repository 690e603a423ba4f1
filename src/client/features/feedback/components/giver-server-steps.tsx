import { Lock } from 'lucide-react'
import { giverFormAction } from '#shared/forms/giver-form'
import type { GiverFormView } from '#shared/schemas/progress'
import { OTHERS_OCEAN_QUESTIONS, OTHERS_OCEAN_QUESTION_COUNT } from '#shared/ocean/others-questions'
import { ANSWER_SCALE } from '#shared/ocean/questions'
import { FEEDBACK_TEXT_MAX_LENGTH, RELATIONSHIP_TYPES } from '#shared/product'
import { RELATIONSHIP_LABELS } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { cn } from '#client/lib/cn'

interface ServerStepProps {
  uuid: string
  username: string
  view: GiverFormView
  /** The message of the server's answer to the last post. */
  error?: string | null
}

function FormError({ error }: { error?: string | null }) {
  if (!error) return null
  return (
    <p role="alert" data-testid="erro-formulario" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  )
}

/**
 * Step 2 (relationship and words) of a giver whose answers were sent by a posted form (issue 32,
 * decision 0036): a plain form the server handles, with or without JavaScript, because the giver's
 * secret stays on the server. The same fields and words as DetailsStep.
 */
export function GiverDetailsForm({ uuid, username, view, error }: ServerStepProps) {
  return (
    <div className="flex flex-col gap-2 sm:gap-5">
      <span className="inline-flex w-fit items-center gap-2 rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
        <Lock aria-hidden="true" className="size-4" />
        Feedback anônimo
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Como você vê {username}?</h1>
      <Card className="flex flex-col gap-6">
        <form method="post" action={giverFormAction(uuid)} noValidate className="flex flex-col gap-7">
          <input type="hidden" name="step" value="details" />
          <div className="flex flex-col gap-2">
            <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">Quase lá! Conte um pouco mais</h2>
            <p className="text-slate-600">Suas palavras ajudam {username} a se enxergar por outros ângulos.</p>
          </div>
          <FormError error={error} />

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">Qual é a sua relação com {username}?</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              {RELATIONSHIP_TYPES.map((type) => (
                <label
                  key={type}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white px-4 py-3 font-medium',
                    'has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-950',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700',
                    'border-slate-200 text-slate-800 hover:border-violet-300',
                  )}
                >
                  <input
                    type="radio"
                    name="relationshipType"
                    value={type}
                    defaultChecked={view.relationshipType === type}
                    className="size-5 accent-violet-700 focus-visible:outline-none"
                  />
                  {RELATIONSHIP_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">Pontos fortes de {username}</legend>
            <p className="-mt-1 text-sm text-slate-600">Até 3 características que você admira. Pelo menos uma.</p>
            {view.strengths.map((text, i) => (
              <Field
                key={`strength-${i}`}
                name="strengths"
                label={i === 0 ? 'Ponto forte 1' : `Ponto forte ${i + 1} (opcional)`}
                defaultValue={text}
                maxLength={FEEDBACK_TEXT_MAX_LENGTH}
                autoComplete="off"
              />
            ))}
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 font-semibold text-slate-900">Pontos de melhoria (opcional)</legend>
            <p className="-mt-1 text-sm text-slate-600">Até 3 sugestões, com carinho, do que {username} poderia desenvolver.</p>
            {view.improvements.map((text, i) => (
              <Field
                key={`improvement-${i}`}
                name="improvements"
                label={`Ponto de melhoria ${i + 1}`}
                defaultValue={text}
                maxLength={FEEDBACK_TEXT_MAX_LENGTH}
                autoComplete="off"
              />
            ))}
          </fieldset>

          <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
            Seu feedback é anônimo: {username} não saberá quem respondeu. As respostas aparecem para {username} em grupos
            de três, todas juntas, para que ninguém consiga identificar a sua.
          </p>

          {/* "Enviar feedback" first in the markup: Enter in a field submits with the first button. */}
          <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
            <Button type="submit" name="nav" value="send" size="lg">
              Enviar feedback
            </Button>
            <Button type="submit" name="nav" value="back" variant="ghost">
              Revisar respostas
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}

/**
 * The optional Big Five 360 step (issue 17) after a feedback sent by a posted form: one statement
 * at a time, each answer a submit button, like GiverOceanStep's one tap.
 */
export function GiverOceanForm({ uuid, username, view, error }: ServerStepProps) {
  const index = Math.min(Math.max(view.oceanIndex, 0), OTHERS_OCEAN_QUESTION_COUNT - 1)
  const question = OTHERS_OCEAN_QUESTIONS[index] ?? OTHERS_OCEAN_QUESTIONS[0]!
  const answer = view.oceanAnswers[question.id]
  const last = index === OTHERS_OCEAN_QUESTION_COUNT - 1
  const percent = Math.round(((index + 1) / OTHERS_OCEAN_QUESTION_COUNT) * 100)
  return (
    <Card className="flex flex-col gap-6" data-testid="etapa-big-five">
      <header className="flex flex-col gap-2">
        <span className="w-fit rounded-full bg-fuchsia-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-fuchsia-900">
          Opcional
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Quer ajudar mais? 10 afirmações rápidas sobre a personalidade de {username}
        </h1>
        <p className="text-slate-700">
          Seu feedback já foi enviado. Estas afirmações ajudam {username} a comparar o próprio Big Five com o que as
          pessoas percebem. Leva menos de um minuto e continua anônimo.
        </p>
      </header>
      <FormError error={error} />
      <form method="post" action={giverFormAction(uuid)} className="flex flex-col gap-6">
        <input type="hidden" name="step" value="ocean" />
        <input type="hidden" name="index" value={index} />
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3 text-sm font-semibold">
            <span className="text-violet-800">
              Afirmação {index + 1} de {OTHERS_OCEAN_QUESTION_COUNT}
            </span>
            <span className="text-slate-600">{percent}% concluído</span>
          </div>
          <div
            role="progressbar"
            aria-label="Progresso das afirmações"
            aria-valuemin={0}
            aria-valuemax={OTHERS_OCEAN_QUESTION_COUNT}
            aria-valuenow={index + 1}
            className="h-2 overflow-hidden rounded-full bg-violet-100"
          >
            <div className="h-full rounded-full bg-violet-700" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-xl font-semibold leading-snug text-slate-900">{question.text}</legend>
          <div className="grid gap-2 sm:grid-cols-5">
            {ANSWER_SCALE.map((option) => {
              const checked = answer === option.value
              return (
                <button
                  key={option.value}
                  type="submit"
                  name="answer"
                  value={option.value}
                  aria-pressed={checked}
                  aria-label={option.label}
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-xl border-2 px-4 py-2 text-left',
                    'sm:flex-col sm:justify-center sm:gap-1 sm:px-2 sm:text-center',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
                    checked ? 'border-violet-700 bg-violet-50' : 'border-slate-200 bg-white hover:border-violet-300 hover:bg-violet-50',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold',
                      checked ? 'border-violet-700 bg-violet-700 text-white' : 'border-slate-300 text-slate-700',
                    )}
                  >
                    {option.value}
                  </span>
                  <span aria-hidden="true" className="text-sm font-medium text-slate-800">
                    {option.label}
                  </span>
                </button>
              )
            })}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button type="submit" name="nav" value="back" variant="secondary" disabled={index === 0}>
            Anterior
          </Button>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="nav" value="skip" variant="ghost">
              Pular e concluir
            </Button>
            {last ? (
              <Button type="submit" name="nav" value="send" disabled={answer === undefined}>
                Enviar respostas
              </Button>
            ) : (
              <Button type="submit" name="nav" value="next" variant="secondary" disabled={answer === undefined}>
                Próxima
              </Button>
            )}
          </div>
        </div>
      </form>
    </Card>
  )
}

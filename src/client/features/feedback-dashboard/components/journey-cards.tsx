import { CheckCircle2, Circle, Compass } from 'lucide-react'
import { FEEDBACK_PROGRESS_MAX, RADAR_UNLOCK_AT } from '#shared/product'
import { cn } from '#client/lib/cn'
import { feedbacks, missing } from './plural'
import { SectionCard } from './section-card'

interface Step {
  title: string
  done: boolean
  detail: string
}

function steps(count: number): Step[] {
  return [
    { title: 'Autoavaliação DISC', done: true, detail: 'Você já sabe como se vê.' },
    {
      title: 'Convide quem te conhece',
      done: count > 0,
      detail: count > 0 ? `${feedbacks(count)} até agora.` : 'Envie seu link para as primeiras pessoas.',
    },
    {
      title: 'Descubra seus pontos cegos',
      done: count >= RADAR_UNLOCK_AT,
      detail: count >= RADAR_UNLOCK_AT ? 'Radar 360° desbloqueado.' : `${missing(RADAR_UNLOCK_AT - count)} para o radar 360°.`,
    },
    {
      title: 'Perfil 360° completo',
      done: count >= FEEDBACK_PROGRESS_MAX,
      detail:
        count >= FEEDBACK_PROGRESS_MAX
          ? 'Você tem uma visão rica de como é percebido(a).'
          : `${missing(FEEDBACK_PROGRESS_MAX - count)} para completar.`,
    },
  ]
}

/** The four stages of the self-knowledge journey and where the user stands. */
export function JourneyCards({ count }: { count: number }) {
  const list = steps(count)
  const current = list.findIndex((step) => !step.done)
  return (
    <SectionCard title="Sua jornada" icon={Compass}>
      <ol className="grid gap-3 @md:grid-cols-2 @3xl:grid-cols-4">
        {list.map((step, index) => (
          <li
            key={step.title}
            aria-current={index === current ? 'step' : undefined}
            className={cn(
              'flex flex-col gap-2 rounded-xl border p-4',
              step.done ? 'border-emerald-200 bg-emerald-50' : index === current ? 'border-violet-300 bg-violet-50' : 'border-slate-200 bg-white',
            )}
          >
            <span className="flex items-center gap-2 text-sm font-semibold text-slate-600">
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="size-5 text-slate-400" />
              )}
              Etapa {index + 1}
              <span className="sr-only">{step.done ? ', concluída' : ', pendente'}</span>
            </span>
            <span className="font-bold text-slate-900">{step.title}</span>
            <span className="text-sm text-slate-700">{step.detail}</span>
            {index === current && index === 1 ? (
              <a href="#convite-feedback" className="text-sm font-semibold text-violet-800 underline underline-offset-2">
                Ir para o meu link
              </a>
            ) : null}
          </li>
        ))}
      </ol>
    </SectionCard>
  )
}

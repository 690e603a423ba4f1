import { MessagesSquare, ScanSearch, UserRoundCheck } from 'lucide-react'
import { DISC_OTHERS_QUESTION_COUNT, DISC_SELF_QUESTION_COUNT, RADAR_UNLOCK_AT } from '#shared/product'
import { GIVER_DURATION } from '#shared/giver-time'

const STEPS = [
  {
    icon: UserRoundCheck,
    title: 'Você se avalia',
    text: `Responda ${DISC_SELF_QUESTION_COUNT} perguntas sobre situações do dia a dia e conheça o seu perfil DISC. Se quiser ir além, faça também o teste Big Five.`,
  },
  {
    icon: MessagesSquare,
    title: 'Os outros te avaliam',
    text: `Compartilhe o seu link pessoal. Amigos, família e colegas respondem ${DISC_OTHERS_QUESTION_COUNT} perguntas sobre você em ${GIVER_DURATION}, de forma anônima.`,
  },
  {
    icon: ScanSearch,
    title: 'Você descobre',
    text: `A partir de ${RADAR_UNLOCK_AT} feedbacks, compare as duas visões no radar DISC 360° e veja as características que mais reconhecem em você.`,
  },
] as const

export function StepsSection() {
  return (
    <section aria-labelledby="como-funciona" className="bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:py-24">
        <div className="flex max-w-2xl flex-col gap-3">
          <p className="text-sm font-bold uppercase tracking-wider text-violet-700">Como funciona</p>
          <h2 id="como-funciona" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Três passos para se ver por inteiro
          </h2>
        </div>
        <ol className="grid gap-5 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-12 items-center justify-center rounded-xl bg-violet-100 text-violet-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-bold uppercase tracking-wider text-slate-600">Passo {index + 1}</span>
              </div>
              <h3 className="text-xl font-bold text-slate-900">{title}</h3>
              <p className="leading-relaxed text-slate-700">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

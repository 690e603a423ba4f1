import { ChevronDown } from 'lucide-react'

const QUESTIONS = [
  {
    id: 'disc',
    question: 'O que é o teste DISC?',
    answer:
      'O DISC descreve o comportamento em quatro dimensões: Dominância, Influência, Estabilidade e Conformidade. Em 10 perguntas você descobre seu estilo predominante e como ele aparece no dia a dia.',
  },
  {
    id: '360',
    question: 'Como funciona o feedback 360°?',
    answer:
      'Você envia seu link pessoal para colegas, amigos e família. Eles respondem de forma anônima como te percebem, e o Espelho compara essa visão com a sua autoavaliação para mostrar seus pontos cegos.',
  },
  {
    id: 'cancelar',
    question: 'Posso cancelar a qualquer momento?',
    answer:
      'Sim. O Premium é pré-pago e não renova sozinho, então não há nada a cancelar nem multa: basta não renovar. Os benefícios continuam ativos até o fim do período já pago.',
  },
  {
    id: 'dados',
    question: 'Meus dados estão seguros?',
    answer:
      'Sim. Quem te avalia permanece anônimo, o pagamento é feito no ambiente do Mercado Pago (o Espelho nunca vê os dados do seu cartão) e tratamos seus dados conforme a LGPD.',
  },
] as const

/**
 * SPEC.md §2 pricing FAQ as an accordion: native disclosures that share a name, so opening one
 * answer closes the other (one at a time), with or without the page's JavaScript, and no code of
 * ours or a library's to download (issue 44's first-load ratchet, decision 0052).
 */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-4">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
        Perguntas frequentes
      </h2>
      <div className="flex flex-col gap-3">
        {QUESTIONS.map((item) => (
          <details key={item.id} name="pricing-faq" className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="px-5 pb-4 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}

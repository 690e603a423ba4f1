import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'

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

/** SPEC.md §2 pricing FAQ as an accordion: buttons with aria-expanded, one answer open at a time. */
export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="flex flex-col gap-4">
      <h2 id="faq-title" className="text-center text-2xl font-bold tracking-tight text-slate-900">
        Perguntas frequentes
      </h2>
      <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
        {QUESTIONS.map((item) => (
          <Accordion.Item key={item.id} value={item.id} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700">
                  {item.question}
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-5 pb-4 text-slate-700">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  )
}

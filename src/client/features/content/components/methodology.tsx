import type { ReactNode } from 'react'
import { DISC_OTHERS_QUESTION_COUNT, DISC_SELF_QUESTION_COUNT, OCEAN_ITEMS_PER_FACTOR } from '#shared/product'
import { CLEAR_GAP, discSelfTypicalError, OCEAN_SELF_MARGIN, RELIABILITY_HIGH_AT, RELIABILITY_MEDIUM_AT, VERDICT_GAP } from '#shared/feedback/verdict'
import { REASON_LABELS, STATUS_LABELS } from '#shared/feedback/verdict-texts'
import { OCEAN_FACTORS, OCEAN_FACTOR_NAMES } from '#shared/ocean/types'
import {
  PUBLISHED_OCEAN_RELIABILITY,
  RELIABILITY_MIN_PEOPLE,
  publishableReliability,
  type PublishedReliability,
} from '#shared/ocean/reliability'
import { formatCalendarDay, formatDecimal } from '#shared/format'
import { SectionHeading } from './section-heading'

/** The verdict's thresholds, read from the one home of the rule (docs/decisions/0038-one-verdict.md). */
const BLIND_SPOT_GAP = CLEAR_GAP['disc-short']
const BLIND_SPOT_GAP_PARALLEL = CLEAR_GAP['disc-parallel']
const TYPICAL_ERROR = discSelfTypicalError('disc-short')
const TYPICAL_ERROR_PARALLEL = discSelfTypicalError('disc-parallel')
/** Raters may answer "Não sei dizer" on up to a third of their questions. */
const RATER_MAX_SKIPPED = DISC_OTHERS_QUESTION_COUNT / 3

const SELF_POINTS_PER_ANSWER = 100 / DISC_SELF_QUESTION_COUNT
const OCEAN_POINTS_PER_STEP = 100 / 4 / OCEAN_ITEMS_PER_FACTOR

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      <div className="mt-2 flex flex-col gap-2 leading-relaxed text-slate-700">{children}</div>
    </li>
  )
}

/** /disc: what a DISC percentage means, what it rests on and when a difference is only noise. */
export function DiscMethodology() {
  return (
    <section aria-labelledby="precisao" className="flex flex-col gap-8">
      <SectionHeading id="precisao" eyebrow="Precisão" title="Como ler os números do DISC">
        <p>
          Um teste curto dá uma boa primeira pista, não uma medida exata. Veja o que cada número quer dizer e quando
          uma diferença merece atenção.
        </p>
      </SectionHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        <Card title="O que a porcentagem significa">
          <p>
            É a parte das escolhas que foi para cada perfil. As quatro somam 100% e comparam os seus estilos entre si
            — não comparam você com outras pessoas. Ter 40% de Dominância quer dizer que 4 das{' '}
            {DISC_SELF_QUESTION_COUNT} escolhas foram desse estilo.
          </p>
          <p>
            Quando dois perfis empatam no topo, mostramos o estilo combinado (por exemplo, “Dominância e
            Estabilidade”) em vez de escolher um deles.
          </p>
        </Card>
        <Card title="Em quantas respostas se apoia">
          <p>
            O seu teste tem {DISC_SELF_QUESTION_COUNT} respostas, então cada uma vale {SELF_POINTS_PER_ANSWER} pontos.
          </p>
          <p>
            Cada pessoa que avalia você responde {DISC_OTHERS_QUESTION_COUNT} perguntas e pode marcar “Não sei dizer”
            em até {RATER_MAX_SKIPPED} delas. A visão dos outros é a média de todas essas pessoas: com 5 avaliações,
            ela se apoia em {5 * (DISC_OTHERS_QUESTION_COUNT - RATER_MAX_SKIPPED)} a {5 * DISC_OTHERS_QUESTION_COUNT}{' '}
            respostas.
          </p>
        </Card>
        <Card title="Por que uma diferença pode ser só variação">
          <p>
            Com {DISC_SELF_QUESTION_COUNT} respostas, o erro típico de cada porcentagem é de cerca de {TYPICAL_ERROR} pontos.
            Basta escolher uma alternativa diferente em uma pergunta para o resultado mudar{' '}
            {SELF_POINTS_PER_ANSWER} pontos — e isso acontece com qualquer pessoa, mesmo respondendo com sinceridade.
          </p>
        </Card>
        <Card title="Quando chamamos de ponto cego">
          <ul className="flex list-disc flex-col gap-2 pl-5">
            <li>
              Diferenças a partir de {VERDICT_GAP} pontos entre a sua visão e a dos outros aparecem na comparação, cada
              uma com a faixa onde a média dos outros provavelmente está e com a margem de erro do seu teste.
            </li>
            <li>
              “{STATUS_LABELS.clear}” (um ponto cego) só quando as duas faixas não se cruzam e a diferença tem pelo menos{' '}
              {BLIND_SPOT_GAP} pontos (duas respostas do seu teste): as pessoas que avaliaram você concordam entre si e a
              diferença vai além da margem de erro, com 95% de confiança.
            </li>
            <li>
              As outras são “{STATUS_LABELS.uncertain.toLowerCase()}”: “{REASON_LABELS.small}”, “{REASON_LABELS.divided}” ou
              “{REASON_LABELS.margin}”, sempre com o que deixaria a resposta mais firme — por exemplo, quantas respostas a
              mais seriam necessárias.
            </li>
            <li>
              Se você responder sobre si as mesmas {DISC_OTHERS_QUESTION_COUNT} perguntas que os seus amigos
              respondem, os dois lados usam as mesmas perguntas, o erro típico cai para cerca de {TYPICAL_ERROR_PARALLEL} pontos e o
              limite passa a ser {BLIND_SPOT_GAP_PARALLEL} pontos.
            </li>
            <li>
              A média dos outros se firma com o número de pessoas: ainda instável com menos de {RELIABILITY_MEDIUM_AT},
              começando a se firmar a partir de {RELIABILITY_MEDIUM_AT} e estável a partir de {RELIABILITY_HIGH_AT} —
              quando elas não discordam muito entre si.
            </li>
          </ul>
        </Card>
      </ul>
    </section>
  )
}

function ReliabilityTable({ published }: { published: PublishedReliability }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="pb-2 text-left text-slate-600">Medido em {formatCalendarDay(published.measuredOn)}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 font-semibold">
            Fator
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Pessoas
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            Alfa
          </th>
        </tr>
      </thead>
      <tbody>
        {OCEAN_FACTORS.map((factor) => (
          <tr key={factor} className="border-b border-slate-100">
            <th scope="row" className="py-1 font-normal">
              {OCEAN_FACTOR_NAMES[factor]}
            </th>
            <td className="py-1 text-right tabular-nums">{published.factors[factor].n}</td>
            <td className="py-1 text-right tabular-nums">{formatDecimal(published.factors[factor].alpha, 2)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** /ocean: what a factor score means, what it rests on, its margin of error and internal consistency. */
export function OceanMethodology({ published = PUBLISHED_OCEAN_RELIABILITY }: { published?: PublishedReliability | null }) {
  const reliability = publishableReliability(published)
  return (
    <section aria-labelledby="precisao" className="flex flex-col gap-8">
      <SectionHeading id="precisao" eyebrow="Precisão" title="Como ler a sua nota">
        <p>
          Cinco afirmações por fator dão um bom retrato geral, não uma medida exata. Veja o que a nota quer dizer e o
          quanto ela pode variar.
        </p>
      </SectionHeading>
      <ul className="grid gap-4 md:grid-cols-2">
        <Card title="O que a nota significa">
          <p>
            A nota mostra onde a média das suas respostas a um fator cai na escala: 0 é discordar totalmente de tudo o
            que indica o fator, 50 é o ponto neutro e 100 é concordar totalmente.
          </p>
          <p>
            Não é um percentil: ela não compara você com outras pessoas, e 70 não quer dizer “mais que 70% da
            população”.
          </p>
        </Card>
        <Card title="Em quantas respostas se apoia">
          <p>
            Cada fator se apoia em {OCEAN_ITEMS_PER_FACTOR} afirmações, algumas invertidas. Mudar uma resposta em um
            passo da escala (de “Concordo” para “Concordo totalmente”, por exemplo) muda a nota em{' '}
            {OCEAN_POINTS_PER_STEP} pontos.
          </p>
        </Card>
        <Card title="Por que uma diferença pode ser só variação">
          <p>
            Em escalas curtas como esta, o valor real costuma estar numa faixa de cerca de {OCEAN_SELF_MARGIN} pontos para cima ou para
            baixo (com 95% de confiança). Na prática, 65 e 70 são o mesmo resultado: compare fatores quando a distância entre eles for grande, não de
            poucos pontos.
          </p>
        </Card>
        <Card title="De onde vêm as afirmações">
          <p>
            As afirmações são nossas, escritas em português e inspiradas em itens de domínio público do IPIP
            (International Personality Item Pool). Por isso não usamos normas nem índices de precisão publicados para
            outros questionários: medimos os nossos.
          </p>
        </Card>
        <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:col-span-2">
          <h3 className="text-lg font-bold text-slate-900">Consistência interna</h3>
          <div className="mt-2 flex flex-col gap-2 leading-relaxed text-slate-700">
            <p>
              O alfa de Cronbach indica o quanto as {OCEAN_ITEMS_PER_FACTOR} afirmações de um fator andam juntas: vai
              até 1, e quanto mais alto, mais elas medem a mesma coisa. Calculamos o alfa de cada fator a partir das
              respostas guardadas, usando o teste mais recente de cada pessoa.
            </p>
            {reliability ? (
              <ReliabilityTable published={reliability} />
            ) : (
              <p>
                Publicamos os valores aqui quando houver pelo menos {RELIABILITY_MIN_PEOPLE} pessoas com o teste feito.
                Antes disso, o número oscila demais para dizer alguma coisa.
              </p>
            )}
          </div>
        </li>
      </ul>
    </section>
  )
}

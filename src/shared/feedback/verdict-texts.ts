/**
 * The words of a verdict (issue 33; docs/decisions/0038-one-verdict.md), shared by the results page,
 * the PDF and the Big Five comparison so they never say different things. Wording rules:
 * - one status per dimension ("Diferença clara", "Diferença incerta", "Sem diferença relevante");
 * - no verdict speaks of agreement ("concorda"): a range can leave the self score out and still be
 *   wide; when the self test's margin reaches the others' range, one sentence says how both hold
 *   ("A média dos outros fica acima…, mas a margem de erro… ainda alcança essa faixa"); a clear
 *   difference says where the others' range lies instead; agreement among raters is the
 *   "confiabilidade" line's subject, once for the whole picture;
 * - every verdict says on how many people it rests; an uncertain one says what would settle it.
 */
import { DISC_OTHERS_QUESTION_COUNT } from '#shared/product'
import {
  CLEAR_GAP,
  RELIABILITY_HIGH_AT,
  SELF_ITEMS,
  VERDICT_GAP,
  type Certainty,
  type Instrument,
  type Reliability,
  type ReliabilityLevel,
  type UncertainReason,
  type Verdict,
  type VerdictStatus,
} from './verdict'

export const STATUS_LABELS: Readonly<Record<VerdictStatus, string>> = {
  clear: 'Diferença clara',
  uncertain: 'Diferença incerta',
  none: 'Sem diferença relevante',
}

export const REASON_LABELS: Readonly<Record<UncertainReason, string>> = {
  small: 'pequena, pode ser variação natural',
  divided: 'opiniões divididas',
  margin: 'dentro da margem de erro do seu teste',
}

export const CERTAINTY_LABELS: Readonly<Record<Certainty, string>> = {
  high: 'Certeza alta',
  medium: 'Certeza média',
  low: 'Certeza baixa',
}

export const RELIABILITY_LABELS: Readonly<Record<ReliabilityLevel, string>> = {
  low: 'baixa',
  medium: 'média',
  high: 'alta',
}

/** "do seu teste de 10 perguntas". */
export const SELF_TEST_NAMES: Readonly<Record<Instrument, string>> = {
  'disc-short': `do seu teste de ${SELF_ITEMS['disc-short']} perguntas`,
  'disc-parallel': `do seu teste de ${SELF_ITEMS['disc-parallel']} perguntas`,
  ocean: 'do seu teste Big Five',
}

/** One line for comparisons that list every factor. */
export const VERDICT_GAP_TEXT = `Diferenças de ${VERDICT_GAP} pontos ou mais aparecem destacadas, cada uma com a sua margem de erro.`

/** The badge: "Diferença incerta — opiniões divididas". */
export function verdictLabel(verdict: Pick<Verdict, 'status' | 'reason'>): string {
  const status = STATUS_LABELS[verdict.status]
  return verdict.reason ? `${status} — ${REASON_LABELS[verdict.reason]}` : status
}

export function peopleLabel(raters: number): string {
  return raters === 1 ? '1 pessoa' : `${raters} pessoas`
}

/** "Outros: média 30 (de 22 a 38) · Você: 60 (± 28)". */
export function rangesSentence(verdict: Verdict): string {
  return (
    `Outros: média ${verdict.others} (provavelmente entre ${verdict.othersLow} e ${verdict.othersHigh}) · ` +
    `Você: ${verdict.self} (margem de ± ${verdict.selfMargin})`
  )
}

/** How the verdict follows from the two ranges, in one sentence that never contradicts the badge. */
export function verdictSentence(verdict: Verdict): string {
  const test = SELF_TEST_NAMES[verdict.instrument]
  const othersRange = `${verdict.othersLow} a ${verdict.othersHigh}`
  const side = verdict.direction === 'self-higher' ? 'abaixo' : 'acima'
  switch (verdict.status) {
    case 'clear':
      return `As duas faixas não se cruzam: a média dos outros (provavelmente de ${othersRange}) fica ${side} da sua nota mesmo contando a margem de erro ${test}.`
    case 'none':
      return `A sua visão e a média dos outros ficam a menos de ${VERDICT_GAP} pontos uma da outra.`
    default:
      break
  }
  switch (verdict.reason) {
    case 'small':
      return `A diferença fica abaixo de ${CLEAR_GAP[verdict.instrument]} pontos: a variação natural das respostas já explica uma diferença desse tamanho.`
    case 'divided':
      return `As opiniões se dividem: a faixa provável da média dos outros (${othersRange}) inclui a sua nota, ${verdict.self}.`
    default:
      return `A média dos outros fica ${side} da sua nota (provavelmente de ${othersRange}), mas a margem de erro ${test} (± ${verdict.selfMargin}) ainda alcança essa faixa.`
  }
}

/** What would settle an uncertain difference ("Com mais 4 respostas saberemos…"); null otherwise. */
export function surerSentence(verdict: Verdict): string | null {
  if (verdict.status !== 'uncertain') return null
  const parts: string[] = []
  if (verdict.moreRaters !== null) {
    parts.push(
      `Com mais ${verdict.moreRaters === 1 ? '1 resposta' : `${verdict.moreRaters} respostas`} saberemos, se as opiniões continuarem assim.`,
    )
  }
  if (verdict.longerSelfTest) {
    parts.push(
      `${parts.length > 0 ? 'Ou responda' : 'Responda'} sobre você as mesmas ${DISC_OTHERS_QUESTION_COUNT} perguntas que os outros respondem: a margem do seu lado cai e a comparação fica mais firme.`,
    )
  }
  if (parts.length === 0) {
    return verdict.reason === 'small'
      ? 'Mais respostas dificilmente mudam isso: uma diferença desse tamanho está dentro da variação natural.'
      : 'Mesmo com muitas respostas a mais, esta diferença continuaria incerta.'
  }
  return parts.join(' ')
}

/** "Certeza baixa · baseado em 5 pessoas". */
export function certaintySentence(verdict: Verdict): string {
  return `${CERTAINTY_LABELS[verdict.certainty]} · baseado em ${peopleLabel(verdict.raters)}`
}

/** "Confiabilidade: média". */
export function reliabilityLabel(reliability: Reliability): string {
  return `Confiabilidade: ${RELIABILITY_LABELS[reliability.level]}`
}

/** One or two sentences on how stable the whole picture is and what raises it. */
export function reliabilitySentence(reliability: Reliability): string {
  const base =
    reliability.level === 'high'
      ? `Com ${peopleLabel(reliability.raters)} que concordam em boa parte, a média dos outros já é estável: uma nova resposta muda pouco.`
      : reliability.level === 'medium'
        ? `Com ${peopleLabel(reliability.raters)}, a média dos outros começa a se firmar, mas ainda pode mudar alguns pontos a cada nova resposta.`
        : `Com ${peopleLabel(reliability.raters)}, a média dos outros ainda pode mudar bastante a cada nova resposta.`
  const disagreement = reliability.disagree ? ' As pessoas que responderam descrevem você de jeitos bem diferentes entre si.' : ''
  const next =
    reliability.nextLevelAt === null
      ? reliability.disagree && reliability.raters >= RELIABILITY_HIGH_AT
        ? ' Opiniões tão diferentes podem refletir contextos diferentes (trabalho, casa, amigos).'
        : ''
      : ` A partir de ${reliability.nextLevelAt} pessoas (faltam ${reliability.nextLevelAt - reliability.raters}) a confiabilidade sobe para ${RELIABILITY_LABELS[reliability.level === 'low' ? 'medium' : 'high']}.`
  return `${base}${disagreement}${next}`
}

/**
 * The rule in plain words, derived from the constants, for every page that explains it (the results
 * page, /disc, the methodology, the PDF).
 */
export function verdictRuleText(): string {
  return (
    `Diferenças a partir de ${VERDICT_GAP} pontos entre a sua visão e a média dos outros aparecem com duas faixas: ` +
    'onde a média dos outros provavelmente está (95% de confiança) e a margem de erro do seu próprio teste. ' +
    `Chamamos uma diferença de clara só quando as duas faixas não se cruzam e ela tem pelo menos ${CLEAR_GAP['disc-short']} pontos ` +
    `(${CLEAR_GAP['disc-parallel']} se você respondeu às mesmas ${DISC_OTHERS_QUESTION_COUNT} perguntas que os outros). ` +
    `Com ${SELF_ITEMS['disc-short']} perguntas, uma única resposta já muda ${100 / SELF_ITEMS['disc-short']} pontos; ` +
    'as outras diferenças ficam como incertas, com o que falta para ter certeza.'
  )
}

/**
 * The words of a verdict (issue 33; docs/decisions/0038-one-verdict.md), shared by the results page,
 * the PDF and the Big Five comparison so they never say different things. Wording rules:
 * - one status per dimension ("Diferença clara", "Diferença incerta", "Sem diferença relevante");
 * - no verdict speaks of agreement ("concorda"): a range can leave the self score out and still be
 *   wide; when the self test's margin reaches the others' range, one sentence says how both hold
 *   ("A média dos outros fica acima…, mas a margem de erro… ainda alcança essa faixa"); a clear
 *   difference says where the others' range lies instead; agreement among raters is the
 *   "confiabilidade" line's subject, once for the whole picture;
 * - every verdict says on how many people it rests; an uncertain one says what would settle it;
 * - one voice (issue 46, docs/decisions/0053-one-results-model-and-unlock-ladder.md): the headline
 *   states a difference as a fact only when the badge says "clara"; an uncertain one says what the
 *   others' answers suggest and that it is not sure yet; ONE word for the certainty idea ("certeza",
 *   per dimension), the whole picture's line speaks of how much the others' average can still move;
 *   a verdict that can change as answers arrive says why in one sentence; "com mais N respostas" is
 *   said only for a number a person can reach (whole groups of three, within the ladder), otherwise
 *   the page names the real reason it may stay uncertain (too small, divided answers, or the self
 *   test's margin); the "Média dos outros" line promises its next level only on the condition the
 *   data must meet (answers that keep agreeing).
 */
import { DISC_OTHERS_QUESTION_COUNT, FEEDBACK_PROGRESS_MAX, RELEASE_GROUP_SIZE } from '#shared/product'
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

/** How much the others' average can still move (the whole picture's line; never a second "certainty" word). */
export const RELIABILITY_LABELS: Readonly<Record<ReliabilityLevel, string>> = {
  low: 'ainda instável',
  medium: 'começando a se firmar',
  high: 'estável',
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

function points(gap: number): string {
  return gap === 1 ? '1 ponto' : `${gap} pontos`
}

/**
 * The headline of a flagged difference, in the badge's voice: a fact only when clear ("Os outros veem
 * 44 pontos a mais de Dominância do que você"), what the answers suggest when uncertain. `name` as it
 * reads mid-sentence ("Dominância", "abertura").
 */
export function differenceHeadline(verdict: Pick<Verdict, 'status' | 'direction' | 'gap'>, name: string): string {
  if (verdict.status === 'clear') {
    return verdict.direction === 'self-lower'
      ? `Os outros veem ${points(verdict.gap)} a mais de ${name} do que você`
      : `Você se vê com ${points(verdict.gap)} a mais de ${name} do que os outros veem`
  }
  return verdict.direction === 'self-lower'
    ? `As respostas até agora sugerem que os outros veem mais ${name} em você (${points(verdict.gap)} a mais), mas ainda sem certeza`
    : `As respostas até agora sugerem que você se vê com mais ${name} do que os outros (${points(verdict.gap)} a mais), mas ainda sem certeza`
}

/** The one-line meaning of a flagged difference: as a possibility while it is uncertain. */
export function meaningInVoice(verdict: Pick<Verdict, 'status'>, meaning: string): string {
  return verdict.status === 'clear' ? meaning : `Se a diferença se confirmar: ${meaning.charAt(0).toLocaleLowerCase('pt-BR')}${meaning.slice(1)}`
}

/**
 * Answers a person can still expect: up to the complete profile, or two more groups of three past it.
 * A promise of "com mais N respostas" beyond this is a number nobody reaches.
 */
export function reachableMoreRaters(raters: number): number {
  return Math.max(FEEDBACK_PROGRESS_MAX - raters, 2 * RELEASE_GROUP_SIZE)
}

/** More raters rounded up to whole groups (answers are shown three at a time). */
function inGroups(extra: number): number {
  return RELEASE_GROUP_SIZE * Math.ceil(extra / RELEASE_GROUP_SIZE)
}

/**
 * Why a verdict can still change as answers arrive, in one sentence; null when it is settled (no
 * relevant difference with high certainty, or a clear one with high certainty). Said once per
 * comparison (changeNote), on the site and in the PDF alike: a card's own sentence on what would
 * settle it (surerSentence) is never followed by a second, different forecast.
 */
function changeSentence(verdict: Pick<Verdict, 'status' | 'certainty'>): string | null {
  if (verdict.certainty === 'high') return null
  if (verdict.status === 'clear') {
    return `Ainda pode mudar: com poucas pessoas, cada novo grupo de ${RELEASE_GROUP_SIZE} respostas move a média dos outros e pode aproximar as duas faixas.`
  }
  if (verdict.status === 'uncertain') {
    return `Pode mudar a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas: a média dos outros se move e a faixa dela fica mais estreita, então a diferença pode se confirmar ou sumir.`
  }
  return `Pode mudar a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas, que move a média dos outros.`
}

/**
 * The one sentence a comparison (DISC or Big Five) says once, under its summary, when any of its
 * verdicts can still change as answers arrive: why they can. Null when every verdict is settled.
 */
export function changeNote(verdicts: readonly Pick<Verdict, 'status' | 'certainty'>[]): string | null {
  if (verdicts.every((verdict) => changeSentence(verdict) === null)) return null
  return verdicts.some((verdict) => verdict.status === 'uncertain')
    ? `Os resultados podem mudar a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas: a média dos outros se move e a faixa dela fica mais estreita, então uma diferença incerta pode se confirmar ou sumir.`
    : `Os resultados ainda podem mudar a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas, que move a média dos outros.`
}

/** What would settle an uncertain difference ("Com mais 3 respostas saberemos…"); null otherwise. */
export function surerSentence(verdict: Verdict): string | null {
  if (verdict.status !== 'uncertain') return null
  const parts: string[] = []
  const more = verdict.moreRaters === null ? null : inGroups(verdict.moreRaters)
  if (more !== null && more <= reachableMoreRaters(verdict.raters)) {
    parts.push(`Com mais ${more} respostas saberemos, se as opiniões continuarem assim.`)
  }
  if (verdict.longerSelfTest) {
    parts.push(
      `${parts.length > 0 ? 'Ou responda' : 'Responda'} sobre você as mesmas ${DISC_OTHERS_QUESTION_COUNT} perguntas que os outros respondem: a margem do seu lado cai e a comparação fica mais firme.`,
    )
  }
  return parts.length > 0 ? parts.join(' ') : unsettledSentence(verdict)
}

/**
 * Why no answers a person can reach would settle an uncertain difference, by its real reason (issue
 * 46): "pequena demais" only for a gap under CLEAR_GAP; a divided one says the others' answers are
 * divided; one within the self test's margin says that margin does not shrink with more raters. It
 * never says more answers hardly change anything: the card's "Se a diferença se confirmar:" and the
 * change note (each new group moves the others' average) stay true beside it.
 */
function unsettledSentence(verdict: Verdict): string {
  switch (verdict.reason) {
    case 'small':
      return `Do tamanho que está, é pequena demais para confirmar: só viraria um ponto cego se as próximas respostas a aumentassem para ${CLEAR_GAP[verdict.instrument]} pontos ou mais.`
    case 'divided':
      return 'As respostas dos outros estão divididas entre si: mesmo com mais respostas, a diferença pode continuar incerta.'
    default:
      return `A margem de erro ${SELF_TEST_NAMES[verdict.instrument]} (± ${verdict.selfMargin}) não diminui com mais respostas dos outros: a diferença pode continuar incerta.`
  }
}

/**
 * The "Pontos cegos" section's first line (issue 46): how many blind spots (clear differences) are
 * confirmed, and when none is, says so plainly and what would confirm one.
 */
export function blindSpotsSummary(verdicts: readonly Pick<Verdict, 'status' | 'instrument'>[]): string {
  const clear = verdicts.filter((verdict) => verdict.status === 'clear').length
  const uncertain = verdicts.filter((verdict) => verdict.status === 'uncertain').length
  if (clear > 0) {
    return clear === 1
      ? '1 ponto cego confirmado: uma diferença clara entre como você se vê e como os outros te veem.'
      : `${clear} pontos cegos confirmados: diferenças claras entre como você se vê e como os outros te veem.`
  }
  const instrument = verdicts[0]?.instrument ?? 'disc-short'
  const rule =
    `Um ponto cego se confirma quando a diferença tem pelo menos ${CLEAR_GAP[instrument]} pontos e as duas faixas não se cruzam.`
  if (uncertain > 0) {
    const which = uncertain === 1 ? 'Há 1 diferença incerta abaixo' : `Há ${uncertain} diferenças incertas abaixo`
    return `Nenhum ponto cego confirmado ainda. ${which}. ${rule}`
  }
  return `Nenhum ponto cego por enquanto: nas quatro dimensões, a sua visão e a média dos outros ficam a menos de ${VERDICT_GAP} pontos. ${rule}`
}

/** "Certeza baixa · baseado em 5 pessoas". */
export function certaintySentence(verdict: Verdict): string {
  return `${CERTAINTY_LABELS[verdict.certainty]} · baseado em ${peopleLabel(verdict.raters)}`
}

/** "Média dos outros: começando a se firmar". */
export function reliabilityLabel(reliability: Reliability): string {
  return `Média dos outros: ${RELIABILITY_LABELS[reliability.level]}`
}

/** One or two sentences on how stable the whole picture is and what raises it. */
export function reliabilitySentence(reliability: Reliability): string {
  const base =
    reliability.level === 'high'
      ? `Com ${peopleLabel(reliability.raters)} que concordam em boa parte, a média dos outros já é estável: um novo grupo de respostas muda pouco.`
      : reliability.level === 'medium'
        ? `Com ${peopleLabel(reliability.raters)}, a média dos outros começa a se firmar, mas ainda pode mudar alguns pontos a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas.`
        : `Com ${peopleLabel(reliability.raters)}, a média dos outros ainda pode mudar bastante a cada novo grupo de ${RELEASE_GROUP_SIZE} respostas.`
  const disagreement = reliability.disagree ? ' As pessoas que responderam descrevem você de jeitos bem diferentes entre si.' : ''
  if (reliability.nextLevelAt === null) {
    const contexts =
      reliability.disagree && reliability.raters >= RELIABILITY_HIGH_AT
        ? ' Opiniões tão diferentes podem refletir contextos diferentes (trabalho, casa, amigos).'
        : ''
    return `${base}${disagreement}${contexts}`
  }
  // Never a promise the data may not keep (issue 46): with answers that agree, the next level needs
  // them to keep agreeing (disagreement lowers a level); with answers that already disagree, the
  // next level (at RELIABILITY_HIGH_AT) comes whatever they do.
  const missing = reliability.nextLevelAt - reliability.raters
  const when = `a partir de ${reliability.nextLevelAt} pessoas (falta${missing === 1 ? '' : 'm'} ${missing})`
  const what = reliability.level === 'low' ? 'começa a se firmar' : 'fica estável'
  const next = reliability.disagree
    ? ` Mesmo com opiniões diferentes, ${when} ela ${what}.`
    : ` Se as respostas continuarem parecidas entre si, ${when} ela ${what}.`
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

/**
 * A verdict that changed since the person last looked (issue 46, "when a verdict changes between
 * releases, the page says why in one sentence"; decision 0053 "one voice").
 *
 * The browser remembers, per device, the verdict it last showed for each dimension with the released
 * count it rested on. When the page shows a higher count and a verdict differs, the card says once
 * what it was, what it is and why. Answers are released three at a time, so the change is always the
 * work of a whole group, never of one person: the sentence names how many answers were added, never who.
 */
import { RELEASE_GROUP_SIZE } from '#shared/product'
import { CLEAR_GAP, VERDICT_GAP, type UncertainReason, type Verdict, type VerdictStatus } from './verdict'
import { STATUS_LABELS } from './verdict-texts'

/** What the browser keeps of one verdict. */
export interface SeenVerdict {
  status: VerdictStatus
  reason: UncertainReason | null
}

/** The verdicts last shown to one account on this device, by dimension, with the released count. */
export interface SeenVerdicts {
  owner: number
  count: number
  verdicts: Record<string, SeenVerdict>
}

/** The changes this visit has shown (kept for the visit, so a reload still shows them). */
export interface VisitChanges {
  owner: number
  count: number
  changes: Record<string, { from: SeenVerdict; added: number }>
}

type CurrentVerdict = Pick<Verdict, 'status' | 'reason'> & { key: string }

function answers(count: number): string {
  return count === 1 ? '1 resposta' : `${count} respostas`
}

function points(gap: number): string {
  return gap === 1 ? '1 ponto' : `${gap} pontos`
}

/**
 * Why a verdict went from `from` to `to` after `added` more answers, in one sentence that follows how
 * the verdict is computed (verdict.ts): clear needs the two ranges apart and a gap of CLEAR_GAP points;
 * uncertain is a gap of VERDICT_GAP points or more that is not clear; none is under VERDICT_GAP.
 * Null when the status did not change.
 */
export function verdictChangeSentence(from: SeenVerdict, to: Pick<Verdict, 'status' | 'reason' | 'gap' | 'instrument'>, added: number): string | null {
  if (from.status === to.status) return null
  const lead = `Mudou de “${STATUS_LABELS[from.status]}” para “${STATUS_LABELS[to.status]}”`
  // A DISC change always follows a whole group; the Big Five's optional step may have fewer answers in
  // a group, so a count that is not a whole group is not said (it could point at one person).
  const more = added % RELEASE_GROUP_SIZE === 0 ? `com mais ${answers(added)}` : 'com as respostas novas'
  const clearGap = CLEAR_GAP[to.instrument]
  if (to.status === 'clear') {
    return from.status === 'none'
      ? `${lead}: ${more}, a média dos outros se afastou da sua nota; a diferença chegou a ${points(to.gap)} e as duas faixas não se cruzam.`
      : from.reason === 'small'
        ? `${lead}: ${more}, a diferença cresceu para ${points(to.gap)} (a partir de ${clearGap} ela pode ser clara) e as duas faixas não se cruzam.`
        : `${lead}: ${more}, as duas faixas deixaram de se cruzar.`
  }
  if (to.status === 'none') {
    return `${lead}: as respostas novas aproximaram as duas médias; a diferença caiu para ${points(to.gap)}, abaixo dos ${VERDICT_GAP} que destacamos.`
  }
  // Now uncertain, from clear or from none.
  if (from.status === 'none') {
    return `${lead}: ${more}, a média dos outros se afastou da sua nota; a diferença chegou a ${points(to.gap)}, mas ainda sem certeza.`
  }
  switch (to.reason) {
    case 'small':
      return `${lead}: as respostas novas aproximaram as duas médias; a diferença caiu para ${points(to.gap)}, abaixo dos ${clearGap} que uma diferença clara pede.`
    case 'divided':
      return `${lead}: ${more}, a faixa provável da média dos outros passou a incluir a sua nota.`
    default:
      return `${lead}: ${more}, a faixa da média dos outros chegou perto da sua nota e a margem de erro do seu teste passou a alcançá-la.`
  }
}

/**
 * What to remember and what to show: `seen` (stored, may belong to another account or be absent),
 * `visit` (this visit's changes, kept so a reload shows them again), the account, the released count
 * and the verdicts on the page. A change is shown only when the count grew since the remembered one;
 * the remembered verdicts always become the ones on the page (shown once).
 */
export function compareWithSeen(input: {
  owner: number
  count: number
  verdicts: readonly CurrentVerdict[]
  seen: SeenVerdicts | undefined
  visit: VisitChanges | undefined
}): { seen: SeenVerdicts; visit: VisitChanges } {
  const { owner, count, verdicts, seen, visit } = input
  const now: SeenVerdicts = { owner, count, verdicts: Object.fromEntries(verdicts.map((v) => [v.key, { status: v.status, reason: v.reason }])) }
  // A reload in the same visit, on the same release: the note stays.
  if (visit && visit.owner === owner && visit.count === count) return { seen: now, visit }
  const changes: VisitChanges['changes'] = {}
  if (seen && seen.owner === owner && count > seen.count) {
    for (const verdict of verdicts) {
      const before = seen.verdicts[verdict.key]
      if (before && before.status !== verdict.status) changes[verdict.key] = { from: before, added: count - seen.count }
    }
  }
  return { seen: now, visit: { owner, count, changes } }
}

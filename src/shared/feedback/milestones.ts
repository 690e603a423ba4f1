/**
 * The one unlock ladder (issues 24 and 46; docs/decisions/0053-one-results-model-and-unlock-ladder.md):
 * what each feedback count brings, per plan. Every "Faltam N", "abre com N" and tier text on the
 * results page, the pricing page, the PDF and the milestone e-mail reads its count from this table,
 * whose steps are the thresholds in product.ts, each a whole number of release groups of three (an
 * answer is shown only with two others, so a count between groups is never reached on screen).
 * A step is "unlocked" only when the current plan shows it; a free person who reached a count whose
 * reward is Premium-only sees it as available in Premium, never as unlocked; a step that only lifts
 * a free limit does not exist for Premium (Premium already has it); and a step whose reward the
 * person's data cannot give (a third characteristic when only two were named) is never promised.
 */
import {
  FEEDBACK_PROGRESS_MAX,
  FREE_FEEDBACK_LIST_UNLOCK_AT,
  KEYWORD_CLOUD_UNLOCK_AT,
  RADAR_UNLOCK_AT,
  THIRD_CHARACTERISTIC_UNLOCK_AT,
  TOP_CHARACTERISTICS_SHOWN,
} from '#shared/product'

export type MilestoneState = 'unlocked' | 'locked' | 'premium'

export type LadderStepId = 'radar' | 'third-characteristic' | 'feedback-list' | 'keyword-clouds' | 'complete'

interface LadderStep {
  id: LadderStepId
  at: number
  text: string
  /** The reward is shown only on the Premium plan. */
  premiumOnly: boolean
  /** The reward lifts a free plan's limit: Premium has it from the radar on, so it is no step for Premium. */
  freeOnly: boolean
  /** The banner's "Faltam N feedbacks para …" ending. */
  goal: string
}

export const UNLOCK_LADDER: readonly LadderStep[] = [
  {
    id: 'radar',
    at: RADAR_UNLOCK_AT,
    text: 'Radar DISC 360°, pontos cegos e características mais citadas',
    premiumOnly: false,
    freeOnly: false,
    goal: 'desbloquear o radar DISC 360°',
  },
  {
    id: 'third-characteristic',
    at: THIRD_CHARACTERISTIC_UNLOCK_AT,
    text: 'Terceira característica mais citada',
    premiumOnly: false,
    freeOnly: true,
    goal: 'revelar sua terceira característica mais citada',
  },
  {
    id: 'feedback-list',
    at: FREE_FEEDBACK_LIST_UNLOCK_AT,
    text: 'Lista completa de feedbacks',
    premiumOnly: false,
    freeOnly: true,
    goal: 'abrir a lista completa de feedbacks',
  },
  {
    id: 'keyword-clouds',
    at: KEYWORD_CLOUD_UNLOCK_AT,
    text: 'Nuvens de palavras',
    premiumOnly: true,
    freeOnly: false,
    goal: 'liberar as nuvens de palavras',
  },
  { id: 'complete', at: FEEDBACK_PROGRESS_MAX, text: 'Perfil 360° completo', premiumOnly: false, freeOnly: false, goal: 'completar seu perfil 360°' },
]

/** The count at which a step opens: the one number every "abre com N" prints. */
export function unlockAt(id: LadderStepId): number {
  const step = UNLOCK_LADDER.find((candidate) => candidate.id === id)
  if (!step) throw new Error(`Unknown ladder step ${id}`)
  return step.at
}

export interface MilestoneStep {
  at: number
  text: string
  state: MilestoneState
}

/** What the person's data can still give: how many characteristics were named at all (unknown: undefined). */
export interface LadderContext {
  rankedCharacteristics?: number
}

function appliesTo(step: LadderStep, isPremium: boolean, context: LadderContext): boolean {
  if (isPremium && step.freeOnly) return false
  if (step.id === 'third-characteristic' && context.rankedCharacteristics !== undefined) {
    return context.rankedCharacteristics >= TOP_CHARACTERISTICS_SHOWN
  }
  return true
}

/** Each step this plan has, with its state for this count, in order. */
export function milestoneSteps(count: number, isPremium: boolean, context: LadderContext = {}): MilestoneStep[] {
  return UNLOCK_LADDER.filter((step) => appliesTo(step, isPremium, context)).map((step) => {
    const state: MilestoneState = step.premiumOnly && !isPremium ? 'premium' : count >= step.at ? 'unlocked' : 'locked'
    return { at: step.at, text: step.text, state }
  })
}

/**
 * The next count that brings something this plan shows and the person's data can give, and what:
 * `null` at the complete profile. Premium-only rewards are not a goal for a free person.
 */
export function nextGoal(count: number, isPremium: boolean, context: LadderContext = {}): { at: number; goal: string } | null {
  const pending = UNLOCK_LADDER.filter(
    (step) => step.at > count && (isPremium || !step.premiumOnly) && appliesTo(step, isPremium, context),
  )
  const next = pending[0]
  if (!next) return null
  const sameCount = pending.filter((step) => step.at === next.at).map((step) => step.goal)
  return { at: next.at, goal: sameCount.join(' e ') }
}

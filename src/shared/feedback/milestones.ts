/**
 * What each feedback milestone brings, per plan (issue 24 "Milestones keep their word"): a step is
 * "unlocked" only when the current plan shows it. A free person who reached a count whose reward is
 * Premium-only sees it as available in Premium, never as unlocked.
 */
import {
  FEEDBACK_PROGRESS_MAX,
  FREE_FEEDBACK_LIST_UNLOCK_AT,
  KEYWORD_CLOUD_UNLOCK_AT,
  RADAR_UNLOCK_AT,
  THIRD_CHARACTERISTIC_UNLOCK_AT,
} from '#shared/product'

export type MilestoneState = 'unlocked' | 'locked' | 'premium'

interface MilestoneReward {
  at: number
  text: string
  /** The reward is shown only on the Premium plan. */
  premiumOnly: boolean
  /** The banner's "Faltam N feedbacks para …" ending. */
  goal: string
}

export const MILESTONE_REWARDS: readonly MilestoneReward[] = [
  {
    at: RADAR_UNLOCK_AT,
    text: 'Radar DISC 360°, diferenças de percepção e características mais citadas',
    premiumOnly: false,
    goal: 'desbloquear o radar DISC 360°',
  },
  {
    at: THIRD_CHARACTERISTIC_UNLOCK_AT,
    text: 'Terceira característica mais citada',
    premiumOnly: false,
    goal: 'revelar sua terceira característica mais citada',
  },
  {
    at: FREE_FEEDBACK_LIST_UNLOCK_AT,
    text: 'Lista completa de feedbacks',
    premiumOnly: false,
    goal: 'abrir a lista completa de feedbacks',
  },
  {
    at: KEYWORD_CLOUD_UNLOCK_AT,
    text: 'Nuvens de palavras',
    premiumOnly: true,
    goal: 'liberar as nuvens de palavras',
  },
  { at: FEEDBACK_PROGRESS_MAX, text: 'Perfil 360° completo', premiumOnly: false, goal: 'completar seu perfil 360°' },
]

export interface MilestoneStep {
  at: number
  text: string
  state: MilestoneState
}

/** Each reward with its state for this count and plan, in order. */
export function milestoneSteps(count: number, isPremium: boolean): MilestoneStep[] {
  return MILESTONE_REWARDS.map((reward) => {
    const state: MilestoneState = reward.premiumOnly && !isPremium ? 'premium' : count >= reward.at ? 'unlocked' : 'locked'
    return { at: reward.at, text: reward.text, state }
  })
}

/**
 * The next count that brings something this plan shows, and what: `null` at the complete profile.
 * Premium-only rewards are not a goal for a free person.
 */
export function nextGoal(count: number, isPremium: boolean): { at: number; goal: string } | null {
  const pending = MILESTONE_REWARDS.filter((reward) => reward.at > count && (isPremium || !reward.premiumOnly))
  const next = pending[0]
  if (!next) return null
  const sameCount = pending.filter((reward) => reward.at === next.at).map((reward) => reward.goal)
  return { at: next.at, goal: sameCount.join(' e ') }
}

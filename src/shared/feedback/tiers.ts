/**
 * What the results dashboard shows for a given feedback count (SPEC.md §4 "Feedback tiers by
 * count", "Milestones", "Floating nudge"; §5 "Free users' feedback list"; §9).
 * Aggregates never appear below RADAR_UNLOCK_AT feedbacks, which also protects the anonymity
 * of the first givers (DESIGN.md §5).
 */
import {
  FEEDBACK_MILESTONES,
  FEEDBACK_PROGRESS_MAX,
  FREE_TOP_CHARACTERISTICS,
  KEYWORD_CLOUD_UNLOCK_AT,
  NUDGE_MAX_FEEDBACK,
  RADAR_UNLOCK_AT,
  THIRD_CHARACTERISTIC_UNLOCK_AT,
  TOP_CHARACTERISTICS_SHOWN,
  UPSELL_TOAST_AT,
} from '#shared/product'

export type KeywordCloudState = 'locked' | 'clear' | 'blurred'
export type FeedbackMilestone = (typeof FEEDBACK_MILESTONES)[number]

export interface ToastMessage {
  title: string
  description: string
}

export interface UpsellMessage extends ToastMessage {
  actionLabel: string
  actionHref: string
}

/** Counts come from the server; anything odd (negative, NaN, fractional) is read safely. */
function safeCount(count: number): number {
  if (Number.isNaN(count)) return 0
  return Math.max(0, Math.floor(count))
}

/** Fraction 0-1 of the way to the first unlock (count / 3). */
export function progressTowardFirstUnlock(count: number): number {
  return Math.min(1, safeCount(count) / RADAR_UNLOCK_AT)
}

/** Whole percentage 0-100 of the way to the complete profile (count out of 15). */
export function progressOutOf15(count: number): number {
  return Math.min(100, Math.round((100 * safeCount(count)) / FEEDBACK_PROGRESS_MAX))
}

export function radarUnlocked(count: number): boolean {
  return safeCount(count) >= RADAR_UNLOCK_AT
}

/**
 * How many of the `total` ranked characteristics to show: none before 3 feedbacks; premium
 * users see all; free users see the first 2, and the 3rd from THIRD_CHARACTERISTIC_UNLOCK_AT feedbacks.
 */
export function visibleCharacteristicCount(count: number, isPremium: boolean, total: number): number {
  const available = safeCount(total)
  if (!radarUnlocked(count)) return 0
  if (isPremium) return available
  const freeLimit =
    safeCount(count) >= THIRD_CHARACTERISTIC_UNLOCK_AT ? TOP_CHARACTERISTICS_SHOWN : FREE_TOP_CHARACTERISTICS
  return Math.min(available, freeLimit)
}

/** Keyword clouds: locked below KEYWORD_CLOUD_UNLOCK_AT feedbacks, then clear for premium and blurred for free users. */
export function keywordCloudState(count: number, isPremium: boolean): KeywordCloudState {
  if (safeCount(count) < KEYWORD_CLOUD_UNLOCK_AT) return 'locked'
  return isPremium ? 'clear' : 'blurred'
}

/** Milestones m with previousCount < m ≤ newCount, in ascending order. */
export function crossedMilestones(previousCount: number, newCount: number): FeedbackMilestone[] {
  const before = safeCount(previousCount)
  const after = safeCount(newCount)
  return FEEDBACK_MILESTONES.filter((milestone) => before < milestone && milestone <= after)
}

/** The floating nudge is for users with 2 feedbacks or fewer. */
export function shouldShowNudge(count: number): boolean {
  return safeCount(count) <= NUDGE_MAX_FEEDBACK
}

/** The upsell toast follows a milestone toast for non-premium users from UPSELL_TOAST_AT feedbacks. */
export function shouldShowUpsell(count: number, isPremium: boolean): boolean {
  return !isPremium && safeCount(count) >= UPSELL_TOAST_AT
}

export function milestoneMessage(milestone: number): ToastMessage {
  return {
    title: 'Parabéns!',
    description: `Você atingiu ${milestone} feedbacks! Continue coletando para mais insights.`,
  }
}

export const UPSELL_MESSAGE: Readonly<UpsellMessage> = Object.freeze({
  title: 'Desbloqueie insights premium',
  description: 'Faça upgrade agora para ver todos os insights disponíveis com seus feedbacks!',
  actionLabel: 'Ver planos',
  actionHref: '/pricing',
})

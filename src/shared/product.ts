/**
 * The one home of the product's name and of every business constant of SPEC.md §9.
 * Client and server both import from here; nothing else hard-codes these numbers.
 */

export const PRODUCT_NAME = 'Espelho'
export const PRODUCT_MOTTO = 'Nosce te ipsum'
/** The motto in Portuguese, for places that carry no translation beside it (the email header). */
export const PRODUCT_MOTTO_PT = 'Conhece-te a ti mesmo'
export const MINIMUM_AGE = 18

/** Plans and prices in BRL. Prepaid periods, no auto-renewal. */
export const PLANS = {
  monthly: { id: 'monthly', price: 10, months: 1, label: 'mensal', title: 'Premium Mensal' },
  quarterly: { id: 'quarterly', price: 25, months: 3, label: 'trimestral', title: 'Premium Trimestral' },
} as const
export type PlanId = keyof typeof PLANS
export const PLAN_IDS = ['monthly', 'quarterly'] as const
/** What the quarterly plan saves against three months of the monthly one, in reais. */
export const QUARTERLY_SAVING = PLANS.monthly.price * 3 - PLANS.quarterly.price
export const CURRENCY = 'BRL'

export const DISC_SELF_QUESTION_COUNT = 10
export const DISC_OTHERS_QUESTION_COUNT = 24
export const OCEAN_QUESTION_COUNT = 25
export const OCEAN_ITEMS_PER_FACTOR = 5

/** Feedback (SPEC.md §4 tiers and §9). */
export const RELATIONSHIP_TYPES = ['colleague', 'friend', 'family'] as const
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number]
export const MAX_STRENGTHS = 3
export const MAX_IMPROVEMENTS = 3
export const FEEDBACK_TEXT_MAX_LENGTH = 120
/**
 * The unlock ladder (issue 46, docs/decisions/0053-one-results-model-and-unlock-ladder.md): answers are
 * released three at a time (RELEASE_GROUP_SIZE), so every threshold is a whole number of groups and a
 * count a person can actually see. src/shared/feedback/milestones.ts turns these into every "Faltam N",
 * "abre com N" and tier text.
 */
export const RADAR_UNLOCK_AT = 3
export const THIRD_CHARACTERISTIC_UNLOCK_AT = 6
export const FREE_FEEDBACK_LIST_UNLOCK_AT = 9
export const KEYWORD_CLOUD_UNLOCK_AT = 12
export const FEEDBACK_PROGRESS_MAX = 15
export const FEEDBACK_MILESTONES = [
  RADAR_UNLOCK_AT,
  THIRD_CHARACTERISTIC_UNLOCK_AT,
  FREE_FEEDBACK_LIST_UNLOCK_AT,
  KEYWORD_CLOUD_UNLOCK_AT,
  FEEDBACK_PROGRESS_MAX,
] as const
export const TOP_CHARACTERISTICS_SHOWN = 3
export const FREE_TOP_CHARACTERISTICS = 2
export const FREE_FEEDBACK_LIST_LIMIT = 2
export const GAP_THRESHOLD = 10
/**
 * The radar's reference ring at 25 % (an even split of the four styles). The axis itself is scaled to
 * the data in fixed steps (src/shared/feedback/radar-scale.ts; docs/decisions/0038-one-verdict.md);
 * SPEC.md's 0–30 fits raw counts, not percentages (docs/decisions/0014-measurement-deviations.md).
 */
export const RADAR_REFERENCE_RING = 25
/**
 * "Não sei dizer" on the giver's form: at most a third of the 24 questions, so at least 16 answered
 * (docs/decisions/0014-measurement-deviations.md).
 */
export const OTHERS_MIN_ANSWERED = 16
/** The answer value a giver sends for "Não sei dizer"; no option id has this shape. */
export const DISC_UNKNOWN_ANSWER = 'nao-sei'

/** Word cloud (SPEC.md §9). */
export const WORD_CLOUD = { minFont: 12, maxFont: 60, fontPerCount: 8, width: 500, height: 280, padding: 5 } as const

/** OCEAN levels (SPEC.md §9). */
export const OCEAN_STRENGTH_AT = 60
export const OCEAN_NEUROTICISM_STRENGTH_MAX = 40
/** One cut system for every OCEAN factor: ≤ 40 low, 41–59 "na média", ≥ 60 high (issue 20). */
export const OCEAN_LOW_MAX = 40

/** Survey (SPEC.md §9). */
export const SURVEY_STEPS = 5
export const SURVEY_TEXT_MAX = 500
export const SURVEY_PROMPT_PROBABILITY = 0.25
export const PREMIUM_OVERLAY_INTERVAL_MS = 21_600_000
export const UPSELL_TOAST_DELAY_MS = 3_000
export const NUDGE_SHOW_AFTER_MS = 30_000
export const NUDGE_HIDE_AFTER_MS = 40_000
export const NUDGE_MAX_FEEDBACK = 2

/** Payment redirect delays (SPEC.md §9). */
export const PAYMENT_REDIRECT_DELAY_MS = 500

/** Toasts (SPEC.md §9). */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5_000
export const TOAST_SWIPE_THRESHOLD_PX = 50
export const TOAST_HOTKEY = 'F8'

/** Accounts (SPEC.md §5). */
export const USERNAME_MIN_LENGTH = 3
export const USERNAME_MAX_LENGTH = 40
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 128
export const EMAIL_MAX_LENGTH = 254
export const SESSION_TTL_DAYS = 30
/** How long a visitor's temporary result (and its cookie) waits to be claimed by an account. */
export const TEMPORARY_RESULT_DAYS = 30

/** Privacy (SPEC.md §9; DESIGN.md §5 LGPD says 15 days, not business days). */
export const PRIVACY_RESPONSE_DAYS = 15
export const DATA_DELETION_DAYS = 30
/** Where data-subject (LGPD) requests go; the privacy policy and terms name it. */
export const PRIVACY_CONTACT_EMAIL = 'privacidade@espelho.app'

/** Milestone upsell toast for non-premium users from this feedback count (SPEC.md §4 "Milestones"; the ladder's second step). */
export const UPSELL_TOAST_AT = FEEDBACK_MILESTONES[1]

/**
 * Anonymity (DESIGN.md §10, docs/decisions/0013-anonymity-thresholds.md): a relationship type is shown,
 * filtered on or compared only when at least this many feedbacks share it.
 */
export const RELATIONSHIP_GROUP_MIN = 3

/**
 * Feedback is released to its owner in groups (issue 30, docs/decisions/0028-release-in-groups.md): a
 * feedback waits until this many about the same person wait, then all are shown together; each
 * relationship group's figures and the Big Five 360 move by at least this many at a time too.
 */
export const RELEASE_GROUP_SIZE = 3

/** Others' answers whose giver has not sent step 2 are kept today and tomorrow, then deleted unseen. */
export const PENDING_ANSWERS_DAYS = 2

/** Comparing with someone (issue 47): comparisons (active and pending invitations) on the free plan; Premium has no limit. */
export const FREE_COMPARISON_LIMIT = 3
/** An invitation to compare works for this many days. */
export const COMPARISON_INVITATION_DAYS = 7

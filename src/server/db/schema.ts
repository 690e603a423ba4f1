import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The public id used in feedback links (SPEC.md's `userId`). */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub').unique(),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /** When the person proved the address is theirs (issue 13); Google accounts are verified at sign-in. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Email preferences (issue 13): feedback digests and Premium reminders; transactional mail ignores them. */
    emailFeedbackDigests: boolean('email_feedback_digests').notNull().default(true),
    emailPremiumReminders: boolean('email_premium_reminders').notNull().default(true),
    /**
     * Where the person came from (issue 47, docs/decisions/0056-giver-funnel.md): 'invite' when they
     * signed up after giving feedback ("veio de um convite"), null otherwise. Never whose link.
     */
    acquisitionSource: text('acquisition_source').$type<'invite'>(),
    /**
     * The day (Brasília) this person first copied or sent their own link (issue 47): the viral
     * coefficient's "accounts that shared a link". Their own account only; nothing of whom they sent it to.
     */
    linkFirstSharedOn: date('link_first_shared_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
)

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/** Short-lived state of a Google sign-in round trip (state, PKCE verifier, nonce). */
export const oauthFlows = pgTable('oauth_flows', {
  /** SHA-256 (hex) of the state value. */
  id: text('id').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  sessionData: jsonb('session_data'),
  anonId: text('anon_id'),
  createdAt: createdAt(),
})

export const discAssessments = pgTable(
  'disc_assessments',
  {
    id: serial('id').primaryKey(),
    /** Owner of a self assessment; null while it belongs to an anonymous visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For others' answers: the person being described. */
    subjectUserId: integer('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    isSelf: boolean('is_self').notNull(),
    dominance: integer('dominance').notNull(),
    influence: integer('influence').notNull(),
    steadiness: integer('steadiness').notNull(),
    compliance: integer('compliance').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    /** Anonymous visitor's id (cookie) for a temporary self assessment. */
    anonId: text('anon_id'),
    /**
     * Others' answers only: SHA-256 of the secret the giver got from step 1, which step 2 and the
     * Big Five step must present (issue 30). The giver never sees the row's sequential id.
     */
    giverKey: text('giver_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('disc_user_idx').on(t.userId, t.createdAt),
    index('disc_subject_idx').on(t.subjectUserId),
    index('disc_anon_idx').on(t.anonId),
  ],
)

/**
 * The parallel self form (issue 20): the person's own answers to the others' 24 questions, in the
 * first person. A self assessment of its own kind, kept apart from `disc_assessments` so "the
 * latest self DISC" keeps meaning the 10-question test. Retakes add rows: the history stays.
 */
export const discParallelAssessments = pgTable(
  'disc_parallel_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dominance: integer('dominance').notNull(),
    influence: integer('influence').notNull(),
    steadiness: integer('steadiness').notNull(),
    compliance: integer('compliance').notNull(),
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('disc_parallel_user_idx').on(t.userId, t.createdAt)],
)

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .unique()
      .references(() => discAssessments.id, { onDelete: 'cascade' }),
    relationshipType: text('relationship_type').notNull(),
    strengths: jsonb('strengths').$type<string[]>().notNull(),
    improvements: jsonb('improvements').$type<string[]>().notNull(),
    /** Day only: an exact time could identify a giver (DESIGN.md §5). */
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`date_trunc('day', now())`),
    /**
     * Random, fixed at insert, never sent: the owner's list is ordered by it, so the order is the
     * same on every load and says nothing about who answered when (docs/decisions/0013-anonymity-thresholds.md).
     */
    listKey: uuid('list_key').notNull().default(sql`gen_random_uuid()`),
    /**
     * Released to the owner (issue 30, docs/decisions/0028-release-in-groups.md): a feedback waits
     * until 3 about the same person wait, then all waiting ones are released together. Nothing about
     * a waiting feedback reaches the owner.
     */
    released: boolean('released').notNull().default(false),
    /**
     * Counted in its relationship group's figures: a group's figures move only when 3 or more
     * released members of that group wait for it, all at once (issue 30).
     */
    groupReleased: boolean('group_released').notNull().default(false),
    /**
     * The feedback round it belongs to (issue 36, docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md):
     * the owner's current round when step 2 was stored. Existing feedback is round 1.
     */
    round: integer('round').notNull().default(1),
  },
  (t) => [
    index('feedback_subject_idx').on(t.subjectUserId),
    // The owner's list pages walk this index (issue 18): (list_key, id) is the cursor.
    index('feedback_subject_list_idx').on(t.subjectUserId, t.listKey, t.id),
    // The few rows still waiting for a release (whole or of their group): the release reads only these.
    index('feedback_waiting_idx').on(t.subjectUserId).where(sql`group_released = false`),
  ],
)

/**
 * Flat costs (issue 18): what GET /api/feedback/stats needs about one person, kept up to date in the
 * transaction that stores each feedback, so the stats cost the same at 10 feedbacks and at 10,000.
 * Count, Σ and Σ² of the raters' scores per DISC dimension. Deleted with the person.
 */
export const feedbackAggregates = pgTable(
  'feedback_aggregates',
  {
    subjectUserId: integer('subject_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
    dominanceSum: bigint('dominance_sum', { mode: 'number' }).notNull().default(0),
    influenceSum: bigint('influence_sum', { mode: 'number' }).notNull().default(0),
    steadinessSum: bigint('steadiness_sum', { mode: 'number' }).notNull().default(0),
    complianceSum: bigint('compliance_sum', { mode: 'number' }).notNull().default(0),
    dominanceSq: bigint('dominance_sq', { mode: 'number' }).notNull().default(0),
    influenceSq: bigint('influence_sq', { mode: 'number' }).notNull().default(0),
    steadinessSq: bigint('steadiness_sq', { mode: 'number' }).notNull().default(0),
    complianceSq: bigint('compliance_sq', { mode: 'number' }).notNull().default(0),
  },
)

/** The same count and sums per relationship type, for the Premium comparison by group. */
export const feedbackGroupAggregates = pgTable(
  'feedback_group_aggregates',
  {
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationshipType: text('relationship_type').notNull(),
    count: integer('count').notNull().default(0),
    dominanceSum: bigint('dominance_sum', { mode: 'number' }).notNull().default(0),
    influenceSum: bigint('influence_sum', { mode: 'number' }).notNull().default(0),
    steadinessSum: bigint('steadiness_sum', { mode: 'number' }).notNull().default(0),
    complianceSum: bigint('compliance_sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subjectUserId, t.relationshipType] })],
)

/**
 * How many feedbacks named each spelling of each characteristic (grouped by the Snowball stem, as
 * src/shared/feedback/characteristics.ts does). Nothing about when a spelling arrived: ties are
 * broken by the spelling itself (issue 45; `first_seen` was dropped in migration 0015).
 */
export const feedbackCharacteristics = pgTable(
  'feedback_characteristics',
  {
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    display: text('display').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subjectUserId, t.key, t.display] })],
)

export const oceanAssessments = pgTable(
  'ocean_assessments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isSelf: boolean('is_self').notNull().default(true),
    openness: integer('openness').notNull(),
    conscientiousness: integer('conscientiousness').notNull(),
    extraversion: integer('extraversion').notNull(),
    agreeableness: integer('agreeableness').notNull(),
    neuroticism: integer('neuroticism').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ocean_user_idx').on(t.userId, t.createdAt)],
)

export const surveyResponses = pgTable('survey_responses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
})

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** Kept (set null) when the account is deleted: accounting records outlive the account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    amount: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    months: integer('months').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** When a refund, chargeback or cancellation took the granted months back (null: never). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payments_user_idx').on(t.userId)],
)

/** Secrets the app makes for itself on first start and shares between its processes through the database. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * What "one giver, one voice" remembers (DESIGN.md §10): keyed hashes of link + browser and of
 * link + network, each with the end of its window. Never joined to feedback rows; purged by the
 * hourly housekeeping once expired.
 */
export const giverMarks = pgTable(
  'giver_marks',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('giver_marks_key_idx').on(t.key), index('giver_marks_expires_idx').on(t.expiresAt)],
)

/** Hashes of ALTCHA solutions already accepted, so each is used once; purged after the challenge expires. */
export const usedProofs = pgTable('used_proofs', {
  key: text('key').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/**
 * A person's opt-in public result page (/r/{token}, issue 15): one per person at most. The token
 * is random and unguessable; revoking deletes the row, and creating again draws a new token.
 * OCEAN appears on the page only when showOcean was turned on explicitly.
 */
export const resultLinks = pgTable('result_links', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  showOcean: boolean('show_ocean').notNull().default(false),
  createdAt: createdAt(),
})

/**
 * Single-purpose tokens sent by email (issue 13): password reset, address confirmation and
 * unsubscribe links. Only the SHA-256 of the token is stored; each expires.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    /** SHA-256 (hex) of the token in the link. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'password_reset' | 'verify_email' | 'unsubscribe_digests' | 'unsubscribe_premium' */
    purpose: text('purpose').notNull(),
    /** The address a confirmation token confirms: changing the email later must not confirm the new one. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose), index('email_tokens_expires_idx').on(t.expiresAt)],
)

/**
 * The transactional outbox (DESIGN.md §9): a message is written here in the same transaction as
 * the event that causes it, and the dispatcher delivers it. Rows of a deleted account go with it.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** What the template needs; emptied once delivered over SMTP (it can hold a link's token). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** 'pending' | 'sent' | 'failed' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Next time a dispatcher may take the row: retry backoff, or the lease of the one sending it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Makes an event's message unique (a Premium reminder per period). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.status, t.nextAttemptAt), index('email_outbox_user_idx').on(t.userId)],
)

/** The sandbox mailbox (no SMTP_URL): delivered messages kept for /sandbox/email. */
export const sandboxEmails = pgTable(
  'sandbox_emails',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_emails_to_idx').on(t.toAddress)],
)

/**
 * Feedback digests (issue 13): how many feedbacks the owner was told about and since when new ones
 * wait. No feedback id or time of a single feedback is kept here.
 */
export const feedbackDigests = pgTable('feedback_digests', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** When the oldest feedback not yet in a digest arrived; null when none waits. */
  pendingSince: timestamp('pending_since', { withTimezone: true }),
  notifiedCount: integer('notified_count').notNull().default(0),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
})

/**
 * Big Five 360 (issue 17): one row per feedback whose giver also answered the ten statements about
 * the person. Tied to the others' DISC assessment (unique: once per assessment), never to the
 * giver; the day only, like the feedback itself.
 */
export const oceanOthersRatings = pgTable(
  'ocean_others_ratings',
  {
    id: serial('id').primaryKey(),
    subjectUserId: integer('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: integer('assessment_id')
      .notNull()
      .unique()
      .references(() => discAssessments.id, { onDelete: 'cascade' }),
    openness: integer('openness').notNull(),
    conscientiousness: integer('conscientiousness').notNull(),
    extraversion: integer('extraversion').notNull(),
    agreeableness: integer('agreeableness').notNull(),
    neuroticism: integer('neuroticism').notNull(),
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`date_trunc('day', now())`),
    /** In the person's Big Five 360 figures: released in groups of 3, like the feedback (issue 30). */
    released: boolean('released').notNull().default(false),
  },
  (t) => [
    index('ocean_others_subject_idx').on(t.subjectUserId),
    index('ocean_others_waiting_idx').on(t.subjectUserId).where(sql`released = false`),
  ],
)

/**
 * Constant-size sums of the Big Five 360 per person (count, Σ and Σ² per factor), updated in the
 * same transaction as each rating, so reading the comparison costs the same at 3 or 1,000 raters.
 */
export const oceanOthersAggregates = pgTable('ocean_others_aggregates', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
  opennessSum: integer('openness_sum').notNull().default(0),
  opennessSq: integer('openness_sq').notNull().default(0),
  conscientiousnessSum: integer('conscientiousness_sum').notNull().default(0),
  conscientiousnessSq: integer('conscientiousness_sq').notNull().default(0),
  extraversionSum: integer('extraversion_sum').notNull().default(0),
  extraversionSq: integer('extraversion_sq').notNull().default(0),
  agreeablenessSum: integer('agreeableness_sum').notNull().default(0),
  agreeablenessSq: integer('agreeableness_sq').notNull().default(0),
  neuroticismSum: integer('neuroticism_sum').notNull().default(0),
  neuroticismSq: integer('neuroticism_sq').notNull().default(0),
})

/**
 * What a visitor without JavaScript has answered so far in a test or a giver flow (issue 32,
 * decision 0035): the plain HTML forms post one answer at a time and the server keeps the progress
 * here, by the SHA-256 of a random cookie, so a reload shows the same question. Deleted when the
 * flow is sent, and by housekeeping once it is stale; it names nobody.
 */
export const formProgress = pgTable(
  'form_progress',
  {
    visitor: text('visitor').notNull(),
    flow: text('flow').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.visitor, table.flow] }), index('form_progress_updated_idx').on(table.updatedAt)],
)

/**
 * Issue 35: when each periodic job (housekeeping) may run next. A process runs a job only after
 * moving `next_run_at` forward in one conditional update, so with N app processes each period's
 * run happens in exactly one of them; a process that dies mid-run leaves the next period to any.
 */
export const periodicRuns = pgTable('periodic_runs', {
  job: text('job').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunBy: text('last_run_by'),
})

// ---------------------------------------------------------------------------------------------
// Feedback rounds (issue 36). Kept in one block so merges with other schema additions stay easy.
// ---------------------------------------------------------------------------------------------

/**
 * A person's feedback rounds (docs/decisions/0046-feedback-rounds-and-self-knowledge-index.md).
 * Round 1 began with the account; its row is written the first time it is needed (a release, an
 * opening), so a missing row means "round 1, opened when the account was created". The highest
 * number is the current round. No giver's time is kept here: `last_release_at` is when a group of
 * three or more became visible to the owner (decision 0028), rounded to the hour.
 */
export const feedbackRounds = pgTable(
  'feedback_rounds',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the next round was opened (null: the current round). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The last release of a group in this round, to the hour: what the owner could see change. */
    lastReleaseAt: timestamp('last_release_at', { withTimezone: true }),
    /**
     * The round's released figures, copied from feedback_aggregates when the next round opens (a
     * closed round never changes), so reading the rounds costs the same at 10 feedbacks and 10,000.
     * Zero while the round is current: its figures are the live aggregates.
     */
    releasedCount: integer('released_count').notNull().default(0),
    dominanceSum: bigint('dominance_sum', { mode: 'number' }).notNull().default(0),
    influenceSum: bigint('influence_sum', { mode: 'number' }).notNull().default(0),
    steadinessSum: bigint('steadiness_sum', { mode: 'number' }).notNull().default(0),
    complianceSum: bigint('compliance_sum', { mode: 'number' }).notNull().default(0),
    dominanceSq: bigint('dominance_sq', { mode: 'number' }).notNull().default(0),
    influenceSq: bigint('influence_sq', { mode: 'number' }).notNull().default(0),
    steadinessSq: bigint('steadiness_sq', { mode: 'number' }).notNull().default(0),
    complianceSq: bigint('compliance_sq', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.number] })],
)

// ---- Payment area (issue 36): Premium as a gift (decision 0048) ----------------------------------

/**
 * A month or a quarter of Premium bought for someone else. Made when the purchase starts (status
 * `awaiting_payment`, keyed by the payment's external_reference), `available` once Mercado Pago's
 * approval is verified, `redeemed` once, or `cancelled` by a refund or chargeback. The code is never
 * stored: only its SHA-256 (`code_hash`), for redemption; the buyer's copy is derived again from the
 * reference with the app's secret (decision 0048).
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    externalReference: text('external_reference').notNull().unique(),
    codeHash: text('code_hash').notNull().unique(),
    /** Kept (set null) when an account is deleted: accounting records outlive the account. */
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    months: integer('months').notNull(),
    status: text('status').notNull().default('awaiting_payment'),
    providerPaymentId: text('provider_payment_id').unique(),
    amount: integer('amount_cents'),
    currency: text('currency'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('gifts_buyer_idx').on(t.buyerId), index('gifts_redeemed_by_idx').on(t.redeemedBy)],
)

/**
 * A second (third…) approved payment of one gift checkout (issue 45): a Checkout Pro preference can
 * be paid more than once, but a gift is one code. The gift keeps the payment that activated it; each
 * other approved payment of its reference is recorded here and refunded through Mercado Pago's
 * refund API (`refund_started_at` claims the call, so concurrent notifications refund it once).
 */
export const giftDuplicatePayments = pgTable('gift_duplicate_payments', {
  id: serial('id').primaryKey(),
  giftId: integer('gift_id')
    .notNull()
    .references(() => gifts.id, { onDelete: 'cascade' }),
  providerPaymentId: text('provider_payment_id').notNull().unique(),
  amount: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  /** Mercado Pago's status as last seen: approved until the refund is confirmed. */
  status: text('status').notNull(),
  refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: createdAt(),
})

// ---- Comparing with someone (issue 47): by consent on both sides ---------------------------------

/**
 * A comparison between two people's self results (issue 47). Made as an invitation by the inviter
 * (`invitee_id` null: pending, with the SHA-256 of the link's token and its expiry); the invited
 * person's acceptance fills `invitee_id` and clears the token, so a link works once. Ending it
 * (either person) deletes the row: it is gone for both at once. Deleted with either account.
 */
export const comparisons = pgTable(
  'comparisons',
  {
    /** Random: a comparison's address says nothing about how many there are. */
    id: uuid('id').primaryKey().defaultRandom(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null while the invitation waits. */
    inviteeId: integer('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the invitation's token; null once accepted. The token itself is never stored. */
    tokenHash: text('token_hash').unique(),
    /** When the invitation stops working (7 days); null once accepted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comparisons_inviter_idx').on(t.inviterId),
    index('comparisons_invitee_idx').on(t.inviteeId),
    // One comparison per pair of people, whoever invited whom.
    uniqueIndex('comparisons_pair_idx')
      .on(sql`least(${t.inviterId}, ${t.inviteeId})`, sql`greatest(${t.inviterId}, ${t.inviteeId})`)
      .where(sql`${t.inviteeId} is not null`),
  ],
)

/**
 * The growth funnel by day (issue 47, docs/decisions/0056-giver-funnel.md): how many times each step
 * happened, per source ('invite' after giving feedback, 'direct' otherwise). Aggregate only: no
 * person, no link, no time finer than the day. Written in batches by src/server/modules/funnel.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step').notNull(),
    source: text('source').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step, t.source] })],
)

// ---------------------------------------------------------------------------------------------
// Big Five norms (issue 48). Kept in one block so merges with other schema additions stay easy.
// ---------------------------------------------------------------------------------------------

/**
 * Whether a person lets their latest Big Five result count in Espelho's reference sample (off
 * until they say yes; a withdrawal keeps the row with `consent` false). `counted*` are the scores
 * the norms count for them since the last computation (null: not counted), so their own test is
 * taken out of the comparison they see exactly as it was counted. `dirty`: something changed (the
 * consent, a new test) that the next computation applies, without reading anyone else's row.
 */
export const normsConsents = pgTable(
  'norms_consents',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent: boolean('consent').notNull(),
    dirty: boolean('dirty').notNull().default(true),
    countedOpenness: integer('counted_openness'),
    countedConscientiousness: integer('counted_conscientiousness'),
    countedExtraversion: integer('counted_extraversion'),
    countedAgreeableness: integer('counted_agreeableness'),
    countedNeuroticism: integer('counted_neuroticism'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('norms_consents_dirty_idx').on(t.userId).where(sql`${t.dirty}`)],
)

/** The counted scores of deleted accounts, for the next computation to take out (nothing says whose). */
export const normsRemovals = pgTable('norms_removals', {
  id: serial('id').primaryKey(),
  openness: integer('openness').notNull(),
  conscientiousness: integer('conscientiousness').notNull(),
  extraversion: integer('extraversion').notNull(),
  agreeableness: integer('agreeableness').notNull(),
  neuroticism: integer('neuroticism').notNull(),
})

/**
 * The norms as last computed (one row): how many consenting people, and per factor how many of
 * their latest tests have each score 0–100 (src/shared/ocean/norms.ts). Requests read only this.
 */
export const oceanNorms = pgTable(
  'ocean_norms',
  {
    id: integer('id').primaryKey().default(1),
    sample: integer('sample').notNull(),
    histograms: jsonb('histograms').$type<Record<string, number[]>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ocean_norms_single_row', sql`${t.id} = 1`)],
)

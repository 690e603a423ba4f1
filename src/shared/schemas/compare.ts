import { COMPARISON_INVITATION_DAYS, FREE_COMPARISON_LIMIT } from '#shared/product'
import { z } from './zod-locale'

/**
 * Comparing with someone (issue 47, docs/decisions/0055-comparing-with-someone.md): two people's
 * latest SELF results side by side, only after both said yes. Nothing from feedback ever appears.
 */

export const COMPARE_PATH = '/api/compare'
export const COMPARE_INVITATIONS_PATH = '/api/compare/invitations'
export const COMPARE_PREVIEW_PATH = '/api/compare/invitations/preview'
export const COMPARE_ACCEPT_PATH = '/api/compare/invitations/accept'
export const COMPARE_REFUSE_PATH = '/api/compare/invitations/refuse'
/** POST: a new link for one's own pending invitation; the old link stops working. */
export const compareRenewPath = (id: string) => `/api/compare/invitations/${encodeURIComponent(id)}/renew`

/**
 * The page an invitation's link opens. The token travels in the fragment, which no server ever
 * receives (like a gift's code, issue 45); the page sends it in the body, or in the preview's query
 * (kept out of logs, issue 31), never in a path.
 */
export const COMPARE_INVITATION_PAGE = '/comparar/convite'
export const invitationPagePath = (token: string) => `${COMPARE_INVITATION_PAGE}#token=${token}`

/** Invitation tokens: 32 random bytes in base64url (256 bits). */
export const COMPARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const COMPARE_MESSAGES = {
  signIn: 'Entre na sua conta para comparar resultados.',
  notFound: 'Comparação não encontrada. Ela pode ter sido encerrada.',
  invitationNotFound: 'Este convite não existe ou já foi usado. Peça um novo link a quem convidou você.',
  invitationExpired: `Este convite expirou (os convites valem ${COMPARISON_INVITATION_DAYS} dias). Peça um novo link a quem convidou você.`,
  ownInvitation: 'Este convite é seu. Envie o link para a pessoa com quem você quer comparar.',
  missingTests: 'Para comparar, faça antes o teste DISC e o teste Big Five.',
  alreadyComparing: 'Vocês já estão comparando seus resultados. Veja em "Minhas comparações".',
  freeLimit:
    `No plano gratuito você pode ter até ${FREE_COMPARISON_LIMIT} comparações, contando os convites pendentes. ` +
    'Encerre uma ou assine o Premium para comparar sem limite.',
  token: 'Link de convite inválido.',
  ended: 'Comparação encerrada. Ela não aparece mais para nenhum de vocês.',
  cancelled: 'Convite cancelado. O link não funciona mais.',
  invitationGone: 'Este convite já foi aceito, cancelado ou venceu. Veja "Minhas comparações".',
  refused: 'Convite recusado. Nada foi compartilhado.',
} as const

const Score = z.number().int().min(0).max(100)

export const CompareDiscSchema = z.object({ dominance: Score, influence: Score, steadiness: Score, compliance: Score })
export const CompareOceanSchema = z.object({
  openness: Score,
  conscientiousness: Score,
  extraversion: Score,
  agreeableness: Score,
  neuroticism: Score,
})

/** What one person shows the other: the display name and the latest self results. Never the email, never feedback. */
export const ComparePersonSchema = z.object({
  name: z.string(),
  disc: CompareDiscSchema.nullable(),
  ocean: CompareOceanSchema.nullable(),
})
export type ComparePerson = z.infer<typeof ComparePersonSchema>

/** POST /api/compare/invitations (and …/{id}/renew): the link, shown once (only its hash is kept). */
export const CompareInvitationCreatedSchema = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.string(),
})
export type CompareInvitationCreated = z.infer<typeof CompareInvitationCreatedSchema>

/** The token, sent in the body (the preview: in the query): a link's secret never sits in a path. */
export const CompareTokenSchema = z.object({ token: z.string(COMPARE_MESSAGES.token).max(200, COMPARE_MESSAGES.token) })

/**
 * GET /api/compare/invitations/preview?token=…: what the invited person sees before saying yes:
 * who invites (display name), and exactly what of theirs would be shown to that person.
 */
export const ComparePreviewSchema = z.object({
  inviterName: z.string(),
  expiresAt: z.string(),
  /** Exactly what the inviter would see of the invited person. */
  you: ComparePersonSchema,
  /** Tests still to take before accepting. */
  missing: z.array(z.enum(['disc', 'ocean'])),
  /** The free plan's limit is reached: accepting would be refused. */
  limitReached: z.boolean(),
})

export const CompareAcceptedSchema = z.object({ id: z.string() })

export const CompareDoneSchema = z.object({ success: z.literal(true), message: z.string() })

export const CompareListItemSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'pending']),
  /** The other person's display name; null while an invitation waits (nobody has accepted). */
  otherName: z.string().nullable(),
  sentByMe: z.boolean(),
  /** When it was accepted (active) or sent (pending). */
  since: z.string(),
  /** Pending only: when the link stops working. */
  expiresAt: z.string().nullable(),
})
export type CompareListItem = z.infer<typeof CompareListItemSchema>

/** GET /api/compare: one's comparisons and pending invitations, and the plan's limit. */
export const CompareListSchema = z.object({
  comparisons: z.array(CompareListItemSchema),
  used: z.number().int(),
  /** Null on Premium: no limit. */
  limit: z.number().int().nullable(),
})

export const CompareIdParamsSchema = z.object({ id: z.string() })

/** GET /api/compare/{id}: the comparison page's data, for either of the two people. */
export const ComparisonSchema = z.object({
  id: z.string(),
  since: z.string(),
  me: ComparePersonSchema,
  other: ComparePersonSchema,
})
export type Comparison = z.infer<typeof ComparisonSchema>

import { timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { and, eq, gt, lt, lte, min, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { giverMarks } from '#server/db/schema'
import { appSecret, keyedHash } from '#server/lib/app-secret'
import { HttpError, badRequest, conflict, forbidden } from '#server/lib/http-error'
import { randomToken } from '#server/lib/tokens'
import { createProofOfWork, forgetUsedProofs, type ProofOutcome } from './proof-of-work'
import type { LinkOwner } from './feedback.repository'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long a browser is remembered as having answered for a link (its cookie lives as long). */
const BROWSER_WINDOW_MS = 365 * DAY_MS
const NETWORK_WINDOW_MS = DAY_MS
/** How long a giver may come back to the optional Big Five step of an assessment they gave (issue 17). */
const FOLLOW_UP_WINDOW_MS = 7 * DAY_MS
export const GIVER_COOKIE = 'espelho_giver'
export const OWNER_COOKIE = 'espelho_own'

const PROOF_MESSAGES: Record<Exclude<ProofOutcome, 'ok'>, string> = {
  missing: FEEDBACK_MESSAGES.proofMissing,
  invalid: FEEDBACK_MESSAGES.proofInvalid,
  expired: FEEDBACK_MESSAGES.proofExpired,
  used: FEEDBACK_MESSAGES.proofUsed,
}

/**
 * The network an address belongs to for "one network, a few voices": the IPv4 address itself
 * (IPv4-mapped IPv6 included), or the /64 of an IPv6 address (what one home or phone gets).
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts]
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group || '0', 16).toString(16)).join(':')}::/64`
}

/** "em cerca de 5 horas" / "em 12 minutos": when the oldest of a network's answers leaves the window. */
export function retryIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`
  const hours = Math.ceil(minutes / 60)
  return `cerca de ${hours} ${hours === 1 ? 'hora' : 'horas'}`
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The rules that keep the feedback a person receives true (issue 23, DESIGN.md §10), called by
 * the giver's handlers: one browser one voice, one network a few voices, a proof of work, and
 * no feedback to oneself even after logging out. What they remember lives in giver_marks as
 * keyed hashes (never the address, the browser token or the feedback), and expires.
 */
export function createGiverGuard(deps: { config: AppConfig; db: Db }) {
  const { config, db } = deps
  const secret = appSecret(db, 'giver-guard')
  const proof = createProofOfWork({ db, secret: appSecret(db, 'altcha'), difficulty: config.feedbackProofOfWork.difficulty })

  const cookieOptions = (uuid: string, maxAgeMs: number) => ({
    path: `/api/feedback/user/${uuid}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  })

  /** The browser's token for this link from its signed cookie, or a new one (set on the reply). */
  async function browserToken(request: FastifyRequest, reply: FastifyReply, uuid: string): Promise<string> {
    const key = await secret()
    const [token = '', signature = ''] = (request.cookies[GIVER_COOKIE] ?? '').split('.')
    if (token && signature && sameText(signature, keyedHash(key, 'giver-cookie', token))) return token
    const fresh = randomToken(18)
    reply.setCookie(GIVER_COOKIE, `${fresh}.${keyedHash(key, 'giver-cookie', fresh)}`, cookieOptions(uuid, BROWSER_WINDOW_MS))
    return fresh
  }

  async function ownerMarker(owner: LinkOwner) {
    return keyedHash(await secret(), 'owner', owner.publicId)
  }

  async function liveMarks(key: string, now: Date) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(giverMarks.expiresAt) })
      .from(giverMarks)
      .where(and(eq(giverMarks.key, key), gt(giverMarks.expiresAt, now)))
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : undefined }
  }

  return {
    challenge: () => proof.challenge(),

    /**
     * Someone opened a link (its info call): the owner's browser gets the marker that outlives
     * their session; anyone else's gets the giver cookie.
     */
    async opened(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, uuid: string) {
      const viewer = await request.currentUser()
      if (viewer && viewer.id === owner.id) {
        reply.setCookie(OWNER_COOKIE, await ownerMarker(owner), cookieOptions(uuid, BROWSER_WINDOW_MS))
        return
      }
      await browserToken(request, reply, uuid)
    },

    /** A link's owner cannot answer about themself, signed in or, in the same browser, signed out. */
    async refuseOwner(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, uuid: string) {
      const viewer = await request.currentUser()
      if (viewer && viewer.id === owner.id) {
        reply.setCookie(OWNER_COOKIE, await ownerMarker(owner), cookieOptions(uuid, BROWSER_WINDOW_MS))
        throw forbidden(FEEDBACK_MESSAGES.selfFeedback)
      }
      const marker = request.cookies[OWNER_COOKIE]
      if (marker && sameText(marker, await ownerMarker(owner))) throw forbidden(FEEDBACK_MESSAGES.selfFeedback)
    },

    /**
     * Before a giver's answers are stored: a valid unused proof of work, a browser that has not
     * answered for this link, and a network under its quota. Records the browser and network
     * marks; a refusal leaves no mark behind. Returns the browser's token for `allowFollowUp`.
     */
    async admit(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, uuid: string, proofPayload: string | undefined) {
      if (config.feedbackProofOfWork.enabled) {
        const outcome = await proof.verify(proofPayload)
        if (outcome !== 'ok') throw badRequest(PROOF_MESSAGES[outcome])
      }
      const key = await secret()
      const now = new Date()
      const token = await browserToken(request, reply, uuid)
      const browserKey = keyedHash(key, 'browser', owner.publicId, token)
      if ((await liveMarks(browserKey, now)).count > 0) throw conflict(FEEDBACK_MESSAGES.alreadyAnsweredHere)

      // Counted after inserting, so concurrent requests cannot all slip under the quota.
      const networkKey = keyedHash(key, 'network', owner.publicId, networkOf(request.ip))
      const [mine] = await db
        .insert(giverMarks)
        .values({ key: networkKey, expiresAt: new Date(now.getTime() + NETWORK_WINDOW_MS) })
        .returning({ id: giverMarks.id })
      const [ahead] = await db
        .select({ count: sql<number>`count(*)::int`, oldest: min(giverMarks.expiresAt) })
        .from(giverMarks)
        .where(and(eq(giverMarks.key, networkKey), gt(giverMarks.expiresAt, now), lte(giverMarks.id, mine?.id ?? 0)))
      if (Number(ahead?.count ?? 0) > config.feedbackPerNetworkPerLink) {
        await db.delete(giverMarks).where(eq(giverMarks.id, mine?.id ?? 0))
        const retryMs = ahead?.oldest ? new Date(ahead.oldest).getTime() - now.getTime() : NETWORK_WINDOW_MS
        reply.header('Retry-After', String(Math.max(1, Math.ceil(retryMs / 1000))))
        throw new HttpError(429, FEEDBACK_MESSAGES.networkQuota(config.feedbackPerNetworkPerLink, retryIn(retryMs)))
      }
      await db.insert(giverMarks).values({ key: browserKey, expiresAt: new Date(now.getTime() + BROWSER_WINDOW_MS) })
      return token
    },

    /**
     * The browser that gave `assessmentId` (its token from `admit`) may later add the optional
     * Big Five 360 answers to it, and no other: assessment ids are sequential, so without this
     * one browser could attach its answers to other givers' feedback (issue 17).
     */
    async allowFollowUp(owner: LinkOwner, token: string, assessmentId: number) {
      const key = keyedHash(await secret(), 'follow-up', owner.publicId, token, String(assessmentId))
      await db.insert(giverMarks).values({ key, expiresAt: new Date(Date.now() + FOLLOW_UP_WINDOW_MS) })
    },

    /** The live follow-up mark of this browser for `assessmentId`, or null (no cookie, other browser, expired). */
    async followUpKey(request: FastifyRequest, owner: LinkOwner, assessmentId: number): Promise<string | null> {
      const secretKey = await secret()
      const [token = '', signature = ''] = (request.cookies[GIVER_COOKIE] ?? '').split('.')
      if (!token || !signature || !sameText(signature, keyedHash(secretKey, 'giver-cookie', token))) return null
      const key = keyedHash(secretKey, 'follow-up', owner.publicId, token, String(assessmentId))
      return (await liveMarks(key, new Date())).count > 0 ? key : null
    },
  }
}

export type GiverGuard = ReturnType<typeof createGiverGuard>

/** Housekeeping: forgets the marks whose window has passed and the spent proofs of work. */
export async function forgetGiverMarks(db: Db, now = new Date()) {
  const marks = await db.delete(giverMarks).where(lt(giverMarks.expiresAt, now)).returning({ id: giverMarks.id })
  return { giverMarks: marks.length, usedProofs: await forgetUsedProofs(db, now) }
}

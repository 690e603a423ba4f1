import { timingSafeEqual } from 'node:crypto'
import { and, eq, gt, inArray, lt, lte, min, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { FEEDBACK_MESSAGES, isUuid } from '#shared/schemas/feedback'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { giverMarks } from '#server/db/schema'
import { appSecret, keyedHash } from '#server/lib/app-secret'
import { HttpError, badRequest, conflict, forbidden, notFound } from '#server/lib/http-error'
import { networkOf, wideNetworkOf } from '#server/lib/networks'
import { randomToken } from '#server/lib/tokens'
import { createProofOfWork, forgetUsedProofs, type ProofOutcome } from './proof-of-work'
import type { LinkOwner } from './feedback.repository'

const DAY_MS = 24 * 60 * 60 * 1000
/** How long a browser is remembered as having answered for a link (its cookie lives as long). */
const BROWSER_WINDOW_MS = 365 * DAY_MS
const NETWORK_WINDOW_MS = DAY_MS
/**
 * How long a link remembers how many answers each network gave it (decision 0031), so a busy
 * network never outweighs the rest. Kept per bucket of networks, never per network: a mark
 * matches tens of thousands of addresses and cannot tell which one answered.
 */
const HISTORY_WINDOW_MS = 365 * DAY_MS
/** 18 bits: 262,144 buckets (about 16,000 IPv4 addresses each). */
const BUCKET_CHARS = 3
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
  const everyday = config.feedbackPerNetworkPerLink
  const most = Math.max(everyday, config.feedbackPerSharedNetworkPerLink)
  const wideMost = Math.max(most, config.feedbackPerWideNetworkPerLink)

  // Always the link's own (lower-case) path: a browser sends a cookie only to the spelling it was set for.
  const cookieOptions = (owner: LinkOwner, maxAgeMs: number) => ({
    path: `/api/feedback/user/${owner.publicId}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.secureCookies,
    maxAge: Math.floor(maxAgeMs / 1000),
  })

  /**
   * One spelling per link (issue 31): another one (upper case) would get cookies of its own
   * path, and the owner's marker would not be sent there. The routes answer it as unknown.
   */
  function sameLink(owner: LinkOwner, uuid: string) {
    if (uuid !== owner.publicId) throw notFound(FEEDBACK_MESSAGES.invalidLink)
  }

  /** The browser's token for this link from its signed cookie, or a new one (set on the reply). */
  async function browserToken(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner): Promise<string> {
    const key = await secret()
    const [token = '', signature = ''] = (request.cookies[GIVER_COOKIE] ?? '').split('.')
    if (token && signature && sameText(signature, keyedHash(key, 'giver-cookie', token))) return token
    const fresh = randomToken(18)
    reply.setCookie(GIVER_COOKIE, `${fresh}.${keyedHash(key, 'giver-cookie', fresh)}`, cookieOptions(owner, BROWSER_WINDOW_MS))
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

  /**
   * Adds a mark under `key` and counts the live ones up to it, this one included: counted after
   * inserting, so concurrent requests cannot all slip under a quota.
   */
  async function claim(key: string, now: Date, windowMs: number) {
    const [mine] = await db
      .insert(giverMarks)
      .values({ key, expiresAt: new Date(now.getTime() + windowMs) })
      .returning({ id: giverMarks.id })
    const id = mine?.id ?? 0
    const [ahead] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(giverMarks.expiresAt) })
      .from(giverMarks)
      .where(and(eq(giverMarks.key, key), gt(giverMarks.expiresAt, now), lte(giverMarks.id, id)))
    return { id, count: Number(ahead?.count ?? 0), oldest: ahead?.oldest ? new Date(ahead.oldest) : undefined }
  }

  /** The network's mark keys for a link, and the expiry of its history marks: the day only, like feedback (decision 0003). */
  async function keysFor(link: string, address: string, now: Date) {
    const key = await secret()
    const network = networkOf(address)
    const bucket = keyedHash(key, 'network-bucket', network).slice(0, BUCKET_CHARS)
    return {
      network: keyedHash(key, 'network', link, network),
      wide: keyedHash(key, 'wide-network', link, wideNetworkOf(address)),
      unproven: keyedHash(key, 'unproven', link),
      linkEveryday: keyedHash(key, 'link-everyday', link),
      bucketEveryday: keyedHash(key, 'bucket-everyday', link, bucket),
      bucketExtra: keyedHash(key, 'bucket-extra', link, bucket),
      historyUntil: new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + HISTORY_WINDOW_MS + DAY_MS),
    }
  }

  return {
    /**
     * A proof-of-work challenge; a harder one (decision 0031) when `?for=` names a link to which
     * the visitor's network already gave its everyday quota in the last 24 hours.
     */
    async challenge(request: FastifyRequest) {
      const link = (request.query as { for?: unknown } | undefined)?.for
      if (typeof link !== 'string' || !isUuid(link) || link !== link.toLowerCase()) return proof.challenge()
      const now = new Date()
      const { count } = await liveMarks((await keysFor(link, request.ip, now)).network, now)
      return proof.challenge(count >= everyday)
    },

    /**
     * What a giver without JavaScript would meet when sending their answers (issue 46): null when
     * the counts let them through, else the message to show on the landing, before any answer, with
     * the way through when there is one (JavaScript solves the proof that lets a busy network go on,
     * and is not held to the link's quota of answers without one). Reads the marks, claims none.
     */
    async withoutScript(request: FastifyRequest, owner: LinkOwner): Promise<string | null> {
      if (!config.feedbackProofOfWork.enabled) return null
      const now = new Date()
      const keys = await keysFor(owner.publicId, request.ip, now)
      const later = (oldest: Date | undefined) => retryIn(oldest ? oldest.getTime() - now.getTime() : NETWORK_WINDOW_MS)
      const wide = await liveMarks(keys.wide, now)
      if (wide.count >= wideMost) return FEEDBACK_MESSAGES.wideNetworkQuota(later(wide.oldest))
      const network = await liveMarks(keys.network, now)
      if (network.count >= everyday) {
        const [linkEveryday, mineEveryday, mineExtra] = await Promise.all(
          [keys.linkEveryday, keys.bucketEveryday, keys.bucketExtra].map(async (markKey) => (await liveMarks(markKey, now)).count),
        )
        const others = (linkEveryday ?? 0) - (mineEveryday ?? 0)
        const scriptHelps = network.count < most && (mineEveryday ?? 0) + (mineExtra ?? 0) + 1 < others
        const retry = later(network.oldest)
        return scriptHelps ? FEEDBACK_MESSAGES.networkQuotaWithoutScript(network.count, retry) : FEEDBACK_MESSAGES.networkQuota(network.count, retry)
      }
      const unproven = await liveMarks(keys.unproven, now)
      if (unproven.count >= config.feedbackUnprovenPerLink) return FEEDBACK_MESSAGES.unprovenQuota(later(unproven.oldest))
      return null
    },

    /**
     * Someone opened a link (its info call): the owner's browser gets the marker that outlives
     * their session; anyone else's gets the giver cookie.
     */
    async opened(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, uuid: string) {
      sameLink(owner, uuid)
      const viewer = await request.currentUser()
      if (viewer && viewer.id === owner.id) {
        reply.setCookie(OWNER_COOKIE, await ownerMarker(owner), cookieOptions(owner, BROWSER_WINDOW_MS))
        return
      }
      await browserToken(request, reply, owner)
    },

    /** A link's owner cannot answer about themself, signed in or, in the same browser, signed out. */
    async refuseOwner(request: FastifyRequest, reply: FastifyReply, owner: LinkOwner, uuid: string) {
      sameLink(owner, uuid)
      const viewer = await request.currentUser()
      if (viewer && viewer.id === owner.id) {
        reply.setCookie(OWNER_COOKIE, await ownerMarker(owner), cookieOptions(owner, BROWSER_WINDOW_MS))
        throw forbidden(FEEDBACK_MESSAGES.selfFeedback)
      }
      const marker = request.cookies[OWNER_COOKIE]
      if (marker && sameText(marker, await ownerMarker(owner))) throw forbidden(FEEDBACK_MESSAGES.selfFeedback)
    },

    /**
     * Before a giver's answers are stored: a valid unused proof of work, a browser that has not
     * answered for this link, a network under its quota and a wide network under its own.
     * Past the everyday quota (FEEDBACK_PER_NETWORK_PER_LINK) a network may go on up to
     * FEEDBACK_PER_SHARED_NETWORK_PER_LINK when the giver solved a harder proof and the link's
     * everyday answers from other networks stay ahead of all this network's answers (decision 0031).
     * Records the marks; a refusal leaves none behind. Returns the browser's token for `allowFollowUp`.
     */
    async admit(
      request: FastifyRequest,
      reply: FastifyReply,
      owner: LinkOwner,
      uuid: string,
      proofPayload: string | undefined,
      options: { unproven?: boolean } = {},
    ) {
      sameLink(owner, uuid)
      // Without a proof of work there is nothing harder to ask for.
      let harder = true
      // A giver without JavaScript cannot solve a proof (decision 0036): they stay within the
      // everyday quota of their network, and the link takes only so many such givers a day.
      const unproven = Boolean(options.unproven) && config.feedbackProofOfWork.enabled
      if (config.feedbackProofOfWork.enabled && !unproven) {
        const checked = await proof.verify(proofPayload)
        if (checked.outcome !== 'ok') throw badRequest(PROOF_MESSAGES[checked.outcome])
        harder = checked.harder
      }
      const key = await secret()
      const now = new Date()
      const token = await browserToken(request, reply, owner)
      const browserKey = keyedHash(key, 'browser', owner.publicId, token)
      if ((await liveMarks(browserKey, now)).count > 0) throw conflict(FEEDBACK_MESSAGES.alreadyAnsweredHere)

      const keys = await keysFor(owner.publicId, request.ip, now)
      const claimed: number[] = []
      const refuse = async (error: HttpError, oldest: Date | undefined) => {
        await db.delete(giverMarks).where(inArray(giverMarks.id, claimed))
        if (error.statusCode === 429) {
          const retryMs = oldest ? oldest.getTime() - now.getTime() : NETWORK_WINDOW_MS
          reply.header('Retry-After', String(Math.max(1, Math.ceil(retryMs / 1000))))
        }
        throw error
      }
      const quotaRefusal = (answered: number, oldest: Date | undefined) => {
        const retryMs = oldest ? oldest.getTime() - now.getTime() : NETWORK_WINDOW_MS
        return new HttpError(429, FEEDBACK_MESSAGES.networkQuota(answered, retryIn(retryMs)))
      }

      if (unproven) {
        const link = await claim(keys.unproven, now, NETWORK_WINDOW_MS)
        claimed.push(link.id)
        if (link.count > config.feedbackUnprovenPerLink) {
          const retryMs = link.oldest ? link.oldest.getTime() - now.getTime() : NETWORK_WINDOW_MS
          return refuse(new HttpError(429, FEEDBACK_MESSAGES.unprovenQuota(retryIn(retryMs))), link.oldest)
        }
      }
      const network = await claim(keys.network, now, NETWORK_WINDOW_MS)
      claimed.push(network.id)
      const extra = network.count > everyday
      // Past the everyday quota only a harder proof lets a network go on: never a giver without one.
      if (extra && unproven) return refuse(quotaRefusal(network.count - 1, network.oldest), network.oldest)
      if (extra) {
        if (network.count > most) return refuse(quotaRefusal(network.count - 1, network.oldest), network.oldest)
        const [linkEveryday, mineEveryday, mineExtra] = await Promise.all(
          [keys.linkEveryday, keys.bucketEveryday, keys.bucketExtra].map(async (markKey) => (await liveMarks(markKey, now)).count),
        )
        // The other networks' everyday answers must stay more than all of this network's, this one included.
        const others = (linkEveryday ?? 0) - (mineEveryday ?? 0)
        if ((mineEveryday ?? 0) + (mineExtra ?? 0) + 1 >= others) return refuse(quotaRefusal(network.count - 1, network.oldest), network.oldest)
        if (!harder) return refuse(badRequest(FEEDBACK_MESSAGES.proofHarder), undefined)
      }
      const wide = await claim(keys.wide, now, NETWORK_WINDOW_MS)
      claimed.push(wide.id)
      if (wide.count > wideMost) {
        const retryMs = wide.oldest ? wide.oldest.getTime() - now.getTime() : NETWORK_WINDOW_MS
        return refuse(new HttpError(429, FEEDBACK_MESSAGES.wideNetworkQuota(retryIn(retryMs))), wide.oldest)
      }
      const history = extra ? [keys.bucketExtra] : [keys.linkEveryday, keys.bucketEveryday]
      await db.insert(giverMarks).values([
        { key: browserKey, expiresAt: new Date(now.getTime() + BROWSER_WINDOW_MS) },
        ...history.map((markKey) => ({ key: markKey, expiresAt: keys.historyUntil })),
      ])
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

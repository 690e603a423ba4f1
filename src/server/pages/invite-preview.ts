import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { invitePreview } from '#shared/seo/routes'
import { PAGE_QUERY_KEYS } from '#shared/ssr/page-state'
import { GIVER_FORM_KEYS } from '#shared/forms/giver-form'
import type { Db } from '#server/db/client'
import { users } from '#server/db/schema'
import { inviteImageMeta } from '#server/modules/share/public-meta'
import type { MetaResolver } from '#server/lib/page-meta'
import { isUuid } from '#shared/schemas/feedback'


/**
 * The head of an invite link (/feedback/user/{uuid}) names the person who asks for feedback, so a
 * WhatsApp preview invites the reader. Only the username is revealed. A malformed id never reaches
 * the database (PostgreSQL would reject the uuid cast); unknown ids and lookup failures fall back to
 * the generic metadata rather than failing the page.
 */
export function invitePreviewResolver(db: Db, log: FastifyBaseLogger, canonicalOrigin: string): MetaResolver {
  return async (params) => {
    const uuid = params.uuid ?? ''
    if (!isUuid(uuid)) return null
    try {
      const [row] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.publicId, uuid.toLowerCase()))
        .limit(1)
      const username = row?.username.trim()
      // No such link: the page says so without JavaScript too (issue 32), with the generic head.
      if (!row) return { data: [{ key: GIVER_FORM_KEYS.gone(uuid), value: true }] }
      if (!username) return null
      const id = uuid.toLowerCase()
      return {
        ...invitePreview(username),
        image: inviteImageMeta(canonicalOrigin, uuid, username),
        // The giver's page shows whose link it is (GET /api/feedback/user/{uuid}'s answer).
        data: [{ key: PAGE_QUERY_KEYS.feedbackLink(id), value: { userId: id, username: row?.username ?? username } }],
      }
    } catch (error) {
      log.warn({ err: error }, 'invite preview lookup failed')
      return null
    }
  }
}

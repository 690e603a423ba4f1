import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { invitePreview } from '#shared/seo/routes'
import type { Db } from '#server/db/client'
import { users } from '#server/db/schema'
import { inviteImageMeta } from '#server/modules/share/public-meta'
import type { MetaResolver } from './head'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string) => UUID.test(value)

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
      return username ? { ...invitePreview(username), image: inviteImageMeta(canonicalOrigin, uuid, username) } : null
    } catch (error) {
      log.warn({ err: error }, 'invite preview lookup failed')
      return null
    }
  }
}

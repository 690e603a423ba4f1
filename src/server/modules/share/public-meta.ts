import type { FastifyBaseLogger } from 'fastify'
import { discStyleName, topTypes } from '#shared/disc/scoring'
import { RESULT_TOKEN_PATTERN } from '#shared/schemas/share'
import { NOT_FOUND_META, publicResultPreview } from '#shared/seo/routes'
import type { MetaOverride, MetaResolver } from '#server/lib/page-meta'
import type { AssessmentRepository } from '#server/modules/assessment/assessment.repository'
import { firstName } from './display-name'
import { GIVER_DURATION } from '#shared/giver-time'
import { inviteImageVersion, siteHost } from './images'
import type { ShareRepository } from './share.repository'

/** og:image of an invite link: absolute on the canonical origin, versioned by the name it shows. */
export function inviteImageMeta(canonicalOrigin: string, uuid: string, username: string): MetaOverride['image'] {
  const version = inviteImageVersion(username, siteHost(canonicalOrigin))
  return {
    url: `${canonicalOrigin}/og/invite/${uuid.toLowerCase()}.png?v=${version}`,
    alt: `Convite do Espelho: como você vê ${username}? Responda em ${GIVER_DURATION}, de forma anônima.`,
  }
}

/**
 * The head of a public result page (/r/{token}): the first name and DISC style in the title, the
 * wide card as og:image, always noindex (the route's metadata). A revoked or unknown token is a 404.
 */
export function publicResultResolver(
  deps: { repo: ShareRepository; assessments: AssessmentRepository; canonicalOrigin: string },
  log: FastifyBaseLogger,
): MetaResolver {
  const gone: MetaOverride = { page: NOT_FOUND_META.page, description: NOT_FOUND_META.description, status: 404 }
  return async (params) => {
    const token = params.token ?? ''
    if (!RESULT_TOKEN_PATTERN.test(token)) return gone
    try {
      const owner = await deps.repo.byToken(token)
      const latest = owner ? await deps.assessments.latestForUser(owner.userId) : null
      if (!owner || !latest) return gone
      const name = firstName(owner.username)
      const style = discStyleName(topTypes(latest))
      return {
        ...publicResultPreview(name, style),
        image: { url: `${deps.canonicalOrigin}/og/result/${token}.png`, alt: `Cartão do resultado DISC: estilo ${style}.` },
      }
    } catch (error) {
      log.warn({ err: error }, 'public result lookup failed')
      return null
    }
  }
}

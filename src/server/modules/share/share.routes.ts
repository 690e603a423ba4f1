import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isUuid } from '#shared/schemas/feedback'
import {
  DiscCardQuerySchema,
  PublicResultSchema,
  RESULT_TOKEN_PATTERN,
  ResultLinkRequestSchema,
  PublicResultParamsSchema,
  ResultLinkSchema,
  SHARE_MESSAGES,
  type ResultLink,
} from '#shared/schemas/share'
import type { AppConfig } from '#server/config'
import { notFound, unauthorized } from '#server/lib/http-error'
import { requireSignedIn } from '#server/plugins/session'
import { anonIdOf } from '#server/lib/anon-visitor'
import type { AssessmentRepository } from '#server/modules/assessment/assessment.repository'
import type { OceanRepository } from '#server/modules/ocean/ocean.repository'
import type { NormsRepository } from '#server/modules/norms/norms.repository'
import { discImage, inviteImage, siteHost, type Image, type ImageCache } from './images'
import { firstName } from './display-name'
import { FIXED_RATE_LIMITS } from '#server/plugins/rate-limit'
import type { ResultLinkRow, ShareRepository } from './share.repository'

interface ShareDeps {
  config: AppConfig
  repo: ShareRepository
  assessments: AssessmentRepository
  ocean: OceanRepository
  norms: NormsRepository
  images: ImageCache
}

/** Image routes render on a cache miss: generous for link-preview crawlers, finite for floods. */
const IMAGE_RATE_LIMIT = FIXED_RATE_LIMITS.images

/** `{id}.png` → id, when the id has the expected shape. */
function pngId(file: string, valid: (id: string) => boolean): string | null {
  if (!file.endsWith('.png')) return null
  const id = file.slice(0, -4)
  return valid(id) ? id : null
}

export const publicResultPagePath = (token: string) => `/r/${token}`

function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image, cacheControl: string, filename?: string) {
  reply.header('ETag', image.etag).header('Cache-Control', cacheControl)
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send()
  if (filename) reply.header('Content-Disposition', `inline; filename="${filename}"`)
  return reply.type('image/png').send(image.png)
}

/**
 * Sharing (issue 15): personal invite previews, DISC result cards for their owner, and the opt-in
 * public result page's data and image. Nothing from feedback is ever drawn or returned here.
 */
export function shareRoutes(app: FastifyInstance, deps: ShareDeps) {
  const { config, repo, assessments, ocean, norms, images } = deps
  const host = siteHost(config.canonicalOrigin)
  const r = app.withTypeProvider<ZodTypeProvider>()

  const linkView = (row: ResultLinkRow | null): ResultLink =>
    row ? { url: `${config.publicUrl}${publicResultPagePath(row.token)}`, showOcean: row.showOcean } : { url: null, showOcean: false }

  // The first render also parses the fonts: done once at start in production, off the request path.
  if (config.env === 'production') {
    app.addHook('onReady', async () => {
      void inviteImage(images, null, host).catch((error: unknown) => app.log.warn({ err: error }, 'share image warm-up failed'))
    })
  }

  // The invite preview (og:image of /feedback/user/{uuid}); an unknown person gets the generic one.
  app.get<{ Params: { file: string } }>('/og/invite/:file', { config: { rateLimit: IMAGE_RATE_LIMIT } }, async (request, reply) => {
    const uuid = pngId(request.params.file, isUuid)
    const username = uuid ? await repo.usernameByPublicId(uuid.toLowerCase()) : null
    const image = await inviteImage(images, username, host)
    return sendImage(request, reply, image, 'public, max-age=3600')
  })

  // The public page's image: gone (404) the moment the person turns the page off.
  app.get<{ Params: { file: string } }>('/og/result/:file', { config: { rateLimit: IMAGE_RATE_LIMIT } }, async (request, reply) => {
    const token = pngId(request.params.file, (id) => RESULT_TOKEN_PATTERN.test(id))
    const owner = token ? await repo.byToken(token) : null
    const latest = owner ? await assessments.latestForUser(owner.userId) : null
    if (!latest) throw notFound(SHARE_MESSAGES.publicNotFound)
    const image = await discImage(images, 'wide', latest, latest.createdAt, host)
    return sendImage(request, reply, image, 'public, max-age=300')
  })

  r.get('/api/share/disc-card', { schema: { querystring: DiscCardQuerySchema }, config: { rateLimit: IMAGE_RATE_LIMIT } }, async (request, reply) => {
    const { format } = request.query
    const user = await request.currentUser()
    let result
    if (user) {
      result = await assessments.latestForUser(user.id)
      if (!result) throw notFound(SHARE_MESSAGES.noResult)
    } else {
      // The anonymous completion card shares the visitor's own temporary result (their cookie).
      const anonId = anonIdOf(request)
      result = anonId ? await assessments.temporaryFor(anonId) : null
      if (!result) throw unauthorized(SHARE_MESSAGES.signIn)
    }
    const image = await discImage(images, format, result, result.createdAt, host)
    return sendImage(request, reply, image, 'private, no-cache', `espelho-meu-disc-${format}.png`)
  })

  r.get('/api/share/result-link', { preValidation: requireSignedIn, schema: { response: { 200: ResultLinkSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    reply.header('Cache-Control', 'no-store')
    return linkView(await repo.linkFor(user.id))
  })

  r.post(
    '/api/share/result-link',
    { preValidation: requireSignedIn, schema: { body: ResultLinkRequestSchema.optional(), response: { 201: ResultLinkSchema } } },
    async (request, reply) => {
      const user = await request.requireUser()
      if (!(await assessments.latestForUser(user.id))) throw notFound(SHARE_MESSAGES.noResult)
      const row = await repo.enable(user.id, request.body?.showOcean === true)
      return reply.status(201).header('Cache-Control', 'no-store').send(linkView(row))
    },
  )

  r.delete('/api/share/result-link', { preValidation: requireSignedIn, schema: { response: { 200: ResultLinkSchema } } }, async (request, reply) => {
    const user = await request.requireUser()
    await repo.revoke(user.id)
    reply.header('Cache-Control', 'no-store')
    return linkView(null)
  })

  r.get(
    '/api/share/public/:token',
    { schema: { params: PublicResultParamsSchema, response: { 200: PublicResultSchema } }, config: { rateLimit: IMAGE_RATE_LIMIT } },
    async (request, reply) => {
      const { token } = request.params
      const owner = RESULT_TOKEN_PATTERN.test(token) ? await repo.byToken(token) : null
      const latest = owner ? await assessments.latestForUser(owner.userId) : null
      if (!owner || !latest) throw notFound(SHARE_MESSAGES.publicNotFound)
      const big5 = owner.showOcean ? await ocean.latest(owner.userId) : null
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow')
      return {
        firstName: firstName(owner.username),
        disc: { dominance: latest.dominance, influence: latest.influence, steadiness: latest.steadiness, compliance: latest.compliance },
        date: latest.createdAt.toISOString(),
        ocean: big5
          ? {
              openness: big5.openness,
              conscientiousness: big5.conscientiousness,
              extraversion: big5.extraversion,
              agreeableness: big5.agreeableness,
              neuroticism: big5.neuroticism,
              // Where these scores stand among Espelho's consenting people (issue 48), as on every page.
              norms: await norms.publicViewFor(big5),
            }
          : null,
      }
    },
  )
}

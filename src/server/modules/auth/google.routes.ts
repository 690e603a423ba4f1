import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import * as oidc from 'openid-client'
import { eq, lt } from 'drizzle-orm'
import { visibleText } from '#shared/schemas/text'
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '#shared/product'
import type { AppConfig } from '#server/config'
import type { Db } from '#server/db/client'
import { oauthFlows } from '#server/db/schema'
import { sha256 } from '#server/lib/tokens'
import type { SessionService } from '#server/plugins/session'
import type { AuthRepository, UserRow } from './auth.repository'
import type { AuthHooks } from './auth.routes'

const FLOW_COOKIE = 'espelho_oauth'
const FLOW_TTL_MS = 10 * 60 * 1000
const SESSION_DATA_MAX = 4096

export const GOOGLE_ERRORS = {
  unavailable: 'google_unavailable',
  failed: 'google_failed',
  unverified: 'google_unverified',
} as const

/**
 * Google sign-in with OpenID Connect (discovery, PKCE, state and nonce). The round trip's secrets
 * live in the database, keyed by the state's hash, and the state is also bound to this browser by
 * a short-lived cookie, so a link crafted by someone else cannot sign a victim in.
 */
export function googleRoutes(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; repo: AuthRepository; sessions: SessionService; hooks: AuthHooks },
) {
  const { config, db, repo, sessions, hooks } = deps
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`
  let discovered: Promise<oidc.Configuration> | undefined

  function clientConfig(google: NonNullable<AppConfig['google']>) {
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        execute: google.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [],
        timeout: 5,
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  const fail = (reply: FastifyReply, code: string) => reply.redirect(`/login?error=${code}`, 303)

  // Both routes answer only with redirects (303, no body): they declare no response schema.

  app.get('/api/auth/google', async (request: FastifyRequest, reply) => {
    const google = config.google
    if (!google) return fail(reply, GOOGLE_ERRORS.unavailable)
    const query = request.query as Record<string, unknown>
    let oidcConfig: oidc.Configuration
    try {
      oidcConfig = await clientConfig(google)
    } catch (error) {
      request.log.warn({ err: error }, 'google discovery failed')
      return fail(reply, GOOGLE_ERRORS.failed)
    }
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const codeVerifier = oidc.randomPKCECodeVerifier()
    await db.delete(oauthFlows).where(lt(oauthFlows.createdAt, new Date(Date.now() - FLOW_TTL_MS)))
    await db.insert(oauthFlows).values({
      id: sha256(state),
      codeVerifier,
      nonce,
      sessionData: parseSessionData(query.sessionData),
      anonId: request.cookies.espelho_anon ?? null,
    })
    reply.setCookie(FLOW_COOKIE, state, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/api/auth/google',
      maxAge: FLOW_TTL_MS / 1000,
    })
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    }
    if (typeof query.email === 'string' && query.email.length < 320) parameters.login_hint = query.email
    return reply.redirect(oidc.buildAuthorizationUrl(oidcConfig, parameters).href, 303)
  })

  app.get('/api/auth/google/callback', async (request, reply) => {
    const google = config.google
    if (!google) return fail(reply, GOOGLE_ERRORS.unavailable)
    const query = request.query as Record<string, unknown>
    const state = typeof query.state === 'string' ? query.state : ''
    const cookieState = request.cookies[FLOW_COOKIE]
    reply.clearCookie(FLOW_COOKIE, { path: '/api/auth/google' })
    if (!state || state !== cookieState) return fail(reply, GOOGLE_ERRORS.failed)
    const [flow] = await db.delete(oauthFlows).where(eq(oauthFlows.id, sha256(state))).returning()
    if (!flow || flow.createdAt.getTime() < Date.now() - FLOW_TTL_MS) return fail(reply, GOOGLE_ERRORS.failed)

    let claims: oidc.IDToken | undefined
    try {
      const tokens = await oidc.authorizationCodeGrant(
        await clientConfig(google),
        new URL(request.url, config.publicUrl),
        { pkceCodeVerifier: flow.codeVerifier, expectedState: state, expectedNonce: flow.nonce, idTokenExpected: true },
      )
      claims = tokens.claims()
    } catch (error) {
      request.log.warn({ err: error }, 'google code exchange failed')
      return fail(reply, GOOGLE_ERRORS.failed)
    }
    if (!claims?.sub) return fail(reply, GOOGLE_ERRORS.failed)

    const user = await findOrCreateGoogleUser(claims, request, reply)
    if (!user) return fail(reply, GOOGLE_ERRORS.unverified)
    await sessions.start(request, reply, user.id)
    const anonIds = [flow.anonId, sessionIdOf(flow.sessionData)].filter((v): v is string => Boolean(v))
    await hooks.afterSignIn(request, reply, user.id, anonIds)
    return reply.redirect('/results', 303)
  })

  async function findOrCreateGoogleUser(claims: oidc.IDToken, request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null> {
    const source = app.funnel.sourceOf(request)
    const bySub = await repo.findByGoogleSub(claims.sub)
    if (bySub) return bySub
    const email = typeof claims.email === 'string' ? claims.email : null
    if (!email || claims.email_verified !== true) return null
    const byEmail = await repo.findByEmail(email)
    // Linking is safe only because Google verified that this person controls the address.
    if (byEmail) return repo.linkGoogle(byEmail.id, claims.sub)
    const created = await repo.create({ username: usernameFrom(claims, email), email, googleSub: claims.sub, acquisitionSource: source === 'invite' ? 'invite' : null })
    if (!created) return repo.findByEmail(email)
    app.funnel.record(request, 'account_created', source)
    app.funnel.forgetGiver(request, reply)
    return created
  }
}

function usernameFrom(claims: oidc.IDToken, email: string) {
  const name = typeof claims.name === 'string' ? visibleText(claims.name.replace(/[<>\r\n\t]/g, '')).trim() : ''
  const base = name || email.split('@')[0] || 'pessoa'
  return base.padEnd(USERNAME_MIN_LENGTH, '_').slice(0, USERNAME_MAX_LENGTH)
}

function parseSessionData(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string' || raw.length > SESSION_DATA_MAX) return null
  try {
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

function sessionIdOf(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null
  const id = (data as Record<string, unknown>).sessionId
  return typeof id === 'string' && id.length <= 64 ? id : null
}


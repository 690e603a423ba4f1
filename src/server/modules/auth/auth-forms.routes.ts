import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  AUTH_FORM_KEY,
  AUTH_FORM_PAGES,
  AUTH_REDIRECT_FIELD,
  isAuthFormState,
  safeRedirectPath,
  type AuthForm,
  type AuthFormState,
} from '#shared/forms/auth-forms'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import type { AppConfig } from '#server/config'
import { sendAsJson as sendFormAsJson } from '#server/lib/send-as-json'
import type { PageDataProvider } from '#server/lib/page-sender'

/** What a refused post leaves for its page: a short-lived cookie scoped to that page's path. */
const FLASH_COOKIE = 'espelho_auth_form'
const FLASH_SECONDS = 120
/** Longer than any e-mail, password, token or path the forms post: anything longer is not ours. */
const MAX_FIELD_LENGTH = 1024

/**
 * Pages whose address could carry a secret (a reset or confirmation token, a gift code) or that take
 * a password: their Referer says the origin only, never the path or query, not even to this site's
 * own assets, whose requests a proxy may log (issue 45). `strict-origin`, not `no-referrer`: under
 * `no-referrer` Chromium sends `Origin: null` with the page's own POSTs (the form, and the app's
 * fetch calls), which the same-origin rule of DESIGN.md §5 rightly refuses.
 */
const REFERRER_POLICY_FOR_SECRETS = 'strict-origin'
const ORIGIN_ONLY_REFERRER_PAGES = new Set(['/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/gift', '/gift/success', '/gift/redeem'])

const JSON_ROUTES: Record<AuthForm, string> = {
  login: '/api/auth/login',
  register: '/api/auth/register',
  resetPassword: '/api/auth/reset-password',
}
const FIELDS: Record<AuthForm, readonly string[]> = {
  login: ['email', 'password'],
  register: ['username', 'email', 'password', 'confirmPassword'],
  resetPassword: ['token', 'password', 'confirmPassword'],
}
const TITLES: Record<AuthForm, string> = {
  login: AUTH_MESSAGES.loginFailedTitle,
  register: AUTH_MESSAGES.registerFailedTitle,
  resetPassword: 'Não foi possível alterar a senha',
}

/** Each field a single short text; null when the body is not what our pages post. */
function readFields(body: unknown, names: readonly string[]): Record<string, string> | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const fields: Record<string, string> = {}
  for (const name of [...names, AUTH_REDIRECT_FIELD]) {
    const value = (body as Record<string, unknown>)[name]
    if (value === undefined) continue
    // Repeated keys arrive as arrays: only one text counts.
    if (typeof value !== 'string' || value.length > MAX_FIELD_LENGTH) return null
    fields[name] = value
  }
  return fields
}

const pathOf = (url: string) => url.split('?')[0] ?? ''

/**
 * POST /api/forms/login, /api/forms/register and /api/forms/reset-password (issue 45): the three
 * forms as plain HTML forms, posted (never GET: the password would be in the address) by a browser
 * without JavaScript or before the page's code runs. Like the self tests' forms (decision 0035),
 * each sends the fields through the JSON route itself (`app.inject` with the visitor's cookies,
 * Origin, Sec-Fetch-Site, Host and address), so validation, rate limits, the session cookie and the
 * claim of anonymous results stay the JSON route's. Success: 303 to where the page was going. A
 * refusal: 303 back to the page, which shows the JSON route's message and the e-mail typed, carried
 * by a cookie of two minutes scoped to that page (never the password, never in the address).
 * Under /api/, so the same-origin rule of DESIGN.md §5 applies to them as to every API post.
 */
export function authFormRoutes(app: FastifyInstance, deps: { config: AppConfig }): Record<string, PageDataProvider> {
  const { config } = deps

  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url)
    if (ORIGIN_ONLY_REFERRER_PAGES.has(path) || path.startsWith('/api/forms/')) reply.header('Referrer-Policy', REFERRER_POLICY_FOR_SECRETS)
    // The message is shown once: the page that reads it forgets it.
    if (request.method === 'GET' && request.cookies[FLASH_COOKIE] !== undefined && Object.values(AUTH_FORM_PAGES).includes(path as never)) {
      reply.clearCookie(FLASH_COOKIE, { path, httpOnly: true, sameSite: 'lax', secure: config.secureCookies })
    }
  })

  /** The JSON route's answer to the same fields, as if the page had sent them from this browser. */
  const sendAsJson = async (request: FastifyRequest, reply: FastifyReply, url: string, payload: Record<string, string>) => {
    const { response, message } = await sendFormAsJson(app, request, reply, url, payload)
    if (response.statusCode === 429) {
      const retryAfter = response.headers['retry-after']
      if (retryAfter !== undefined) reply.header('retry-after', retryAfter)
    }
    return { status: response.statusCode, message }
  }

  const pageOf = (form: AuthForm, fields: Record<string, string>) => {
    const page = AUTH_FORM_PAGES[form]
    if (form === 'resetPassword') return fields.token ? `${page}?token=${encodeURIComponent(fields.token)}` : page
    const back = safeRedirectPath(fields[AUTH_REDIRECT_FIELD])
    return back ? `${page}?${AUTH_REDIRECT_FIELD}=${encodeURIComponent(back)}` : page
  }

  const refuse = (reply: FastifyReply, form: AuthForm, fields: Record<string, string>, description: string) => {
    const state: AuthFormState = { form, title: TITLES[form], description, email: form === 'resetPassword' ? '' : (fields.email ?? '').slice(0, 320) }
    reply.setCookie(FLASH_COOKIE, Buffer.from(JSON.stringify(state)).toString('base64url'), {
      path: AUTH_FORM_PAGES[form],
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: FLASH_SECONDS,
    })
    return reply.redirect(pageOf(form, fields), 303)
  }

  const handle = (form: AuthForm) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = readFields(request.body, FIELDS[form])
      if (!fields) return refuse(reply, form, {}, form === 'login' ? AUTH_MESSAGES.invalidCredentials : 'Dados inválidos.')
      const payload: Record<string, string> = {}
      for (const name of FIELDS[form]) payload[name] = fields[name] ?? ''
      const answer = await sendAsJson(request, reply, JSON_ROUTES[form], payload)
      if (answer.status >= 200 && answer.status < 300) {
        reply.clearCookie(FLASH_COOKIE, { path: AUTH_FORM_PAGES[form], httpOnly: true, sameSite: 'lax', secure: config.secureCookies })
        const next = form === 'resetPassword' ? null : safeRedirectPath(fields[AUTH_REDIRECT_FIELD])
        return reply.redirect(next ?? '/results', 303)
      }
      // Login: any refusal but the rate limit reads as a wrong password, as in the app.
      const description =
        form === 'login' && answer.status !== 429
          ? AUTH_MESSAGES.invalidCredentials
          : (answer.message ?? (form === 'register' ? AUTH_MESSAGES.registerFailedFallback : 'Não foi possível alterar a senha. Tente novamente.'))
      return refuse(reply, form, fields, description)
    }
  // The paths written out (AUTH_FORM_ACTIONS holds the same), as every route of the API is
  // (tests/server/contracts/response-schemas.test.ts).
  app.post('/api/forms/login', { config: { acceptsForm: true } }, handle('login'))
  app.post('/api/forms/register', { config: { acceptsForm: true } }, handle('register'))
  app.post('/api/forms/reset-password', { config: { acceptsForm: true } }, handle('resetPassword'))

  /** The refused post's message and e-mail for the page's render (read from the cookie, checked). */
  const flashOf = (form: AuthForm): PageDataProvider => async (request) => {
    const value = request.cookies[FLASH_COOKIE]
    if (!value || value.length > 4096) return []
    let state: unknown
    try {
      state = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    } catch {
      return []
    }
    return isAuthFormState(state) && state.form === form ? [{ key: AUTH_FORM_KEY, value: state }] : []
  }
  return {
    [AUTH_FORM_PAGES.login]: flashOf('login'),
    [AUTH_FORM_PAGES.register]: flashOf('register'),
    [AUTH_FORM_PAGES.resetPassword]: flashOf('resetPassword'),
  }
}

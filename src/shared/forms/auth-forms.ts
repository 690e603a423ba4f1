/**
 * The login, register and reset-password forms without JavaScript (issue 45): they post here,
 * never with GET (a password in the address would land in logs, history and the next Referer).
 * Pure code: the server and the client both read it.
 */
export const AUTH_FORM_ACTIONS = {
  login: '/api/forms/login',
  register: '/api/forms/register',
  resetPassword: '/api/forms/reset-password',
} as const

/** The page each form is on: a refused post goes back to it (303) with the message. */
export const AUTH_FORM_PAGES = {
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
} as const
export type AuthForm = keyof typeof AUTH_FORM_ACTIONS

/** The hidden field naming where to go once signed in (the page's own `?redirect=`). */
export const AUTH_REDIRECT_FIELD = 'redirect'

/** Query key under which the page carries what the server refused (never fetched). */
export const AUTH_FORM_KEY = ['forms', 'auth'] as const

/** A refused post: the app's title and text for it, and the e-mail typed (never the password). */
export interface AuthFormState {
  form: AuthForm
  title: string
  description: string
  email: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export const isAuthFormState = (value: unknown): value is AuthFormState =>
  isRecord(value) &&
  typeof value.form === 'string' &&
  Object.hasOwn(AUTH_FORM_ACTIONS, value.form) &&
  typeof value.title === 'string' &&
  typeof value.description === 'string' &&
  typeof value.email === 'string'

/** Only a path of this site (never `//host`, `\`, a scheme or a control character): no open redirect. */
export function safeRedirectPath(path: unknown): string | null {
  if (typeof path !== 'string' || path.length > 512) return null
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(path) && !path.includes('\\') ? path : null
}

import { clientConfig } from '#client/lib/client-config'
import { readJson, STORAGE_KEYS } from '#client/lib/storage'
import { trackGoogleAttempt } from '#client/lib/analytics'

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  )
}

/** The address of the provider sign-in, carrying the stored DISC result (SPEC.md §2). */
export function googleSignInHref(email?: string) {
  const params = new URLSearchParams()
  if (email) params.set('email', email)
  const stored = readJson<unknown>('local', STORAGE_KEYS.assessmentData) ?? readJson<unknown>('session', STORAGE_KEYS.assessmentData)
  if (stored) params.set('sessionData', JSON.stringify(stored))
  const query = params.toString()
  return `/api/auth/google${query ? `?${query}` : ''}`
}

const baseClass =
  'inline-flex h-11 w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm'

export function GoogleButton({ label = 'Continuar com Google', email }: { label?: string; email?: string }) {
  if (!clientConfig().googleEnabled) {
    return (
      <div className="flex flex-col gap-1">
        <button type="button" disabled aria-describedby="google-indisponivel" className={`${baseClass} cursor-not-allowed opacity-60`}>
          <GoogleMark /> {label}
        </button>
        <p id="google-indisponivel" className="text-center text-xs text-slate-600">
          O acesso com Google está indisponível no momento. Use seu e-mail e senha.
        </p>
      </div>
    )
  }
  return (
    <a href={googleSignInHref(email)} onClick={trackGoogleAttempt} className={`${baseClass} hover:bg-slate-50`}>
      <GoogleMark /> {label}
    </a>
  )
}

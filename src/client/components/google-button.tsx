import { clientConfig } from '#client/lib/client-config'
import { readJson, STORAGE_KEYS } from '#client/lib/storage'
import { trackGoogleAttempt } from '#client/lib/analytics'
import { OrDivider } from '#client/components/ui/or-divider'

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
function googleSignInHref(email: string | undefined, withStored: boolean) {
  const params = new URLSearchParams()
  if (email) params.set('email', email)
  const stored = withStored
    ? (readJson<unknown>('local', STORAGE_KEYS.assessmentData) ?? readJson<unknown>('session', STORAGE_KEYS.assessmentData))
    : null
  if (stored) params.set('sessionData', JSON.stringify(stored))
  const query = params.toString()
  return `/api/auth/google${query ? `?${query}` : ''}`
}

const buttonClass =
  'inline-flex h-11 w-full items-center justify-center gap-3 rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 shadow-sm hover:bg-slate-50'

/**
 * The provider sign-in, with the 'ou' line before the form when `divider`. Without a configured
 * provider nothing is shown at all (issue 33): a greyed button only tells the person about a door
 * they cannot use.
 */
export function GoogleButton({ label = 'Continuar com Google', email, divider = false }: { label?: string; email?: string; divider?: boolean }) {
  if (!clientConfig().googleEnabled) return null
  return (
    <>
      <a
        // The stored result lives in the browser: read when tapped, so the server's markup and the
        // hydrated one agree (issue 33, no hydration error).
        href={googleSignInHref(email, false)}
        onClick={(event) => {
          event.currentTarget.href = googleSignInHref(email, true)
          trackGoogleAttempt()
        }}
        className={buttonClass}
      >
        <GoogleMark /> {label}
      </a>
      {divider ? <OrDivider /> : null}
    </>
  )
}

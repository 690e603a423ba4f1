import { cn } from '#client/lib/cn'
import { openConsentPreferences } from '#client/lib/consent-store'

/** The footer's way back to the cookie choice (LGPD: consent can be changed at any time). */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentPreferences} className={cn('text-left', className)}>
      Preferências de cookies
    </button>
  )
}

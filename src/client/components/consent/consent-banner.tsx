import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'
import {
  closeConsentPreferences,
  setConsent,
  useConsent,
  useConsentBannerOpen,
  useConsentPreferencesRequest,
} from '#client/lib/consent-store'

const CHOICE_TEXT = {
  granted: 'Sua escolha atual: cookies de medição e publicidade aceitos.',
  denied: 'Sua escolha atual: cookies de medição e publicidade recusados.',
} as const

/**
 * The LGPD cookie banner (DESIGN.md §5): 'Aceitar' and 'Recusar' side by side with the same
 * weight; nothing of analytics, the pixel or AdSense loads until 'Aceitar'. Not a modal: the page
 * stays usable while the visitor decides.
 */
export function ConsentBanner() {
  const open = useConsentBannerOpen()
  const choice = useConsent()
  const request = useConsentPreferencesRequest()
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Asked for from the footer: it can be closed without choosing again.
  const requested = request > 0

  useEffect(() => {
    // Opened from the footer: take the visitor to it.
    if (request > 0) headingRef.current?.focus()
  }, [request])

  if (!open) return null
  return (
    <section
      aria-labelledby="consentimento-titulo"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-8px_30px_rgb(15_23_42/0.12)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-6 sm:py-5">
        <div className="flex flex-1 flex-col gap-1">
          <div className="flex items-start justify-between gap-3">
            <h2 id="consentimento-titulo" ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
              Cookies e privacidade
            </h2>
            {requested ? (
              <button
                type="button"
                onClick={closeConsentPreferences}
                aria-label="Fechar preferências de cookies"
                className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 sm:hidden"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            ) : null}
          </div>
          <p className="text-sm text-slate-700">
            Usamos cookies essenciais para manter você conectado. Com a sua permissão, usamos também cookies de medição de
            audiência e de publicidade. Você pode mudar de ideia quando quiser em “Preferências de cookies”, no rodapé.{' '}
            <Link to="/privacy-policy" className="font-medium text-violet-800 underline underline-offset-2">
              Política de privacidade
            </Link>
          </p>
          {choice !== 'unset' ? <p className="text-sm font-medium text-slate-700">{CHOICE_TEXT[choice]}</p> : null}
        </div>
        <div className="flex items-center gap-3">
          <Button variant="secondary" className="flex-1 sm:w-32 sm:flex-none" onClick={() => setConsent('denied')}>
            Recusar
          </Button>
          <Button variant="secondary" className="flex-1 sm:w-32 sm:flex-none" onClick={() => setConsent('granted')}>
            Aceitar
          </Button>
          {requested ? (
            <button
              type="button"
              onClick={closeConsentPreferences}
              aria-label="Fechar preferências de cookies"
              className="hidden rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700 sm:inline-flex"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : null}
        </div>
      </div>
    </section>
  )
}

import { Bug, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { AD_PLACEMENT_IDS, AD_MAX_DAILY_VIEWS } from '#shared/ads/placements'
import { consentChoice } from '#client/lib/consent-store'
import { clientAdSource } from '#client/lib/ads/ad-source'
import { adScriptState } from '#client/lib/ads/ad-script'
import { allViewsToday } from '#client/lib/ads/view-counter'
import { analyticsMode } from '#client/lib/analytics'

export const DEBUG_REFRESH_MS = 2000

function snapshot() {
  const script = adScriptState()
  return {
    source: clientAdSource(),
    script: script.status,
    adBlocked: script.adBlocked,
    consent: consentChoice(),
    analytics: analyticsMode(),
    views: allViewsToday(),
    events: (window.__analyticsEvents ?? []).slice(-8).reverse(),
  }
}

const CONSENT_TEXT = { granted: 'aceitos', denied: 'recusados', unset: 'sem escolha' } as const

/**
 * The ads debug panel of SPEC.md §2 "Other surfaces": development only (never in the production
 * bundle's first load — it is loaded lazily, and only when the server says 'development'), it
 * shows the ad state and the latest analytics events, refreshed every 2 s.
 */
export default function AdsDebugPanel() {
  const [open, setOpen] = useState(false)
  const [state, setState] = useState(snapshot)

  useEffect(() => {
    if (!open) return
    const timer = setInterval(() => setState(snapshot()), DEBUG_REFRESH_MS)
    return () => clearInterval(timer)
  }, [open])

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setState(snapshot())
          setOpen(true)
        }}
        className="fixed bottom-3 left-3 z-30 inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-3 py-2 text-xs font-semibold text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        <Bug aria-hidden="true" className="size-4" /> Depurar anúncios
      </button>
    )
  }
  return (
    <section
      aria-labelledby="depuracao-anuncios"
      className="fixed bottom-3 left-3 z-30 max-h-[70dvh] w-[min(92vw,22rem)] overflow-y-auto rounded-2xl bg-slate-900 p-4 text-xs text-slate-100 shadow-2xl"
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 id="depuracao-anuncios" className="text-sm font-semibold">
          Anúncios e análise (desenvolvimento)
        </h2>
        <button type="button" onClick={() => setOpen(false)} aria-label="Fechar depuração" className="rounded p-1 hover:bg-slate-700">
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
        <dt className="text-slate-400">Origem</dt>
        <dd>{state.source}</dd>
        <dt className="text-slate-400">Script</dt>
        <dd>{state.script}</dd>
        <dt className="text-slate-400">Bloqueador</dt>
        <dd>{state.adBlocked ? 'detectado' : 'não detectado'}</dd>
        <dt className="text-slate-400">Cookies</dt>
        <dd>{CONSENT_TEXT[state.consent]}</dd>
        <dt className="text-slate-400">Análise</dt>
        <dd>{state.analytics === 'live' ? 'GA4/Pixel' : 'window.__analyticsEvents'}</dd>
      </dl>
      <h3 className="mt-3 font-semibold">Visualizações hoje (máx. {AD_MAX_DAILY_VIEWS})</h3>
      <ul className="mt-1 grid grid-cols-1 gap-0.5">
        {AD_PLACEMENT_IDS.map((id) => (
          <li key={id} className="flex justify-between gap-2">
            <span className="text-slate-300">{id}</span>
            <span>{state.views[id] ?? 0}</span>
          </li>
        ))}
      </ul>
      <h3 className="mt-3 font-semibold">Últimos eventos</h3>
      <ol className="mt-1 flex flex-col gap-0.5 font-mono">
        {state.events.length === 0 ? <li className="text-slate-400">Nenhum evento ainda.</li> : null}
        {state.events.map((item, index) => (
          <li key={`${index}-${item.event}`} className="truncate" title={JSON.stringify(item.params)}>
            {item.event}
          </li>
        ))}
      </ol>
    </section>
  )
}

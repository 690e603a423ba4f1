import { Send, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { shouldShowNudge } from '#shared/feedback/tiers'
import { NUDGE_HIDE_AFTER_MS, NUDGE_SHOW_AFTER_MS } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { readJson, STORAGE_KEYS, writeJson } from '#client/lib/storage'

function goToInvite() {
  const section = document.getElementById('convite-feedback')
  section?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  section?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true })
}

/** SPEC.md §4: 30 s after load with 2 feedbacks or fewer, once; gone at 40 s or when closed. */
export function FloatingNudge({ count }: { count: number }) {
  const [visible, setVisible] = useState(false)
  const eligible = shouldShowNudge(count)

  useEffect(() => {
    if (!eligible || readJson<boolean>('session', STORAGE_KEYS.feedbackNudgeShown)) return
    const show = window.setTimeout(() => {
      writeJson('session', STORAGE_KEYS.feedbackNudgeShown, true)
      setVisible(true)
    }, NUDGE_SHOW_AFTER_MS)
    const hide = window.setTimeout(() => setVisible(false), NUDGE_HIDE_AFTER_MS)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(hide)
    }
  }, [eligible])

  if (!visible) return null
  return (
    <aside
      aria-label="Lembrete"
      className="fixed inset-x-4 bottom-4 z-40 flex flex-col gap-3 rounded-2xl border border-violet-200 bg-white p-4 pr-10 shadow-xl sm:inset-x-auto sm:left-4 sm:w-80"
    >
      <button
        type="button"
        aria-label="Fechar lembrete"
        onClick={() => setVisible(false)}
        className="absolute right-2 top-2 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-700"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <p className="font-bold text-slate-900">Que tal convidar mais alguém?</p>
      <p className="text-sm text-slate-700">
        {count === 0
          ? 'Ninguém respondeu ainda. Envie seu link para 3 pessoas e descubra como elas te veem.'
          : 'Você está quase lá! Com 3 feedbacks você desbloqueia o radar DISC 360°.'}
      </p>
      <Button
        size="sm"
        onClick={() => {
          setVisible(false)
          goToInvite()
        }}
      >
        <Send aria-hidden="true" className="size-4" />
        Convidar agora
      </Button>
    </aside>
  )
}

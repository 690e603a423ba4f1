import { Crown, Sparkles } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatPlanPrice } from '#shared/format'
import { PLANS } from '#shared/product'
import type { User } from '#shared/schemas/auth'
import { Button } from '#client/components/ui/button'
import { UpgradeModal } from './upgrade-modal'
import { track } from '#client/lib/analytics'

/**
 * The premium upsell card of /results with its upgrade modal. Premium users see a short
 * confirmation instead of a sales pitch.
 */
export function PremiumUpsell({ user }: { user: User }) {
  const [open, setOpen] = useState(false)

  if (user.isPremium) {
    return (
      <section aria-label="Seu plano" className="flex items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950 sm:p-4 sm:text-base">
        <Crown aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
        <p>
          <strong>Você é Premium.</strong> Todos os insights, filtros e análises estão liberados, sem anúncios.
        </p>
      </section>
    )
  }

  return (
    <section
      aria-labelledby="premium-upsell-title"
      className="flex flex-col gap-2 rounded-2xl bg-gradient-to-br from-violet-800 via-violet-700 to-fuchsia-700 p-4 text-white shadow-sm sm:gap-4 sm:p-5"
    >
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide sm:px-3 sm:py-1">
        <Sparkles aria-hidden="true" className="size-3.5" /> Premium
      </p>
      <h2 id="premium-upsell-title" className="text-lg font-bold sm:text-xl">
        Veja o quadro completo de como te percebem
      </h2>
      <p className="text-[0.8125rem] text-violet-100 sm:text-base">
        Pontos cegos explicados, como colegas, amigos e família te veem, todas as características e as nuvens de
        palavras nítidas. A partir de {formatPlanPrice(PLANS.monthly.price)}/mês, sem renovação automática.
      </p>
      <div className="mt-1 grid grid-cols-2 gap-2 sm:mt-0 lg:grid-cols-1">
        <Button
          variant="secondary"
          // One line at 360 px (issue 33): half of a phone's card is narrow for the button's padding.
          className="whitespace-nowrap px-3 sm:h-12"
          onClick={() => {
            track('premium_upsell_click', { source: 'results_upsell_card' })
            setOpen(true)
          }}
        >
          Fazer upgrade
        </Button>
        <Button asChild variant="ghost" className="px-2 text-sm text-white hover:bg-white/10 hover:text-white sm:px-5 sm:text-base">
          <Link to="/pricing">Comparar planos</Link>
        </Button>
      </div>
      <UpgradeModal open={open} onOpenChange={setOpen} />
    </section>
  )
}

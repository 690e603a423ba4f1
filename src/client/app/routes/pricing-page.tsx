import { Check, Crown, X } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { GiftInvitation } from '#client/features/payment/components/gift-invitation'
import { FREE_FEEDBACK_LIST_UNLOCK_AT, PLANS, QUARTERLY_SAVING, RADAR_UNLOCK_AT, THIRD_CHARACTERISTIC_UNLOCK_AT } from '#shared/product'
import { formatPlanPrice } from '#shared/format'
import { PremiumFeatureList } from '#client/components/upgrade/premium-features'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { useUser } from '#client/lib/session'
import { DEFAULT_PAYMENT_METHOD, formatPremiumDate, useStartUpgrade, type PaymentMethod } from '#client/components/upgrade/upgrade'
import { PaymentMethodPicker } from '#client/components/upgrade/payment-method-picker'
import { PlanButtons } from '#client/features/payment/components/plan-buttons'
import { PricingFaq } from '#client/features/payment/components/pricing-faq'
import { SandboxNotice } from '#client/features/payment/components/sandbox-notice'

const FREE_INCLUDED = [
  'Testes DISC e Big Five completos',
  'Link de feedback 360° sem limite de respostas',
  `Radar DISC 360° e pontos cegos a partir de ${RADAR_UNLOCK_AT} feedbacks`,
  `As 2 características mais citadas (a 3ª com ${THIRD_CHARACTERISTIC_UNLOCK_AT} feedbacks)`,
  `Lista completa de feedbacks a partir de ${FREE_FEEDBACK_LIST_UNLOCK_AT}`,
]
const FREE_EXCLUDED = ['Explicação dos pontos cegos', 'Filtro por relacionamento', 'Experiência sem anúncios']

function CurrentPlanBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-xs font-bold text-emerald-900">
      <Check aria-hidden="true" className="size-3.5" /> Plano Atual
    </span>
  )
}

export function PricingPage() {
  const { user } = useUser()
  const upgrade = useStartUpgrade({ returnPath: '/pricing' })
  const premium = Boolean(user?.isPremium)
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD)

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-10 sm:py-16">
      <header className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Escolha seu plano</h1>
        <p className="max-w-2xl text-lg text-slate-700">
          Comece de graça. Quando quiser ver tudo o que as pessoas percebem em você, o Premium libera a análise completa.
        </p>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col gap-6">
          <h2 className="text-xl font-bold text-slate-900">Gratuito</h2>
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-extrabold text-slate-900">{formatPlanPrice(0)}</span>
            <span className="text-slate-600">para sempre</span>
          </p>
          <ul className="flex flex-1 flex-col gap-2.5">
            {FREE_INCLUDED.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-slate-800">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {item}
              </li>
            ))}
            {FREE_EXCLUDED.map((item) => (
              <li key={item} className="flex items-start gap-2.5 text-slate-500">
                <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                <span>
                  <span className="line-through">{item}</span>
                  <span className="sr-only"> (não incluído)</span>
                </span>
              </li>
            ))}
          </ul>
          <Button asChild variant="secondary" size="lg">
            <Link to="/assessment">Começar</Link>
          </Button>
        </Card>

        <Card className="relative flex flex-col gap-6 border-2 border-violet-600 shadow-lg shadow-violet-100">
          <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-gradient-to-r from-violet-700 to-fuchsia-700 px-4 py-1 text-xs font-bold tracking-wider text-white">
            POPULAR
          </span>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="inline-flex items-center gap-2 text-xl font-bold text-slate-900">
              <Crown aria-hidden="true" className="size-5 text-amber-500" /> Premium
            </h2>
            {premium ? <CurrentPlanBadge /> : null}
          </div>
          <div className="flex flex-col gap-1">
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-extrabold text-slate-900">{formatPlanPrice(PLANS.monthly.price)}</span>
              <span className="text-slate-600">/mês</span>
            </p>
            <p className="text-slate-700">
              ou <strong>{formatPlanPrice(PLANS.quarterly.price)}/trimestre</strong>{' '}
              <span className="text-emerald-700">(economize {formatPlanPrice(QUARTERLY_SAVING)})</span>
            </p>
          </div>
          <PremiumFeatureList className="sm:flex-1" />
          {premium && user?.premiumUntil ? (
            <p className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
              Seu Premium vale até {formatPremiumDate(user.premiumUntil)}. Assinar de novo soma o novo período ao atual.
            </p>
          ) : null}
          <PaymentMethodPicker value={method} onChange={setMethod} disabled={upgrade.isPending} />
          <PlanButtons pendingPlan={upgrade.pendingPlan} onChoose={(plan) => void upgrade.start(plan, method)} />
          <p className="text-center text-xs text-slate-600">Pagamento pelo Mercado Pago. Sem renovação automática.</p>
        </Card>
      </div>

      <GiftInvitation className="justify-center text-center" />
      <SandboxNotice />
      <PricingFaq />
    </div>
  )
}

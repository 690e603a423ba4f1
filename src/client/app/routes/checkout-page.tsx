import { ArrowLeft, Crown, HeartHandshake, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { GiftInvitation } from '#client/features/payment/components/gift-invitation'
import { PLANS } from '#shared/product'
import { formatPlanPrice } from '#shared/format'
import { PremiumFeatureList } from '#client/components/upgrade/premium-features'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { useUser } from '#client/lib/session'
import { formatPremiumDate, paymentMethodFrom, useStartUpgrade, type PaymentMethod } from '#client/components/upgrade/upgrade'
import { PaymentMethodPicker } from '#client/components/upgrade/payment-method-picker'
import { PlanButtons } from '#client/features/payment/components/plan-buttons'
import { SandboxNotice } from '#client/features/payment/components/sandbox-notice'

function AlreadyPremium({ premiumUntil }: { premiumUntil: string | null }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-amber-50 p-5 text-center text-amber-950">
      <Crown aria-hidden="true" className="size-10 text-amber-500" />
      <p className="text-xl font-bold">Você já é Premium!</p>
      <p>
        Todos os recursos estão liberados{premiumUntil ? ` até ${formatPremiumDate(premiumUntil)}` : ''}. Se quiser, você
        pode somar mais um período abaixo.
      </p>
      <Button asChild>
        <Link to="/results">Ver meus resultados</Link>
      </Button>
    </div>
  )
}

export function CheckoutPage() {
  const { user, isLoading } = useUser()
  const upgrade = useStartUpgrade({ returnPath: '/checkout' })
  const [params] = useSearchParams()
  // PIX unless a link asks for the card (`?method=card`); the failure page links here with `?method=pix`.
  const [method, setMethod] = useState<PaymentMethod>(() => paymentMethodFrom(params))

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/results">
          <ArrowLeft aria-hidden="true" className="size-4" /> Voltar aos resultados
        </Link>
      </Button>

      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Assinar o Espelho Premium</h1>
        <p className="text-slate-700">
          Desbloqueie a análise completa do seu feedback 360° e descubra seus pontos cegos.
        </p>
      </header>

      <Card className="flex flex-col gap-6 border-2 border-violet-600">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="inline-flex items-center gap-2 text-xl font-bold text-slate-900">
            <Crown aria-hidden="true" className="size-5 text-amber-500" /> Premium
          </h2>
          <p className="text-slate-700">
            <strong className="text-2xl text-slate-900">{formatPlanPrice(PLANS.monthly.price)}</strong>/mês ou{' '}
            <strong>{formatPlanPrice(PLANS.quarterly.price)}</strong>/trimestre
          </p>
        </div>
        {isLoading ? <Spinner label="Verificando seu plano..." /> : null}
        {user?.isPremium ? <AlreadyPremium premiumUntil={user.premiumUntil} /> : null}
        <PremiumFeatureList />
        <PaymentMethodPicker value={method} onChange={setMethod} disabled={upgrade.isPending} />
        <PlanButtons pendingPlan={upgrade.pendingPlan} onChoose={(plan) => void upgrade.start(plan, method)} />
      </Card>

      <GiftInvitation />

      <SandboxNotice />

      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="pagamento-seguro" className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600" />
          <div>
            <h2 id="pagamento-seguro" className="font-semibold text-slate-900">
              Pagamento seguro
            </h2>
            <p className="text-sm text-slate-700">
              Processado pelo Mercado Pago, com cartão de crédito, Pix ou boleto. O Espelho nunca vê nem guarda os dados do
              seu cartão.
            </p>
          </div>
        </section>
        <section aria-labelledby="satisfacao" className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
          <HeartHandshake aria-hidden="true" className="size-6 shrink-0 text-violet-700" />
          <div>
            <h2 id="satisfacao" className="font-semibold text-slate-900">
              Satisfação garantida
            </h2>
            <p className="text-sm text-slate-700">
              Cancele quando quiser: sem contratos de longo prazo e sem taxas de cancelamento. Os benefícios valem até o fim
              do período pago.
            </p>
          </div>
        </section>
      </div>
    </div>
  )
}

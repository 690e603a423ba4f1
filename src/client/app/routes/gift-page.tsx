import { ArrowLeft, Gift } from 'lucide-react'
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PLANS, type PlanId } from '#shared/product'
import { formatPlanPrice } from '#shared/format'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { paymentMethodFrom, useStartUpgrade, type PaymentMethod } from '#client/components/upgrade/upgrade'
import { cn } from '#client/lib/cn'
import { PaymentMethodPicker } from '#client/components/upgrade/payment-method-picker'
import { SandboxNotice } from '#client/features/payment/components/sandbox-notice'

const GIFT_PLANS: { id: PlanId; title: string; detail: string }[] = [
  { id: 'monthly', title: '1 mês de Premium', detail: `${formatPlanPrice(PLANS.monthly.price)}, pagamento único` },
  { id: 'quarterly', title: '3 meses de Premium', detail: `${formatPlanPrice(PLANS.quarterly.price)}, pagamento único` },
]

/**
 * "Presentear" (decision 0048): a month or a quarter of Premium bought for someone else. The payment
 * makes a single-use code and a link to send; the buyer's own plan is not touched.
 */
export function GiftPage() {
  const upgrade = useStartUpgrade({ returnPath: '/gift', loginMessage: 'Faça login ou crie uma conta para presentear alguém com o Premium.' })
  const [params] = useSearchParams()
  // The failure page links back here with the plan and `?method=pix`.
  const [plan, setPlan] = useState<PlanId>(params.get('plan') === 'quarterly' ? 'quarterly' : 'monthly')
  const [method, setMethod] = useState<PaymentMethod>(() => paymentMethodFrom(params))

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to="/pricing">
          <ArrowLeft aria-hidden="true" className="size-4" /> Ver planos
        </Link>
      </Button>
      <header className="flex flex-col gap-2">
        <h1 className="inline-flex items-center gap-2 text-3xl font-extrabold tracking-tight text-slate-900">
          <Gift aria-hidden="true" className="size-8 shrink-0 text-violet-700" /> Presentear Premium
        </h1>
        <p className="text-slate-700">
          Dê a alguém a análise completa do feedback 360°. Depois do pagamento você recebe um link para enviar por WhatsApp ou
          e-mail; quem receber entra na conta dela e o tempo é somado ao Premium que ela já tiver.
        </p>
      </header>

      <Card className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-2" disabled={upgrade.isPending}>
          <legend className="mb-2 font-semibold text-slate-900">Quanto tempo de Premium</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GIFT_PLANS.map((option) => (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900',
                  plan === option.id ? 'border-violet-600 bg-violet-50' : 'border-slate-200 bg-white hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="gift-plan"
                  value={option.id}
                  checked={plan === option.id}
                  onChange={() => setPlan(option.id)}
                  className="mt-1 size-4 accent-violet-700"
                />
                <span className="flex flex-col">
                  <span className="font-semibold text-slate-900">{option.title}</span>
                  <span className="text-sm text-slate-700">{option.detail}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <PaymentMethodPicker value={method} onChange={setMethod} disabled={upgrade.isPending} />
        <Button
          size="lg"
          disabled={upgrade.isPending}
          aria-busy={upgrade.isPending}
          onClick={() => void upgrade.start(plan, method, { gift: true })}
          className="h-auto! min-h-12 whitespace-normal py-3"
        >
          {upgrade.isPending ? 'Processando...' : `Comprar presente (${formatPlanPrice(PLANS[plan].price)})`}
        </Button>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          <li>O código vale uma única vez e não expira enquanto não for usado.</li>
          <li>O presente não muda o seu plano: ele é de quem resgatar.</li>
          <li>Você acompanha seus presentes em “Minha conta”, com o link enquanto ele não for resgatado.</li>
        </ul>
      </Card>
      <SandboxNotice />
    </div>
  )
}

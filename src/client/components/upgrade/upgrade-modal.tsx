import { Crown } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatPlanPrice } from '#shared/format'
import { PLANS, type PlanId, QUARTERLY_SAVING } from '#shared/product'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-texts'
import { cn } from '#client/lib/cn'
import { rememberPostLoginPath } from '#client/lib/post-login'
import { useUser } from '#client/lib/session'
import { DEFAULT_PAYMENT_METHOD, formatPremiumDate, usePaymentEnvironment, useStartUpgrade, type PaymentMethod } from '#client/components/upgrade/upgrade'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { PaymentMethodPicker } from './payment-method-picker'
import { PremiumFeatureList } from './premium-features'

const PLAN_OPTIONS: { id: PlanId; label: string; price: string; note?: string }[] = [
  { id: 'monthly', label: 'Mensal', price: `${formatPlanPrice(PLANS.monthly.price)}/mês` },
  {
    id: 'quarterly',
    label: 'Trimestral',
    price: `${formatPlanPrice(PLANS.quarterly.price)}/trimestre`,
    note: `economize ${formatPlanPrice(QUARTERLY_SAVING)}`,
  },
]

/**
 * The upgrade modal of /results (SPEC.md §2 "Other surfaces"): choose monthly or quarterly, PIX or
 * card (PIX first, issue 46), and pay; premium users are told they already are; a lost session asks for a login
 * and comes back to /checkout.
 */
export function UpgradeModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useUser()
  const environment = usePaymentEnvironment()
  const [plan, setPlan] = useState<PlanId>('monthly')
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD)
  const upgrade = useStartUpgrade({ returnPath: '/checkout', loginMessage: PAYMENT_MESSAGES.modalLogin })

  let body
  if (user?.isPremium) {
    body = (
      <div className="flex flex-col items-center gap-3 text-center">
        <Crown aria-hidden="true" className="size-10 text-amber-500" />
        <p className="text-lg font-semibold text-slate-900">Você já é Premium!</p>
        <p className="text-slate-700">
          Todos os recursos estão liberados{user.premiumUntil ? ` até ${formatPremiumDate(user.premiumUntil)}` : ''}.
        </p>
        <Button onClick={() => onOpenChange(false)}>Continuar explorando</Button>
      </div>
    )
  } else if (!user) {
    body = (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {PAYMENT_MESSAGES.modalLogin}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/login" onClick={() => rememberPostLoginPath('/checkout')}>
              Entrar
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/register" onClick={() => rememberPostLoginPath('/checkout')}>
              Criar conta
            </Link>
          </Button>
        </div>
      </div>
    )
  } else {
    body = (
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          void upgrade.start(plan, method)
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Escolha seu plano</legend>
          {PLAN_OPTIONS.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-700',
                plan === option.id ? 'border-violet-600 bg-violet-50' : 'border-slate-200 hover:border-violet-300',
              )}
            >
              <input
                type="radio"
                name="plano"
                value={option.id}
                checked={plan === option.id}
                onChange={() => setPlan(option.id)}
                disabled={upgrade.isPending}
                className="size-4 accent-violet-700"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-slate-900">{option.label}</span>
                <span className="text-slate-800">
                  {option.price}
                  {option.note ? <span className="ml-2 text-sm font-medium text-emerald-700">({option.note})</span> : null}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <PaymentMethodPicker value={method} onChange={setMethod} disabled={upgrade.isPending} compact />
        {/* The way to pay right under the plans (issue 33): what Premium adds follows, for whoever reads on. */}
        <div className="flex flex-col gap-2">
          <Button type="submit" size="lg" disabled={upgrade.isPending} aria-busy={upgrade.isPending}>
            {upgrade.isPending ? 'Processando...' : 'Continuar para o pagamento'}
          </Button>
          <p className="text-center text-xs text-slate-600">
            Pagamento seguro pelo Mercado Pago. Sem renovação automática.
          </p>
        </div>
        {environment?.sandbox ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            Ambiente de teste: o pagamento é simulado e nenhuma cobrança real é feita.
          </p>
        ) : null}
        <section aria-labelledby="premium-inclui" className="flex flex-col gap-2 border-t border-slate-100 pt-4">
          <h3 id="premium-inclui" className="text-sm font-semibold text-slate-900">
            O que o Premium inclui
          </h3>
          <PremiumFeatureList className="text-sm" />
        </section>
      </form>
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={user?.isPremium ? 'Espelho Premium' : 'Faça upgrade para o Premium'}
      description={user?.isPremium ? undefined : 'Veja tudo o que as pessoas percebem em você, sem anúncios.'}
    >
      {body}
    </Dialog>
  )
}

import { CreditCard, Crown, Gift, RotateCcw } from 'lucide-react'
import { Link } from 'react-router'
import { PLANS, type PlanId } from '#shared/product'
import type { AccountPayment } from '#shared/schemas/account'
import type { User } from '#shared/schemas/auth'
import { paymentStatusLabel } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { formatDayMonthYear, formatMoney, formatPlanPrice } from '#shared/format'
import { useAccountPayments } from '#client/features/account/api/account-api'

const PREPAID_NOTE =
  'O Premium é pré-pago: não há renovação automática nem cobrança recorrente. Quando o período acabar, sua conta volta ao plano gratuito; para continuar, basta comprar um novo período.'


const monthsLabel = (months: number) => (months === 1 ? '1 mês' : `${months} meses`)

const planTitle = (plan: string) => (plan in PLANS ? PLANS[plan as PlanId].title : `Premium (${plan})`)

const STATUS_TONES: Record<string, string> = {
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  charged_back: 'bg-red-50 text-red-900 ring-red-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
}

function PlanStatus({ user }: { user: User }) {
  if (user.isPremium && user.premiumUntil) {
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <p className="flex items-center gap-2 text-lg font-bold text-amber-950">
          <Crown aria-hidden="true" className="size-5 shrink-0" /> Premium até {formatDayMonthYear(user.premiumUntil)}
        </p>
        <p className="text-sm text-amber-950">{PREPAID_NOTE}</p>
        <Button asChild variant="secondary" size="sm" className="self-start">
          <Link to="/checkout">Estender o Premium</Link>
        </Button>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-violet-50 p-4 ring-1 ring-violet-200">
      <p className="text-lg font-bold text-violet-950">Plano gratuito</p>
      {user.premiumUntil ? (
        <p className="text-sm text-violet-950">Seu Premium terminou em {formatDayMonthYear(user.premiumUntil)}.</p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-violet-950">
        {Object.values(PLANS).map((plan) => (
          <li key={plan.id}>
            <strong>{plan.title}</strong>: {formatPlanPrice(plan.price)} por {monthsLabel(plan.months)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-violet-900">Pagamento único pelo Mercado Pago, sem renovação automática.</p>
      <Button asChild size="sm" className="self-start">
        <Link to="/pricing">Ver planos</Link>
      </Button>
    </div>
  )
}

/** What a refund, chargeback or cancellation took back: the person's own months, or a gift's code. */
function revokedNote(payment: AccountPayment): string {
  if (!payment.gift) return `o tempo de Premium deste pagamento (${monthsLabel(payment.months)}) foi retirado da sua conta.`
  return payment.gift.redeemed
    ? `o presente foi cancelado e o tempo (${monthsLabel(payment.months)}) foi retirado de quem o resgatou.`
    : 'o presente foi cancelado e o código deixou de valer.'
}

function PaymentItem({ payment }: { payment: AccountPayment }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-semibold text-slate-900">
          {payment.gift ? <Gift aria-hidden="true" className="size-4 shrink-0 text-violet-700" /> : null}
          {payment.gift ? 'Presente: ' : ''}
          {planTitle(payment.plan)} · {formatMoney(payment.amountCents, payment.currency)}
        </p>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
            STATUS_TONES[payment.status] ?? 'bg-slate-100 text-slate-800 ring-slate-300',
          )}
        >
          {paymentStatusLabel(payment.status)}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        Pago em {formatDayMonthYear(payment.paidAt)} · {monthsLabel(payment.months)} de Premium
        {payment.gift ? (payment.gift.redeemed ? ' para outra pessoa (resgatado)' : ' para outra pessoa') : ''} · pagamento nº {payment.id}
      </p>
      {payment.revokedAt ? (
        <p className="flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
          <RotateCcw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {paymentStatusLabel(payment.status)} em {formatDayMonthYear(payment.revokedAt)}: {revokedNote(payment)}
          </span>
        </p>
      ) : null}
    </li>
  )
}

function PaymentHistory() {
  const payments = useAccountPayments()
  if (payments.isPending) return <Spinner className="justify-start" label="Carregando pagamentos..." />
  if (payments.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
        {errorMessage(payments.error, 'Não foi possível carregar seus pagamentos.')}
        <Button type="button" size="sm" variant="secondary" onClick={() => void payments.refetch()}>
          Tentar novamente
        </Button>
      </div>
    )
  }
  if (payments.data.payments.length === 0) return <p className="text-sm text-slate-600">Nenhum pagamento até agora.</p>
  return (
    <ul className="flex flex-col gap-3">
      {payments.data.payments.map((payment) => (
        <PaymentItem key={payment.id} payment={payment} />
      ))}
    </ul>
  )
}

/** "Plano e pagamentos": until when Premium lasts (or the plans), and every payment with its status. */
export function PlanAndPaymentsSection({ user }: { user: User }) {
  return (
    <Card role="region" aria-labelledby="plano-titulo" className="flex flex-col gap-4">
      <h2 id="plano-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CreditCard aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Plano e pagamentos
      </h2>
      <PlanStatus user={user} />
      <div className="flex flex-col gap-3">
        <h3 className="font-semibold text-slate-900">Histórico de pagamentos</h3>
        <PaymentHistory />
      </div>
    </Card>
  )
}

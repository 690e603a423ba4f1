import { Gift } from 'lucide-react'
import { Link } from 'react-router'
import { formatDayMonthYear } from '#shared/format'
import { GIFT_STATUS_LABELS, type BoughtGift, type GiftStatus, type ReceivedGift } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { useGifts } from '#client/features/payment/api/gifts'
import { GiftShare } from './gift-share'

const monthsLabel = (months: number) => (months === 1 ? '1 mês' : `${months} meses`)

const TONES: Record<GiftStatus, string> = {
  awaiting_payment: 'bg-amber-50 text-amber-950 ring-amber-300',
  available: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  redeemed: 'bg-violet-50 text-violet-900 ring-violet-200',
  cancelled: 'bg-slate-100 text-slate-800 ring-slate-300',
}

function StatusBadge({ status }: { status: GiftStatus }) {
  return <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', TONES[status])}>{GIFT_STATUS_LABELS[status]}</span>
}

function BoughtItem({ gift }: { gift: BoughtGift }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">Presente de {monthsLabel(gift.months)} de Premium</p>
        <StatusBadge status={gift.status} />
      </div>
      <p className="text-sm text-slate-600">
        Comprado em {formatDayMonthYear(gift.createdAt)}
        {gift.redeemedAt ? ` · resgatado em ${formatDayMonthYear(gift.redeemedAt)}` : ''}
        {gift.paymentId ? ` · pagamento nº ${gift.paymentId}` : ''}
      </p>
      {gift.status === 'available' && gift.code && gift.redeemUrl ? (
        <GiftShare plan={gift.plan} code={gift.code} redeemUrl={gift.redeemUrl} compact />
      ) : null}
      {gift.status === 'awaiting_payment' && gift.paymentId ? (
        <Link className="text-sm font-semibold text-violet-800 underline" to={`/payment/pending?payment_id=${gift.paymentId}&gift=1`}>
          Acompanhar o pagamento
        </Link>
      ) : null}
      {gift.status === 'cancelled' ? (
        <p className="text-sm text-slate-700">A compra foi estornada: o código não vale mais.</p>
      ) : null}
    </li>
  )
}

function ReceivedItem({ gift }: { gift: ReceivedGift }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{monthsLabel(gift.months)} de Premium</p>
        <StatusBadge status={gift.status} />
      </div>
      <p className="text-sm text-slate-600">
        {gift.redeemedAt ? `Resgatado em ${formatDayMonthYear(gift.redeemedAt)}` : ''}
        {gift.status === 'cancelled' ? ' · a compra foi estornada e o tempo foi retirado da sua conta' : ''}
      </p>
    </li>
  )
}

/** "Presentes" in "Minha conta" (decision 0048): gifts bought, with the link while available, and gifts received. */
export function GiftsSection() {
  const gifts = useGifts()
  return (
    <Card id="presentes" role="region" aria-labelledby="presentes-titulo" className="flex scroll-mt-20 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="presentes-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Gift aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Presentes
        </h2>
        <Button asChild size="sm" variant="secondary">
          <Link to="/gift">Presentear alguém</Link>
        </Button>
      </div>
      {gifts.isPending ? <Spinner className="justify-start" label="Carregando presentes..." /> : null}
      {gifts.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
          {errorMessage(gifts.error, 'Não foi possível carregar seus presentes.')}
          <Button type="button" size="sm" variant="secondary" onClick={() => void gifts.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : null}
      {gifts.data ? (
        <>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">Presentes que você deu</h3>
            {gifts.data.bought.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum presente comprado até agora.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {gifts.data.bought.map((gift) => (
                  <BoughtItem key={gift.id} gift={gift} />
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-col gap-3">
            <h3 className="font-semibold text-slate-900">Presentes que você recebeu</h3>
            {gifts.data.received.length === 0 ? (
              <p className="text-sm text-slate-600">Nenhum presente resgatado até agora.</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {gifts.data.received.map((gift) => (
                  <ReceivedItem key={gift.id} gift={gift} />
                ))}
              </ul>
            )}
          </div>
        </>
      ) : null}
    </Card>
  )
}

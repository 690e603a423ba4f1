import { CreditCard, QrCode } from 'lucide-react'
import type { PaymentMethod } from '#client/components/upgrade/upgrade'
import { cn } from '#client/lib/cn'

const OPTIONS: { value: PaymentMethod; title: string; detail: string; icon: typeof QrCode }[] = [
  { value: 'pix', title: 'PIX', detail: 'Aprovação em instantes, pelo QR Code ou pelo PIX Copia e Cola.', icon: QrCode },
  { value: 'card', title: 'Cartão ou boleto', detail: 'No Mercado Pago: cartão de crédito, débito, boleto ou saldo.', icon: CreditCard },
]

/**
 * The one choice between PIX and the rest of Mercado Pago's checkout (decisions 0047 and 0054), PIX
 * first: every way to pay shows it (/checkout, /pricing, the upgrade dialog, the gift page). Native radios.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  disabled,
  compact = false,
}: {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled?: boolean
  /** Side by side with the titles only (the upgrade dialog, where the pay button must stay on a phone's screen). */
  compact?: boolean
}) {
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className={cn('mb-2 font-semibold text-slate-900', compact && 'text-sm')}>Forma de pagamento</legend>
      <div className={cn('grid gap-2', compact ? 'grid-cols-2' : 'sm:grid-cols-2')}>
        {OPTIONS.map((option) => {
          const Icon = option.icon
          const checked = value === option.value
          return (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer items-start rounded-xl border-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-slate-900',
                compact ? 'gap-2 p-2.5' : 'gap-3 p-3',
                checked ? 'border-violet-600 bg-violet-50' : 'border-slate-200 bg-white hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="mt-1 size-4 accent-violet-700"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">{option.title}</span>
                <span className={compact ? 'sr-only' : 'text-sm text-slate-700'}>{option.detail}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

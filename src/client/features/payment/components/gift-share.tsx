import { useRef } from 'react'
import { PLANS, PRODUCT_NAME, type PlanId } from '#shared/product'
import { SendLinkActions } from '#client/components/invite/send-link-actions'

/** The text sent with the link, by WhatsApp or e-mail. */
export function giftMessage(plan: PlanId, redeemUrl: string) {
  const period = PLANS[plan].months === 1 ? '1 mês' : `${PLANS[plan].months} meses`
  return `Tenho um presente para você: ${period} de ${PRODUCT_NAME} Premium! Para resgatar, abra o link e entre (ou crie sua conta): ${redeemUrl}`
}

/**
 * A gift's code and its link, with the ways to send it (decision 0048): copy (announced to screen
 * readers), WhatsApp (wa.me) and e-mail (mailto). The code is redeemable once.
 */
export function GiftShare({ plan, code, redeemUrl, compact = false }: { plan: PlanId; code: string; redeemUrl: string; compact?: boolean }) {
  const field = useRef<HTMLInputElement>(null)

  const id = `gift-link-${code.slice(0, 4)}`
  return (
    <div className="flex flex-col gap-3">
      {compact ? null : (
        <p className="text-center">
          <span className="block text-sm text-slate-700">Código do presente</span>
          <strong className="break-all font-mono text-lg tracking-wide text-slate-900">{code}</strong>
        </p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          Link do presente
        </label>
        <input
          id={id}
          ref={field}
          readOnly
          value={redeemUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-slate-300 bg-slate-50 px-2 py-2 font-mono text-xs text-slate-900"
        />
      </div>
      <SendLinkActions
        url={redeemUrl}
        message={giftMessage(plan, redeemUrl)}
        emailSubject={`Um presente para você: ${PRODUCT_NAME} Premium`}
        copiedNotice="Link do presente copiado."
        field={field}
      />
    </div>
  )
}

import { Check, Copy, Mail, MessageCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { PLANS, PRODUCT_NAME, type PlanId } from '#shared/product'
import { Button } from '#client/components/ui/button'

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
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const reset = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(reset.current), [])
  const message = giftMessage(plan, redeemUrl)

  const copy = async () => {
    let ok: boolean
    try {
      await navigator.clipboard.writeText(redeemUrl)
      ok = true
    } catch {
      field.current?.select()
      ok = document.execCommand?.('copy') ?? false
    }
    setCopied(ok ? 'yes' : 'failed')
    window.clearTimeout(reset.current)
    reset.current = window.setTimeout(() => setCopied(null), 5000)
  }

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
      <div className="grid gap-2 sm:grid-cols-3">
        <Button type="button" size="sm" variant={copied === 'yes' ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied === 'yes' ? 'Link copiado!' : 'Copiar link'}
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" className="size-4" /> Enviar pelo WhatsApp
          </a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={`mailto:?subject=${encodeURIComponent(`Um presente para você: ${PRODUCT_NAME} Premium`)}&body=${encodeURIComponent(message)}`}>
            <Mail aria-hidden="true" className="size-4" /> Enviar por e-mail
          </a>
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {copied === 'yes'
          ? 'Link do presente copiado.'
          : copied === 'failed'
            ? 'Não foi possível copiar automaticamente: o link está selecionado, copie-o manualmente.'
            : ''}
      </p>
    </div>
  )
}

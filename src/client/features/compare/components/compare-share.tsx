import { Check, Copy, Mail, MessageCircle } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { formatDayMonthYear } from '#shared/format'
import { PRODUCT_NAME } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { copyText } from '#client/components/invite/share-actions'

/** The text sent with the link, by WhatsApp or e-mail. */
export function compareMessage(url: string) {
  return (
    `Quer comparar nossos resultados de DISC e Big Five no ${PRODUCT_NAME}? Só aparecem os testes que cada um fez sobre si ` +
    `(nunca os feedbacks), e só se você aceitar. O convite vale 7 dias: ${url}`
  )
}

/**
 * A fresh invitation's link with the ways to send it, as a gift's (decision 0048): copy (announced
 * to screen readers), WhatsApp (wa.me) and e-mail (mailto). Shown once: only its hash is kept.
 */
export function CompareShare({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const reset = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(reset.current), [])
  const message = compareMessage(url)

  const copy = async () => {
    const ok = await copyText(url)
    if (!ok) field.current?.select()
    setCopied(ok ? 'yes' : 'failed')
    window.clearTimeout(reset.current)
    reset.current = window.setTimeout(() => setCopied(null), 5000)
  }

  return (
    <div className="flex flex-col gap-3 rounded-xl bg-violet-50 p-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="compare-link" className="text-sm font-semibold text-slate-900">
          Link do convite
        </label>
        <input
          id="compare-link"
          ref={field}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-slate-300 bg-white px-2 py-2 font-mono text-xs text-slate-900"
        />
        <p className="text-sm text-slate-700">
          Vale até {formatDayMonthYear(expiresAt)} e funciona uma única vez. Guarde ou envie agora: por segurança, ele não aparece de novo.
        </p>
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
          <a href={`mailto:?subject=${encodeURIComponent(`Vamos comparar nossos resultados no ${PRODUCT_NAME}?`)}&body=${encodeURIComponent(message)}`}>
            <Mail aria-hidden="true" className="size-4" /> Enviar por e-mail
          </a>
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {copied === 'yes'
          ? 'Link do convite copiado.'
          : copied === 'failed'
            ? 'Não foi possível copiar automaticamente: o link está selecionado, copie-o manualmente.'
            : ''}
      </p>
    </div>
  )
}

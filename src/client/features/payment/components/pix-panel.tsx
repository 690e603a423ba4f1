import { Check, Copy } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { PixData } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'

/** "29:41": minutes and seconds left; null before the browser has a clock (the server's paint). */
function useCountdown(expiresAt: string | null) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = window.setTimeout(tick, 0)
    const timer = window.setInterval(tick, 1000)
    return () => {
      window.clearTimeout(first)
      window.clearInterval(timer)
    }
  }, [])
  if (now === null || !expiresAt) return null
  const left = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000))
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`
}

/**
 * A PIX charge to pay (decision 0047): the QR code Mercado Pago drew, the "PIX Copia e Cola" text
 * with a copy button (its result announced to screen readers) and the time left.
 */
export function PixPanel({ pix }: { pix: PixData }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const reset = useRef<number | undefined>(undefined)
  const left = useCountdown(pix.expiresAt)
  useEffect(() => () => window.clearTimeout(reset.current), [])

  const copy = async () => {
    let ok: boolean
    try {
      await navigator.clipboard.writeText(pix.qrCode)
      ok = true
    } catch {
      // No clipboard permission (or an old browser): select the text and try the old way.
      field.current?.select()
      ok = document.execCommand?.('copy') ?? false
    }
    setCopied(ok ? 'yes' : 'failed')
    window.clearTimeout(reset.current)
    reset.current = window.setTimeout(() => setCopied(null), 5000)
  }

  return (
    <section aria-labelledby="pix-titulo" className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
      <h2 id="pix-titulo" className="text-center font-semibold text-slate-900">
        Escaneie o QR Code no app do seu banco
      </h2>
      <img
        src={`data:image/png;base64,${pix.qrCodeBase64}`}
        alt="QR Code do PIX para pagar a assinatura"
        width={220}
        height={220}
        className="mx-auto size-[220px] rounded-lg border border-slate-200 [image-rendering:pixelated]"
      />
      {left ? (
        <p className="text-center text-sm text-slate-700">
          O código expira em <strong className="tabular-nums text-slate-900">{left}</strong>
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <label htmlFor="pix-copia-e-cola" className="font-semibold text-slate-900">
          PIX Copia e Cola
        </label>
        <textarea
          id="pix-copia-e-cola"
          ref={field}
          readOnly
          rows={3}
          value={pix.qrCode}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full resize-none break-all rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs text-slate-900"
        />
        <Button type="button" variant={copied === 'yes' ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied === 'yes' ? 'Código copiado!' : 'Copiar código PIX'}
        </Button>
        <p role="status" aria-live="polite" className="min-h-5 text-center text-sm text-slate-700">
          {copied === 'yes'
            ? 'Código PIX copiado. Cole no app do seu banco, na opção PIX Copia e Cola.'
            : copied === 'failed'
              ? 'Não foi possível copiar automaticamente: o código está selecionado, copie-o manualmente.'
              : ''}
        </p>
      </div>
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700">
        <li>Abra o app do seu banco e escolha pagar com PIX.</li>
        <li>Escaneie o QR Code ou cole o código copiado.</li>
        <li>Confirme o pagamento: esta página se atualiza sozinha quando ele for aprovado.</li>
      </ol>
    </section>
  )
}

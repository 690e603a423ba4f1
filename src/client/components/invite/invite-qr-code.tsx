import { Download } from 'lucide-react'
import { useEffect, useState } from 'react'
import { PRODUCT_NAME } from '#shared/product'
import { track } from '#client/lib/analytics'
import { cn } from '#client/lib/cn'
import { toast } from '#client/lib/toast-store'
import { Button } from '#client/components/ui/button'
import { downloadFile } from '#client/components/share/share-file'

export const QR_CODE_NAME = 'QR code do seu link de feedback'

/** The QR library loads with the component's first render, never with the first page. */
const loadQrCode = () => import('qrcode').then((module) => module.default)

/**
 * The invite link as a QR code, for sharing in person: drawn as SVG (sharp at any size) and
 * downloadable as a PNG large enough to print.
 */
export function InviteQrCode({ url, className }: { url: string | undefined; className?: string }) {
  const [svg, setSvg] = useState<string | null>(null)

  useEffect(() => {
    if (!url) return
    let live = true
    void loadQrCode()
      .then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#2e1065', light: '#ffffff' } }))
      .then((markup) => {
        if (live) setSvg(markup)
      })
    return () => {
      live = false
    }
  }, [url])

  async function download() {
    if (!url) return
    try {
      const qr = await loadQrCode()
      const dataUrl = await qr.toDataURL(url, { width: 1024, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#2e1065', light: '#ffffff' } })
      // Decoded here rather than fetched: the content security policy does not let fetch read data: URLs.
      const bytes = Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0))
      const blob = new Blob([bytes], { type: 'image/png' })
      downloadFile(blob, `${PRODUCT_NAME.toLowerCase()}-qr-code-do-meu-link.png`)
      track('invite_qr_downloaded')
    } catch {
      toast({ title: 'Não foi possível gerar o QR code', description: 'Tente novamente em alguns instantes.', variant: 'destructive' })
    }
  }

  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-center @md:flex-row @md:text-left', className)}>
      {svg ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={QR_CODE_NAME} width={112} height={112} className="size-28 shrink-0" />
      ) : (
        <div aria-hidden="true" className="size-28 shrink-0 animate-pulse rounded-lg bg-slate-100" />
      )}
      <div className="flex min-w-0 flex-col items-center gap-2 @md:items-start">
        <p className="text-sm text-slate-700">Aponte a câmera do celular para abrir o seu link. Ótimo para compartilhar pessoalmente.</p>
        <Button variant="secondary" size="sm" className="whitespace-nowrap" disabled={!url} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4 shrink-0" />
          Baixar QR code (PNG)
        </Button>
      </div>
    </div>
  )
}

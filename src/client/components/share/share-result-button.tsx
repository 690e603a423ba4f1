import { Download, Share2 } from 'lucide-react'
import { useState } from 'react'
import { DISC_CARD_PATH, type DiscCardFormat } from '#shared/schemas/share'
import { PRODUCT_NAME } from '#shared/product'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { toast } from '#client/lib/toast-store'
import { Button } from '#client/components/ui/button'
import { shareOrDownload } from './share-file'

/** GET /api/share/disc-card: the PNG of the person's own DISC result (session, or their temporary result). */
async function fetchCard(format: DiscCardFormat): Promise<File> {
  const response = await fetch(`${DISC_CARD_PATH}?format=${format}`, { credentials: 'include', cache: 'no-store' })
  if (!response.ok) throw new ApiError(response.status, await response.text())
  const blob = await response.blob()
  return new File([blob], `${PRODUCT_NAME.toLowerCase()}-meu-disc-${format === 'story' ? 'stories' : 'horizontal'}.png`, { type: 'image/png' })
}

/**
 * "Compartilhar meu resultado": the story card (1080×1920, for WhatsApp and Instagram status) in
 * the share sheet, or downloaded where files cannot be shared; plus the wide card as a download.
 */
export function ShareResultButton({ className }: { className?: string }) {
  const [busy, setBusy] = useState<DiscCardFormat | null>(null)

  async function run(format: DiscCardFormat) {
    setBusy(format)
    try {
      const file = await fetchCard(format)
      const text = `Meu estilo DISC no ${PRODUCT_NAME}. Descubra o seu: ${window.location.origin}/assessment`
      await shareOrDownload(file, { title: 'Meu resultado DISC', text }, 'result_card_shared', { format })
    } catch (error) {
      toast({ title: 'Não foi possível gerar a imagem', description: errorMessage(error, 'Tente novamente em alguns instantes.'), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row sm:flex-wrap', className)}>
      <Button className="px-3 text-[15px] whitespace-nowrap sm:px-5 sm:text-base" onClick={() => void run('story')} disabled={busy !== null} aria-busy={busy === 'story'}>
        <Share2 aria-hidden="true" className="size-4 shrink-0" />
        {busy === 'story' ? 'Gerando imagem...' : 'Compartilhar meu resultado'}
      </Button>
      <Button variant="secondary" className="whitespace-nowrap" onClick={() => void run('wide')} disabled={busy !== null} aria-busy={busy === 'wide'}>
        <Download aria-hidden="true" className="size-4 shrink-0" />
        {busy === 'wide' ? 'Gerando imagem...' : 'Imagem para posts e feed'}
      </Button>
    </div>
  )
}

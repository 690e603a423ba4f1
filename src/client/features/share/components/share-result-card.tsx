import { Share2 } from 'lucide-react'
import { Card } from '#client/components/ui/card'
import { ShareResultButton } from '#client/components/share/share-result-button'
import { PublicLinkSettings } from './public-link-settings'

/** On /results: the result as an image to share, and the opt-in public page. */
export function ShareResultCard() {
  return (
    <Card role="region" aria-labelledby="compartilhar-resultado-titulo" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="compartilhar-resultado-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Share2 aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
          Compartilhe seu estilo DISC
        </h2>
        <p className="text-sm text-slate-600">
          Uma imagem com seu estilo e suas barras, pronta para o status do WhatsApp ou do Instagram. Nenhum feedback aparece nela.
        </p>
      </div>
      <ShareResultButton />
      <PublicLinkSettings />
    </Card>
  )
}

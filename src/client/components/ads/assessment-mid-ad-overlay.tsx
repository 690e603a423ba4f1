import type { AdSlotConfig } from '#shared/ads/schemas'
import { Button } from '#client/components/ui/button'
import { Dialog } from '#client/components/ui/dialog'
import { AdInterstitial } from './ad-interstitial'

/**
 * What AssessmentMidAd shows at question 5: the interstitial, or the 'Continue sua avaliação'
 * dialog. Its own chunk (with Radix's dialog): never on screen when the page is painted, so never
 * in the page's first load (decision 0032); AssessmentMidAd fetches it ahead of its delay.
 */
export function AssessmentMidAdOverlay({ config, onClose }: { config?: AdSlotConfig; onClose: () => void }) {
  if (config) return <AdInterstitial config={config} onClose={onClose} />
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Continue sua avaliação"
      description="Você já está na metade do caminho. Faltam poucas reflexões para descobrir o seu perfil DISC."
    >
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          Siga no seu ritmo e responda pensando em como você costuma agir no dia a dia, não em como gostaria de agir.
        </p>
        <Button size="lg" onClick={onClose} className="w-full sm:w-auto sm:self-end">
          Continuar
        </Button>
      </div>
    </Dialog>
  )
}

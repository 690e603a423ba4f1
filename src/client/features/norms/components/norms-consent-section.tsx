import { Users } from 'lucide-react'
import { Card } from '#client/components/ui/card'
import { NormsConsentField } from './norms-consent-field'

/** "Minha conta": the consent to count in the Big Five norms (issue 48), withdrawable at any time. */
export function NormsConsentSection() {
  return (
    <Card role="region" aria-labelledby="normas-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="normas-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Users aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Normas do Big Five
        </h2>
        <p className="text-sm text-slate-600">
          Os percentis do Big Five comparam cada resultado com o de quem fez o teste no Espelho e autorizou.
        </p>
      </div>
      <NormsConsentField />
    </Card>
  )
}

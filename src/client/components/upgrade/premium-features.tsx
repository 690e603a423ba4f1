import { Check } from 'lucide-react'
import { KEYWORD_CLOUD_UNLOCK_AT } from '#shared/product'
import { cn } from '#client/lib/cn'

/**
 * Exactly what Premium adds to the free plan (issue 24: the pricing page promises nothing the product
 * does not do), in one place for /pricing, /checkout, the upgrade modal, the upsell card and
 * /payment/success. Each line is something the server sends only to Premium or the page shows only to
 * Premium; docs/decisions/0016-results-tabs-and-premium-copy.md.
 */
export const PREMIUM_FEATURES = [
  'Pontos cegos explicados: o que cada diferença pode significar no dia a dia e uma sugestão para experimentar',
  'Se as pessoas concordam entre si em cada diferença, e quantas responderam',
  'Como colegas, amigos e família te veem (grupos de 3 pessoas ou mais)',
  'Todas as características citadas, não só as 2 ou 3 primeiras',
  `Nuvens de palavras nítidas a partir de ${KEYWORD_CLOUD_UNLOCK_AT} feedbacks`,
  'Todos os feedbacks desde o primeiro, com filtro por relacionamento',
  'Evolução dos seus resultados DISC e Big Five ao longo do tempo',
  'Sem anúncios',
] as const

export function PremiumFeatureList({ className }: { className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2.5', className)}>
      {PREMIUM_FEATURES.map((feature) => (
        <li key={feature} className="flex items-start gap-2.5 text-slate-800">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}

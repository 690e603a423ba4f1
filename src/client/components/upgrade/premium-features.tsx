import { Check } from 'lucide-react'
import { cn } from '#client/lib/cn'

/** What Premium includes (SPEC.md §1 and the /payment/success list), in one place. */
export const PREMIUM_FEATURES = [
  'Análise DISC completa',
  'Coleta de feedback 360° ilimitada',
  'Painel de resultados avançado',
  'Filtro de feedbacks por tipo de relacionamento',
  'Análise de pontos cegos',
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

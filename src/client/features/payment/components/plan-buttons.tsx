import { formatPlanPrice } from '#shared/format'
import { PLANS, type PlanId } from '#shared/product'
import { Button } from '#client/components/ui/button'

const LABELS: Record<PlanId, string> = {
  monthly: `Assinar Mensal (${formatPlanPrice(PLANS.monthly.price)}/mês)`,
  quarterly: `Assinar Trimestral (${formatPlanPrice(PLANS.quarterly.price)}/trimestre)`,
}

/**
 * The two subscribe buttons of /pricing and /checkout. While a preference is requested both are
 * disabled and the pressed one reads 'Processando...'.
 */
export function PlanButtons({
  pendingPlan,
  onChoose,
}: {
  pendingPlan: PlanId | null
  onChoose: (plan: PlanId) => void
}) {
  return (
    <div className="flex flex-col gap-3">
      {(['monthly', 'quarterly'] as const).map((plan) => (
        <Button
          key={plan}
          size="lg"
          variant={plan === 'monthly' ? 'primary' : 'secondary'}
          disabled={pendingPlan !== null}
          aria-busy={pendingPlan === plan}
          onClick={() => onChoose(plan)}
          className="h-auto! min-h-12 w-full whitespace-normal py-3 text-center"
        >
          {pendingPlan === plan ? 'Processando...' : LABELS[plan]}
        </Button>
      ))}
    </div>
  )
}

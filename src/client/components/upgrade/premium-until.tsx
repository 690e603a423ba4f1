import { Crown } from 'lucide-react'
import type { User } from '#shared/schemas/auth'
import { cn } from '#client/lib/cn'
import { formatDayMonthYear } from '#shared/format'

/**
 * "Premium até dd/mm/aaaa": the day a Premium user's prepaid time ends (the plan never renews by
 * itself). Nothing for free users.
 */
export function PremiumUntil({ user, className }: { user: Pick<User, 'isPremium' | 'premiumUntil'>; className?: string }) {
  if (!user.isPremium || !user.premiumUntil) return null
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200',
        className,
      )}
    >
      <Crown aria-hidden="true" className="size-4 shrink-0" /> Premium até {formatDayMonthYear(user.premiumUntil)}
    </p>
  )
}

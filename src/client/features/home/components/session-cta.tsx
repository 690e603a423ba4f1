import { Link } from 'react-router'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useUser } from '#client/lib/session'

/**
 * The home page's main button: the assessment for visitors, the results for signed-in users. While
 * the session is checked, a same-sized placeholder keeps the layout from jumping.
 */
export function SessionCta({
  guestLabel,
  variant,
  className,
}: {
  guestLabel: string
  variant?: ButtonProps['variant']
  className?: string
}) {
  const { user, isLoading } = useUser()
  if (isLoading) {
    return <span aria-hidden="true" className={cn('inline-block h-12 w-56 animate-pulse rounded-xl bg-current opacity-20', className)} />
  }
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      {user ? <Link to="/results">Ver meus resultados</Link> : <Link to="/assessment">{guestLabel}</Link>}
    </Button>
  )
}

import { LinkIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'

/** A used, expired or unknown link from an email: what happened and the way to a new one. */
export function TokenProblem({ message, action }: { message: string; action: 'reset' | 'verify' }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="alert" className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-amber-900">
        <LinkIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{message}</span>
      </p>
      {action === 'reset' ? (
        <Button asChild size="lg">
          <Link to="/forgot-password">Pedir um novo link</Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to="/results">Ir para meus resultados e reenviar</Link>
        </Button>
      )}
    </div>
  )
}

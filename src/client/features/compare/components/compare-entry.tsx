import { Users } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'

/** The way in to "Comparar com alguém" (issue 47), on the results and account pages. */
export function CompareEntry({ heading = false }: { heading?: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      {heading ? (
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Users aria-hidden="true" className="size-5 text-violet-700" /> Comparar com alguém
        </h2>
      ) : null}
      <p className="text-slate-700">
        Veja seus resultados de DISC e Big Five lado a lado com os de outra pessoa, só se ela aceitar. Nunca entram seu e-mail nem os
        feedbacks que vocês receberam.
      </p>
      <Button asChild size="md" variant="secondary" className="self-start">
        <Link to="/comparar">{heading ? 'Minhas comparações' : 'Comparar com alguém'}</Link>
      </Button>
    </div>
  )
}

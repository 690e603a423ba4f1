import { ProtectedRoute } from '../../../components/protected-route'
import type { User } from '../../../../shared/schemas/auth'

function Dashboard({ user }: { user: User }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Olá, {user.username}</h1>
    </div>
  )
}

export function ResultsPage() {
  return <ProtectedRoute>{(user) => <Dashboard user={user} />}</ProtectedRoute>
}

import { UserRound } from 'lucide-react'
import type { User } from '#shared/schemas/auth'
import { Card } from '#client/components/ui/card'
import { formatDayMonthYear } from '#shared/format'
import { useAccountInfo } from '#client/features/account/api/account-api'

function signInMethods(info: { hasPassword: boolean; hasGoogle: boolean } | undefined): string | null {
  if (!info) return null
  const methods = [info.hasPassword ? 'e-mail e senha' : null, info.hasGoogle ? 'Google' : null].filter(Boolean)
  return methods.length > 0 ? methods.join(' ou ') : null
}

/** Who is signed in: the username, the email, since when, and how they sign in. */
export function AccountProfileSection({ user }: { user: User }) {
  const methods = signInMethods(useAccountInfo().data)
  return (
    <Card role="region" aria-labelledby="conta-titulo" className="flex flex-col gap-4">
      <h2 id="conta-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <UserRound aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Dados da conta
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-medium text-slate-600">Nome de usuário</dt>
        <dd className="-mt-2 break-words font-semibold text-slate-900 sm:mt-0">{user.username}</dd>
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="-mt-2 break-all font-semibold text-slate-900 sm:mt-0">{user.email}</dd>
        <dt className="font-medium text-slate-600">Conta criada em</dt>
        <dd className="-mt-2 text-slate-900 sm:mt-0">{formatDayMonthYear(user.createdAt)}</dd>
        {methods ? (
          <>
            <dt className="font-medium text-slate-600">Entra com</dt>
            <dd className="-mt-2 text-slate-900 sm:mt-0">{methods}</dd>
          </>
        ) : null}
      </dl>
    </Card>
  )
}

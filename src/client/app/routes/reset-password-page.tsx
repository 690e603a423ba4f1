import { useNavigate, useSearchParams } from 'react-router'
import { EMAIL_MESSAGES } from '#shared/schemas/email'
import { Card } from '#client/components/ui/card'
import { toast } from '#client/lib/toast-store'
import { ResetPasswordForm } from '#client/features/email/components/reset-password-form'
import { TokenProblem } from '#client/features/email/components/token-problem'

/** The page a reset email links to: a new password, then signed in and on to /results. */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const token = params.get('token') ?? ''

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Criar nova senha</h1>
        <p className="mt-2 text-slate-600">Escolha uma senha nova para a sua conta.</p>
      </div>
      <Card className="flex flex-col gap-5">
        {token ? (
          <ResetPasswordForm
            token={token}
            onDone={() => {
              toast({ title: 'Senha alterada', description: EMAIL_MESSAGES.passwordReset, variant: 'success' })
              navigate('/results', { replace: true })
            }}
          />
        ) : (
          <TokenProblem message={EMAIL_MESSAGES.tokenInvalid} action="reset" />
        )}
      </Card>
    </div>
  )
}

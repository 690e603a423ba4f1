import { Link, useSearchParams } from 'react-router'
import { Card } from '#client/components/ui/card'
import { ForgotPasswordForm } from '#client/features/email/components/forgot-password-form'

/** "Esqueci minha senha": asks for a reset link by email (issue 13). */
export function ForgotPasswordPage() {
  const [params] = useSearchParams()
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Esqueci minha senha</h1>
        <p className="mt-2 text-slate-600">Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha.</p>
      </div>
      <Card className="flex flex-col gap-5">
        <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} />
      </Card>
      <p className="text-center text-sm text-slate-700">
        Lembrou a senha?{' '}
        <Link to="/login" className="font-semibold text-violet-800 underline-offset-2 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </div>
  )
}

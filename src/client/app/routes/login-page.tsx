import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { rememberPostLoginPath, takePostLoginPath } from '#client/lib/post-login'
import { useUser } from '#client/lib/session'
import { useLogin } from '#client/features/auth/api/login'
import { LoginForm } from '#client/features/auth/components/login-form'
import { GoogleButton } from '#client/components/google-button'

const GOOGLE_ERRORS: Record<string, string> = {
  google_unavailable: 'O acesso com Google está indisponível no momento. Use seu e-mail e senha.',
  google_failed: 'Não foi possível concluir o acesso com Google. Tente novamente.',
  google_unverified: 'Sua conta Google não tem um e-mail verificado. Use seu e-mail e senha.',
}

export function LoginPage() {
  const { user, isLoading } = useUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const login = useLogin()

  const redirect = params.get('redirect')
  useEffect(() => {
    if (redirect) rememberPostLoginPath(redirect)
  }, [redirect])

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (!isLoading && user && !login.isPending && !login.isSuccess) navigate(takePostLoginPath(), { replace: true })
  }, [isLoading, user, navigate, login.isPending, login.isSuccess])

  const googleError = GOOGLE_ERRORS[params.get('error') ?? '']

  const onFailure = (error: Error) => {
    const limited = error instanceof ApiError && error.status === 429
    const description = limited ? errorMessage(error, AUTH_MESSAGES.invalidCredentials) : AUTH_MESSAGES.invalidCredentials
    toast({ title: AUTH_MESSAGES.loginFailedTitle, description, variant: 'destructive' })
    return limited
      ? `${AUTH_MESSAGES.loginFailedTitle}: ${description}`
      : 'Falha no login: E-mail ou senha inválidos. Por favor, tente novamente.'
  }

  if (isLoading) return <Spinner className="min-h-[60vh]" />

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Entrar</h1>
        <p className="mt-2 text-slate-600">Bom te ver de novo. Continue sua jornada de autoconhecimento.</p>
      </div>
      <Card className="flex flex-col gap-5">
        {googleError ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {googleError}
          </p>
        ) : null}
        <GoogleButton label="Entrar com Google" divider />
        <LoginForm
          login={login}
          defaultEmail={params.get('email') ?? ''}
          redirect={redirect ?? undefined}
          submitSize="lg"
          onSignedIn={() => navigate(takePostLoginPath(), { replace: true })}
          onFailure={onFailure}
        />
      </Card>
      <p className="text-center text-sm text-slate-700">
        Ainda não tem conta?{' '}
        <Link to="/register" className="font-semibold text-violet-800 underline-offset-2 hover:underline">
          Criar conta gratuita
        </Link>
      </p>
    </div>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AUTH_MESSAGES, LoginRequestSchema, type LoginRequest } from '#shared/schemas/auth'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { rememberPostLoginPath, takePostLoginPath } from '#client/lib/post-login'
import { useUser } from '#client/lib/session'
import { useLogin } from '#client/lib/login'
import { OrDivider } from '#client/components/ui/or-divider'
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
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: params.get('email') ?? '', password: '' },
  })

  const redirect = params.get('redirect')
  useEffect(() => {
    if (redirect) rememberPostLoginPath(redirect)
  }, [redirect])

  // Someone already signed in has nothing to do here.
  useEffect(() => {
    if (!isLoading && user && !login.isPending && !login.isSuccess) navigate(takePostLoginPath(), { replace: true })
  }, [isLoading, user, navigate, login.isPending, login.isSuccess])

  const googleError = GOOGLE_ERRORS[params.get('error') ?? '']

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null)
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Login bem-sucedido', description: 'Bem-vindo de volta!', variant: 'success' })
        navigate(takePostLoginPath(), { replace: true })
      },
      onError: (error) => {
        const limited = error instanceof ApiError && error.status === 429
        const description = limited ? errorMessage(error, AUTH_MESSAGES.invalidCredentials) : AUTH_MESSAGES.invalidCredentials
        toast({ title: AUTH_MESSAGES.loginFailedTitle, description, variant: 'destructive' })
        setFailure(
          limited
            ? `${AUTH_MESSAGES.loginFailedTitle}: ${description}`
            : 'Falha no login: Nome de usuário ou senha inválidos. Por favor, tente novamente.',
        )
      },
    })
  })

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
        <GoogleButton label="Entrar com Google" />
        <OrDivider />
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Field
            label="Senha"
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          {failure ? (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {failure}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={login.isPending}>
            {login.isPending ? 'Entrando...' : 'Entrar'}
          </Button>
        </form>
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

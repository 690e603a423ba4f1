import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { z } from '#shared/schemas/zod-locale'
import { GoogleButton } from '#client/components/google-button'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { OrDivider } from '#client/components/ui/or-divider'
import { toast } from '#client/lib/toast-store'
import { ApiError } from '#client/lib/api-client'
import { useLogin } from '#client/lib/login'

/** SPEC.md §5: the inline login only requires both fields; the server judges the rest. */
const InlineLoginSchema = z.object({
  email: z.string().trim().min(1, 'Informe seu e-mail'),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
})
type InlineLogin = z.infer<typeof InlineLoginSchema>

const LOGIN_FAILED = 'Erro ao fazer login'
const CONNECTION_FAILED = 'Erro ao conectar com o servidor'

/**
 * Sign in without leaving the results (SPEC.md §2, §8): provider, email and password, and a
 * create-account button. Once signed in, the page saves the temporary result to the account.
 */
export function OceanInlineLogin() {
  const signIn = useLogin()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<InlineLogin>({
    resolver: zodResolver(InlineLoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null)
    signIn.mutate(values, {
      onSuccess: () => toast({ title: 'Login bem-sucedido', description: 'Bem-vindo de volta!', variant: 'success' }),
      onError: (error) => {
        if (error instanceof ApiError) setFailure(error.userMessage ?? LOGIN_FAILED)
        else setFailure(CONNECTION_FAILED)
      },
    })
  })

  return (
    <Card id="salvar-resultado" className="flex flex-col gap-5">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Salve seu resultado</h2>
        <p className="mt-1 text-sm text-slate-700">
          Entre na sua conta para guardar este resultado e acompanhá-lo junto com o seu perfil DISC.
        </p>
      </div>
      <GoogleButton label="Entrar com Google" />
      <OrDivider />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Entrar com e-mail e senha">
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
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Entrando...' : 'Entrar'}
        </Button>
      </form>
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-5 text-center">
        <p className="text-sm text-slate-700">Ainda não tem conta? É gratuito.</p>
        <Button asChild variant="secondary">
          <Link to="/register">Criar conta</Link>
        </Button>
      </div>
    </Card>
  )
}

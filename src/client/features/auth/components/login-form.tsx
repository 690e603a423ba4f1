import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { AUTH_MESSAGES, LoginRequestSchema, type LoginRequest, type User } from '#shared/schemas/auth'
import { z } from '#shared/schemas/zod-locale'
import { Button, type ButtonProps } from '#client/components/ui/button'
import { Field } from '#client/components/ui/field'
import { toast } from '#client/lib/toast-store'
import { useLogin } from '#client/features/auth/api/login'
import { AUTH_FORM_ACTIONS, AUTH_REDIRECT_FIELD } from '#shared/forms/auth-forms'
import { useAuthFormState } from '#client/lib/auth-form-state'

/** SPEC.md §5: the inline login only requires both fields; the server judges the rest. */
const PresenceSchema = z.object({
  email: z.string().trim().min(1, 'Informe seu e-mail'),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
})

const RESOLVERS = {
  /** The login page checks the address and password shape before asking the server. */
  full: zodResolver(LoginRequestSchema),
  presence: zodResolver(PresenceSchema),
}

type LoginMutation = ReturnType<typeof useLogin>

interface LoginFormProps {
  /** What the browser checks before sending: the full shape (login page) or only presence (inline login). */
  validation?: keyof typeof RESOLVERS
  defaultEmail?: string
  /** Accessible name of the form, when the page around it has other forms. */
  label?: string
  submitSize?: ButtonProps['size']
  /** The caller's own login mutation, when it must know whether a sign-in is under way. */
  login?: LoginMutation
  onSignedIn?: (user: User) => void
  /** Called when signing in fails; returns the message shown under the fields. */
  onFailure: (error: Error) => string
  /** Where a post without JavaScript goes once signed in (the server checks it is a path of this site). */
  redirect?: string
}

/**
 * The email and password form of SPEC.md §2, on the login page and inline on /ocean-results:
 * one form, one mutation (which also forgets the claimed anonymous DISC copy).
 */
export function LoginForm({
  validation = 'full',
  defaultEmail = '',
  label,
  submitSize = 'md',
  login,
  onSignedIn,
  onFailure,
  redirect,
}: LoginFormProps) {
  const ownLogin = useLogin()
  const signIn = login ?? ownLogin
  // A post the server refused (sent before the page's code ran): its message and the e-mail typed.
  const refused = useAuthFormState('login')
  const [failure, setFailure] = useState<string | null>(refused ? `${refused.title}: ${refused.description}` : null)
  const email = refused?.email || defaultEmail
  const form = useForm<LoginRequest>({
    resolver: RESOLVERS[validation],
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  })

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null)
    signIn.mutate(values, {
      onSuccess: (user) => {
        toast({ title: 'Login bem-sucedido', description: 'Que bom te ver de novo!', variant: 'success' })
        onSignedIn?.(user)
      },
      onError: (error) => setFailure(onFailure(error)),
    })
  })

  return (
    // Posted, never sent as GET (issue 45): without JavaScript the server signs in (AUTH_FORM_ACTIONS).
    <form noValidate method="post" action={AUTH_FORM_ACTIONS.login} onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={label}>
      {redirect ? <input type="hidden" name={AUTH_REDIRECT_FIELD} value={redirect} /> : null}
      <Field
        label="E-mail"
        type="email"
        autoComplete="email"
        inputMode="email"
        // In the server's markup too (react-hook-form fills fields only in the browser).
        defaultValue={email}
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
      <Link to="/forgot-password" className="-mt-2 self-end text-sm font-medium text-violet-800 underline-offset-2 hover:underline">
        Esqueci minha senha
      </Link>
      {failure ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size={submitSize} disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  )
}

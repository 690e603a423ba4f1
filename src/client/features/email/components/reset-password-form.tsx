import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { User } from '#shared/schemas/auth'
import { ResetPasswordRequestSchema, type ResetPasswordRequest } from '#shared/schemas/email'
import { Button } from '#client/components/ui/button'
import { Field } from '#client/components/ui/field'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useResetPassword } from '#client/features/email/api/reset-password'
import { TokenProblem } from './token-problem'
import { AUTH_FORM_ACTIONS } from '#shared/forms/auth-forms'
import { useAuthFormState } from '#client/lib/auth-form-state'

/** The new password, with the registration's rules; success signs in on this browser. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (user: User) => void }) {
  const reset = useResetPassword()
  // A post the server refused (sent before the page's code ran).
  const refused = useAuthFormState('resetPassword')
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '', confirmPassword: '' },
  })

  // A link that can no longer be used: say why and offer a new one.
  if (reset.error instanceof ApiError && reset.error.status === 400 && /link/i.test(errorMessage(reset.error, ''))) {
    return <TokenProblem message={errorMessage(reset.error, '')} action="reset" />
  }
  if (!reset.isError && refused && /link/i.test(refused.description)) return <TokenProblem message={refused.description} action="reset" />

  return (
    // Posted, never sent as GET (issue 45): without JavaScript the server sets the password.
    <form
      noValidate
      method="post"
      action={AUTH_FORM_ACTIONS.resetPassword}
      onSubmit={form.handleSubmit((values) => reset.mutate(values, { onSuccess: onDone }))}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="token" value={token} />
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="Pelo menos 6 caracteres. Evite senhas comuns."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Field
        label="Confirme a nova senha"
        type="password"
        autoComplete="new-password"
        error={form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {reset.isError || refused ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {reset.isError ? errorMessage(reset.error, 'Não foi possível alterar a senha. Tente novamente.') : refused?.description}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={reset.isPending}>
        {reset.isPending ? 'Salvando...' : 'Salvar nova senha e entrar'}
      </Button>
      <p className="text-sm text-slate-600">Ao trocar a senha, você sai de todos os outros aparelhos.</p>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { KeyRound } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '#shared/product'
import { ChangePasswordRequestSchema, type ChangePasswordRequest } from '#shared/schemas/auth'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Field } from '#client/components/ui/field'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { changePassword, useAccountInfo } from '#client/features/account/api/account-api'

const CHANGE_FAILED_MESSAGE = 'Não foi possível alterar sua senha. Tente novamente em alguns instantes.'
/** Built by the email flow (issue 24): it sends a link to choose a password. */
const SET_PASSWORD_PATH = '/forgot-password'

const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' }

function ChangePasswordForm() {
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(ChangePasswordRequestSchema), mode: 'onTouched', defaultValues: EMPTY })
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      form.reset(EMPTY)
      toast({ title: 'Senha alterada', description: answer.message, variant: 'success' })
    },
  })
  const errors = form.formState.errors
  const onSubmit = form.handleSubmit((values) => {
    if (!mutation.isPending) mutation.mutate(values)
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <Field
        label="Senha atual"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres, diferente da atual.`}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Field
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {mutation.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(mutation.error, CHANGE_FAILED_MESSAGE)}
        </p>
      ) : null}
      {mutation.isSuccess ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {mutation.data.message}
        </p>
      ) : null}
      <Button type="submit" className="self-start" disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? 'Alterando...' : 'Alterar senha'}
      </Button>
    </form>
  )
}

/**
 * "Senha": change it (the other sessions end), or, for an account that signs in with Google and
 * has none, the way to set one through the email flow.
 */
export function ChangePasswordSection() {
  const info = useAccountInfo()
  return (
    <Card role="region" aria-labelledby="senha-titulo" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="senha-titulo" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5 shrink-0 text-violet-700" /> Senha
        </h2>
        {info.data?.hasPassword ? (
          <p className="text-sm text-slate-600">
            Ao alterar a senha, você continua conectado neste aparelho e sai de todos os outros.
          </p>
        ) : null}
      </div>
      {info.isPending ? (
        <Spinner className="justify-start" />
      ) : info.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-700">
          {errorMessage(info.error, 'Não foi possível carregar os dados da sua conta.')}
          <Button type="button" size="sm" variant="secondary" onClick={() => void info.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : info.data.hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">
            Você entra com o Google e ainda não tem uma senha. Se quiser entrar também com e-mail e senha, enviamos um link
            para o seu e-mail para você criar uma.
          </p>
          <Button asChild variant="secondary">
            <Link to={SET_PASSWORD_PATH}>Definir uma senha</Link>
          </Button>
        </div>
      )}
    </Card>
  )
}

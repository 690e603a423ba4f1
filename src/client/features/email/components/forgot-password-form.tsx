import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { ForgotPasswordRequestSchema } from '#shared/schemas/email'
import type { z } from '#shared/schemas/zod-locale'
import { Button } from '#client/components/ui/button'
import { Field } from '#client/components/ui/field'
import { errorMessage } from '#client/lib/api-client'
import { useForgotPassword } from '#client/features/email/api/forgot-password'
import { SandboxMailboxLink } from './sandbox-mailbox-link'

type ForgotPasswordInput = z.infer<typeof ForgotPasswordRequestSchema>

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const request = useForgotPassword()
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  })

  if (request.isSuccess) {
    return (
      <div className="flex flex-col gap-4" role="status">
        <p className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{request.data.message}</span>
        </p>
        <p className="text-sm text-slate-600">O link vale por 1 hora. Se não chegar em alguns minutos, peça de novo.</p>
        <SandboxMailboxLink email={request.variables} />
        <Button variant="secondary" onClick={() => request.reset()}>
          Pedir outro link
        </Button>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values.email))} className="flex flex-col gap-4">
      <Field label="E-mail" type="email" autoComplete="email" inputMode="email" error={form.formState.errors.email?.message} {...form.register('email')} />
      {request.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(request.error, 'Não foi possível enviar o link agora. Tente novamente.')}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar link de redefinição'}
      </Button>
    </form>
  )
}

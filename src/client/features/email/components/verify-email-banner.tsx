import { MailWarning } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { errorMessage } from '#client/lib/api-client'
import { useResendVerification } from '#client/features/email/api/verify-email'
import { SandboxMailboxLink } from './sandbox-mailbox-link'

/** A gentle note on /results while the address is unconfirmed, with a resend button. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification()
  return (
    <section aria-labelledby="confirme-email-titulo" className="flex flex-col gap-2 rounded-2xl border border-violet-200 bg-violet-50 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-3 sm:p-4">
      <div className="flex items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-800" />
        <div className="flex flex-col gap-1">
          <h2 id="confirme-email-titulo" className="font-semibold text-slate-900">
            Confirme seu e-mail
          </h2>
          <p className="text-sm text-slate-700">
            Enviamos um link para <strong className="break-all">{email}</strong>.
            <span className="hidden sm:inline"> Confirmando, você recebe avisos quando seus amigos responderem e pode recuperar sua conta.</span>
          </p>
          {resend.isSuccess ? (
            <p role="status" className="text-sm font-medium text-emerald-800">
              {resend.data.message}
            </p>
          ) : null}
          {resend.isError ? (
            <p role="alert" className="text-sm font-medium text-red-800">
              {errorMessage(resend.error, 'Não foi possível reenviar agora. Tente mais tarde.')}
            </p>
          ) : null}
          {resend.isSuccess ? <SandboxMailboxLink email={email} /> : null}
        </div>
      </div>
      <Button variant="secondary" size="sm" className="shrink-0 self-start sm:self-auto" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Reenviando...' : 'Reenviar e-mail'}
      </Button>
    </section>
  )
}

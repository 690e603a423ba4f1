import { clientConfig } from '#client/lib/client-config'

/** Without SMTP, mail is kept in the sandbox mailbox: say where to read it (DESIGN.md §6). */
export function SandboxMailboxLink({ email }: { email?: string }) {
  if (!clientConfig().sandboxMailbox) return null
  const href = email ? `/sandbox/email?to=${encodeURIComponent(email)}` : '/sandbox/email'
  return (
    <p className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <strong>Ambiente de teste:</strong> nenhum e-mail real é enviado.{' '}
      <a href={href} className="font-semibold underline underline-offset-2">
        Abrir a caixa de e-mails simulada
      </a>
      .
    </p>
  )
}

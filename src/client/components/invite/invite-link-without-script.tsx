import { MessageCircle, Send } from 'lucide-react'
import { useInviteLink } from '#client/components/invite/invite-link'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { whatsappShareUrl } from './share-actions'

/**
 * The invite card for a browser without JavaScript (issue 47): the link in a field to select and
 * copy, and WhatsApp with the same message "Copiar link" copies. Rendered inside a <noscript> with
 * the link the server put in the page's data (PAGE_QUERY_KEYS.inviteLink); nothing without it.
 */
export function InviteLinkWithoutScript() {
  const url = useInviteLink(false).data?.feedbackUrl
  if (!url) return null
  return (
    <Card role="region" aria-labelledby="convite-sem-script-titulo" className="flex min-w-0 flex-col gap-3 border-violet-200 bg-gradient-to-br from-white to-violet-50 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id="convite-sem-script-titulo" className="flex items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          <Send aria-hidden="true" className="size-5 shrink-0 text-violet-700" />
          Convide pessoas para te avaliar
        </h2>
        <p className="text-sm text-slate-700">Envie seu link para quem te conhece. As respostas são anônimas.</p>
      </div>
      <label htmlFor="convite-sem-script-link" className="text-sm font-medium text-slate-800">
        Seu link de feedback <span className="font-normal text-slate-600">(toque e segure para copiar)</span>
      </label>
      <input
        id="convite-sem-script-link"
        readOnly
        value={url}
        className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
      />
      <Button asChild>
        <a href={whatsappShareUrl(url)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          Enviar pelo WhatsApp
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </Button>
    </Card>
  )
}

import { Check, Copy, Mail, MessageCircle } from 'lucide-react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Button } from '#client/components/ui/button'
import { copyText } from './share-actions'

interface SendLinkActionsProps {
  url: string
  /** The text sent with the link by WhatsApp and e-mail (it carries the link itself). */
  message: string
  emailSubject: string
  /** What the status line says once the link is copied, e.g. "Link do presente copiado." */
  copiedNotice: string
  /** The field that shows the link: selected when copying fails, so the person can copy it by hand. */
  field: RefObject<HTMLInputElement | null>
}

/**
 * The ways to send a one-off link (a gift's, an invitation to compare): copy (announced to screen
 * readers), WhatsApp (wa.me) and e-mail (mailto), with the status line under them.
 */
export function SendLinkActions({ url, message, emailSubject, copiedNotice, field }: SendLinkActionsProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const reset = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(reset.current), [])

  const copy = async () => {
    const ok = await copyText(url)
    if (!ok) field.current?.select()
    setCopied(ok ? 'yes' : 'failed')
    window.clearTimeout(reset.current)
    reset.current = window.setTimeout(() => setCopied(null), 5000)
  }

  return (
    <>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button type="button" size="sm" variant={copied === 'yes' ? 'secondary' : 'primary'} onClick={() => void copy()}>
          {copied === 'yes' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied === 'yes' ? 'Link copiado!' : 'Copiar link'}
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={`https://wa.me/?text=${encodeURIComponent(message)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" className="size-4" /> Enviar pelo WhatsApp
          </a>
        </Button>
        <Button asChild size="sm" variant="secondary">
          <a href={`mailto:?subject=${encodeURIComponent(emailSubject)}&body=${encodeURIComponent(message)}`}>
            <Mail aria-hidden="true" className="size-4" /> Enviar por e-mail
          </a>
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {copied === 'yes'
          ? copiedNotice
          : copied === 'failed'
            ? 'Não foi possível copiar automaticamente: o link está selecionado, copie-o manualmente.'
            : ''}
      </p>
    </>
  )
}

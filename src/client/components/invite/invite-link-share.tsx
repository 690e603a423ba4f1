import { Check, Copy, Link2, MessageCircle, RotateCw, Share2 } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { track } from '#client/lib/analytics'
import { cn } from '#client/lib/cn'
import { useInviteLink } from '#client/components/invite/invite-link'
import { Button } from '#client/components/ui/button'
import { Disclosure } from '#client/components/ui/disclosure'
import { toast } from '#client/lib/toast-store'
import { InviteQrCode } from './invite-qr-code'
import { copyInviteLink, shareInviteLink, whatsappShareUrl } from './share-actions'

interface InviteLinkShareProps {
  /** Shows the load-failure toast (SPEC.md §8); only one of several instances on a page should. */
  notifyOnError?: boolean
  /** Title given to the device's share sheet. */
  shareTitle?: string
  className?: string
  /** Keeps the field's label for screen readers only, where the card's title already says it. */
  hideLabel?: boolean
  /** Also shows the link as a QR code (the owner's invite page and the invite card on /results). */
  withQrCode?: boolean
  /**
   * Short form (the invite card on /results): "Copiar link" and WhatsApp in one row; the share sheet,
   * "Copiar só o link" and the QR code behind "Mais formas de enviar".
   */
  compact?: boolean
  /**
   * With `compact`: the link field itself also moves behind "Mais formas de enviar", leaving one row
   * ("Copiar link", WhatsApp) — the invite card once the owner has a few feedbacks.
   */
  linkInDisclosure?: boolean
}

function loadFailure(error: unknown) {
  if (error instanceof ApiError && error.userMessage) return { title: 'Erro', description: error.userMessage }
  return {
    title: FEEDBACK_MESSAGES.inviteLinkFailed,
    description: errorMessage(error, FEEDBACK_MESSAGES.inviteLinkFailedDescription),
  }
}

/**
 * The personal invite link with its ways out (enabled only once the link is loaded): "Copiar link"
 * copies the same warm message WhatsApp gets, with the link; WhatsApp; the device's share sheet; and
 * "Copiar só o link" for the bare address.
 */
export function InviteLinkShare({
  notifyOnError = false,
  shareTitle = 'Meu link de feedback',
  className,
  hideLabel = false,
  withQrCode = false,
  compact = false,
  linkInDisclosure = false,
}: InviteLinkShareProps) {
  const inputId = useId()
  const query = useInviteLink()
  const [copied, setCopied] = useState<'message' | 'link' | null>(null)
  const url = query.data?.feedbackUrl

  useEffect(() => {
    if (!notifyOnError || !query.isError) return
    toast({ ...loadFailure(query.error), variant: 'destructive' })
  }, [notifyOnError, query.isError, query.error])

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(null), 2500)
    return () => window.clearTimeout(timer)
  }, [copied])

  if (query.isError || (query.isSuccess && !url)) {
    const message = query.isError ? loadFailure(query.error).description : FEEDBACK_MESSAGES.inviteLinkMissing
    return (
      <div role="alert" className={cn('flex flex-col gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900', className)}>
        <p>{message}</p>
        <Button variant="secondary" size="sm" className="self-start" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4 shrink-0" />
          Tentar novamente
        </Button>
      </div>
    )
  }

  const shareButton = (
    <Button variant="secondary" className="gap-1.5 px-2.5! text-sm! @md:text-base!" disabled={!url} onClick={() => url && void shareInviteLink(url, shareTitle)}>
      <Share2 aria-hidden="true" className="size-4 shrink-0" />
      Compartilhar
    </Button>
  )
  const copyOnlyButton = (
    <Button
      variant="ghost"
      size="sm"
      className="-my-1 self-start"
      disabled={!url}
      onClick={async () => {
        if (url && (await copyInviteLink(url, { linkOnly: true }))) setCopied('link')
      }}
    >
      {copied === 'link' ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <Link2 aria-hidden="true" className="size-4 shrink-0" />}
      {copied === 'link' ? 'Link copiado' : 'Copiar só o link'}
    </Button>
  )

  const linkBehindDisclosure = compact && linkInDisclosure
  const linkField = (
    <>
      <label htmlFor={inputId} className={hideLabel && !linkBehindDisclosure ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        Seu link de feedback
      </label>
      <input
        id={inputId}
        readOnly
        value={url ?? ''}
        placeholder="Carregando seu link..."
        aria-busy={!url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full min-w-0 rounded-xl border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800 placeholder:font-sans placeholder:text-slate-500 focus:border-violet-600 focus:outline-none focus:ring-2 focus:ring-violet-200"
      />
    </>
  )

  return (
    <div className={cn('@container flex min-w-0 flex-col', linkBehindDisclosure ? 'gap-2' : 'gap-3', className)}>
      {linkBehindDisclosure ? null : linkField}
      {/* Compact on a phone: the copy button gets the wider column and a smaller type, so "Mensagem copiada" fits (issue 33). */}
      <div className={cn('grid gap-2', compact ? 'grid-cols-[minmax(0,1fr)_auto] @xl:flex @xl:flex-wrap' : 'grid-cols-2 @md:grid-cols-3')}>
        <Button
          className={compact ? 'min-w-0 gap-1! whitespace-nowrap px-2! text-[0.8125rem]! @sm:gap-1.5! @sm:text-sm! @md:px-3! @md:text-base!' : 'col-span-2 @md:col-span-1'}
          disabled={!url}
          onClick={async () => {
            if (url && (await copyInviteLink(url))) setCopied('message')
          }}
        >
          {copied === 'message' ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <Copy aria-hidden="true" className="size-4 shrink-0" />}
          {copied === 'message' ? 'Mensagem copiada' : 'Copiar link'}
        </Button>
        {url ? (
          <Button asChild variant="secondary" className="gap-1! px-2! text-sm! @sm:gap-1.5! @md:px-2.5! @md:text-base!">
            <a
              href={whatsappShareUrl(url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track('invite_link_shared_whatsapp')}
            >
              <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
              WhatsApp
              <span className="sr-only"> (abre em nova aba)</span>
            </a>
          </Button>
        ) : (
          <Button variant="secondary" className="gap-1! px-2! text-sm! @sm:gap-1.5! @md:px-2.5! @md:text-base!" disabled>
            <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
            WhatsApp
          </Button>
        )}
        {compact ? null : shareButton}
      </div>
      {compact ? (
        <Disclosure label="Mais formas de enviar" className={linkBehindDisclosure ? '-my-1.5' : '-mt-2'}>
          {linkBehindDisclosure ? <div className="flex min-w-0 flex-col gap-1.5">{linkField}</div> : null}
          <div className="flex flex-wrap items-center gap-2">
            {shareButton}
            {copyOnlyButton}
          </div>
          {withQrCode ? <InviteQrCode url={url} /> : null}
        </Disclosure>
      ) : (
        copyOnlyButton
      )}
      {withQrCode && !compact ? <InviteQrCode url={url} /> : null}
    </div>
  )
}

import { INVITE_SHARE_TEXT, inviteMessage } from '#shared/invite-message'
import { track } from '#client/lib/analytics'
import { toast } from '#client/lib/toast-store'


export const SHARE_MESSAGES = {
  copiedTitle: 'Copiado!',
  copiedDescription: 'Link copiado para a área de transferência',
  messageCopiedDescription: 'Mensagem de convite com o link copiada. É só colar na conversa.',
  copyFailedTitle: 'Erro ao copiar',
  copyFailedDescription: 'Não foi possível copiar o link para a área de transferência',
  unsupportedTitle: 'Compartilhamento não suportado',
  sharedTitle: 'Compartilhado',
  sharedDescription: 'Obrigado por convidar mais pessoas para a sua jornada!',
} as const

export function whatsappShareUrl(url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(inviteMessage(url))}`
}

/** The Clipboard API where allowed; an off-screen textarea and execCommand otherwise. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission denied or insecure context: try the older way below.
  }
  try {
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand('copy')
    area.remove()
    return ok
  } catch {
    return false
  }
}

/** "Copiar link": the invite message with the link; `linkOnly` ("Copiar só o link"): the address alone. */
export async function copyInviteLink(url: string, { linkOnly = false }: { linkOnly?: boolean } = {}): Promise<boolean> {
  const ok = await copyText(linkOnly ? url : inviteMessage(url))
  if (ok) {
    toast({
      title: SHARE_MESSAGES.copiedTitle,
      description: linkOnly ? SHARE_MESSAGES.copiedDescription : SHARE_MESSAGES.messageCopiedDescription,
      variant: 'success',
    })
    track('invite_link_copied', { content: linkOnly ? 'link' : 'message' })
  } else {
    toast({ title: SHARE_MESSAGES.copyFailedTitle, description: SHARE_MESSAGES.copyFailedDescription, variant: 'destructive' })
  }
  return ok
}

function isUserCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * The device's share sheet. Unsupported (most desktops): the link is copied and the person is told
 * so. A share the person cancels is silent; any other failure falls back to copying.
 */
export async function shareInviteLink(url: string, title: string): Promise<void> {
  if (typeof navigator.share !== 'function') {
    const ok = await copyText(url)
    if (ok) toast({ title: SHARE_MESSAGES.unsupportedTitle, description: SHARE_MESSAGES.copiedDescription })
    else toast({ title: SHARE_MESSAGES.copyFailedTitle, description: SHARE_MESSAGES.copyFailedDescription, variant: 'destructive' })
    return
  }
  try {
    await navigator.share({ title, text: INVITE_SHARE_TEXT, url })
    toast({ title: SHARE_MESSAGES.sharedTitle, description: SHARE_MESSAGES.sharedDescription, variant: 'success' })
    track('invite_link_shared')
  } catch (error) {
    if (isUserCancel(error)) return
    await copyInviteLink(url, { linkOnly: true })
  }
}

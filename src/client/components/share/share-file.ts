import { track } from '#client/lib/analytics'
import { toast } from '#client/lib/toast-store'

/** Saves a file through a temporary link: the way out where the share sheet cannot take files. */
export function downloadFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Give the download a moment to start before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

const isUserCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The device's share sheet with the image itself where the browser can share files (most
 * phones); a download everywhere else. A share the person cancels is silent. Records which way
 * the file left (`event` with `method: 'native' | 'download'`).
 */
export async function shareOrDownload(
  file: File,
  share: { title: string; text: string },
  event: string,
  params: Record<string, unknown> = {},
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const data: ShareData = { files: [file], title: share.title, text: share.text }
  if (typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare(data)) {
    try {
      await navigator.share(data)
      toast({ title: 'Compartilhado', description: 'Obrigado por espalhar o autoconhecimento!', variant: 'success' })
      track(event, { ...params, method: 'native' })
      return 'shared'
    } catch (error) {
      if (isUserCancel(error)) return 'cancelled'
      // Any other refusal (permissions, unsupported type): fall back to the download below.
    }
  }
  downloadFile(file, file.name)
  toast({ title: 'Imagem baixada', description: 'Agora é só publicar onde você quiser.', variant: 'success' })
  track(event, { ...params, method: 'download' })
  return 'downloaded'
}

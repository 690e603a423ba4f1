/**
 * When the app itself loads another document — a page island's way out, a link of the shell around it
 * (decision 0050) — what should outlive the page (the toast just shown, the ad views counted in this
 * visit) is handed over first: each part registers with `onLeaveDocument`. A reload, an address typed
 * by hand or a tab closed is not the app leaving: nothing is handed over then.
 */
const LEAVE_DOCUMENT_EVENT = 'espelho:leave-document'

export function onLeaveDocument(listener: () => void) {
  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') window.addEventListener(LEAVE_DOCUMENT_EVENT, listener)
}

/** Hands over, then loads `href` as a new document (in place of this history entry with `replace`). */
export function leaveDocument(href: string, replace: boolean) {
  window.dispatchEvent(new Event(LEAVE_DOCUMENT_EVENT))
  if (replace) window.location.replace(href)
  else window.location.assign(href)
}

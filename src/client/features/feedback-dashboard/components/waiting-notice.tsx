import { Hourglass } from 'lucide-react'
import { waitingText } from '#shared/feedback/release'

/**
 * Answers that arrived but are not shown yet (issue 30): they appear together when the third one
 * arrives, so no single giver's answers can be picked out by refreshing the page. Only the number
 * waiting is known here — the server sends nothing else about them.
 */
export function WaitingNotice({ waiting }: { waiting: number }) {
  const text = waitingText(waiting)
  if (!text) return null
  return (
    <p
      role="status"
      data-testid="waiting-notice"
      className="flex items-start gap-2 rounded-xl border border-violet-200 bg-violet-50 px-4 py-3 text-sm text-slate-800"
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-violet-700" />
      <span>{text}</span>
    </p>
  )
}

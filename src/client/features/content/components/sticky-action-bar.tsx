import { Link } from 'react-router'
import { Button } from '#client/components/ui/button'

/**
 * A bar that stays at the bottom of the screen while the page is read (SPEC.md's "fixed bottom
 * bar"). It is sticky rather than fixed, so at the end of the page it rests above the footer
 * instead of covering it. Render it as the last child of the page. On phones only the button
 * shows, to keep the bar small.
 */
export function StickyActionBar({ label, note, to, action }: { label: string; note: string; to: string; action: string }) {
  return (
    <aside
      aria-label={label}
      className="sticky bottom-0 z-30 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4">
        <p className="hidden text-sm text-slate-700 sm:block">{note}</p>
        <Button asChild className="w-full sm:w-auto">
          <Link to={to}>{action}</Link>
        </Button>
      </div>
    </aside>
  )
}

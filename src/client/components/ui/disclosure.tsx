import { ChevronDown } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'

interface DisclosureProps {
  /** The button's words ("Ver detalhes", "Mostrar QR code"); the open state is told by aria-expanded. */
  label: ReactNode
  children: ReactNode
  defaultOpen?: boolean
  className?: string
  triggerClassName?: string
  contentClassName?: string
}

/**
 * Secondary material behind a button (Radix Collapsible: a real button with aria-expanded and
 * aria-controls; the closed content is not rendered). Used to keep the /results tabs a few phone
 * screens long without removing anything.
 */
export function Disclosure({ label, children, defaultOpen = false, className, triggerClassName, contentClassName }: DisclosureProps) {
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className={cn('flex min-w-0 flex-col', className)}>
      <Collapsible.Trigger
        className={cn(
          'group inline-flex min-h-11 items-center gap-1.5 self-start rounded-lg py-2 text-left text-sm font-semibold text-violet-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-violet-700',
          triggerClassName,
        )}
      >
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
        {label}
      </Collapsible.Trigger>
      <Collapsible.Content className={cn('flex min-w-0 flex-col gap-3 pt-1', contentClassName)}>{children}</Collapsible.Content>
    </Collapsible.Root>
  )
}

/**
 * A row that opens a whole card: the row says what is inside, the card (with its own heading and
 * region) appears under it. For the "Mais para você" list of the "Você" tab.
 */
export function DisclosureRow({ label, hint, icon, children }: { label: string; hint?: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Collapsible.Root className="flex min-w-0 flex-col border-b border-slate-100 last:border-0">
      <Collapsible.Trigger className="group flex min-h-11 w-full items-center gap-3 rounded-lg px-1 py-1.5 sm:py-2.5 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700">
        {icon ? (
          <span aria-hidden="true" className="flex size-8 shrink-0 sm:size-9 items-center justify-center rounded-xl bg-violet-100 text-violet-700">
            {icon}
          </span>
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-sm font-semibold text-slate-900 sm:text-base">{label}</span>
          {hint ? <span className="hidden text-sm text-slate-600 sm:block">{hint}</span> : null}
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none" />
      </Collapsible.Trigger>
      <Collapsible.Content className="flex min-w-0 flex-col pb-3 pt-1">{children}</Collapsible.Content>
    </Collapsible.Root>
  )
}

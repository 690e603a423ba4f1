import { Tabs as RadixTabs } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/**
 * Tabs on Radix (arrow keys move between tabs, Home/End jump, the panel is labelled by its tab).
 * Inactive panels are not rendered.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn('flex flex-col gap-6', className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn('grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-slate-100 p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        'flex min-h-11 items-center justify-center gap-1.5 rounded-xl px-2 py-2 text-center text-sm font-semibold leading-tight text-slate-700 transition-colors sm:text-base',
        'hover:bg-white/60 hover:text-slate-900',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
        'data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn('flex min-w-0 flex-col gap-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-violet-700', className)}
      {...props}
    />
  )
}

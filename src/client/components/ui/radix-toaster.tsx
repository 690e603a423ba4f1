import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '#shared/product'
import { cn } from '#client/lib/cn'
import { dismissToast, useToasts } from '#client/lib/toast-store'

const VARIANT_CLASSES = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-300 bg-red-700 text-white',
} as const

/**
 * Radix toasts: swipe to dismiss, F8 to focus, announced politely (assertively when destructive).
 * Loaded by toaster.tsx after the first render, off the first-load budget.
 */
export function RadixToaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notificação"
    >
      {/* Phones: at the top, over the navigation bar, where no page keeps its main button; from 640 px,
          top right under the bar, beside the centred content (issue 24: toasts never cover the page's main button). */}
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={cn(
            'toast-root relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-lg',
            VARIANT_CLASSES[item.variant ?? 'default'],
          )}
        >
          <div className="flex flex-1 flex-col gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
            ) : null}
            {item.action ? (
              <Toast.Action
                altText={item.action.label}
                onClick={item.action.onClick}
                className="mt-2 self-start rounded-lg bg-violet-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-violet-800"
              >
                {item.action.label}
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Fechar notificação"
            className="absolute right-2 top-2 rounded-lg p-1.5 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notificações ({hotkey})"
        className="fixed inset-x-0 top-0 z-[100] flex flex-col gap-2 p-3 outline-none sm:inset-x-auto sm:top-20 sm:right-4 sm:w-[380px] sm:p-0"
      />
    </Toast.Provider>
  )
}

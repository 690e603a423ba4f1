import type { ReactNode } from 'react'

/**
 * What a browser without JavaScript reads on the comparing pages (issue 47): they load everything
 * in the browser, and an invitation's token sits in the link's fragment, which never reaches the
 * server. Without it the page would only show its loading state forever.
 */
export function NeedsJavaScript({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <div className="mx-auto w-full max-w-3xl px-4 pt-8">
        <div className="flex flex-col gap-1 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          <p className="font-bold">Esta página precisa de JavaScript</p>
          <p>{children}</p>
        </div>
      </div>
    </noscript>
  )
}

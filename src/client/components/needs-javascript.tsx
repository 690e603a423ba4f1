import type { ReactNode } from 'react'

/**
 * What a browser without JavaScript reads on a page that loads its content in the browser (the
 * comparing pages of issue 47, whose invitation token sits in the link's fragment and never reaches
 * the server; "Minha conta"): instead of a loading state that never ends, what to do.
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

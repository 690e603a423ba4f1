import type { ReactNode } from 'react'
import { BackLink } from './back-link'

/** The violet hero at the top of the methodology and about pages. */
export function PageHero({
  eyebrow,
  title,
  back,
  children,
}: {
  eyebrow: string
  title: string
  back?: { to: string; label: string }
  children?: ReactNode
}) {
  return (
    <header className="bg-gradient-to-br from-violet-900 via-violet-800 to-fuchsia-800 text-white">
      <div className={`mx-auto flex max-w-5xl flex-col gap-5 px-4 pb-14 sm:pb-20 ${back ? 'pt-6' : 'pt-14 sm:pt-20'}`}>
        {back ? <BackLink to={back.to} label={back.label} className="self-start text-white focus-visible:outline-white" /> : null}
        <p className="text-sm font-bold uppercase tracking-wider text-fuchsia-200">{eyebrow}</p>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children}
      </div>
    </header>
  )
}

import type { ReactNode } from 'react'
import { brasiliaDay, formatDate } from '#shared/format'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** SPEC.md §2: the legal pages show the current date as their last update. */
function today() {
  const now = new Date()
  // The machine-readable YYYY-MM-DD form <time> expects, beside the pt-BR label.
  return { label: formatDate(now), iso: brasiliaDay(now) }
}

/** A legal text: title, last update, table of contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const updated = today()
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:py-16">
      <header className="flex flex-col gap-4">
        <p className="text-sm font-bold uppercase tracking-wider text-violet-700">Documento legal</p>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="text-sm text-slate-600">
          Última atualização: <time dateTime={updated.iso}>{updated.label}</time>
        </p>
        <div className="flex flex-col gap-3 text-lg leading-relaxed text-slate-700">{intro}</div>
      </header>

      <nav aria-labelledby="sumario" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="sumario" className="font-bold text-slate-900">
          Nesta página
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-block py-1 text-violet-800 underline-offset-4 hover:underline">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24">
          <h2 id={`${section.id}-titulo`} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {index + 1}. {section.title}
          </h2>
          <div className="legal-body mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-violet-800 [&_a]:underline [&_a]:underline-offset-4 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_strong]:text-slate-900 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  )
}

import { compareDisc, compareOcean, type DimensionComparison } from '#shared/compare/texts'
import { formatDayMonthYear } from '#shared/format'
import type { Comparison } from '#shared/schemas/compare'
import { cn } from '#client/lib/cn'

function Bar({ label, value, tone }: { label: string; value: number; tone: 'me' | 'other' }) {
  return (
    <div className="grid grid-cols-[minmax(0,7rem)_1fr_auto] items-center sm:grid-cols-[minmax(0,12rem)_1fr_auto] gap-2 text-sm">
      <span className="truncate text-slate-700">{label}</span>
      <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
        <span
          className={cn('block h-full rounded-full', tone === 'me' ? 'bg-violet-600' : 'bg-amber-500')}
          style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
        />
      </span>
      <span className="w-10 text-right font-semibold tabular-nums text-slate-900">{value}%</span>
    </div>
  )
}

function Dimension({ row, otherName }: { row: DimensionComparison<string>; otherName: string }) {
  const alike = row.closeness !== 'different'
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900">{row.name}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
            alike ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-300',
          )}
        >
          {alike ? 'Parecidos' : 'Diferentes'}
        </span>
      </div>
      <p className="text-xs text-slate-600">Sobre {row.about}.</p>
      <Bar label="Você" value={row.mine} tone="me" />
      <Bar label={otherName} value={row.theirs} tone="other" />
      <p className="text-slate-800">{row.text}</p>
    </li>
  )
}

/** "Dominância", "Dominância e Influência", "Dominância, Influência e Cautela". */
const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1) ?? ''}` : (names[0] ?? ''))

function Summary({ rows }: { rows: DimensionComparison<string>[] }) {
  const alike = rows.filter((row) => row.closeness !== 'different').map((row) => row.name)
  const different = rows.filter((row) => row.closeness === 'different').map((row) => row.name)
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <p className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
        <strong className="block">Onde vocês se parecem</strong>
        {alike.length
          ? `${joined(alike)}.`
          : 'Em nenhuma destas dimensões vocês têm resultados próximos. Veja abaixo como as diferenças podem se complementar.'}
      </p>
      <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950">
        <strong className="block">Onde vocês diferem</strong>
        {different.length ? `${joined(different)}.` : 'Em nenhuma destas dimensões: os resultados de vocês ficaram próximos em todas.'}
      </p>
    </div>
  )
}

function Section({ id, title, intro, rows, otherName }: { id: string; title: string; intro: string; rows: DimensionComparison<string>[]; otherName: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="text-slate-700">{intro}</p>
      <Summary rows={rows} />
      <ul className="flex flex-col gap-3">
        {rows.map((row) => (
          <Dimension key={row.key} row={row} otherName={otherName} />
        ))}
      </ul>
    </section>
  )
}

/**
 * The comparison page's body (issue 47): both people's self DISC and Big Five side by side, where
 * they are alike and where they differ, and what that can mean together. Nothing from feedback.
 */
export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const { me, other } = comparison
  const disc = me.disc && other.disc ? compareDisc(me.disc, other.disc, other.name) : null
  const ocean = me.ocean && other.ocean ? compareOcean(me.ocean, other.ocean, other.name) : null
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-violet-600" /> Você
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-full bg-amber-500" /> {other.name}
        </span>
        <span>Comparando desde {formatDayMonthYear(comparison.since)}</span>
      </div>
      {disc ? (
        <Section
          id="compare-disc"
          title="DISC: como cada um age"
          intro="Os resultados mais recentes do teste DISC que cada um fez sobre si. Diferença menor que 15 pontos conta como parecidos."
          rows={disc}
          otherName={other.name}
        />
      ) : (
        <p className="text-slate-700">O DISC de um de vocês não está disponível.</p>
      )}
      {ocean ? (
        <Section
          id="compare-ocean"
          title="Big Five: como cada um é"
          intro="Os resultados mais recentes do teste Big Five que cada um fez sobre si."
          rows={ocean}
          otherName={other.name}
        />
      ) : (
        <p className="text-slate-700">O Big Five de um de vocês não está disponível.</p>
      )}
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
        Estes textos falam de tendências, não de destino: servem para conversar. Nada dos feedbacks que vocês receberam de outras
        pessoas aparece aqui.
      </p>
    </div>
  )
}

import { DISC_NAMES, SCORE_KEY_TO_TYPE, type DiscScoreKey } from '#shared/disc/types'
import { OCEAN_FACTOR_NAMES, SCORE_KEY_TO_FACTOR, type OceanScoreKey } from '#shared/ocean/types'
import type { ComparePerson } from '#shared/schemas/compare'

const DISC_KEYS: DiscScoreKey[] = ['dominance', 'influence', 'steadiness', 'compliance']
const OCEAN_KEYS: OceanScoreKey[] = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism']

function Scores({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-bold text-slate-900">{title}</h3>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-700">{row.label}</dt>
            <dd className="text-right font-semibold tabular-nums text-slate-900">{row.value}%</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** One person's block exactly as the other will see it: the display name and the latest self results. */
export function PersonResults({ person }: { person: ComparePerson }) {
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-base font-bold text-slate-900">{person.name}</p>
      {person.disc ? (
        <Scores title="DISC" rows={DISC_KEYS.map((key) => ({ label: DISC_NAMES[SCORE_KEY_TO_TYPE[key]], value: person.disc?.[key] ?? 0 }))} />
      ) : (
        <p className="text-sm text-slate-700">DISC: ainda não feito.</p>
      )}
      {person.ocean ? (
        <Scores title="Big Five" rows={OCEAN_KEYS.map((key) => ({ label: OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]], value: person.ocean?.[key] ?? 0 }))} />
      ) : (
        <p className="text-sm text-slate-700">Big Five: ainda não feito.</p>
      )}
    </div>
  )
}

import { Lock, TrendingDown, TrendingUp, Minus } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE } from '#shared/disc/types'
import { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR } from '#shared/ocean/types'
import type { DiscHistoryResponse, OceanHistoryResponse } from '#shared/schemas/history'
import { Card } from '#client/components/ui/card'
import { useDiscHistory, useOceanHistory } from '#client/features/history/api/get-history'
import { savedResultsText } from '#client/features/history/saved-results-text'
import { RoundsEvolution } from './rounds-evolution'
import { formatDate } from '#shared/format'

const mediumDate = (iso: string) => formatDate(iso, 'medium')

interface Dimension {
  key: string
  name: string
}

const DISC_DIMENSIONS: Dimension[] = DISC_SCORE_KEYS.map((key) => ({ key, name: DISC_NAMES[SCORE_KEY_TO_TYPE[key]] }))
const OCEAN_DIMENSIONS: Dimension[] = OCEAN_SCORE_KEYS.map((key) => ({ key, name: OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]] }))

type Entry = { createdAt: string } & Record<string, number | string>

function Change({ value }: { value: number }) {
  if (value === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-slate-600">
        <Minus aria-hidden="true" className="size-4" /> sem mudança
      </span>
    )
  }
  const up = value > 0
  const Icon = up ? TrendingUp : TrendingDown
  return (
    <span className={up ? 'inline-flex items-center gap-1 text-emerald-800' : 'inline-flex items-center gap-1 text-rose-800'}>
      <Icon aria-hidden="true" className="size-4" />
      {up ? '+' : '−'}
      {Math.abs(value)} pontos
    </span>
  )
}

/** Premium: the newest result against the one before, per dimension, then every date with its scores. */
function Evolution({ title, entries, dimensions, retakePath }: { title: string; entries: Entry[]; dimensions: Dimension[]; retakePath: string }) {
  const [newest, previous] = entries
  if (!newest) return null
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 className="text-lg font-bold text-slate-900">{title}</h3>
      {previous ? (
        <>
          <p className="text-sm text-slate-600">
            De {mediumDate(previous.createdAt)} para {mediumDate(newest.createdAt)}:
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {dimensions.map((d) => (
              <li key={d.key} className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
                <span className="font-semibold text-slate-900">
                  {d.name} <span className="font-normal text-slate-600">{String(newest[d.key])}%</span>
                </span>
                <Change value={Number(newest[d.key]) - Number(previous[d.key])} />
              </li>
            ))}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-violet-800">Todas as datas ({entries.length})</summary>
            {/* Focusable so the table can be scrolled sideways from the keyboard on a phone. */}
            <div
              role="region"
              aria-label={`${title}: todos os resultados`}
              tabIndex={0}
              className="mt-2 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-violet-700"
            >
              <table className="w-full min-w-max text-left">
                <thead>
                  <tr className="text-slate-600">
                    <th scope="col" className="py-1 pr-3 font-semibold">Data</th>
                    {dimensions.map((d) => (
                      <th key={d.key} scope="col" className="py-1 pr-3 font-semibold">{d.name}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.createdAt} className="border-t border-slate-100">
                      <th scope="row" className="py-1 pr-3 font-normal text-slate-900">{mediumDate(entry.createdAt)}</th>
                      {dimensions.map((d) => (
                        <td key={d.key} className="py-1 pr-3 text-slate-900">{String(entry[d.key])}%</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : (
        <p className="text-sm text-slate-600">
          Um resultado, de {mediumDate(newest.createdAt)}.{' '}
          <Link to={retakePath} className="font-semibold text-violet-800 underline underline-offset-2">
            Refaça o teste
          </Link>{' '}
          daqui a algumas semanas para ver o que mudou.
        </p>
      )}
    </div>
  )
}

function Teaser({ disc, ocean }: { disc: number; ocean: number }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4">
      <p className="flex items-start gap-2 text-slate-800">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
        <span>
          Você tem {savedResultsText(disc, ocean)}. Com o Premium, veja como cada dimensão mudou de uma vez para outra, com as
          datas de cada resultado.
        </span>
      </p>
      <Link
        to="/pricing"
        className="inline-flex items-center justify-center self-start rounded-lg bg-violet-700 px-4 py-2 text-sm font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
      >
        Ver minha evolução com o Premium
      </Link>
    </div>
  )
}

const entriesOf = (history: DiscHistoryResponse | OceanHistoryResponse | undefined): Entry[] =>
  history && !history.locked ? (history.entries as Entry[]) : []

/**
 * "Sua evolução" on /results (issue 16): for Premium, the change per dimension between the last two
 * results and every date; for free, a teaser with only the count (the server sends no scores).
 */
export function EvolutionSection() {
  const disc = useDiscHistory()
  const ocean = useOceanHistory()
  if (disc.isPending || ocean.isPending) return null
  const discTotal = disc.data?.total ?? 0
  const oceanTotal = ocean.data?.total ?? 0
  if (discTotal + oceanTotal === 0) return null
  const locked = Boolean(disc.data?.locked || ocean.data?.locked)

  return (
    <Card role="region" aria-labelledby="evolucao-titulo" className="flex flex-col gap-5">
      <div>
        <h2 id="evolucao-titulo" className="text-xl font-bold text-slate-900">
          Sua evolução
        </h2>
        <p className="mt-1 text-sm text-slate-600">Cada vez que você refaz um teste, o resultado anterior fica guardado.</p>
      </div>
      {locked ? (
        <Teaser disc={discTotal} ocean={oceanTotal} />
      ) : (
        <div className="flex flex-col gap-6">
          <Evolution title="DISC" entries={entriesOf(disc.data)} dimensions={DISC_DIMENSIONS} retakePath="/assessment" />
          <Evolution title="Big Five (OCEAN)" entries={entriesOf(ocean.data)} dimensions={OCEAN_DIMENSIONS} retakePath="/ocean-assessment" />
        </div>
      )}
      {/* Issue 36: how the others' view changed between feedback rounds (free: the rounds and counts). */}
      <RoundsEvolution />
    </Card>
  )
}

// `npm run reliability` — internal consistency (Cronbach's alpha) of each Big Five factor, computed
// from the answers Espelho has stored (issue 20). One answer set per person: their latest self test.
//
// Connects like the app: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database
// in DATA_DIR (default ./data). PGlite allows one process at a time: stop the server first, or run
// this on a copy of the folder. Reads only; runs no migrations.
//
// Prints n and alpha per factor, and "amostra insuficiente" below RELIABILITY_MIN_PEOPLE (200). When
// every factor has enough people, it also prints the object to paste into PUBLISHED_OCEAN_RELIABILITY
// (src/shared/ocean/reliability.ts), which is what the /ocean page shows.
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { readFromDatabase } from './lib/read-database.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { RELIABILITY_MIN_PEOPLE, oceanReliability } = await tsImport(
  path.join(root, 'src/shared/ocean/reliability.ts'),
  import.meta.url,
)
const { OCEAN_FACTOR_NAMES } = await tsImport(path.join(root, 'src/shared/ocean/types.ts'), import.meta.url)

/** Each person's latest self OCEAN test. */
const LATEST_SELF_ANSWERS = `
  select distinct on (user_id) answers
  from ocean_assessments
  where is_self
  order by user_id, created_at desc, id desc`

async function readAnswers() {
  const { source, results } = await readFromDatabase([LATEST_SELF_ANSWERS])
  return { source, rows: results[0] }
}

function parseAnswers(value) {
  if (typeof value === 'string') {
    try {
      return JSON.parse(value)
    } catch {
      return {}
    }
  }
  return value && typeof value === 'object' ? value : {}
}

const decimal = (value) => value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

async function main() {
  const { source, rows } = await readAnswers()
  const results = oceanReliability(rows.map((row) => parseAnswers(row.answers)))
  console.log(`Consistência interna (alfa de Cronbach) do Big Five — ${source}`)
  console.log(`Pessoas com teste Big Five: ${rows.length} (o teste mais recente de cada uma)`)
  console.log('')
  console.log(`${'Fator'.padEnd(20)}${'n'.padStart(7)}${'alfa'.padStart(8)}`)
  for (const { factor, n, alpha, enough } of results) {
    const shown = alpha === null ? '—' : decimal(alpha)
    const note = enough ? '' : `   amostra insuficiente (mínimo ${RELIABILITY_MIN_PEOPLE} pessoas)`
    console.log(`${OCEAN_FACTOR_NAMES[factor].padEnd(20)}${String(n).padStart(7)}${shown.padStart(8)}${note}`)
  }
  if (results.every((r) => r.enough && r.alpha !== null)) {
    const published = {
      measuredOn: new Date().toISOString().slice(0, 10),
      factors: Object.fromEntries(results.map((r) => [r.factor, { n: r.n, alpha: Math.round(r.alpha * 100) / 100 }])),
    }
    console.log('')
    console.log('Para publicar em /ocean, cole em PUBLISHED_OCEAN_RELIABILITY (src/shared/ocean/reliability.ts):')
    console.log(JSON.stringify(published, null, 2))
  } else {
    console.log('')
    console.log(`Ainda não há ${RELIABILITY_MIN_PEOPLE} pessoas em todos os fatores: nada a publicar em /ocean.`)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})

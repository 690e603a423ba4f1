// `npm run norms` — the Big Five norm table (issue 48): per factor, how many consenting people
// count, the mean, the standard deviation and the deciles of their scores, from the same data the
// app's percentiles come from (each consenting person's latest self test, unless all its answers
// are the same; docs/norms.md).
//
// Connects like the app: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database
// in DATA_DIR (default ./data). PGlite allows one process at a time: stop the server first, or run
// this on a copy of the folder. Reads only; runs no migrations.
//
// `--csv <file>` also writes the table as CSV (one row per factor; comma-separated, dot decimals).
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { readFromDatabase } from './lib/read-database.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { emptyHistograms, summarizeHistogram, NORM_SCORE_VALUES } = await tsImport(path.join(root, 'src/shared/ocean/norms.ts'), import.meta.url)
const { OCEAN_FACTOR_NAMES, OCEAN_SCORE_KEYS, SCORE_KEY_TO_FACTOR } = await tsImport(path.join(root, 'src/shared/ocean/types.ts'), import.meta.url)

/**
 * Per factor and score, how many consenting people's latest self tests have it (as the app
 * computes): a latest test with every answer the same (straight-lined, "Resultado pouco
 * informativo") does not count; the condition is norms.repository.ts's O_STRAIGHT_LINED.
 */
const COUNTS = `
  with latest as (
    select distinct on (o.user_id) o.*,
      coalesce((
        select count(*) >= 2 and count(distinct e.value) = 1 from jsonb_each(o.answers) e where jsonb_typeof(e.value) = 'number'
      ), false) as straight_lined
    from ocean_assessments o
    join norms_consents c on c.user_id = o.user_id and c.consent
    where o.is_self
    order by o.user_id, o.created_at desc, o.id desc
  )
  select s.key, s.score, count(*)::int as n
  from latest o
  cross join lateral (values
    ('openness', o.openness), ('conscientiousness', o.conscientiousness), ('extraversion', o.extraversion),
    ('agreeableness', o.agreeableness), ('neuroticism', o.neuroticism)
  ) as s(key, score)
  where not o.straight_lined
  group by s.key, s.score`

const COMPUTED_AT = `select sample, computed_at from ocean_norms where id = 1`

function parseArgs(argv) {
  const options = { csv: null }
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]
    if (arg === '--csv') options.csv = argv[++i] ?? null
    else if (arg.startsWith('--csv=')) options.csv = arg.slice('--csv='.length)
    else if (arg === '--help' || arg === '-h') options.help = true
    else throw new Error(`Opção desconhecida: ${arg}. Use --csv <arquivo>.`)
  }
  if (options.csv === '') throw new Error('Informe o arquivo depois de --csv.')
  return options
}

async function readCounts() {
  const { source, results } = await readFromDatabase([COUNTS, COMPUTED_AT])
  return { source, rows: results[0], stored: results[1][0] }
}

const decimal = (value) => (value === null ? '—' : value.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 }))
const DECILE_HEADERS = ['P10', 'P20', 'P30', 'P40', 'P50', 'P60', 'P70', 'P80', 'P90']

async function main() {
  const options = parseArgs(process.argv.slice(2))
  if (options.help) {
    console.log('Uso: npm run norms [-- --csv normas.csv]')
    return
  }
  const { source, rows, stored } = await readCounts()
  const histograms = emptyHistograms()
  for (const row of rows) {
    const score = Number(row.score)
    if (histograms[row.key] && score >= 0 && score < NORM_SCORE_VALUES) histograms[row.key][score] = Number(row.n)
  }
  const table = OCEAN_SCORE_KEYS.map((key) => ({ key, name: OCEAN_FACTOR_NAMES[SCORE_KEY_TO_FACTOR[key]], ...summarizeHistogram(histograms[key]) }))

  console.log(`Normas do Big Five — ${source}`)
  console.log('Amostra: o teste mais recente de cada pessoa que autorizou contar nas normas, exceto os com todas as respostas iguais (escala 0–100).')
  if (stored) console.log(`Último cálculo do app: ${new Date(stored.computed_at).toISOString()} com ${stored.sample} pessoas.`)
  console.log('')
  const header = `${'Fator'.padEnd(20)}${'N'.padStart(8)}${'média'.padStart(8)}${'DP'.padStart(7)}${DECILE_HEADERS.map((h) => h.padStart(5)).join('')}`
  console.log(header)
  for (const row of table) {
    const deciles = DECILE_HEADERS.map((_, i) => String(row.deciles[i] ?? '—').padStart(5)).join('')
    console.log(`${row.name.padEnd(20)}${String(row.n).padStart(8)}${decimal(row.mean).padStart(8)}${decimal(row.sd).padStart(7)}${deciles}`)
  }
  if (table[0].n === 0) console.log('\nNinguém autorizou ainda: não há normas para mostrar.')

  if (options.csv) {
    const cell = (value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(Math.round(value * 100) / 100) : `"${value.replaceAll('"', '""')}"`)
    const lines = [['factor', 'name', 'n', 'mean', 'sd', ...DECILE_HEADERS.map((h) => h.toLowerCase())].join(',')]
    for (const row of table) {
      lines.push([cell(row.key), cell(row.name), row.n, cell(row.mean), cell(row.sd), ...DECILE_HEADERS.map((_, i) => cell(row.deciles[i]))].join(','))
    }
    writeFileSync(options.csv, `${lines.join('\n')}\n`)
    console.log(`\nCSV gravado em ${path.resolve(options.csv)}.`)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})

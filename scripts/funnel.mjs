// `npm run funnel` (issue 47, docs/decisions/0056-giver-funnel.md): the growth funnel for a window of
// days, from the database, aggregate only: the count of each step per source, the conversion from
// the step before, and the viral coefficient. PostgreSQL with DATABASE_URL (any time), else the
// embedded database in DATA_DIR (with the server stopped: PGlite serves one process).
//
//   npm run funnel [-- --since 2026-11-01] [--until 2026-11-30] [--json]
import { existsSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const DAY_MS = 24 * 60 * 60 * 1000
const DEFAULT_DAYS = 30
/** The app's DATA_DIR lock (src/server/db/data-dir-lock.ts) and how long another machine's stays valid. */
const LOCK_FILE = 'espelho.lock'
const LOCK_STALE_MS = 30_000

/** Each source's path through the funnel, in order (src/shared/funnel.ts names the steps). */
const PATHS = {
  invite: [
    'invite_viewed',
    'feedback_step1',
    'feedback_finished',
    'test_started',
    'test_finished',
    'account_created',
    'link_shared',
    'first_feedback',
  ],
  direct: ['home_viewed', 'test_started', 'test_finished', 'account_created', 'link_shared', 'first_feedback'],
}

const LABELS = {
  invite_viewed: 'Link de convite aberto',
  feedback_step1: 'Feedback: respostas enviadas (etapa 1)',
  feedback_finished: 'Feedback concluído',
  home_viewed: 'Página inicial vista',
  test_started: 'Teste DISC começado',
  test_finished: 'Teste DISC concluído',
  account_created: 'Conta criada',
  link_shared: 'Link próprio copiado ou enviado',
  first_feedback: 'Primeiro feedback recebido',
}

const SOURCE_TITLES = {
  invite: 'Quem veio de um convite (deu feedback a alguém)',
  direct: 'Quem veio direto',
}

class UsageError extends Error {}

/** The calendar day in Brasília (UTC−3, no daylight saving since 2019), as the app buckets its counts. */
const brasiliaDay = (time) => new Date(time - 3 * 60 * 60 * 1000).toISOString().slice(0, 10)

function parseDay(value, name) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
    throw new UsageError(`${name} precisa ser uma data no formato AAAA-MM-DD (recebido: "${value}").`)
  }
  return value
}

function windowOf(args, now = Date.now()) {
  const until = args.until === undefined ? brasiliaDay(now) : parseDay(args.until, '--until')
  const since =
    args.since === undefined
      ? new Date(Date.parse(`${until}T00:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
      : parseDay(args.since, '--since')
  if (since > until) throw new UsageError(`--since (${since}) vem depois de --until (${until}).`)
  return { since, until }
}

/** Refuses a DATA_DIR whose server is running: a second process on PGlite's files could corrupt them. */
function assertDataDirFree(dataDir) {
  const lockPath = path.join(dataDir, LOCK_FILE)
  if (!existsSync(lockPath)) return
  let holder
  try {
    holder = JSON.parse(readFileSync(lockPath, 'utf8'))
  } catch {
    holder = null
  }
  let alive
  if (holder && holder.hostname === os.hostname() && Number.isInteger(holder.pid)) {
    try {
      process.kill(holder.pid, 0)
      alive = true
    } catch (error) {
      alive = error.code === 'EPERM'
    }
  } else {
    alive = Date.now() - statSync(lockPath).mtimeMs < LOCK_STALE_MS
  }
  if (alive) {
    throw new UsageError(
      `O banco embutido em DATA_DIR=${dataDir} está em uso pelo servidor${holder?.pid ? ` (pid ${holder.pid})` : ''}. ` +
        'O PGlite atende um único processo: pare o servidor e rode de novo, ou use DATABASE_URL com um PostgreSQL.',
    )
  }
}

/** A query function on the app's database: PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR). */
async function openDatabase(env) {
  if (env.DATABASE_URL) {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 })
    await client.connect()
    return { where: 'PostgreSQL (DATABASE_URL)', query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() }
  }
  const dataDir = path.resolve(env.DATA_DIR || './data')
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new UsageError(`Nenhum banco embutido em DATA_DIR=${dataDir}. Indique a pasta de dados do servidor (DATA_DIR) ou DATABASE_URL.`)
  }
  assertDataDirFree(dataDir)
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite({ dataDir })
  return { where: `PGlite (DATA_DIR=${dataDir})`, query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() }
}

/** The window's numbers: steps per source, conversions along each path, and the viral coefficient. */
async function funnelReport(query, { since, until }) {
  const [table] = await query(
    `select to_regclass('public.funnel_daily') is not null as present,
            exists (select 1 from information_schema.columns where table_name = 'users' and column_name = 'link_first_shared_on') as shares`,
  )
  if (!table?.present || !table.shares) {
    throw new UsageError('Este banco ainda não tem as tabelas do funil (migrações 0018 e 0021). Inicie o servidor desta versão uma vez para aplicar as migrações.')
  }
  const rows = await query(
    `select step, source, sum(count)::bigint as count from funnel_daily where day between $1::date and $2::date group by step, source`,
    [since, until],
  )
  const counts = { invite: {}, direct: {} }
  for (const source of Object.keys(PATHS)) for (const step of PATHS[source]) counts[source][step] = 0
  for (const row of rows) if (counts[row.source] && row.step in counts[row.source]) counts[row.source][row.step] = Number(row.count)

  // "Accounts that shared a link": those that first copied or sent their own link in the window
  // (users.link_first_shared_on, a day in Brasília, set by the link_shared step). Counted, never listed.
  const [shared] = await query(
    `select count(*)::bigint as accounts from users where link_first_shared_on between $1::date and $2::date`,
    [since, until],
  )
  const sharingAccounts = Number(shared?.accounts ?? 0)
  const newFromGivers = counts.invite.account_created

  const paths = {}
  for (const [source, steps] of Object.entries(PATHS)) {
    paths[source] = steps.map((step, index) => {
      const previous = index === 0 ? null : counts[source][steps[index - 1]]
      const count = counts[source][step]
      return { step, label: LABELS[step], count, conversion: previous ? count / previous : null }
    })
  }
  return {
    since,
    until,
    paths,
    viral: { newAccountsFromGivers: newFromGivers, accountsThatShared: sharingAccounts, coefficient: sharingAccounts > 0 ? newFromGivers / sharingAccounts : null },
  }
}

const percent = (value) => (value === null ? '—' : `${(value * 100).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`)

function formatReport(report, where) {
  const lines = [`Funil do Espelho de ${report.since} a ${report.until} (dias de Brasília), ${where}`, '']
  for (const [source, steps] of Object.entries(report.paths)) {
    lines.push(SOURCE_TITLES[source])
    lines.push(`  ${'passo'.padEnd(42)}${'contagem'.padStart(10)}  conversão do passo anterior`)
    for (const entry of steps) lines.push(`  ${entry.label.padEnd(42)}${String(entry.count).padStart(10)}  ${entry === steps[0] ? '' : percent(entry.conversion)}`.trimEnd())
    lines.push('')
  }
  const { viral } = report
  const coefficient = viral.coefficient === null ? '—' : viral.coefficient.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  lines.push(
    `Coeficiente viral: ${coefficient} (${viral.newAccountsFromGivers} contas novas de quem deu feedback ÷ ${viral.accountsThatShared} contas que compartilharam o próprio link pela primeira vez no período)`,
  )
  return lines.join('\n')
}

const USAGE = 'Uso: npm run funnel -- [--since AAAA-MM-DD] [--until AAAA-MM-DD] [--json]\nPadrão: os últimos 30 dias, até hoje (Brasília).'

async function main() {
  let database
  try {
    const { values } = parseArgs({
      options: { since: { type: 'string' }, until: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    })
    if (values.help) {
      console.log(USAGE)
      return
    }
    const window = windowOf(values)
    database = await openDatabase(process.env)
    const report = await funnelReport(database.query, window)
    console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report, database.where))
  } catch (error) {
    if (typeof error?.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS_')) {
      console.error(`Erro: opção desconhecida ou sem valor.\n${USAGE}`)
      process.exitCode = 2
    } else if (error instanceof UsageError) {
      console.error(`Erro: ${error.message}`)
      process.exitCode = 2
    } else {
      console.error(`Erro ao ler o funil: ${error?.message ?? error}`)
      process.exitCode = 1
    }
  } finally {
    await database?.close().catch(() => undefined)
  }
}

await main()

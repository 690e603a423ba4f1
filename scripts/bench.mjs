// `npm run bench` — the performance benchmark of DESIGN.md §7 (issue 10, item 1).
//
// Starts the production server (DIST_DIR/server/main.js; built first when missing) on PGlite in a
// temporary DATA_DIR and, when BENCH_DATABASE_URL is set, again on a throw-away PostgreSQL database
// created from that URL (dropped afterwards). Seeds, straight into the database, users with 10 and
// with 1,000 feedbacks (realistic rows: 24 DISC answers, 1-3 strengths, 0-2 improvements) and a pool
// of others' assessments waiting for their texts. Then drives each endpoint over loopback with
// autocannon for BENCH_SECONDS (default 5) and prints requests/s, p50 and p99 latency, and each as
// a ratio to a bare Fastify route measured in the same run. Ends with the gzip size of the
// JavaScript loaded by / and by /results. Stops by itself.
//
// The load profile of decision 0043 (group `profile`, scripts/bench-profile.mjs): many owners with
// 5–20 feedbacks each plus one viral owner (50 givers/s), on PGlite with one process and on
// PostgreSQL with PROFILE_PROCESSES (4) app processes sharing the database; its budget lines say
// whether the profile holds and whether the viral owner's link takes twice its rate.
// Issue 18's budgets are checked on each database: GET /api/auth/me ≥ 10× the profile's page loads
// (decision 0043; issue 18's ratio to the static route is printed, no longer a budget),
// GET /api/feedback/stats at 1,000 feedbacks ≤ 1.5× its cost at 10, the first page of GET
// /api/feedback at 1,000 ≤ 2× its cost at 10 and ≤ 20 KB, plus the feedback submission throughput.
// PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else `--database-url=postgres://…`.
//
// Cluster mode (issue 35): `npm run bench -- --cluster` measures submissions/s and GET / per second
// through nginx with 1, 2 and 4 processes (`--processes=`) and prints the scaling ratios.
//
// Partial runs: `--only=profile,me,stats,list,post,report,images,ssr,bundles,norms` measures only those groups (the
// static route and the bare route always run as the yardstick), `--databases=pglite,postgres` only
// those databases, `--repeat=N` each database N times. DIST_DIR may point at another checkout's build
// (say, an older commit's) whose own node_modules it then uses: with `--only=post` the seed writes
// only what a submission needs, so builds from before the feedback aggregates run too.
// BENCH_SERVER_NODE_OPTIONS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) is passed to the server.
// `--only=tap` (never part of the default run: it takes minutes) measures the first tap that works in
// throttled Chromium (scripts/bench-tap.mjs; `--tap-pages=`, `--tap-profiles=`, `--tap-runs=`, `--strict`).
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { PROFILE, driveProfile, printProfile, seedProfile, waitForReleases } from './bench-profile.mjs'
import { benchNorms, printNorms } from './bench-norms.mjs'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const serverEntry = path.join(distDir, 'server/main.js')
const clientDir = path.join(distDir, 'client')
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const POST_POOL = Number(process.env.BENCH_POST_POOL ?? 40_000)
const argument = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || argument('database-url')
const GROUPS = ['profile', 'me', 'stats', 'list', 'post', 'report', 'images', 'ssr', 'bundles', 'norms', 'tap']
/** App processes sharing PostgreSQL in the profile (decision 0043); PGlite is one process's database. */
const PROFILE_PROCESSES = Number(process.env.BENCH_PROFILE_PROCESSES ?? 4)
/** The taps in Chromium take minutes: only when named (`--only=tap`). */
const ONLY = new Set(argument('only')?.split(',') ?? GROUPS.filter((group) => group !== 'tap'))
for (const group of ONLY) if (!GROUPS.includes(group)) throw new Error(`--only: grupo desconhecido "${group}" (use ${GROUPS.join(', ')})`)
/** `--only=tap` alone measures no route: no yardstick server, no database to seed. */
const TAP_ONLY = ONLY.size === 1 && ONLY.has('tap')
/** Groups measured on the seeded people of `seed` (the profile seeds its own). */
const ROUTE_GROUPS = ['me', 'stats', 'list', 'post', 'report'].filter((group) => ONLY.has(group))
const DATABASES = new Set(argument('databases')?.split(',') ?? ['pglite', 'postgres'])
const REPEAT = Number(argument('repeat') ?? 1)
const SERVER_NODE_OPTIONS = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean)
/** Only what the submission needs: an older build's schema may lack the newer tables. */
const POST_ONLY = ONLY.size === 1 && ONLY.has('post')
/** Issue 22: a content page's server render costs at most this much CPU at p50. */
const SSR_BUDGET_MS = 2
const SSR_RENDERS = Number(process.env.BENCH_SSR_RENDERS ?? 300)

async function main() {
  await ensureBuild()
  if (TAP_ONLY) return printTaps(await benchTapSection())
  const { default: autocannon } = await import('autocannon')
  const bare = await startBare()
  const sections = []
  const profiles = []
  console.log(`servidor: ${serverEntry}`)
  try {
    for (let round = 0; round < REPEAT; round++) {
      if (DATABASES.has('pglite')) {
        if (ONLY.has('profile')) profiles.push(await benchProfileDatabase('PGlite'))
        if (ROUTE_GROUPS.length > 0) sections.push(await benchDatabase('PGlite', autocannon, bare))
      }
      if (!DATABASES.has('postgres')) continue
      if (!DATABASE_URL) {
        console.log('\nNem BENCH_DATABASE_URL, nem TEST_DATABASE_URL, nem --database-url: medição no PostgreSQL pulada.')
        continue
      }
      if (ONLY.has('profile')) profiles.push(await benchProfileDatabase('PostgreSQL'))
      if (ROUTE_GROUPS.length > 0) sections.push(await benchDatabase('PostgreSQL', autocannon, bare))
    }
  } finally {
    await stopChild(bare.child)
  }
  const images = ONLY.has('images') ? await benchShareImages() : null
  // Issue 48: the Big Five norms with 100,000 consenting people (scripts/bench-norms.mjs).
  const norms = ONLY.has('norms') ? await benchNorms({ autocannon, startApp, stopChild, run, seconds: SECONDS }) : null
  const ssr = ONLY.has('ssr') ? await benchServerRender() : null
  const bundles = ONLY.has('bundles') ? bundleSizes() : null
  const taps = ONLY.has('tap') ? await benchTapSection() : null
  printReport(sections, bundles, images)
  for (const profile of profiles) printProfile(profile.label, profile.run)
  printServerRender(ssr)
  printNorms(norms)
  await printTaps(taps)
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ profiles, sections, bundles, images, ssr, norms, taps }, null, 2))
}

// ─── build and processes ───

async function ensureBuild() {
  if (existsSync(serverEntry) && existsSync(path.join(clientDir, 'index.html'))) return ensureModulesLink()
  console.log('Nenhuma build encontrada: executando npm run build…')
  const code = await new Promise((resolve) => {
    const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error('a build falhou')
  ensureModulesLink()
}

/** The bundle keeps dependencies external; a build outside the repository finds them through a link. */
function ensureModulesLink() {
  const link = path.join(distDir, 'node_modules')
  // Another checkout's build (DIST_DIR=/tmp/before/dist) keeps resolving its own node_modules.
  if (existsSync(path.join(distDir, '..', 'node_modules'))) return
  if (path.relative(root, distDir).startsWith('..') && !existsSync(link)) symlinkSync(path.join(root, 'node_modules'), link, 'dir')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url, child, lines) {
  // Generous: a busy machine can take long to start PGlite and run the migrations.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode}):\n${lines.slice(-15).join('\n')}`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} não respondeu em 180 s`)
}

async function startBare() {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench.mjs'), '--bare-server', String(port)], { cwd: root, stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/bare`, child, [])
  return { child, url }
}

async function startApp(env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const lines = []
  const child = spawn(process.execPath, [...SERVER_NODE_OPTIONS, serverEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      CLIENT_DIR: clientDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // One address plays every giver here: the abuse limits would measure themselves.
      FEEDBACK_RATE_LIMIT_PER_IP: '1000000000',
      // One network plays every giver: its per-link quota lifted, no proof of work to solve (issue 23).
      FEEDBACK_PER_NETWORK_PER_LINK: '1000000000',
      FEEDBACK_PROOF_OF_WORK: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)))
  try {
    await waitForHttp(`${url}/robots.txt`, child, lines)
  } catch (error) {
    // A server that never answered must not outlive the run (nor keep writing in its DATA_DIR).
    await stopChild(child)
    throw error
  }
  return { child, url, lines }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.on('exit', resolve)
    child.kill('SIGTERM')
  })
}

// ─── seeding ───

const STRENGTHS = ['Comunicativa', 'Organizado', 'Empática', 'Pontual', 'Criativo', 'Líder nata', 'Paciente', 'Dedicada', 'Engraçado', 'Generosa', 'Focado', 'Resiliente', 'Curiosa', 'Prestativo', 'Calma']
const IMPROVEMENTS = ['Delegar mais', 'Ouvir mais', 'Ser mais paciente', 'Falar nas reuniões', 'Organizar o tempo', 'Aceitar críticas']
const RELATIONSHIPS = ['colleague', 'friend', 'family']
const pick = (list, n) => [...list].sort(() => Math.random() - 0.5).slice(0, n)
const sha256 = (value) => createHash('sha256').update(value).digest('hex')

/** A giver secret is 32 base64url characters (issue 30): a random prefix and the pooled row's number. */
const POOL_PREFIX_LENGTH = 22
const POOL_NUMBER_LENGTH = 32 - POOL_PREFIX_LENGTH
const poolSecret = (prefix, n) => `${prefix}${String(n).padStart(POOL_NUMBER_LENGTH, '0')}`

/** Which of the named columns (`{ key: [table, column] }`) the migrated schema has. */
async function columnsOf(q, wanted) {
  const found = {}
  for (const [key, [table, column]] of Object.entries(wanted)) {
    const { rows } = await q(
      `select 1 from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name = $2`,
      [table, column],
    )
    found[key] = rows.length > 0
  }
  return found
}

function othersAnswers() {
  const answers = {}
  for (let q = 1; q <= 24; q++) answers[`o${q}`] = `o${q}-${'abcd'[Math.floor(Math.random() * 4)]}`
  return answers
}

function scores() {
  const cut = [Math.random(), Math.random(), Math.random()].sort()
  const parts = [cut[0], cut[1] - cut[0], cut[2] - cut[1], 1 - cut[2]].map((p) => Math.round(p * 100))
  return { dominance: parts[0], influence: parts[1], steadiness: parts[2], compliance: parts[3] }
}

/**
 * Seeds through SQL for speed: one query function `q(text, params)` works for PGlite and pg.
 * Returns the users and session cookies the benchmark needs.
 */
async function seed(q) {
  // Issue 30's column, when the build under test has it (DIST_DIR may be an older checkout's): each
  // pooled others' assessment carries the SHA-256 of the giver secret its POST presents. Seeded
  // feedback is stored *waiting*; the app's housekeeping releases it once the app is ready, so every
  // aggregate is the app's own (`waitForReleases`). Builds from before issue 30 run `--only=post`.
  const schema = await columnsOf(q, { giverKey: ['disc_assessments', 'giver_key'] })
  const { hash } = await import('@node-rs/argon2')
  const passwordHash = await hash('cavalo-bateria-77', { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 })
  const people = {}
  const everyone = [['ten', 'Ana Dez', 10], ['thousand', 'Bia Mil', 1000], ['target', 'Caio Alvo', 0]]
  for (const [key, username, feedbacks] of POST_ONLY ? everyone.slice(2) : everyone) {
    const email = `bench.${key}.${Date.now()}@exemplo.com.br`
    // Premium, so the stats take their longest path (blind spots, groups by relationship).
    const [user] = (
      await q(`insert into users (username, email, password_hash, premium_until) values ($1, $2, $3, now() + interval '1 year') returning id, public_id`, [username, email, passwordHash])
    ).rows
    const token = randomBytes(32).toString('base64url')
    await q(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [sha256(token), user.id])
    const self = scores()
    await q(
      `insert into disc_assessments (user_id, is_self, dominance, influence, steadiness, compliance, answers) values ($1, true, $2, $3, $4, $5, $6)`,
      [user.id, self.dominance, self.influence, self.steadiness, self.compliance, JSON.stringify({ q1: 'q1-a', q2: 'q2-b', q3: 'q3-c', q4: 'q4-d', q5: 'q5-a', q6: 'q6-b', q7: 'q7-c', q8: 'q8-d', q9: 'q9-a', q10: 'q10-b' })],
    )
    for (let i = 0; i < feedbacks; i += 250) {
      const batch = Math.min(250, feedbacks - i)
      const values = []
      const params = []
      for (let j = 0; j < batch; j++) {
        const s = scores()
        const base = params.length
        params.push(user.id, s.dominance, s.influence, s.steadiness, s.compliance, JSON.stringify(othersAnswers()), RELATIONSHIPS[j % 3], JSON.stringify(pick(STRENGTHS, 1 + (j % 3))), JSON.stringify(pick(IMPROVEMENTS, j % 3)))
        values.push(`(${Array.from({ length: 9 }, (_, k) => `$${base + k + 1}`).join(', ')})`)
      }
      await q(
        `with input (subject, d, i, s, c, answers, relationship, strengths, improvements) as (values ${values.join(', ')}),
              made as (
                insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers, created_at)
                select subject::int, false, d::int, i::int, s::int, c::int, answers::jsonb, date_trunc('day', now()) from input
                returning id, subject_user_id
              ),
              numbered as (select id, subject_user_id, row_number() over (order by id) as n from made),
              inputs as (select *, row_number() over () as n from input)
         insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements)
         select numbered.subject_user_id, numbered.id, inputs.relationship, inputs.strengths::jsonb, inputs.improvements::jsonb
         from numbered join inputs using (n)`,
        params,
      )
    }
    people[key] = { id: user.id, publicId: user.public_id, cookie: `espelho_session=${token}`, feedbacks }
  }
  // Others' assessments waiting for their texts: each POST of the benchmark uses a fresh one. Since
  // issue 30 a POST names its answers by the giver's secret from step 1 (never the row's id): the
  // n-th pooled row's secret is `poolSecret(prefix, n)`, and the row keeps only its SHA-256.
  const answers = JSON.stringify(othersAnswers())
  const prefix = randomBytes(18).toString('base64url').slice(0, POOL_PREFIX_LENGTH)
  const [range] = (
    await q(
      `with made as (
         insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers, created_at${schema.giverKey ? ', giver_key' : ''})
         select $1, false, 25, 25, 25, 25, $2::jsonb, date_trunc('day', now())${
           schema.giverKey ? `, encode(sha256(convert_to($4 || lpad(g::text, ${POOL_NUMBER_LENGTH}, '0'), 'UTF8')), 'hex')` : ''
         }
         from generate_series(1, $3) g
         returning id)
       select min(id)::int as first, max(id)::int as last from made`,
      schema.giverKey ? [people.target.id, answers, POST_POOL, prefix] : [people.target.id, answers, POST_POOL],
    )
  ).rows
  people.target.pool = schema.giverKey
    ? { next: 1, last: POST_POOL, id: (n) => poolSecret(prefix, n) }
    : { next: range.first, last: range.last, id: (n) => n }
  if (!POST_ONLY) await seedReportPeople(q, people)
  // Statistics for the rows just written, as autovacuum gathers within a minute of such a burst on
  // PostgreSQL (PGlite has no autovacuum: the app runs ANALYZE itself when it starts, then hourly).
  // Without them the planner takes the 1,000 feedbacks of one person for 3 (docs/performance.md).
  await q('analyze')
  return people
}

// ─── one database kind ───

async function benchDatabase(label, autocannon, bare) {
  console.log(`\n━━━ ${label} ━━━`)
  // Whatever happens, the server stops and the temporary database goes away.
  const held = { app: undefined, cleanup: undefined }
  try {
    const people = label === 'PGlite' ? await preparePglite(held) : await preparePostgres(held)
    const section = await measure(label, autocannon, bare, held.app, people)
    if (ONLY.has('report')) section.report = await measureReport(held.app.url, people)
    return section
  } finally {
    if (held.app) await stopChild(held.app.child)
    await held.cleanup?.()
  }
}

/**
 * The profile of decision 0043 on one database: a fresh one, migrated by starting the app once,
 * seeded (scripts/bench-profile.mjs), then the app again (PostgreSQL: PROFILE_PROCESSES of them on the
 * same database), the seeded feedback released by the app itself, and the load.
 */
async function benchProfileDatabase(label) {
  console.log(`\n━━━ ${label}: perfil de carga (decisão 0043) ━━━`)
  const apps = []
  let cleanup
  try {
    let env
    let query
    let close
    if (label === 'PGlite') {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-profile-'))
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true })
      env = { DATA_DIR: dataDir, ASSESSMENT_RATE_LIMIT: '1000000000' }
      await stopChild((await startApp(env)).child)
      const { PGlite } = await import('@electric-sql/pglite')
      const db = await PGlite.create(dataDir)
      query = (text, params) => db.query(text, params)
      close = () => db.close()
    } else {
      const database = await createPostgresDatabase()
      cleanup = database.drop
      env = { DATABASE_URL: database.url, ASSESSMENT_RATE_LIMIT: '1000000000' }
      await stopChild((await startApp(env)).child)
      const { default: pg } = await import('pg')
      const pool = new pg.Pool({ connectionString: database.url, max: 2 })
      query = (text, params) => pool.query(text, params)
      close = () => pool.end()
    }
    console.log(`semeando o perfil (${PROFILE.owners.toLocaleString('pt-BR')} pessoas e a viral)…`)
    let profile
    try {
      profile = await seedProfile(query)
      await housekeepingDueAgain(query)
    } finally {
      await close()
    }
    const processes = label === 'PGlite' ? 1 : PROFILE_PROCESSES
    for (let i = 0; i < processes; i++) apps.push(await startApp(env))
    console.log('esperando a app liberar o que a semeadura deixou aguardando…')
    await waitForReleases(apps[0].url, [profile.viral, ...profile.owners])
    return { label, run: await driveProfile(apps.map((app) => app.url), profile) }
  } finally {
    for (const app of apps) await stopChild(app.child)
    await cleanup?.()
  }
}

/** A throw-away PostgreSQL database next to DATABASE_URL's; `drop` removes it. */
async function createPostgresDatabase() {
  const { default: pg } = await import('pg')
  const name = `espelho_bench_${process.pid}_${Date.now()}`
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: DATABASE_URL })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  await admin(`create database ${name}`)
  const url = new URL(DATABASE_URL)
  url.pathname = `/${name}`
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) }
}

async function preparePglite(held) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-'))
  held.cleanup = async () => rmSync(dataDir, { recursive: true, force: true })
  // PGlite is one process's database: migrate by starting the app once, seed, then start again.
  await stopChild((await startApp({ DATA_DIR: dataDir })).child)
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  console.log('semeando (PGlite)…')
  let people
  try {
    people = await seed((text, params) => db.query(text, params))
    await housekeepingDueAgain((text, params) => db.query(text, params))
  } finally {
    await db.close()
  }
  held.app = await startApp({ DATA_DIR: dataDir })
  await waitForReleases(held.app.url, seededPeople(people))
  return people
}

async function preparePostgres(held) {
  const { default: pg } = await import('pg')
  const database = await createPostgresDatabase()
  held.cleanup = database.drop
  const url = new URL(database.url)
  // Migrate by starting the app once, seed, then start again (the start releases the seeded feedback).
  await stopChild((await startApp({ DATABASE_URL: url.href })).child)
  const pool = new pg.Pool({ connectionString: url.href, max: 2 })
  console.log('semeando (PostgreSQL)…')
  let people
  try {
    people = await seed((text, params) => pool.query(text, params))
    await housekeepingDueAgain((text, params) => pool.query(text, params))
  } finally {
    await pool.end()
  }
  held.app = await startApp({ DATABASE_URL: url.href })
  await waitForReleases(held.app.url, seededPeople(people))
  held.app.databaseUrl = url.href
  return people
}

/**
 * The start that migrated the database also claimed this hour's housekeeping (periodic_runs, decision
 * 0040), so the next start would not run it and the seeded feedback would wait an hour for its release
 * (`waitForReleases` gave up after 10 minutes). Makes it due again; builds without the table skip this.
 */
async function housekeepingDueAgain(q) {
  const [present] = (await q(`select to_regclass('periodic_runs') is not null as present`)).rows
  if (present?.present) await q(`delete from periodic_runs where job = 'housekeeping'`)
}

/** The seeded people whose feedback the app releases when it is ready. */
const seededPeople = (people) => Object.values(people).filter((person) => person.cookie && person.feedbacks > 0)

/** Drives each endpoint: a 1 s warm-up, then the measured run. */
async function measure(label, autocannon, bare, app, people) {
  const base = app.url
  const postHeaders = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' }
  const pool = people.target.pool
  const cases = [
    { name: 'rota Fastify vazia (referência)', url: `${bare.url}/bare` },
    // The app's own static route: same process, same hooks, no database (issue 18's yardstick).
    { name: 'GET /healthz (rota estática do app)', url: `${base}/healthz`, static: true },
    { name: 'GET / (página HTML)', url: `${base}/`, group: 'me' },
    { name: 'GET /api/auth/me', url: `${base}/api/auth/me`, headers: { cookie: people.ten?.cookie }, group: 'me' },
    { name: 'GET /api/feedback/stats (10)', url: `${base}/api/feedback/stats`, headers: { cookie: people.ten?.cookie }, group: 'stats' },
    { name: 'GET /api/feedback/stats (1.000)', url: `${base}/api/feedback/stats`, headers: { cookie: people.thousand?.cookie }, group: 'stats' },
    { name: 'GET /api/feedback (10)', url: `${base}/api/feedback`, headers: { cookie: people.ten?.cookie }, group: 'list' },
    { name: 'GET /api/feedback (1.000)', url: `${base}/api/feedback`, headers: { cookie: people.thousand?.cookie }, group: 'list' },
    {
      name: 'POST /api/feedback/user/{uuid}',
      group: 'post',
      url: `${base}/api/feedback/user/${people.target.publicId}`,
      method: 'POST',
      headers: postHeaders,
      // A fresh others' assessment for every request, as a real giver has.
      setupRequest: (request) => {
        if (pool.next > pool.last) throw new Error('BENCH_POST_POOL esgotado: aumente-o')
        // The giver's secret (issue 30), or the row's id on a build from before it.
        const assessmentId = pool.id(pool.next++)
        return {
          ...request,
          body: JSON.stringify({ assessmentId, relationshipType: 'friend', strengths: ['Dedicada', 'Pontual'], improvements: ['Ouvir mais'] }),
        }
      },
    },
  ]
  const rows = []
  for (const item of cases.filter((one) => !one.group || ONLY.has(one.group))) {
    // A short warm-up lets the JIT settle; only the measured run is reported.
    await run(autocannon, item, 1)
    const result = await run(autocannon, item, SECONDS)
    const row = {
      name: item.name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors + result.timeouts,
      // Bytes per answer, headers included: what the client downloads each time.
      bytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
    }
    rows.push(row)
    console.log(`  ${row.name.padEnd(36)} ${fmt(row.rps).padStart(8)} req/s   p50 ${ms(row.p50)}   p99 ${ms(row.p99)}${row.non2xx ? `   ⚠ ${row.non2xx} não-2xx` : ''}`)
  }
  const baseline = rows[0]
  for (const row of rows) row.ratio = row.rps / baseline.rps
  // Budgets measured against the app's static route of the same run (DESIGN.md §7).
  const staticRow = rows[cases.findIndex((item) => item.static)]
  const meRow = rows.find((row) => row.name === 'GET /api/auth/me')
  const named = (name) => rows.find((row) => row.name === name)
  // Cost = 1 / throughput: "1,000 costs ≤ 1.5× 10" is rps(10) / rps(1,000) ≤ 1.5.
  const cost = (many, few) => named(few).rps / named(many).rps
  const budgets = [
    // Decision 0043: /api/auth/me answers ten times the profile's results pages (each page asks it once).
    ...(meRow
      ? [{ name: 'GET /api/auth/me, req/s', ratio: meRow.rps, min: 10 * (PROFILE.pageLoadsPerSecond + PROFILE.viralPageLoadsPerSecond), unit: 'req/s' }]
      : []),
    ...(ONLY.has('stats')
      ? [{ name: 'custo de GET /api/feedback/stats, 1.000 ÷ 10', ratio: cost('GET /api/feedback/stats (1.000)', 'GET /api/feedback/stats (10)'), max: 1.5 }]
      : []),
    ...(ONLY.has('list')
      ? [
          { name: 'custo da 1ª página de GET /api/feedback, 1.000 ÷ 10', ratio: cost('GET /api/feedback (1.000)', 'GET /api/feedback (10)'), max: 2 },
          { name: 'tamanho da 1ª página de GET /api/feedback (1.000), KB', ratio: named('GET /api/feedback (1.000)').bytes / 1000, max: 20, unit: 'KB' },
        ]
      : []),
  ]
  if (staticRow && meRow) console.log(`  GET /api/auth/me ÷ GET /healthz = ${(meRow.rps / staticRow.rps).toFixed(2)}× (issue 18; informativo desde a decisão 0043)`)
  const post = named('POST /api/feedback/user/{uuid}')
  if (post) console.log(`  envio de feedback: ${fmt(post.rps)} feedbacks/s`)
  return { label, seconds: SECONDS, connections: CONNECTIONS, rows, budgets }
}

function run(autocannon, item, duration) {
  return new Promise((resolve, reject) => {
    const { name: _name, static: _static, group: _group, url, method = 'GET', headers = {}, setupRequest } = item
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        headers,
        requests: [{ method, ...(setupRequest ? { setupRequest } : {}) }],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })
}

// ─── JavaScript sizes ───

/** gzip bytes of the JS a route needs before it can show: entry, the route's lazy chunk, their static imports. */
function routeJavaScript(manifest, html, sources, dir = clientDir) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
  visit(entry)
  for (const source of sources) visit(source)
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)) files.add(match[1])
  let gzip = 0
  let raw = 0
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file))
    raw += bytes.length
    gzip += gzipSync(bytes).length
  }
  return { files: files.size, raw, gzip }
}

function bundleSizes() {
  const manifestFile = path.join(clientDir, '.vite/manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  const results = 'src/client/app/routes/results-page.tsx'
  const radar = 'src/client/features/feedback-dashboard/components/disc-radar-chart.tsx'
  return [
    { route: '/', ...routeJavaScript(manifest, html, ['src/client/app/routes/home-page.tsx']) },
    { route: '/results', ...routeJavaScript(manifest, html, [results]) },
    { route: '/results (com o radar, a partir de 3 feedbacks)', ...routeJavaScript(manifest, html, [results, radar]) },
  ]
}

// ─── report ───

const fmt = (n) => Math.round(n).toLocaleString('pt-BR')
/** autocannon measures whole milliseconds; 0 means under one. */
const ms = (value) => (value < 1 ? '< 1 ms' : `${value} ms`)
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`

function printReport(sections, bundles, images) {
  console.log(`\n━━━ resultado (${SECONDS} s por rota, ${CONNECTIONS} conexões, ${os.cpus().length} núcleos, Node ${process.version}) ━━━`)
  for (const section of sections) {
    console.log(`\n| ${section.label} | req/s | p50 | p99 | vs. rota vazia | resposta |`)
    console.log('|---|---:|---:|---:|---:|---:|')
    for (const row of section.rows) {
      console.log(`| ${row.name}${row.non2xx ? ` (⚠ ${row.non2xx} não-2xx)` : ''} | ${fmt(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.ratio.toFixed(2)} | ${kb(row.bytes)} |`)
    }
  }
  for (const section of sections) {
    for (const budget of section.budgets ?? []) {
      const ok = budget.min !== undefined ? budget.ratio >= budget.min : budget.ratio <= budget.max
      const unit = budget.unit ? ` ${budget.unit}` : '×'
      const limit = budget.min !== undefined ? `≥ ${budget.min.toFixed(2)}${unit}` : `≤ ${budget.max.toFixed(2)}${unit}`
      console.log(`${section.label}: ${budget.name} = ${budget.ratio.toFixed(2)}${unit} (orçamento ${limit}) ${ok ? '✓' : '✗ fora do orçamento'}`)
    }
  }
  if (bundles) {
    console.log('\n| JavaScript carregado | arquivos | gzip | sem compressão |')
    console.log('|---|---:|---:|---:|')
    for (const b of bundles) console.log(`| ${b.route} | ${b.files} | ${kb(b.gzip)} | ${kb(b.raw)} |`)
  }
  printReportTimings(sections)
  printImages(images)
  const failures = sections.flatMap((s) => s.rows.filter((r) => r.non2xx > 0).map((r) => `${s.label}: ${r.name}`))
  if (failures.length) {
    console.error(`\nRespostas não-2xx em: ${failures.join('; ')}`)
    process.exitCode = 1
  }
}

// ─── share images (issue 15): a render per distinct image, then the cache ───

const IMAGE_BUDGET_MS = 150
const IMAGE_COUNT = 10
const INVITE_NAMES = ['Ana Beatriz', 'Bruno Carvalho', 'Carla Dias', 'Diego Esteves', 'Elisa Fontes', 'Fábio Gomes', 'Gabriela Hora', 'Heitor Inácio', 'Iara Jardim', 'João Kleber']

/**
 * Issue 15's budget, through the app as a link preview or a browser asks: the invite preview of
 * /feedback/user/{uuid} (its og:image, a new person's name each time) and the DISC result card wide
 * and story (distinct results each time). Each image three times: cold (a render), again (from the
 * memory cache) and with its ETag (304). Budget: p50 of a cold render ≤ 150 ms. Sequential, so each
 * number is one request's time. PGlite: the image cache is per process either way.
 */
async function benchShareImages() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-share-'))
  const env = { DATA_DIR: dataDir, ASSESSMENT_RATE_LIMIT: '1000000' }
  let app
  try {
    // Migrate, write the invite owners straight into the database, start again.
    await stopChild((await startApp(env)).child)
    const { PGlite } = await import('@electric-sql/pglite')
    const db = await PGlite.create(dataDir)
    const owners = []
    try {
      for (const [i, name] of INVITE_NAMES.slice(0, IMAGE_COUNT).entries()) {
        const { rows } = await db.query(`insert into users (username, email) values ($1, $2) returning public_id`, [name, `bench.share.${i}.${Date.now()}@exemplo.com.br`])
        owners.push(rows[0].public_id)
      }
    } finally {
      await db.close()
    }
    app = await startApp(env)
    const visitors = await anonymousResults(app.url, IMAGE_COUNT)
    const time = async (url, headers = {}, expected = 200) => {
      const started = performance.now()
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      const elapsed = performance.now() - started
      if (response.status !== expected) throw new Error(`${url}: ${response.status} (esperado ${expected})`)
      return { elapsed, etag: response.headers.get('etag') }
    }
    const measureImages = async (label, requests) => {
      const cold = []
      const cached = []
      const revalidated = []
      const etags = []
      for (const { url, headers } of requests) {
        const first = await time(url, headers)
        cold.push(first.elapsed)
        etags.push(first.etag)
      }
      for (const { url, headers } of requests) cached.push((await time(url, headers)).elapsed)
      for (const [i, { url, headers }] of requests.entries()) revalidated.push((await time(url, { ...headers, 'if-none-match': etags[i] }, 304)).elapsed)
      return { name: label, count: requests.length, cold: median(cold), cached: median(cached), revalidated: median(revalidated) }
    }
    const invites = []
    for (const publicId of owners) {
      const html = await (await fetch(`${app.url}/feedback/user/${publicId}`)).text()
      const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
      if (!image || !image.includes(publicId)) throw new Error(`/feedback/user/${publicId} sem og:image pessoal`)
      const address = new URL(image.replaceAll('&amp;', '&'))
      invites.push({ url: `${app.url}${address.pathname}${address.search}` })
    }
    const rows = [await measureImages('prévia do convite (og:image de /feedback/user/{uuid})', invites)]
    for (const format of ['wide', 'story']) {
      rows.push(await measureImages(`cartão DISC ${format}`, visitors.map(({ cookie }) => ({ url: `${app.url}/api/share/disc-card?format=${format}`, headers: { cookie } }))))
    }
    const worst = Math.max(...rows.map((row) => row.cold))
    for (const row of rows) console.log(`  ${row.name.padEnd(56)} sem cache p50 ${row.cold.toFixed(0)} ms   com cache ${row.cached.toFixed(1)} ms   304 ${row.revalidated.toFixed(1)} ms`)
    return { rows, worst, budget: IMAGE_BUDGET_MS }
  } finally {
    if (app) await stopChild(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** `count` anonymous visitors with distinct DISC results (each its own card), by their cookies. */
async function anonymousResults(base, count) {
  const types = ['a', 'b', 'c', 'd']
  const visitors = []
  for (let k = 0; visitors.length < count; k++) {
    // Distinct answer sets (so distinct scores): question i takes option types[(k >> i) % 4]-ish.
    const answers = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i + 1}`, `q${i + 1}-${types[Math.floor(k / 4 ** (i % 3)) % 4]}`]))
    const response = await fetch(`${base}/api/assessment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ answers, isSelf: true }),
    })
    if (response.status !== 201) throw new Error(`avaliação anônima: ${response.status}`)
    const scores = await response.json()
    const key = `${scores.dominance}-${scores.influence}-${scores.steadiness}-${scores.compliance}`
    if (visitors.some((v) => v.key === key)) continue
    visitors.push({ key, cookie: response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') })
  }
  return visitors
}

function printImages(images) {
  if (!images) return
  console.log(`\n| imagens de compartilhamento (${IMAGE_COUNT} de cada, em sequência, PGlite) | p50 sem cache | p50 com cache | p50 com ETag (304) |`)
  console.log('|---|---:|---:|---:|')
  for (const row of images.rows) console.log(`| ${row.name} | ${row.cold.toFixed(0)} ms | ${row.cached.toFixed(1)} ms | ${row.revalidated.toFixed(1)} ms |`)
  const ok = images.worst <= images.budget
  console.log(`\nImagens: pior p50 sem cache = ${images.worst.toFixed(0)} ms (orçamento ≤ ${images.budget} ms) ${ok ? '✓' : '✗ fora do orçamento'}`)
  if (!ok) process.exitCode = 1
}

// ─── the Premium PDF report (issue 17) ───

const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 15)
/** Budgets of issue 17: p50 ≤ 1 s with 15 feedbacks; still ≤ 5 s with 1,000 (constant-size aggregates). */
const REPORT_BUDGETS_MS = { fifteen: 1000, thousand: 5000 }

/**
 * A Premium person with 15 feedbacks (new) and the 1,000-feedback person made Premium, each with a
 * self Big Five and Big Five 360 sums from as many raters as feedbacks.
 */
async function seedReportPeople(q, people) {
  const [user] = (
    await q(`insert into users (username, email, premium_until) values ('Duda Quinze', $1, now() + interval '30 days') returning id, public_id`, [
      `bench.report.${Date.now()}@exemplo.com.br`,
    ])
  ).rows
  const token = randomBytes(32).toString('base64url')
  await q(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [sha256(token), user.id])
  await q(`insert into disc_assessments (user_id, is_self, dominance, influence, steadiness, compliance, answers) values ($1, true, 50, 20, 20, 10, '{}'::jsonb)`, [user.id])
  await q(
    `with made as (
       insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers, created_at)
       select $1, false, 10 + (g % 4) * 10, 40 - (g % 4) * 10, 25, 25, $2::jsonb, date_trunc('day', now()) from generate_series(1, 15) g
       returning id)
     insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements)
     select $1, id, 'friend', '["Calma", "Pontual"]'::jsonb, '[]'::jsonb from made`,
    [user.id, JSON.stringify(othersAnswers())],
  )
  people.reportFifteen = { id: user.id, cookie: `espelho_session=${token}`, feedbacks: 15 }
  await q(`update users set premium_until = now() + interval '30 days' where id = $1`, [people.thousand.id])
  for (const person of [people.reportFifteen, people.thousand]) {
    const n = person.feedbacks
    await q(
      `insert into ocean_assessments (user_id, is_self, openness, conscientiousness, extraversion, agreeableness, neuroticism, answers)
       values ($1, true, 70, 40, 55, 60, 35, '{}'::jsonb)`,
      [person.id],
    )
    // Sums of n raters scoring 60 ± 10 on every factor.
    await q(
      `insert into ocean_others_aggregates (user_id, count, openness_sum, openness_sq, conscientiousness_sum, conscientiousness_sq,
         extraversion_sum, extraversion_sq, agreeableness_sum, agreeableness_sq, neuroticism_sum, neuroticism_sq)
       values ($1, $2, $3, $4, $3, $4, $3, $4, $3, $4, $3, $4)`,
      [person.id, n, 60 * n, 3700 * n],
    )
  }
}

/** One report at a time (each is CPU work on the server's one thread): p50 and the slowest of REPORT_RUNS. */
async function measureReport(base, people) {
  const rows = []
  for (const [key, person] of [['fifteen', people.reportFifteen], ['thousand', people.thousand]]) {
    const times = []
    let bytes = 0
    let failures = 0
    for (let i = 0; i < REPORT_RUNS + 1; i++) {
      const started = performance.now()
      const response = await fetch(`${base}/api/report.pdf`, { headers: { cookie: person.cookie } })
      const body = await response.arrayBuffer()
      if (!response.ok) failures += 1
      bytes = body.byteLength
      // The first report warms the fonts and the layout engine up; only the rest count.
      if (i > 0) times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const row = {
      name: `GET /api/report.pdf (${person.feedbacks.toLocaleString('pt-BR')} feedbacks)`,
      p50: Math.round(times[Math.floor(times.length / 2)]),
      max: Math.round(times[times.length - 1]),
      budget: REPORT_BUDGETS_MS[key],
      failures,
      bytes,
    }
    rows.push(row)
    console.log(`  ${row.name.padEnd(36)} p50 ${row.p50} ms   máx ${row.max} ms   (orçamento p50 ≤ ${row.budget} ms)`)
  }
  return rows
}

function printReportTimings(sections) {
  for (const section of sections) {
    if (!section.report) continue
    console.log(`\n| ${section.label}: relatório PDF (${REPORT_RUNS} seguidos) | p50 | máx | orçamento p50 | arquivo |`)
    console.log('|---|---:|---:|---:|---:|')
    for (const row of section.report) {
      const ok = row.p50 <= row.budget && row.failures === 0
      console.log(`| ${row.name}${row.failures ? ` (⚠ ${row.failures} não-2xx)` : ''} | ${row.p50} ms | ${row.max} ms | ≤ ${row.budget} ms ${ok ? '✓' : '✗'} | ${kb(row.bytes)} |`)
      if (!ok) process.exitCode = 1
    }
  }
}

// ─── the first tap that works (issue 32, item 3): scripts/bench-tap.mjs in Chromium ───

/**
 * The production app on a fresh PGlite, a person registered through the API (their feedback link is
 * the giver page), then the taps. `--tap-pages=assessment,giver,home`, `--tap-profiles=mobile,poor3g`
 * and `--tap-runs=N` (default 3) narrow it down for a quick check; `--strict` turns a budget missed
 * into a non-zero exit code (without it the table only says ✗).
 */
async function benchTapSection() {
  const { PROFILES, TARGETS, benchTaps } = await import('./bench-tap.mjs')
  const list = (name, all) => {
    const chosen = argument(name)?.split(',') ?? Object.keys(all)
    for (const key of chosen) if (!(key in all)) throw new Error(`--${name}: "${key}" desconhecido (use ${Object.keys(all).join(', ')})`)
    return chosen
  }
  const pages = list('tap-pages', TARGETS)
  const profiles = list('tap-profiles', PROFILES)
  const runs = Number(argument('tap-runs') ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--tap-runs: um número inteiro a partir de 1')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-tap-'))
  let app
  try {
    app = await startApp({ DATA_DIR: dataDir })
    const password = 'cavalo-bateria-77'
    const response = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ username: 'Caio Toque', email: `bench.toque.${Date.now()}@exemplo.com.br`, password, confirmPassword: password }),
    })
    if (response.status !== 201) throw new Error(`cadastro para o link de feedback: ${response.status}`)
    const { userId } = await response.json()
    console.log(`\nToques (${runs} execução(ões) por página e perfil, um toque a cada 200 ms desde o início da navegação):`)
    const profilesMeasured = await benchTaps({ baseUrl: app.url, giverUuid: userId, pages, profiles, runs })
    return { runs, profiles: profilesMeasured }
  } finally {
    if (app) await stopChild(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function printTaps(taps) {
  if (!taps) return
  const { tapTable, withinBudget } = await import('./tap-metrics.mjs')
  console.log(`\n## Toque que funciona (carga média ao terminar: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')})\n`)
  let ok = true
  for (const profile of taps.profiles) {
    console.log(`${tapTable(profile.label, profile.profile, profile.rows, taps.runs)}\n`)
    ok &&= profile.rows.every((row) => withinBudget(row, profile.profile).ok)
  }
  console.log(ok ? 'Toques: dentro dos orçamentos ✓' : 'Toques: ✗ fora do orçamento (nos formulários, primeiro toque ≤ 1,5 s no perfil móvel e ≤ 3,0 s no 3G ruim, segunda pergunta na tela ≤ 2,0 s e ≤ 3,5 s; nenhum toque morto)')
  if (!ok && process.argv.includes('--strict')) process.exitCode = 1
}

// ─── the bare route: a separate process, like the app, so both are measured the same way ───
if (process.argv[2] === '--bare-server') {
  const { default: Fastify } = await import('fastify')
  const app = Fastify({ logger: false })
  app.get('/bare', async () => ({ ok: true }))
  await app.listen({ port: Number(process.argv[3]), host: '127.0.0.1' })
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
} else if (process.argv.includes('--cluster')) {
  await benchCluster()
} else {
  await main()
}

// ─── cluster mode (issue 35): 1, 2 and 4 processes behind nginx ───

/**
 * `npm run bench -- --cluster`: `npm run cluster` (nginx from the system package in front of N app
 * processes on one PostgreSQL and one Redis) with N = 1, 2 and 4 (`--processes=1,2,4`), each driven
 * through nginx with autocannon for BENCH_SECONDS: feedback submissions per second and GET / per
 * second, then the scaling ratios against one process. PostgreSQL: as above; Redis: BENCH_REDIS_URL,
 * else TEST_REDIS_URL, else redis://127.0.0.1:6379.
 */
async function benchCluster() {
  if (!DATABASE_URL) throw new Error('o modo cluster precisa de PostgreSQL: BENCH_DATABASE_URL, TEST_DATABASE_URL ou --database-url=')
  const redisUrl = process.env.BENCH_REDIS_URL || process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const counts = (argument('processes') ?? '1,2,4').split(',').map(Number)
  const connections = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 50)
  await ensureBuild()
  const { default: autocannon } = await import('autocannon')
  const cores = os.availableParallelism?.() ?? os.cpus().length
  const load = () => os.loadavg()[0].toFixed(1)
  console.log(`cluster: nginx + ${counts.join(', ')} processos, ${connections} conexões, ${SECONDS} s por medida, ${cores} núcleos, carga média ${load()}`)
  const held = { app: undefined, cleanup: undefined }
  const results = []
  try {
    // A database of its own, migrated and seeded once (the app stops before the clusters start).
    const people = await preparePostgres(held)
    await stopChild(held.app.child)
    const databaseUrl = held.app.databaseUrl
    held.app = undefined
    for (const count of counts) {
      const cluster = await startClusterForBench(count, databaseUrl, redisUrl)
      try {
        const pool = people.target.pool
        const base = cluster.url
        const cases = [
          { name: 'GET /', url: `${base}/` },
          {
            name: 'POST /api/feedback/user/{uuid}',
            url: `${base}/api/feedback/user/${people.target.publicId}`,
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' },
            setupRequest: (request) => {
              if (pool.next > pool.last) throw new Error('BENCH_POST_POOL esgotado: aumente-o')
              const body = { assessmentId: pool.id(pool.next++), relationshipType: 'friend', strengths: ['Dedicada'], improvements: [] }
              return { ...request, body: JSON.stringify(body) }
            },
          },
        ]
        const row = { processes: count, loadBefore: Number(load()) }
        for (const item of cases) {
          await runWith(autocannon, item, 1, connections)
          const result = await runWith(autocannon, item, SECONDS, connections)
          const failed = result.non2xx + result.errors + result.timeouts
          row[item.name] = result.requests.average
          console.log(`  ${count} processo(s): ${item.name.padEnd(32)} ${fmt(result.requests.average).padStart(7)} req/s   p50 ${ms(result.latency.p50)}   p99 ${ms(result.latency.p99)}${failed ? `   ⚠ ${failed} não-2xx` : ''}`)
        }
        row.loadAfter = Number(load())
        console.log(`  ${count} processo(s): carga média ${row.loadBefore} antes, ${row.loadAfter} depois`)
        results.push(row)
      } finally {
        await cluster.stop()
      }
    }
  } finally {
    if (held.app) await stopChild(held.app.child)
    await held.cleanup?.()
  }
  const one = results.find((row) => row.processes === 1) ?? results[0]
  console.log(`\n## Escala atrás do nginx (${cores} núcleos, PostgreSQL e Redis nesta máquina)\n`)
  console.log('| Processos | Envios de feedback/s | × 1 processo | GET /, req/s | × 1 processo | Carga média (antes → depois) |')
  console.log('|---|---|---|---|---|---|')
  for (const row of results) {
    const post = row['POST /api/feedback/user/{uuid}']
    const page = row['GET /']
    console.log(
      `| ${row.processes} | ${fmt(post)} | ${(post / one['POST /api/feedback/user/{uuid}']).toFixed(2)}× | ${fmt(page)} | ${(page / one['GET /']).toFixed(2)}× | ${row.loadBefore} → ${row.loadAfter} |`,
    )
  }
  console.log(
    `\nUm processo do Node usa um núcleo: com ${cores} núcleos o ganho não passa de cerca de ${cores}× ` +
      '(menos, porque o nginx, o PostgreSQL, o Redis e o próprio autocannon disputam os mesmos núcleos). ' +
      'Processos além do número de núcleos não aumentam a vazão; servem para aguentar a queda ou o reinício de um. ' +
      'Com a carga média acima do número de núcleos (outros trabalhos na máquina), os números medem a máquina, não o app.',
  )
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ cores, connections, seconds: SECONDS, results }, null, 2))
}

function runWith(autocannon, item, duration, connections) {
  return new Promise((resolve, reject) => {
    const { url, method = 'GET', headers = {}, setupRequest } = item
    const instance = autocannon(
      { url, connections, duration, headers, requests: [{ method, ...(setupRequest ? { setupRequest } : {}) }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })
}

/** `scripts/cluster.mjs` with `count` processes on free ports; resolves once nginx answers. */
async function startClusterForBench(count, databaseUrl, redisUrl) {
  const port = Number(process.env.BENCH_CLUSTER_PORT) || (await freePort())
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-cluster-'))
  const lines = []
  const child = spawn(process.execPath, [path.join(root, 'scripts/cluster.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      DIST_DIR: distDir,
      PORT: String(port),
      CLUSTER_PROCESSES: String(count),
      CLUSTER_DIR: path.join(dir, 'run'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'warn',
      FEEDBACK_RATE_LIMIT_PER_IP: '1000000000',
      FEEDBACK_PER_NETWORK_PER_LINK: '1000000000',
      FEEDBACK_PROOF_OF_WORK: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => lines.push(...String(chunk).split('\n').filter(Boolean)))
  const deadline = Date.now() + 180_000
  while (!lines.some((line) => line.includes('[cluster] pronto'))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child)
      throw new Error(`o cluster não subiu:\n${lines.slice(-15).join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// ─── server rendering (issue 22): CPU per render of a content page ───

/**
 * The production SSR bundle's CPU per render (scripts/bench-ssr.mjs, in its own process with
 * NODE_ENV=production, as the server runs React: this process would load React's development build).
 */
async function benchServerRender() {
  if (!existsSync(path.join(distDir, 'ssr/entry-server.js'))) return null
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench-ssr.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DIST_DIR: distDir, BENCH_SSR_RENDERS: String(SSR_RENDERS) },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  const code = await new Promise((resolve) => child.on('exit', resolve))
  if (code !== 0) throw new Error(`bench-ssr saiu com código ${code}`)
  const rows = JSON.parse(output)
  return { rows, budget: SSR_BUDGET_MS, worst: Math.max(...rows.map((row) => row.p50)) }
}

function printServerRender(ssr) {
  if (!ssr) return
  console.log(`\n## Renderização no servidor (CPU por página, ${SSR_RENDERS} renderizações cada)\n`)
  console.log('| Página | Visitante | CPU p50 | CPU p95 |')
  console.log('|---|---|---|---|')
  for (const row of ssr.rows) console.log(`| ${row.page} | ${row.visitor} | ${row.p50.toFixed(2)} ms | ${row.p95.toFixed(2)} ms |`)
  const ok = ssr.worst <= ssr.budget
  console.log(
    `\nRenderização: pior p50 = ${ssr.worst.toFixed(2)} ms (orçamento ≤ ${ssr.budget} ms) ${ok ? '✓' : '✗ fora do orçamento'}; ` +
      'é o custo de uma renderização nova: sem sessão, a página fica na memória do processo pelo dia; com sessão, por visão de sessão durante um minuto.',
  )
}

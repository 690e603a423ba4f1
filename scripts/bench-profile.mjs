// The load profile of decision 0043 (issue 34), driven by `npm run bench` (group `profile`).
//
// Many owners with 5–20 feedbacks each, plus one "viral" owner whose link was shared publicly and
// who already holds what ten minutes at the viral rate leave behind. Every giver does what a browser
// does: step 1 (the others' DISC answers) then step 2 (relationship and words), each a fresh giver
// without cookies. Owners load their results page: GET /api/auth/me, /api/feedback/stats and the
// first page of /api/feedback. The load is open (requests leave on a clock, whatever the answers),
// spread round-robin over the app processes. Then, closed: as many viral givers as the processes
// take, to show the room left. Nothing here knows the app's tables beyond the seed.
import { createHash, randomBytes } from 'node:crypto'

export const PROFILE = {
  /** Owners collecting feedback (the "many people"), each with 5 to 20 released feedbacks. */
  owners: Number(process.env.BENCH_PROFILE_OWNERS ?? 2000),
  feedbacksPerOwner: [5, 20],
  /** The viral owner's feedbacks: ten minutes at the viral rate. */
  viralFeedbacks: Number(process.env.BENCH_PROFILE_VIRAL_FEEDBACKS ?? 30_000),
  /** Givers per second sending both steps to the viral owner. */
  viralGiversPerSecond: 50,
  /** Givers per second to the other owners, each to a random one. */
  backgroundGiversPerSecond: 10,
  /** Results pages per second loaded by random owners (me + stats + list each). */
  pageLoadsPerSecond: 20,
  /** The viral owner reloading their results page. */
  viralPageLoadsPerSecond: 1,
  /** The capacity measured afterwards must be at least this multiple of the viral rate. */
  headroom: 2,
  /** Budget: the slowest 1 % of each kind of request under the profile. */
  p99Ms: 1000,
}

const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 20)
const CAPACITY_SECONDS = Number(process.env.BENCH_PROFILE_CAPACITY_SECONDS ?? 10)
const CAPACITY_WORKERS = Number(process.env.BENCH_PROFILE_CAPACITY_WORKERS ?? 16)

const STRENGTHS = ['Comunicativa', 'Organizado', 'Empática', 'Pontual', 'Criativo', 'Líder nata', 'Paciente', 'Dedicada', 'Generosa', 'Focado', 'Resiliente', 'Curiosa']
const IMPROVEMENTS = ['Delegar mais', 'Ouvir mais', 'Ser mais paciente', 'Falar nas reuniões']
const RELATIONSHIPS = ['colleague', 'friend', 'family']
const sha256 = (value) => createHash('sha256').update(value).digest('hex')
const randomOf = (list) => list[Math.floor(Math.random() * list.length)]

/**
 * Seeds straight into the database (q = (text, params) => result): the owners, each with a session,
 * and their feedback as *waiting* rows with their others' answers. The app releases them itself
 * (its housekeeping, once ready, releases every group of three or more left waiting), so every
 * aggregate is the app's own. Answers the owners and the viral owner.
 */
export async function seedProfile(q) {
  const owners = []
  const stamp = Date.now()
  const ownerRows = (
    await q(
      `insert into users (username, email)
       select 'Pessoa ' || g, 'bench.profile.' || g || '.' || $2::text || '@exemplo.com.br' from generate_series(1, $1) g
       returning id, public_id`,
      [PROFILE.owners + 1, String(stamp)],
    )
  ).rows
  for (const row of ownerRows) {
    const token = randomBytes(32).toString('base64url')
    const [low, high] = PROFILE.feedbacksPerOwner
    const feedbacks = low + Math.floor(Math.random() * (high - low + 1))
    owners.push({ id: row.id, publicId: row.public_id, token, cookie: `espelho_session=${token}`, feedbacks })
  }
  const viral = owners.pop()
  viral.feedbacks = PROFILE.viralFeedbacks
  const everyone = [...owners, viral]
  for (let i = 0; i < everyone.length; i += 500) {
    const batch = everyone.slice(i, i + 500)
    await q(`insert into sessions (id, user_id, expires_at) select * from unnest($1::text[], $2::int[], $3::timestamptz[])`, [
      batch.map((owner) => sha256(owner.token)),
      batch.map((owner) => owner.id),
      batch.map(() => new Date(Date.now() + 86_400_000).toISOString()),
    ])
  }
  // Feedback rows, 5,000 per statement: subject, relationship, strengths, improvements, scores.
  const rows = []
  for (const owner of everyone) for (let k = 0; k < owner.feedbacks; k++) rows.push(owner.id)
  for (let i = 0; i < rows.length; i += 5000) {
    const subjects = rows.slice(i, i + 5000)
    await q(
      `with input as (
         select s.subject, s.n, (array['colleague','friend','family'])[1 + (s.n % 3)::int] as relationship,
                jsonb_build_array($2::jsonb ->> (s.n % $3)::int, $2::jsonb ->> ((s.n * 7 + 1) % $3)::int) as strengths,
                case when s.n % 2 = 0 then jsonb_build_array($4::jsonb ->> (s.n % $5)::int) else '[]'::jsonb end as improvements,
                (random() * 25)::int + 5 as d, (random() * 25)::int + 5 as i2, (random() * 25)::int + 5 as st
         from unnest($1::int[]) with ordinality as s(subject, n)
       ), made as (
         insert into disc_assessments (subject_user_id, is_self, dominance, influence, steadiness, compliance, answers, created_at)
         select subject, false, d, i2, st, 100 - d - i2 - st, '{}'::jsonb, date_trunc('day', now()) from input order by n
         returning id, subject_user_id
       ), numbered as (select id, row_number() over (order by id) as n from made)
       insert into feedback (subject_user_id, assessment_id, relationship_type, strengths, improvements)
       select input.subject, numbered.id, input.relationship, input.strengths, input.improvements
       from input join numbered using (n)`,
      [subjects, JSON.stringify(STRENGTHS), STRENGTHS.length, JSON.stringify(IMPROVEMENTS), IMPROVEMENTS.length],
    )
  }
  await q('analyze')
  return { owners, viral }
}

/**
 * Until the app has released what a seed left waiting: each person's (`{ cookie, feedbacks }`)
 * count as seeded, read from GET /api/feedback/stats.
 */
export async function waitForReleases(url, people, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs
  const pending = new Set(people)
  while (pending.size > 0) {
    if (Date.now() > deadline) throw new Error(`${pending.size} pessoas ainda com feedback aguardando liberação`)
    // The viral owner first (the longest release), then everyone else, 20 at a time.
    const batch = [...pending].slice(0, 20)
    await Promise.all(
      batch.map(async (owner) => {
        const response = await fetch(`${url}/api/feedback/stats`, { headers: { cookie: owner.cookie } })
        const stats = await response.json()
        if (response.ok && stats.feedbackCount === owner.feedbacks) pending.delete(owner)
      }),
    )
    if (batch.some((owner) => pending.has(owner))) await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

function othersAnswers() {
  const answers = {}
  for (let q = 1; q <= 24; q++) answers[`o${q}`] = `o${q}-${'abcd'[Math.floor(Math.random() * 4)]}`
  return answers
}

/** One giver: step 1 then step 2, as a browser without cookies. Answers each step's time and status. */
async function giveFeedback(base, publicId) {
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' }
  const started = performance.now()
  const first = await fetch(`${base}/api/feedback/user/${publicId}/assessment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ dominance: 0, influence: 0, steadiness: 0, compliance: 0, answers: othersAnswers(), isSelf: false }),
  })
  const { id } = await first.json()
  const middle = performance.now()
  if (first.status !== 201) return [{ kind: 'step1', ms: middle - started, ok: false }]
  const second = await fetch(`${base}/api/feedback/user/${publicId}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ assessmentId: id, relationshipType: randomOf(RELATIONSHIPS), strengths: [randomOf(STRENGTHS), randomOf(STRENGTHS)], improvements: [randomOf(IMPROVEMENTS)] }),
  })
  await second.arrayBuffer()
  return [
    { kind: 'step1', ms: middle - started, ok: true },
    { kind: 'step2', ms: performance.now() - middle, ok: second.status === 201 },
  ]
}

/** One results page of an owner: the three calls the page makes, one after the other. */
async function loadResults(base, owner) {
  const out = []
  for (const [kind, path] of [['me', '/api/auth/me'], ['stats', '/api/feedback/stats'], ['list', '/api/feedback']]) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers: { cookie: owner.cookie } })
    await response.arrayBuffer()
    out.push({ kind, ms: performance.now() - started, ok: response.ok })
  }
  return out
}

/** Starts `perSecond` tasks a second, evenly spaced, for `seconds`; answers every task's results. */
async function openLoop(perSecond, seconds, task) {
  const results = []
  const running = []
  const total = Math.round(perSecond * seconds)
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / perSecond
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    running.push(task(i).then((outcome) => results.push(...outcome), () => results.push({ kind: 'error', ms: 0, ok: false })))
  }
  await Promise.all(running)
  return { results, seconds: (performance.now() - started) / 1000 }
}

const percentile = (values, p) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

function summarise(label, results, seconds) {
  const kinds = [...new Set(results.map((r) => r.kind))]
  return kinds.map((kind) => {
    const of = results.filter((r) => r.kind === kind)
    return { load: label, kind, count: of.length, perSecond: of.length / seconds, failed: of.filter((r) => !r.ok).length, p50: percentile(of.map((r) => r.ms), 50), p99: percentile(of.map((r) => r.ms), 99) }
  })
}

/** The profile on `urls` (one per app process), then the closed-loop capacity for the viral owner. */
export async function driveProfile(urls, profile) {
  const at = (i) => urls[i % urls.length]
  const warm = await openLoop(10, 2, (i) => giveFeedback(at(i), profile.viral.publicId))
  if (warm.results.some((r) => !r.ok)) throw new Error('o aquecimento falhou: a app recusou um envio')
  console.log(`  perfil: ${SECONDS} s, ${urls.length} processo(s)…`)
  const [viral, background, pages, viralPages] = await Promise.all([
    openLoop(PROFILE.viralGiversPerSecond, SECONDS, (i) => giveFeedback(at(i), profile.viral.publicId)),
    openLoop(PROFILE.backgroundGiversPerSecond, SECONDS, (i) => giveFeedback(at(i + 1), randomOf(profile.owners).publicId)),
    openLoop(PROFILE.pageLoadsPerSecond, SECONDS, (i) => loadResults(at(i + 2), randomOf(profile.owners))),
    openLoop(PROFILE.viralPageLoadsPerSecond, SECONDS, (i) => loadResults(at(i + 3), profile.viral)),
  ])
  const rows = [
    ...summarise('viral', viral.results, viral.seconds),
    ...summarise('outras pessoas', background.results, background.seconds),
    ...summarise('páginas de resultado', pages.results, pages.seconds),
    ...summarise('página da pessoa viral', viralPages.results, viralPages.seconds),
  ]
  // Capacity: closed loop, CAPACITY_WORKERS givers at a time to the viral owner, spread over the processes.
  console.log(`  capacidade: ${CAPACITY_SECONDS} s, ${CAPACITY_WORKERS} pessoas enviando ao mesmo tempo…`)
  const results = []
  const stopAt = performance.now() + CAPACITY_SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CAPACITY_WORKERS }, async (_, w) => {
      while (performance.now() < stopAt) results.push(...(await giveFeedback(at(w), profile.viral.publicId)))
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const capacity = results.filter((r) => r.kind === 'step2' && r.ok).length / elapsed
  const capacityFailed = results.filter((r) => !r.ok).length
  return { rows, capacity, capacityFailed, seconds: SECONDS, processes: urls.length }
}

/** The budget lines of one database's profile run; each with ok. */
export function profileBudgets(run) {
  const lines = []
  const failed = run.rows.reduce((sum, row) => sum + row.failed, 0)
  lines.push({ name: 'respostas com erro sob o perfil', value: `${failed}`, limit: '= 0', ok: failed === 0 })
  const viralSent = run.rows.find((row) => row.load === 'viral' && row.kind === 'step2')
  const rate = viralSent?.perSecond ?? 0
  lines.push({
    name: 'pessoas/s enviando à pessoa viral (etapas 1 e 2)',
    value: rate.toFixed(1),
    limit: `≥ ${(PROFILE.viralGiversPerSecond * 0.95).toFixed(1)}`,
    ok: rate >= PROFILE.viralGiversPerSecond * 0.95,
  })
  const worst = run.rows.reduce((max, row) => (row.p99 > max.p99 ? row : max), { p99: 0 })
  lines.push({ name: `pior p99 sob o perfil (${worst.load ?? '—'}, ${worst.kind ?? '—'})`, value: `${Math.round(worst.p99)} ms`, limit: `≤ ${PROFILE.p99Ms} ms`, ok: worst.p99 <= PROFILE.p99Ms })
  const need = PROFILE.viralGiversPerSecond * PROFILE.headroom
  lines.push({
    name: 'capacidade: pessoas/s enviando à pessoa viral, no máximo',
    value: run.capacity.toFixed(0),
    limit: `≥ ${need} (${PROFILE.headroom}× o perfil)`,
    ok: run.capacity >= need && run.capacityFailed === 0,
  })
  return lines
}

export function printProfile(label, run) {
  console.log(`\n| ${label}: perfil de carga (${run.processes} processo(s), ${run.seconds} s) | pedidos | por s | falhas | p50 | p99 |`)
  console.log('|---|---:|---:|---:|---:|---:|')
  for (const row of run.rows) {
    console.log(`| ${row.load}: ${row.kind} | ${row.count} | ${row.perSecond.toFixed(1)} | ${row.failed} | ${Math.round(row.p50)} ms | ${Math.round(row.p99)} ms |`)
  }
  for (const line of profileBudgets(run)) {
    console.log(`${label}: ${line.name} = ${line.value} (orçamento ${line.limit}) ${line.ok ? '✓' : '✗ fora do orçamento'}`)
    if (!line.ok) process.exitCode = 1
  }
}

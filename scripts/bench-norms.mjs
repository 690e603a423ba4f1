// The `norms` group of `npm run bench` (issue 48): the Big Five norms with 100,000 consenting people.
//
// On PGlite: a person's GET /api/ocean-assessment/recent (their result with its percentiles) is
// measured with nobody in the norms, then BENCH_NORMS_PEOPLE (100,000) consenting people with a
// Big Five test each are written straight into the database, the norms are computed with the app's
// own function (src/server/modules/norms/norms.repository.ts: the first computation, which records
// every person's counted test, then a computation with nothing changed, then one after 1,000 new
// tests), and the same request is measured again. Budget: the request with 100,000 people costs at
// most 1.5× the request with none (it reads one row whatever the sample).
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const PEOPLE = Number(process.env.BENCH_NORMS_PEOPLE ?? 100_000)
/** Per-request cost with the full sample ÷ cost with none. */
const REQUEST_COST_BUDGET = 1.5

/** A signed-in person with one Big Five test who agreed to count; their cookie. */
async function personWithTest(base) {
  const headers = { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin' }
  const email = `bench.norms.pessoa.${Date.now()}@exemplo.com.br`
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'Pessoa da Medição', email, password: 'senha-segura-123', confirmPassword: 'senha-segura-123' }),
  })
  if (registered.status !== 201) throw new Error(`cadastro: ${registered.status}`)
  const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const answers = Object.fromEntries(['O', 'C', 'E', 'A', 'N'].flatMap((f) => [1, 2, 3, 4, 5].map((i) => [`${f}${i}`, ((i + f.charCodeAt(0)) % 5) + 1])))
  const saved = await fetch(`${base}/api/ocean-assessment`, { method: 'POST', headers: { ...headers, cookie }, body: JSON.stringify({ answers }) })
  if (saved.status !== 201) throw new Error(`teste Big Five: ${saved.status}`)
  const consent = await fetch(`${base}/api/norms/consent`, { method: 'PUT', headers: { ...headers, cookie }, body: JSON.stringify({ consent: true }) })
  if (consent.status !== 200) throw new Error(`autorização: ${consent.status}`)
  return cookie
}

/** `count` consenting people from `from` on, each with one Big Five test of random scores (multiples of 5). */
async function seedPeople(db, from, count) {
  await db.exec(`
    insert into users (username, email)
      select 'Pessoa ' || g, 'bench.norms.' || g || '@exemplo.com.br' from generate_series(${from}, ${from + count - 1}) g;
    insert into ocean_assessments (user_id, is_self, openness, conscientiousness, extraversion, agreeableness, neuroticism, answers)
      select u.id, true, (floor(random() * 21) * 5)::int, (floor(random() * 21) * 5)::int, (floor(random() * 21) * 5)::int,
        (floor(random() * 21) * 5)::int, (floor(random() * 21) * 5)::int, '{}'::jsonb
      from users u where u.email like 'bench.norms.%' and u.id not in (select user_id from ocean_assessments);
    insert into norms_consents (user_id, consent)
      select u.id, true from users u where u.email like 'bench.norms.%' on conflict (user_id) do nothing;
    analyze;`)
}

export async function benchNorms({ autocannon, startApp, stopChild, run, seconds }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'espelho-bench-norms-'))
  // Computed only when this run asks (the app's own schedule would compete with the measurement).
  const env = { DATA_DIR: dataDir, NORMS_REFRESH_SECONDS: '45' }
  let app
  const measureRecent = async (cookie) => {
    const item = { url: `${app.url}/api/ocean-assessment/recent`, headers: { cookie } }
    await run(autocannon, item, 1)
    const result = await run(autocannon, item, seconds)
    const body = await (await fetch(item.url, { headers: { cookie } })).json()
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors, normSample: body.normSample, percentiles: body.percentiles }
  }
  try {
    app = await startApp(env)
    const cookie = await personWithTest(app.url)
    console.log('  normas: medindo com ninguém na amostra…')
    const empty = await measureRecent(cookie)
    await stopChild(app.child)
    app = undefined

    const { PGlite } = await import('@electric-sql/pglite')
    const { drizzle } = await import('drizzle-orm/pglite')
    const schema = await tsImport(path.join(root, 'src/server/db/schema.ts'), import.meta.url)
    const { refreshNorms } = await tsImport(path.join(root, 'src/server/modules/norms/norms.repository.ts'), import.meta.url)
    const client = await PGlite.create(dataDir)
    const timings = {}
    try {
      console.log(`  normas: semeando ${PEOPLE.toLocaleString('pt-BR')} pessoas que autorizaram…`)
      const started = performance.now()
      await seedPeople(client, 1, PEOPLE)
      timings.seedMs = performance.now() - started
      const db = drizzle(client, { schema })
      const time = async () => {
        const begin = performance.now()
        const result = await refreshNorms(db)
        return { ms: performance.now() - begin, ...result }
      }
      timings.first = await time()
      timings.unchanged = await time()
      await seedPeople(client, PEOPLE + 1, 1000)
      timings.thousandNew = await time()
    } finally {
      await client.close()
    }

    app = await startApp(env)
    console.log('  normas: medindo com a amostra cheia…')
    const full = await measureRecent(cookie)
    const ratio = empty.rps / full.rps
    return { people: PEOPLE, empty, full, timings, ratio, budget: REQUEST_COST_BUDGET }
  } finally {
    if (app) await stopChild(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function printNorms(norms) {
  if (!norms) return
  const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`
  console.log(`\n## Normas do Big Five (issue 48, PGlite, ${norms.people.toLocaleString('pt-BR')} pessoas que autorizaram)\n`)
  console.log('| GET /api/ocean-assessment/recent | req/s | p50 | p99 | N nas normas |')
  console.log('|---|---:|---:|---:|---:|')
  for (const [label, row] of [['ninguém na amostra', norms.empty], ['amostra cheia', norms.full]]) {
    console.log(`| ${label} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.normSample} |${row.non2xx ? ` ⚠ ${row.non2xx} não-2xx` : ''}`)
  }
  console.log('\n| cálculo das normas (refreshNorms) | tempo | linhas de autorização gravadas |')
  console.log('|---|---:|---:|')
  console.log(`| primeiro, ${norms.people.toLocaleString('pt-BR')} testes a registrar | ${ms(norms.timings.first.ms)} | ${norms.timings.first.changed} |`)
  console.log(`| de novo, nada mudou | ${ms(norms.timings.unchanged.ms)} | ${norms.timings.unchanged.changed} |`)
  console.log(`| depois de 1.000 testes novos | ${ms(norms.timings.thousandNew.ms)} | ${norms.timings.thousandNew.changed} |`)
  const ok = norms.ratio <= norms.budget && norms.full.percentiles !== null
  console.log(
    `\nNormas: custo do pedido com a amostra cheia ÷ sem amostra = ${norms.ratio.toFixed(2)}× (orçamento ≤ ${norms.budget}×) ${ok ? '✓' : '✗ fora do orçamento'}`,
  )
  if (!ok) process.exitCode = 1
}

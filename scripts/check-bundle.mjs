// The JavaScript a page downloads before it can react — before React has hydrated it — counted
// gzip-compressed, React 19 itself included (docs/decisions/0051). The ceiling is a ratchet, not a
// goal (issue 44): 125 KB on every measured page, so no change can quietly add a lot of weight; what a
// person feels is measured by `npm run bench -- --only=tap` and `npm run lighthouse` (docs/performance.md).
// Reads the production build (DIST_DIR, default ./dist): its index.html and Vite manifest. A page
// loads, before hydrateRoot, exactly what the server's boot script asks for (src/client/boot-script.ts,
// decision 0026) and what main.tsx awaits: the entry and its static imports, and the matched route's
// lazy page chunk with its static imports. Anything React.lazy would suspend hydration on is not
// visible here: tests/e2e/site/bundle-budget.spec.ts loads each page in Chromium and fails when the
// browser's list differs from this one, so the two cannot drift apart.
//
// Prints each page's files (gzip size, raw size, why it is loaded) and totals; exits 1 when a page
// is over its ceiling, 2 when there is no build to measure. `--json` prints the same as JSON.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** Issue 44's ceiling of every page, in bytes (gzip, React included): no page's own may be above it. */
const CEILING = 125_000

/**
 * The measured pages: a path the browser opens, the route's page module and its ceiling, the page's
 * measured total plus about 1 KB (decision 0052): lowered as a page shrinks, never raised without a
 * decision. Zod is on none of them before hydration: stored progress is checked once the page is
 * up, and texts a page shows come from the schemas' `*-texts.ts` companions.
 */
const PAGES = [
  { path: '/', page: 'home-page', budget: 114_000 },
  { path: '/assessment', page: 'assessment-page', budget: 121_000 },
  { path: '/pricing', page: 'pricing-page', budget: 120_000 },
  { path: '/disc', page: 'disc-page', budget: 122_000 },
  { path: '/feedback/user/{uuid}', page: 'feedback-page', budget: 123_000 },
]

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'client')
const manifestFile = path.join(clientDir, '.vite/manifest.json')
const indexFile = path.join(clientDir, 'index.html')
const asJson = process.argv.includes('--json')

for (const file of [manifestFile, indexFile]) {
  if (!existsSync(file)) {
    console.error(`check-bundle: ${file} não existe. Rode "npm run build" antes (o manifest vem de build.manifest no vite.config.ts).`)
    process.exit(2)
  }
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const html = readFileSync(indexFile, 'utf8')

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) fail('o manifest não tem um ponto de entrada (isEntry).')

const sizes = new Map()
function measure(file) {
  let size = sizes.get(file)
  if (!size) {
    const bytes = readFileSync(path.join(clientDir, file))
    size = { raw: bytes.length, gzip: gzipSync(bytes).length }
    sizes.set(file, size)
  }
  return size
}

/** Every JS file `page` loads before hydration, each with why. */
function firstLoad(page) {
  const pageKey = `src/client/app/routes/${page}.tsx`
  if (!manifest[pageKey]) fail(`o manifest não tem o chunk da página ${pageKey}.`)
  const reasons = new Map()
  const collect = (key, reason) => {
    const chunk = manifest[key]
    if (!chunk || reasons.has(chunk.file)) return
    reasons.set(chunk.file, reason)
    for (const imported of chunk.imports ?? []) collect(imported, `importado por ${chunk.file}`)
  }
  collect(entryKey, 'entrada (script de boot)')
  collect(pageKey, 'página da rota (aguardada antes do hydrateRoot)')
  // Anything else index.html itself loads up front (module scripts and modulepreload links).
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)) {
    if (!reasons.has(match[1])) reasons.set(match[1], 'referenciado no index.html')
  }
  const files = [...reasons].map(([file, reason]) => ({ file, reason, ...measure(file) }))
  files.sort((a, b) => b.gzip - a.gzip)
  return files
}

for (const { path: pagePath, budget } of PAGES) {
  if (budget > CEILING) fail(`o teto de ${pagePath} passa dos ${CEILING / 1000} KB do issue 44.`)
}

const results = PAGES.map(({ path: pagePath, page, budget }) => {
  const files = firstLoad(page)
  return { path: pagePath, page, budget, total: files.reduce((sum, file) => sum + file.gzip, 0), files }
})
const over = results.filter((result) => result.total > result.budget)

if (asJson) {
  console.log(JSON.stringify({ pages: results }, null, 2))
} else {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  for (const result of results) {
    console.log(`JavaScript antes da hidratação de ${result.path} (gzip, ${result.files.length} arquivos):`)
    for (const row of result.files) {
      console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}  (${kb(row.raw)} sem compressão; ${row.reason})`)
    }
    console.log(`  ${'-'.repeat(9)}`)
    const verdict = result.total > result.budget ? `ACIMA em ${kb(result.total - result.budget)}` : `folga de ${kb(result.budget - result.total)}`
    const goal = result.total > CEILING ? `; faltam ${kb(result.total - CEILING)} para os ${kb(CEILING)} do issue 44` : ''
    console.log(`  ${kb(result.total).padStart(9)}  total — teto ${kb(result.budget)}: ${verdict}${goal}\n`)
  }
  console.log('Resumo (docs/decisions/0051 e 0052): total / teto')
  for (const result of results) {
    const marks = `${result.total > result.budget ? '  ACIMA DO TETO' : ''}${result.total > CEILING ? `  acima dos ${kb(CEILING)} do issue 44` : ''}`
    console.log(`  ${result.path.padEnd(24)} ${kb(result.total).padStart(9)} / ${kb(result.budget)}${marks}`)
  }
}

if (over.length > 0) {
  console.error(`\ncheck-bundle: acima do teto: ${over.map((result) => result.path).join(', ')}.`)
  process.exit(1)
}
if (!asJson) console.log('\ncheck-bundle: todas as páginas dentro do teto.')

function fail(message) {
  console.error(`check-bundle: ${message}`)
  process.exit(2)
}

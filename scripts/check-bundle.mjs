// The JavaScript a page downloads before it can react — before React has hydrated it — counted
// gzip-compressed, React 19 itself included (docs/decisions/0032, issue 32). Two figures per page:
//   the goal (issue 32)    /  100 KB, /assessment 90 KB, the giver page 90 KB — met since decision 0050
//                          (React 19 alone is 67.7 KB of each);
//   the ceiling            what the build may not exceed (a ratchet: lowered as cuts land, never raised
//                          without a decision), so no change can quietly add weight: the goal itself for
//                          the two page islands, 96 KB for /.
// Reads the production build (DIST_DIR, default ./dist): its index.html and Vite manifest. A page
// loads, before hydrateRoot, exactly what the server's boot script asks for (src/server/pages/
// document.ts, decision 0026) and what main.tsx awaits (island.tsx for a page island, decision 0050,
// whose entry replaces index.html's): the entry and its static imports, and the
// matched route's lazy page chunk (loadMatchedPage, lib/router.tsx) with its static imports. Anything React.lazy
// would suspend hydration on is not visible here: tests/e2e/site/bundle-budget.spec.ts loads each page in
// Chromium and fails when the browser's list differs from this one, so the two cannot drift apart.
//
// Prints each page's files (gzip size, raw size, why it is loaded) and totals; exits 1 when a page
// is over its budget, 2 when there is no build to measure. `--json` prints the same as JSON.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The measured pages: a path the browser opens, the route's page module, the ceiling and the goal in bytes. */
/** `island`: the page is hydrated as an island (decision 0050): the server loads the islands' entry, not index.html's. */
const PAGES = [
  { path: '/', page: 'home-page', budget: 96_000, goal: 100_000 },
  { path: '/assessment', page: 'assessment-page', budget: 90_000, goal: 90_000, island: true },
  { path: '/feedback/user/{uuid}', page: 'feedback-page', budget: 90_000, goal: 90_000, island: true },
]
const ISLAND_ENTRY = 'src/client/island.tsx'

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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key !== ISLAND_ENTRY)
if (!entryKey) fail('o manifest não tem um ponto de entrada (isEntry).')
if (!manifest[ISLAND_ENTRY]?.isEntry) fail(`o manifest não tem a entrada das ilhas (${ISLAND_ENTRY}).`)

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
function firstLoad(page, island) {
  const pageKey = `src/client/app/routes/${page}.tsx`
  if (!manifest[pageKey]) fail(`o manifest não tem o chunk da página ${pageKey}.`)
  const reasons = new Map()
  const collect = (key, reason) => {
    const chunk = manifest[key]
    if (!chunk || reasons.has(chunk.file)) return
    reasons.set(chunk.file, reason)
    for (const imported of chunk.imports ?? []) collect(imported, `importado por ${chunk.file}`)
  }
  collect(island ? ISLAND_ENTRY : entryKey, island ? 'entrada da ilha (script de boot)' : 'entrada (script de boot)')
  collect(pageKey, 'página da rota (aguardada antes do hydrateRoot)')
  // Anything else index.html itself loads up front (module scripts and modulepreload links); an
  // island's document never loads index.html's entry.
  if (!island) for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)) {
    if (!reasons.has(match[1])) reasons.set(match[1], 'referenciado no index.html')
  }
  const files = [...reasons].map(([file, reason]) => ({ file, reason, ...measure(file) }))
  files.sort((a, b) => b.gzip - a.gzip)
  return files
}

const results = PAGES.map(({ path: pagePath, page, budget, goal, island = false }) => {
  const files = firstLoad(page, island)
  return { path: pagePath, page, budget, goal, total: files.reduce((sum, file) => sum + file.gzip, 0), files }
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
    const goal = result.total > result.goal ? `faltam ${kb(result.total - result.goal)} para a meta de ${kb(result.goal)}` : `meta de ${kb(result.goal)} cumprida`
    console.log(`  ${kb(result.total).padStart(9)}  total — teto ${kb(result.budget)}: ${verdict}; ${goal}\n`)
  }
  console.log('Resumo (docs/decisions/0032): total / teto / meta do issue 32')
  for (const result of results) {
    const marks = `${result.total > result.budget ? '  ACIMA DO TETO' : ''}${result.total > result.goal ? '  meta não cumprida' : ''}`
    console.log(`  ${result.path.padEnd(24)} ${kb(result.total).padStart(9)} / ${kb(result.budget)} / ${kb(result.goal)}${marks}`)
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

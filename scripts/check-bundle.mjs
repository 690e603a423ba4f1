// The JavaScript budget (DESIGN.md §7, raised by docs/decisions/0023 for React 19 itself): the
// first load of `/` may download at most 140 KB of gzip-compressed JavaScript. Reads the production build (DIST_DIR, default ./dist) — its
// index.html and Vite manifest — and sums every JS file the home page needs before it can show:
// the entry, its static imports, and the home page's lazy chunk with its own static imports.
// Prints each file and the total; exits 1 over budget, 2 when there is no build to measure.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 140_000
const HOME_PAGE_SOURCE = 'src/client/app/routes/home-page.tsx'

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.join(path.resolve(root, process.env.DIST_DIR ?? 'dist'), 'client')
const manifestFile = path.join(clientDir, '.vite/manifest.json')
const indexFile = path.join(clientDir, 'index.html')

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
if (!manifest[HOME_PAGE_SOURCE]) fail(`o manifest não tem o chunk da página inicial (${HOME_PAGE_SOURCE}).`)

/** Who pulled each file in, for the report. */
const reasons = new Map()
function collect(key, reason) {
  const chunk = manifest[key]
  if (!chunk || reasons.has(chunk.file)) return
  reasons.set(chunk.file, reason)
  for (const imported of chunk.imports ?? []) collect(imported, `importado por ${chunk.file}`)
}
collect(entryKey, 'entrada (index.html)')
collect(HOME_PAGE_SOURCE, 'página inicial (carregamento sob demanda)')

// Anything else index.html itself loads up front (module scripts and modulepreload links).
for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)) {
  const file = match[1]
  if (!reasons.has(file)) reasons.set(file, 'referenciado no index.html')
}

const rows = [...reasons].map(([file, reason]) => {
  const bytes = readFileSync(path.join(clientDir, file))
  return { file, reason, raw: bytes.length, gzip: gzipSync(bytes).length }
})
rows.sort((a, b) => b.gzip - a.gzip)

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
const total = rows.reduce((sum, row) => sum + row.gzip, 0)
console.log('JavaScript do primeiro carregamento de / (gzip):')
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}  (${kb(row.raw)} sem compressão; ${row.reason})`)
console.log(`  ${'-'.repeat(9)}`)
console.log(`  ${kb(total).padStart(9)}  total — orçamento ${kb(BUDGET_BYTES)} (docs/decisions/0023)`)

if (total > BUDGET_BYTES) {
  console.error(`\ncheck-bundle: acima do orçamento em ${kb(total - BUDGET_BYTES)}.`)
  process.exit(1)
}
console.log(`\ncheck-bundle: dentro do orçamento (folga de ${kb(BUDGET_BYTES - total)}).`)

function fail(message) {
  console.error(`check-bundle: ${message}`)
  process.exit(2)
}

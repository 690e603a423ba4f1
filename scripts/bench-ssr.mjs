// The server-render part of `npm run bench` (issue 22), in its own process so React runs its
// production build (NODE_ENV=production, set by bench.mjs). Renders each content page with the
// production SSR bundle (DIST_DIR/ssr/entry-server.js) BENCH_SSR_RENDERS times after a warm-up, for
// a visitor without a session (the server then keeps that page for the day) and for a signed-in one
// (kept per session view for a minute), and prints the CPU time (user + system) per render, p50 and
// p95, as JSON on stdout.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

if (process.env.NODE_ENV !== 'production') throw new Error('bench-ssr: NODE_ENV=production, como no servidor')
const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const RENDERS = Number(process.env.BENCH_SSR_RENDERS ?? 300)
const PAGES = ['/', '/about', '/disc', '/ocean', '/profile/dominance', '/pricing', '/privacy-policy', '/terms-of-service', '/nao-existe']

const { renderPage } = await import(pathToFileURL(path.join(distDir, 'ssr/entry-server.js')).href)
const session = {
  id: 1,
  userId: '6f1c0a52-3f8e-4d7a-9b1e-2c4d5e6f7a8b',
  isPremium: true,
  premiumUntil: '2027-01-01T00:00:00.000Z',
  username: 'Ana Bench',
  email: 'ana.bench@exemplo.com.br',
  strongestType: 'D',
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified: true,
}
const clientConfig = { blogUrl: 'https://blog.espelho.app', googleEnabled: false, environment: 'production', sandboxMailbox: false }
const cpuMs = (start) => {
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000
}

const rows = []
for (const page of PAGES) {
  for (const visitor of ['anônimo', 'com sessão']) {
    const input = { url: `http://127.0.0.1${page}`, session: visitor === 'anônimo' ? null : session, seed: null, clientConfig }
    for (let warm = 0; warm < 30; warm++) await renderPage(input)
    const samples = []
    for (let index = 0; index < RENDERS; index++) {
      const start = process.cpuUsage()
      await renderPage(input)
      samples.push(cpuMs(start))
    }
    samples.sort((a, b) => a - b)
    const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]
    rows.push({ page, visitor, p50: at(0.5), p95: at(0.95) })
  }
}
process.stdout.write(JSON.stringify(rows))

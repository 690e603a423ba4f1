// The server Playwright starts (playwright.config.ts → webServer): the production bundle on
// 127.0.0.1:4173 with a fresh, throw-away PGlite data directory per run, so every run starts
// from an empty database and leaves nothing behind.
import { spawn } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const serverEntry = path.join(distDir, 'server/main.js')
const clientIndex = path.join(distDir, 'client/index.html')
const ssrEntry = path.join(distDir, 'ssr/entry-server.js')

for (const file of [serverEntry, clientIndex, ssrEntry]) {
  if (!existsSync(file)) {
    console.error(`e2e-server: ${path.relative(root, file)} não existe. Execute "npm run build" antes dos testes e2e.`)
    process.exit(1)
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'espelho-e2e-'))
let cleaned = false
const cleanUp = () => {
  if (cleaned) return
  cleaned = true
  rmSync(dataDir, { recursive: true, force: true })
}

const port = process.env.E2E_PORT ?? '4173'
const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(distDir, 'client'),
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_NETWORK_RATE_LIMIT: '1000000',
    REGISTER_RATE_LIMIT: '1000',
    // Specs give many feedbacks from one address; the limits themselves are covered by route tests.
    FEEDBACK_RATE_LIMIT_PER_IP: '1000',
    // The specs give many feedbacks to one link from 127.0.0.1: the per-network quota is lifted
    // (giver-trust.spec.ts starts a server of its own with E2E_FEEDBACK_PER_NETWORK_PER_LINK=3).
    // The proof of work stays on (the giver page solves it; API helpers solve it with altcha-lib),
    // at a lower difficulty to spare the test machine.
    FEEDBACK_PER_NETWORK_PER_LINK: process.env.E2E_FEEDBACK_PER_NETWORK_PER_LINK ?? '1000000',
    FEEDBACK_PROOF_OF_WORK: 'on',
    FEEDBACK_PROOF_OF_WORK_DIFFICULTY: '1000',
    // Production build, but with the labelled ad stand-ins so the specs can see every ad slot
    // (docs/decisions/0007-ads-analytics-consent.md). A spec may start its own server with AdSense.
    ADS_PLACEHOLDERS: process.env.ADS_PLACEHOLDERS ?? 'true',
    // The e2e run always uses the embedded database and memory rate limits.
    DATABASE_URL: '',
    REDIS_URL: '',
    // Mail goes to the sandbox mailbox (/sandbox/email), which the email spec reads.
    SMTP_URL: '',
    FORGOT_PASSWORD_RATE_LIMIT: '1000',
  },
})

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  })
}
process.on('exit', cleanUp)

child.on('error', (error) => {
  console.error(`e2e-server: não foi possível iniciar o servidor: ${error.message}`)
  cleanUp()
  process.exit(1)
})
child.on('exit', (code, signal) => {
  cleanUp()
  process.exit(code ?? (signal ? 1 : 0))
})

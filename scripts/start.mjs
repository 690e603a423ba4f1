// `npm start`: the whole product on one machine. Builds first when no build exists, then runs
// the bundled server, passing signals through so Ctrl+C and `docker stop` shut it down cleanly.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const serverEntry = path.join(root, 'dist/server/main.js')
const clientIndex = path.join(root, 'dist/client/index.html')
// The server render of the pages (vite build --ssr; docs/decisions/0023-react-and-server-rendering.md).
const ssrEntry = path.join(root, 'dist/ssr/entry-server.js')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/**
 * `kill <pid of npm start>` (issue 45): npm passes SIGTERM to the shell it ran this script with,
 * and that shell (`sh -c`, dash) dies of it without passing it on, leaving this script and the
 * server running under init. So, run by npm, a parent that goes away counts as SIGTERM too:
 * checked every quarter of a second (Node has no parent-death signal). Run directly
 * (`node scripts/start.mjs &`), the script keeps running when its shell ends, as before.
 */
const parentAtStart = process.ppid
const parentGone = new Set()
if (process.env.npm_lifecycle_event) {
  const watchParent = setInterval(() => {
    if (process.ppid === parentAtStart) return
    clearInterval(watchParent)
    for (const forward of parentGone) forward('SIGTERM')
  }, 250)
  watchParent.unref()
}

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    parentGone.add(forward)
    child.on('error', (error) => {
      console.error(`Não foi possível executar ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      parentGone.delete(forward)
      resolve(code ?? (signal ? 128 + (signalNumber[signal] ?? 1) : 1))
    })
  })
}

const signalNumber = { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }

if (!existsSync(serverEntry) || !existsSync(clientIndex) || !existsSync(ssrEntry)) {
  console.log('Nenhuma build encontrada: executando npm run build…')
  const code = await run(npm, ['run', 'build'])
  if (code !== 0) {
    console.error('A build falhou; o servidor não foi iniciado.')
    process.exit(code)
  }
}

const code = await run(process.execPath, ['--enable-source-maps', serverEntry], {
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
})
process.exit(code)

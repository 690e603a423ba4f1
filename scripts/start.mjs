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

/** Runs a command with inherited stdio; resolves with its exit code (signals count as failure). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', (error) => {
      console.error(`Não foi possível executar ${command}: ${error.message}`)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
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

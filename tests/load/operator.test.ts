// Issue 45, the operator's items, with real processes: a server whose settings are refused exits
// with EX_CONFIG (78) and `npm run cluster` stops at once with the message printed once (it started
// such a process again every second, forever); `kill <pid of npm start>` stops the server (the
// shell npm runs the script with died of the SIGTERM and left the server running).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { builtServerMissing, freePort, ROOT, SERVER_ENTRY, until } from './support'

const missing = builtServerMissing()
if (missing) console.log(`[operador] pulado: ${missing}`)

interface Run {
  child: ChildProcess
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

const running: ChildProcess[] = []
const dirs: string[] = []

function run(command: string, args: string[], env: Record<string, string>): Run {
  const child = spawn(command, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  running.push(child)
  let text = ''
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  return { child, output: () => text, exited }
}

/** Resolves with the exit, or null when the process is still running after `ms`. */
const exitWithin = (subject: Run, ms: number) => Promise.race([subject.exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(missing !== null)('operating the recipe', () => {
  it('a server whose settings are refused exits with 78 (EX_CONFIG), the message printed once', async () => {
    const server = run(process.execPath, [SERVER_ENTRY], { NODE_ENV: 'production', PORT: String(await freePort()), DATA_DIR: tempDir('espelho-op-'), LOG_LEVEL: 'barulhento' })
    const exit = await exitWithin(server, 20_000)
    expect(exit).toEqual({ code: 78, signal: null })
    expect(server.output().match(/Configuração inválida/g)).toHaveLength(1)
    expect(server.output()).toContain('LOG_LEVEL')
  })

  it.skipIf(!existsSync('/usr/sbin/nginx'))('npm run cluster with refused settings stops at once and says so once', async () => {
    const port = await freePort()
    const cluster = run(process.execPath, ['scripts/cluster.mjs'], {
      PORT: String(port),
      CLUSTER_PROCESSES: '3',
      CLUSTER_FIRST_APP_PORT: String(await freePort()),
      CLUSTER_DIR: path.join(tempDir('espelho-op-cluster-'), 'cluster'),
      // Never reached: the settings are refused before anything connects.
      DATABASE_URL: 'postgres://espelho@127.0.0.1:1/nada',
      REDIS_URL: 'redis://127.0.0.1:1',
      LOG_LEVEL: 'barulhento',
    })
    const exit = await exitWithin(cluster, 30_000)
    const output = cluster.output()
    // Before: a process started again every second, forever, each time printing the same message.
    expect(exit, output).not.toBeNull()
    expect(exit!.code, output).not.toBe(0)
    expect(output.match(/Configuração inválida/g), output).toHaveLength(1)
    expect(output).toContain('LOG_LEVEL')
    expect(output).toContain('corrija a configuração acima')
    expect(output).not.toContain('iniciando de novo')
    expect(await accepts(port)).toBe(false)
  })

  it('kill <pid of npm start> stops the server', async () => {
    const port = await freePort()
    const npm = run('npm', ['start'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: tempDir('espelho-op-start-'),
      LOG_LEVEL: 'warn',
    })
    await until('npm start to serve /readyz', async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200, 90_000, 200, npm.output)
    npm.child.kill('SIGTERM')
    // npm ends; the server (its grandchild, under `sh -c` and scripts/start.mjs) must end with it.
    expect(await exitWithin(npm, 20_000), npm.output()).not.toBeNull()
    await until('the server to stop listening', async () => !(await accepts(port)), 20_000, 200, npm.output)
  })
})

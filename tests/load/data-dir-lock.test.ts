// Issue 18: the embedded database is one process's. A second process on the same DATA_DIR exits
// within seconds, naming DATA_DIR and pointing to DATABASE_URL; a crash (kill -9) leaves a lock
// file behind that does not block the restart.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { builtServerMissing, freePort, SERVER_ENTRY, startServer, DIST_DIR, ROOT, type RunningServer } from './support'

const buildMissing = builtServerMissing()
const LOCK_FILE = 'espelho.lock'

/** Runs the built server to its exit; answers its code, output and how long it took. */
async function runToExit(env: Record<string, string>, timeoutMs = 30_000) {
  const port = await freePort()
  const started = Date.now()
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CLIENT_DIR: path.join(DIST_DIR, 'client'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)))
  clearTimeout(timer)
  return { code, output, ms: Date.now() - started }
}

describe.skipIf(Boolean(buildMissing))('one process per embedded DATA_DIR', () => {
  const dirs: string[] = []
  const servers: RunningServer[] = []
  afterAll(async () => {
    for (const server of servers) await server.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-lock-'))
    dirs.push(dir)
    return dir
  }

  it('refuses a second process within seconds, naming DATA_DIR and DATABASE_URL; the first keeps serving', async () => {
    const dir = dataDir()
    const first = await startServer({ DATA_DIR: dir })
    servers.push(first)
    const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }
    expect(lock.pid).toBe(first.child.pid)

    const second = await runToExit({ DATA_DIR: dir })
    expect(second.code).not.toBe(0)
    expect(second.code).not.toBeNull()
    expect(second.ms).toBeLessThan(15_000)
    expect(second.output).toContain(`DATA_DIR=${dir}`)
    expect(second.output).toContain('DATABASE_URL')
    expect(second.output).toContain('já está em uso por outro processo')

    expect((await first.call('GET', '/readyz')).status).toBe(200)
    await first.stop()
    // A clean stop releases the lock.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  })

  it('a lock left by a process killed with -9 does not block the restart', async () => {
    const dir = dataDir()
    const crashed = await startServer({ DATA_DIR: dir })
    crashed.child.kill('SIGKILL')
    await crashed.exited
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true)

    const restarted = await startServer({ DATA_DIR: dir })
    servers.push(restarted)
    expect((await restarted.call('GET', '/readyz')).status).toBe(200)
    const lock = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as { pid: number }
    expect(lock.pid).toBe(restarted.child.pid)
    await restarted.stop()
  })

  it('a lock from another machine that nobody refreshed for over 30 s is taken over', async () => {
    const dir = dataDir()
    // Another machine's lock (its pid cannot be checked from here), last touched a minute ago: abandoned.
    const file = path.join(dir, LOCK_FILE)
    writeFileSync(file, JSON.stringify({ pid: process.pid, hostname: 'outra-maquina', token: 'velho', startedAt: new Date(0).toISOString() }))
    const old = new Date(Date.now() - 60_000)
    utimesSync(file, old, old)
    const server = await startServer({ DATA_DIR: dir })
    servers.push(server)
    expect((await server.call('GET', '/healthz')).status).toBe(200)
    await server.stop()
  })

  it('a fresh lock from another machine sharing the volume is respected', async () => {
    const dir = dataDir()
    writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pid: 1, hostname: 'outra-maquina', token: 'vivo', startedAt: new Date().toISOString() }),
    )
    const refused = await runToExit({ DATA_DIR: dir })
    expect(refused.code).toBe(1)
    expect(refused.output).toContain('pid 1 em outra-maquina')
  })
})

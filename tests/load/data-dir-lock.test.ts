// Issue 18: the embedded database is one process's. A second process on the same DATA_DIR exits
// within seconds, naming DATA_DIR and pointing to DATABASE_URL; a crash (kill -9) leaves a lock
// file behind that does not block the restart.
// Issue 31, item 3: a holder stopped (SIGSTOP) past the lock's stale age keeps it, so nothing
// acknowledged is lost; a holder whose lock was taken answers 503 and exits.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { MIGRATIONS_DIR } from '#test/app'
import { othersAnswers } from '#test/feedback'
import { openDatabase } from '#server/db/client'
import type { DiscType } from '#shared/disc/types'
import {
  builtServerMissing,
  errorCode,
  freePort,
  register,
  SERVER_ENTRY,
  startServer,
  DIST_DIR,
  ROOT,
  tally,
  type RunningServer,
} from './support'

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

  // The attack of issue 31: A holds the folder, is frozen (kill -STOP) longer than the lock's stale
  // age, B starts on the same folder, A is woken (kill -CONT), givers keep posting to every server
  // that answers. Before, B judged the lock stale by age, both served and wrote, and after a restart
  // about half of the acknowledged feedbacks were gone.
  it('a holder frozen past the stale age keeps its lock: B is refused and no acknowledged feedback is lost', async () => {
    const dir = dataDir()
    const STALE_SECONDS = 3
    const env = {
      DATA_DIR: dir,
      // Short, so the freeze outlasts it in seconds instead of half a minute (30 s by default).
      DATA_DIR_LOCK_STALE_SECONDS: String(STALE_SECONDS),
      // One address plays every giver: the flood limits lifted, no proof of work to solve.
      FEEDBACK_RATE_LIMIT_PER_IP: '100000000',
      FEEDBACK_PER_NETWORK_PER_LINK: '100000000',
      FEEDBACK_PROOF_OF_WORK: 'off',
      REGISTER_RATE_LIMIT: '1000',
    }
    const a = await startServer(env)
    servers.push(a)
    const owner = await register(a, 'Dona do Link')
    const targets: RunningServer[] = [a]
    const acknowledged = new Set<string>()
    const outcomes: (number | string)[] = []
    let stop = false
    let phase = 'antes'
    const acknowledgedIn: Record<string, number> = {}
    const TYPES: DiscType[] = ['D', 'I', 'S', 'C']

    async function giver(index: number) {
      for (let round = 0; !stop; round++) {
        const server = targets[(index + round) % targets.length] as RunningServer
        const marker = `g${index}r${round}p${server.port}`
        const during = phase
        try {
          const assessment = await server.call('POST', `/api/feedback/user/${owner.publicId}/assessment`, {
            body: { answers: othersAnswers([TYPES[(index + round) % 4] as DiscType]), isSelf: false },
          })
          outcomes.push(assessment.status)
          if (assessment.status !== 201) continue
          const feedback = await server.call('POST', `/api/feedback/user/${owner.publicId}`, {
            body: {
              assessmentId: (assessment.body as { id: number }).id,
              relationshipType: 'colleague',
              strengths: [`Marca ${marker}`],
              improvements: [],
            },
          })
          outcomes.push(feedback.status)
          if (feedback.status === 201) {
            acknowledged.add(`Marca ${marker}`)
            acknowledgedIn[during] = (acknowledgedIn[during] ?? 0) + 1
          }
        } catch (error) {
          outcomes.push(errorCode(error))
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
    }
    const givers = Promise.all(Array.from({ length: 8 }, (_, index) => giver(index)))
    await new Promise((resolve) => setTimeout(resolve, 2_000))

    a.child.kill('SIGSTOP')
    phase = 'congelado'
    let b: RunningServer | undefined
    let refusal = ''
    try {
      // Longer than the stale age: the lock file has not been touched since the freeze.
      await new Promise((resolve) => setTimeout(resolve, (STALE_SECONDS + 2) * 1000))
      const lock = path.join(dir, LOCK_FILE)
      expect(Date.now() - statSync(lock).mtimeMs).toBeGreaterThan(STALE_SECONDS * 1000)
      try {
        // Before the fix B started here; the givers then post to both, as in the attack.
        b = await startServer(env)
        servers.push(b)
        targets.push(b)
      } catch (error) {
        refusal = error instanceof Error ? error.message : String(error)
      }
    } finally {
      a.child.kill('SIGCONT')
    }
    phase = 'depois'
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const ready = [(await a.call('GET', '/readyz')).status, b ? (await b.call('GET', '/readyz')).status : 'recusado']
    stop = true
    await givers
    await a.stop()
    for (const server of targets.slice(1)) await server.stop()

    // The restart: the folder opened again, every acknowledged feedback must be there.
    const reopened = await openDatabase({ dataDir: dir, migrationsDir: MIGRATIONS_DIR })
    let stored: Set<string>
    try {
      const result = await reopened.db.execute(
        sql`select f.strengths->>0 as marker from feedback f join users u on u.id = f.subject_user_id where u.public_id = ${owner.publicId}`,
      )
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { marker: string }[]
      stored = new Set(rows.map((row) => row.marker))
    } finally {
      await reopened.close()
    }
    const lost = [...acknowledged].filter((marker) => !stored.has(marker))
    console.log(
      `[trava] ${acknowledged.size} feedbacks confirmados (${JSON.stringify(acknowledgedIn)}), ${stored.size} no banco após reiniciar, ` +
        `${lost.length} perdidos; respostas ${JSON.stringify(tally(outcomes))}`,
    )
    expect(lost, 'acknowledged (201) but missing after the restart').toEqual([])
    expect(b, `B started on the folder a frozen process holds (/readyz of A and B: ${ready.join(', ')})`).toBeUndefined()
    expect(refusal).toContain('code 1')
    expect(refusal).toContain('já está em uso por outro processo')
    expect(refusal).toContain(`pid ${a.child.pid}`)
    expect(ready[0]).toBe(200)
    expect(acknowledgedIn.antes ?? 0).toBeGreaterThan(0)
    expect(acknowledgedIn.depois ?? 0, 'A went on serving once woken').toBeGreaterThan(0)
  }, 180_000)

  it('a holder whose lock another process took answers 503 to writes and exits, leaving the other lock alone', async () => {
    const dir = dataDir()
    const a = await startServer({
      DATA_DIR: dir,
      FEEDBACK_PROOF_OF_WORK: 'off',
      FEEDBACK_RATE_LIMIT_PER_IP: '1000',
      FEEDBACK_PER_NETWORK_PER_LINK: '1000',
    })
    servers.push(a)
    const owner = await register(a, 'Dona do Link')
    const post = () =>
      a
        .call('POST', `/api/feedback/user/${owner.publicId}/assessment`, { body: { answers: othersAnswers(['D']), isSelf: false } })
        .then((response) => response.status as number | string, errorCode)
    expect(await post()).toBe(201)

    // Another machine sharing the folder took the lock while A was frozen; then A wakes up with
    // writes waiting for it.
    a.child.kill('SIGSTOP')
    const other = JSON.stringify({ pid: 1, hostname: 'outra-maquina', token: 'assumiu', startedAt: new Date().toISOString() })
    writeFileSync(path.join(dir, LOCK_FILE), other)
    const waiting = Array.from({ length: 5 }, () => post())
    await new Promise((resolve) => setTimeout(resolve, 300))
    a.child.kill('SIGCONT')
    const statuses = await Promise.all(waiting)
    const exit = await Promise.race([a.exited, new Promise((resolve) => setTimeout(() => resolve('still running'), 5_000))])

    expect(statuses.filter((status) => status !== 503 && typeof status === 'number'), JSON.stringify(statuses)).toEqual([])
    expect(statuses).toContain(503)
    expect(exit).toEqual({ code: 1, signal: null })
    expect(a.lines.join('\n')).toContain('deixou de ser deste processo')
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(other)
  })
})

// Shared pieces of the proof tests (load, faults): the built server as a child process, free
// ports, a private PostgreSQL made with Debian's binaries, throw-away databases, HTTP helpers.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const DIST_DIR = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist')
export const SERVER_ENTRY = path.join(DIST_DIR, 'server/main.js')

/** Same-origin JSON, as the browser client sends it. */
export interface Call {
  status: number
  body: unknown
  text: string
  cookie?: string
  headers: Headers
}

export function builtServerMissing(): string | null {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(DIST_DIR, 'client/index.html'))) {
    return `${path.relative(ROOT, SERVER_ENTRY)} não existe: rode "npm run build" (ou DIST_DIR=… npm run build) antes.`
  }
  // The bundle keeps its dependencies external; a build outside the repository finds them
  // through a node_modules link beside it.
  const outside = path.relative(ROOT, DIST_DIR).startsWith('..')
  const link = path.join(DIST_DIR, 'node_modules')
  if (outside && !existsSync(link)) symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir')
  return null
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export const until = async <T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
  everyMs = 100,
  /** What to add to the failure message, so a timeout explains itself. */
  explain?: () => string,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) {
      throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms${explain ? `: ${explain()}` : ''}`)
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export interface RunningServer {
  url: string
  port: number
  child: ChildProcess
  /** Every line the server printed so far (pino JSON lines). */
  lines: string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  call(method: string, urlPath: string, options?: { body?: unknown; cookie?: string; headers?: Record<string, string> }): Promise<Call>
  stop(): Promise<void>
}

/** The production bundle (dist/server/main.js), listening on 127.0.0.1 on a free port. */
/** `startTimeoutMs`: how long it may take to listen (several processes starting together on a busy machine take longer). */
/**
 * `retries`: how many more tries, each on a new port, when a start fails on PostgreSQL (never with
 * DATA_DIR: a killed try leaves its lock behind) (a port another process
 * took between `freePort` and the listen, a machine too busy to answer in time). Every failed try
 * is printed with the server's last lines, so a retried start stays visible in the log.
 */
export async function startServer(
  env: Record<string, string>,
  startTimeoutMs = 60_000,
  { retries = 0 }: { retries?: number } = {},
): Promise<RunningServer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await startServerOnce(env, startTimeoutMs)
    } catch (error) {
      if (attempt >= retries) throw error
      console.log(`[prova] o servidor não subiu (tentativa ${attempt + 1}); tentando de novo em outra porta:\n${(error as Error).message}`)
    }
  }
}

async function startServerOnce(env: Record<string, string>, startTimeoutMs: number): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      CLIENT_DIR: path.join(DIST_DIR, 'client'),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const collect = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  const server: RunningServer = {
    url,
    port,
    child,
    lines,
    exited,
    call: (method, urlPath, options) => call(url, method, urlPath, options),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  let early: string | undefined
  void exited.then(({ code }) => (early = `server exited early (code ${code}):\n${lines.slice(-20).join('\n')}`))
  try {
    // `until` swallows a check's errors (a refused connection while starting): an early exit ends
    // the wait instead. Each check gives up after 5 s, so an accepted but unanswered request
    // cannot outlast the deadline.
    await until(
      `the server on port ${port} to listen`,
      async () => early !== undefined || (await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(5_000) })).ok,
      startTimeoutMs,
      100,
      () => `últimas linhas do servidor:\n${lines.slice(-20).join('\n') || '(nenhuma)'}`,
    )
  } catch (error) {
    child.kill('SIGKILL')
    await exited
    throw error
  }
  if (early) throw new Error(early)
  return server
}

export async function call(
  base: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { origin: base, 'sec-fetch-site': 'same-origin', accept: 'application/json', ...options.headers }
  if (options.cookie) headers.cookie = options.cookie
  if (options.body !== undefined) headers['content-type'] ??= 'application/json'
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    redirect: 'manual',
    body: options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
  })
  const text = await response.text()
  let body: unknown
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    body = undefined
  }
  const session = response.headers.getSetCookie().find((c) => /^(__Host-)?espelho_session=[^;]+/.test(c))
  return { status: response.status, body, text, headers: response.headers, cookie: session?.split(';')[0] }
}

let counter = 0
export const uniqueEmail = (prefix: string) => `${prefix}.${process.pid}.${Date.now()}.${++counter}@exemplo.com.br`
export const PASSWORD = 'cavalo-bateria-77'

export async function register(server: { call: RunningServer['call'] }, username = 'Pessoa de Teste') {
  const email = uniqueEmail('carga')
  const response = await server.call('POST', '/api/auth/register', {
    body: { username, email, password: PASSWORD, confirmPassword: PASSWORD },
  })
  if (response.status !== 201 || !response.cookie) throw new Error(`register failed: ${response.status} ${response.text}`)
  const user = response.body as { id: number; userId: string }
  return { email, cookie: response.cookie, id: user.id, publicId: user.userId }
}

/** A throw-away database on the PostgreSQL at `adminUrl`, dropped by `drop()`. */
export async function createThrowawayDatabase(adminUrl: string, prefix = 'espelho_proof') {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

export async function sqlRows<T = Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows as T[]
  } finally {
    await client.end()
  }
}

export interface PrivatePostgres {
  url: string
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

const execFileAsync = promisify(execFile)

/**
 * A PostgreSQL of our own (Debian's initdb and pg_ctl into a temporary directory, on a free port),
 * so a test may stop and start it without touching the machine's shared server. Runs as the
 * `postgres` user when we are root (PostgreSQL refuses to run as root). Null when the binaries
 * are missing.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin/pg_ctl'))) : []
  const version = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!version) return null
  const bin = (name: string) => path.join(base, version, 'bin', name)
  const dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  // Asynchronous on purpose: the load keeps running while PostgreSQL stops and starts.
  const run = async (command: string, args: string[]) => {
    if (asRoot) await execFileAsync('runuser', ['-u', 'postgres', '--', command, ...args])
    else await execFileAsync(command, args)
  }
  const data = path.join(dir, 'data')
  await run(bin('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
  // A port another process took between `freePort` and PostgreSQL's listen: one more try on another.
  for (let attempt = 0; ; attempt++) {
    const port = await freePort()
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`
    const cluster: PrivatePostgres = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      start: () => run(bin('pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']),
      stop: () => run(bin('pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
      async destroy() {
        await run(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
        rmSync(dir, { recursive: true, force: true })
      },
    }
    try {
      await cluster.start()
      return cluster
    } catch (error) {
      await run(bin('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
      if (attempt >= 1) throw error
      console.log(`[prova] o PostgreSQL próprio não subiu na porta ${port}; tentando outra: ${(error as Error).message}`)
    }
  }
}

/** Sorts outcomes into a readable tally, e.g. { '201': 812, '503': 40, 'ECONNREFUSED': 2 }. */
export function tally(outcomes: (number | string)[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const outcome of outcomes) counts[String(outcome)] = (counts[String(outcome)] ?? 0) + 1
  return counts
}

export function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } })?.cause
  return cause?.code ?? (error as { code?: string })?.code ?? (error instanceof Error ? error.message : String(error))
}

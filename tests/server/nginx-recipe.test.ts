// Issue 45, item 5: the production recipe (deploy/nginx/espelho.conf and its snippets) run by the real
// nginx (/usr/sbin/nginx), only its ports and paths changed, in front of the real app. A giver's
// requests, a query string with an e-mail and a password, a browser name, a Referer, a 413, a 400 and
// a process that refuses connections must leave in nginx's logs no address, browser, query, Referer
// or feedback path; nginx's own errors answer in Portuguese; the Host keeps its port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chownSync } from 'node:fs'
import { request as httpsRequest } from 'node:https'
import { createServer, connect as netConnect } from 'node:net'
import { connect as tlsConnect } from 'node:tls'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { openTestDatabase, testConfig } from '#test/app'
import type { Database } from '#server/db/client'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NGINX = '/usr/sbin/nginx'
const missing = !existsSync(NGINX) ? 'nginx ausente em /usr/sbin/nginx (apt-get install -y nginx)' : !existsSync('/usr/bin/openssl') ? 'openssl ausente' : null
if (missing) console.log(`[nginx-recipe] pulado: ${missing}.`)

const GIVER_LINK = '/feedback/user/0b7e2a52-4a3f-4a55-9a55-8d1f6c0c2a11'
const AGENT = 'AgenteDoDoador/7.3 (Quem-Deu-Feedback)'
const REFERER = 'https://origem-do-doador.example/conversa?com=ana'
const SECRET_QUERY = 'email=ana%40exemplo.com.br&password=SenhaSecreta123'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

interface Answer {
  status: number
  type: string
  body: string
}

describe.skipIf(missing !== null)('the deploy recipe through the real nginx', () => {
  let dir: string
  let nginx: ChildProcess | undefined
  let app: FastifyInstance
  let database: Database
  let httpsPort: number
  let httpPort: number

  /**
   * One request to nginx's HTTPS server, as a browser would send it (the certificate is the test's
   * own), on a connection of its own: Node's default agent keeps connections alive, and a request
   * sent on the one nginx was closing after a 413 (whose body it did not read) was answered 400.
   */
  const send = (method: string, target: string, headers: Record<string, string | number> = {}, body?: string | Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpsRequest(
        { host: '127.0.0.1', port: httpsPort, method, path: target, agent: false, rejectUnauthorized: false, servername: 'localhost', headers: { host: `localhost:${httpsPort}`, 'user-agent': AGENT, ...headers } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }))
        },
      )
      req.on('error', reject)
      if (body !== undefined) req.end(body)
      else req.end()
    })

  const logs = () =>
    ['espelho.access.log', 'espelho.error.log', 'default.access.log', 'main.error.log']
      .map((name) => {
        const file = path.join(dir, 'logs', name)
        return { name, text: existsSync(file) ? readFileSync(file, 'utf8') : '' }
      })

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'espelho-nginx-recipe-'))
    database = await openTestDatabase('pglite')
    app = await buildApp(testConfig(), { database, logger: false })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    const appPort = typeof address === 'object' && address ? address.port : 0
    const deadPort = await freePort()
    httpsPort = await freePort()
    httpPort = await freePort()

    for (const sub of ['logs', 'tls', 'tmp']) mkdirSync(path.join(dir, sub))
    // nginx's relative includes (snippets/…) resolve next to its configuration file, as installed.
    symlinkSync(path.join(ROOT, 'deploy/nginx'), path.join(dir, 'snippets'), 'dir')
    if (process.getuid?.() === 0) {
      const nobody = Number(spawnSync('id', ['-u', 'nobody']).stdout.toString().trim())
      const nogroup = Number(spawnSync('id', ['-g', 'nobody']).stdout.toString().trim())
      chownSync(path.join(dir, 'tmp'), nobody, nogroup)
    }
    const certificate = spawnSync('/usr/bin/openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-keyout', path.join(dir, 'tls/privkey.pem'), '-out', path.join(dir, 'tls/fullchain.pem'),
    ])
    if (certificate.status !== 0) throw new Error(`openssl: ${certificate.stderr.toString()}`)

    // deploy/nginx/espelho-upstream.conf's shape: a process that refuses connections comes first,
    // so nginx logs (at `error`) a refused upstream for the giver's request before trying the next.
    writeFileSync(
      path.join(dir, 'espelho-upstream.conf'),
      `upstream espelho_app {\n    server 127.0.0.1:${deadPort} max_fails=1 fail_timeout=5s;\n    server 127.0.0.1:${appPort} max_fails=1 fail_timeout=5s;\n    keepalive 32;\n    keepalive_timeout 10s;\n}\n`,
    )
    // The recipe itself; only where it listens and writes changes.
    const recipe = readFileSync(path.join(ROOT, 'deploy/nginx/espelho.conf'), 'utf8')
    const site = recipe
      .replace('include /etc/nginx/espelho-upstream.conf;', `include ${dir}/espelho-upstream.conf;`)
      .replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`)
      .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replaceAll('/var/log/nginx/', `${dir}/logs/`)
      .replaceAll('/etc/letsencrypt/live/espelho.example.com.br/', `${dir}/tls/`)
    const directives = site.split('\n').filter((line) => !line.trim().startsWith('#')).join('\n')
    expect(directives).not.toContain('/etc/')
    expect(directives).not.toContain('/var/log')
    writeFileSync(path.join(dir, 'espelho.conf'), site)
    // Debian's nginx.conf around it: the main error log at its default level and the `combined`
    // access log at http level, which the site must override.
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/main.error.log;
events { worker_connections 256; }
http {
    access_log ${dir}/logs/default.access.log;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${dir}/espelho.conf;
}
`,
    )
    const checked = spawnSync(NGINX, ['-t', '-q', '-c', path.join(dir, 'nginx.conf'), '-p', dir])
    if (checked.status !== 0) throw new Error(`nginx -t: ${checked.stderr.toString()}`)
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'pipe'] })
    const deadline = Date.now() + 10_000
    for (;;) {
      const up = await send('GET', '/readyz').then((answer) => answer.status === 200, () => false)
      if (up) break
      if (Date.now() > deadline) throw new Error('nginx did not answer')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve))
      nginx.kill('SIGQUIT')
      await exited
    }
    await app?.close()
    await database?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('keeps no address, browser, query, Referer or feedback path, and answers its own errors in Portuguese', async () => {
    // A giver: the invite page with a query (a campaign tag), the JSON steps, a body over nginx's limit.
    const page = await send('GET', `${GIVER_LINK}?${SECRET_QUERY}`, { referer: REFERER })
    expect(page.status).toBeLessThan(500)
    const step = await send('POST', `/api${GIVER_LINK}?${SECRET_QUERY}`, { 'content-type': 'application/json', referer: REFERER }, '{}')
    expect(step.status).toBeLessThan(500)
    const encoded = await send('GET', `/%66eedback/user/0b7e2a52-4a3f-4a55-9a55-8d1f6c0c2a11?${SECRET_QUERY}`, { referer: REFERER })
    expect(encoded.status).toBeLessThan(500)
    // A body over client_max_body_size (256k) never reaches the app: nginx's 413, in Portuguese.
    const big = Buffer.alloc(300 * 1024, 'a')
    const tooLargeApi = await send('POST', `/api${GIVER_LINK}/form?${SECRET_QUERY}`, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': big.length, referer: REFERER }, big)
    expect(tooLargeApi.status).toBe(413)
    expect(tooLargeApi.type).toMatch(/^application\/json/)
    expect(JSON.parse(tooLargeApi.body)).toEqual({ error: 'Os dados enviados são grandes demais.' })
    const tooLargePage = await send('POST', `${GIVER_LINK}?${SECRET_QUERY}`, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': big.length, referer: REFERER }, big)
    expect(tooLargePage.status).toBe(413)
    expect(tooLargePage.type).toMatch(/^text\/html/)
    expect(tooLargePage.body).toContain('Os dados enviados são grandes demais.')
    expect(tooLargePage.body).toContain('lang="pt-BR"')
    expect(tooLargePage.body).not.toContain('nginx')
    // A body that nginx would have buffered to a temporary file at its default 16k (a warn line).
    const buffered = await send('POST', `/api${GIVER_LINK}/form`, { 'content-type': 'application/x-www-form-urlencoded', referer: REFERER }, Buffer.alloc(40 * 1024, 'b'))
    expect(buffered.status).toBeLessThan(500)

    // Somebody else on the site: the login page with a password in its query (an old form's GET).
    const login = await send('GET', `/login?${SECRET_QUERY}`, { referer: REFERER })
    expect(login.status).toBe(200)

    // A request line nginx cannot read: its 400, in Portuguese.
    const garbage = await new Promise<string>((resolve, reject) => {
      const socket = tlsConnect({ host: '127.0.0.1', port: httpsPort, rejectUnauthorized: false, servername: 'localhost' }, () => {
        socket.write(`GET /login?${SECRET_QUERY} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${AGENT}\r\nBad Header Without Colon\r\n\r\n`)
      })
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(garbage).toMatch(/^HTTP\/1\.1 400/)
    expect(garbage).toContain('Requisição inválida')

    // The plain-HTTP server (the certificate challenge and the redirect) keeps nothing either.
    await new Promise<void>((resolve, reject) => {
      const socket = netConnect({ host: '127.0.0.1', port: httpPort }, () => {
        socket.write(`GET /gift/redeem?code=ABCD-EFGH HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${AGENT}\r\nConnection: close\r\n\r\n`)
      })
      socket.on('data', () => undefined)
      socket.on('end', () => resolve())
      socket.on('error', reject)
    })

    // Lines are written when each request ends; nginx flushes them unbuffered (no `buffer=`).
    await new Promise((resolve) => setTimeout(resolve, 300))
    const written = logs()
    const access = written.find((log) => log.name === 'espelho.access.log')!.text
    // What the operator keeps: the hour, the method and path of non-feedback requests, the status.
    expect(access).toMatch(/^\d{4}-\d\d-\d\dT\d\d "GET \/login" 200 \d+ [\d.]+$/m)
    for (const { name, text } of written) {
      for (const forbidden of ['127.0.0.1', AGENT, 'AgenteDoDoador', 'origem-do-doador', 'SenhaSecreta123', 'ana%40exemplo', 'ana@exemplo', 'password=', 'ABCD-EFGH', 'feedback', '0b7e2a52', '%66eedback']) {
        expect(text, `${name} contains ${forbidden}:\n${text}`).not.toContain(forbidden)
      }
      // Nothing finer than the hour: no minutes or seconds anywhere.
      if (name.endsWith('access.log')) expect(text, name).not.toMatch(/\d\d:\d\d/)
    }
  })

  it('passes the Host with its port, so a POST from that origin is the same origin for the app', async () => {
    const origin = `https://localhost:${httpsPort}`
    const answer = await send(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'errada123' }),
    )
    // The app's CSRF rule compares the Origin with the Host: with `$host` (no port) it was a 403.
    expect(answer.status).toBe(401)
  })
})

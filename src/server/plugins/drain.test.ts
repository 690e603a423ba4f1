import { Agent, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { drainAndClose, registerDrain } from './drain'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const errorOf = (promise: Promise<unknown>) => promise.then(() => 'answered', (error: NodeJS.ErrnoException) => error.code ?? error.message)

describe('drain: a stopping process fails no request that reaches it (issue 35)', () => {
  let app: FastifyInstance | undefined
  let agent: Agent | undefined
  afterEach(async () => {
    agent?.destroy()
    if (app?.server.listening) await app.close()
  })

  async function start() {
    app = Fastify({ logger: false })
    registerDrain(app)
    app.get('/fast', async () => ({ ok: true }))
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      return { ok: 'slow' }
    })
    app.get('/draining', async () => ({ draining: app?.draining() }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    agent = new Agent({ keepAlive: true, maxSockets: 2 })
    return { app, agent, port: (app.server.address() as AddressInfo).port }
  }

  it('refuses new connections, answers what arrives on open ones with Connection: close (never 503), and leaves idle ones to the client', async () => {
    const { app, agent, port } = await start()
    // One request in flight on a first connection, then a second connection left idle in the pool.
    const inFlight = get(port, '/slow', agent)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const before = await get(port, '/fast', agent)
    expect(before.headers.connection).toBe('keep-alive')

    const started = Date.now()
    const drained = drainAndClose(app, { waitForIdleMs: 5_000 })
    expect(app.draining()).toBe(true)
    // A new connection is refused: a proxy passes the request on, whatever its method.
    expect(await errorOf(get(port, '/fast', false))).toBe('ECONNREFUSED')
    // The idle keep-alive connection was not closed under the client: a request on it is served.
    const onIdle = await get(port, '/draining', agent)
    expect(onIdle.status).toBe(200)
    expect(JSON.parse(onIdle.body)).toEqual({ draining: true })
    expect(onIdle.headers.connection).toBe('close')
    // The request in flight finishes normally, and its connection closes after it.
    const slow = await inFlight
    expect(slow.status).toBe(200)
    expect(slow.headers.connection).toBe('close')
    // Both connections are gone: the drain ends without waiting out its limit.
    expect(await drained).toEqual({ idleClosed: false })
    expect(Date.now() - started).toBeLessThan(3_000)
    expect(app.server.listening).toBe(false)
  })

  it('closes the idle connections nobody used once waitForIdleMs has passed', async () => {
    const { app, agent, port } = await start()
    await get(port, '/fast', agent)
    const sockets = Object.values(agent.freeSockets).flat()
    expect(sockets).toHaveLength(1)
    const closed = new Promise((resolve) => sockets[0]?.once('close', resolve))
    const started = Date.now()
    expect(await drainAndClose(app, { waitForIdleMs: 300 })).toEqual({ idleClosed: true })
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    await closed
  })
})

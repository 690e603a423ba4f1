import { Server as NetServer } from 'node:net'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process has been asked to stop and is finishing what reached it (issue 35). */
    draining: () => boolean
    /** From now on every answer says `Connection: close` and /readyz answers 503. */
    beginDrain: () => void
  }
}

/**
 * Every answer says `Connection: close` once the process is draining, so nginx (or any client)
 * drops the connection after it instead of sending another request on it. Registered before the
 * routes; /readyz reads `app.draining()` too.
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false
  app.decorate('draining', () => draining)
  app.decorate('beginDrain', () => {
    draining = true
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close')
    done(null, payload)
  })
}

const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    void promise.then(() => {
      clearTimeout(timer)
      resolve(true)
    })
  })

/**
 * Stops the process without failing a request that reaches it (issue 35, docs/decisions/0044):
 *
 * 1. The listening socket is closed at once: a new connection is refused, and nginx passes the
 *    request to another process (safe for every method: nothing was sent).
 * 2. Every request that still arrives on an open connection is answered normally, with
 *    `Connection: close` — never the 503 Fastify would send while closing.
 * 3. Idle keep-alive connections are NOT closed by us: nginx may be writing a request on one at
 *    that very moment, and a POST that reached a process is not passed on (giver step 2 aside).
 *    They end when nginx uses them once more (and reads `Connection: close`) or closes them itself
 *    after its upstream `keepalive_timeout`, which must stay below `waitForIdleMs`
 *    (SHUTDOWN_DRAIN_SECONDS; 0 with no proxy in front: closed at once).
 * 4. After `waitForIdleMs`, whatever idle connection is left is not nginx's: it is closed, the
 *    requests still running finish (up to `activeGraceMs`), then the app closes (database, Redis).
 *
 * Resolves when the app is closed. The caller exits.
 */
export async function drainAndClose(
  app: FastifyInstance,
  options: { waitForIdleMs: number; activeGraceMs?: number; signal?: string },
): Promise<{ idleClosed: boolean }> {
  const server = app.server
  app.beginDrain()
  // net.Server's close, not http.Server's: since Node 19 the latter also closes the idle keep-alive
  // connections at once, which is exactly the race of step 3. Its callback runs once every
  // connection has ended.
  const allEnded = new Promise<void>((resolve) => {
    if (!server.listening) return resolve()
    NetServer.prototype.close.call(server, () => resolve())
  })
  app.log.info({ signal: options.signal, waitForIdleMs: options.waitForIdleMs }, 'shutting down')
  let idleClosed = false
  if (!(await within(allEnded, options.waitForIdleMs))) {
    idleClosed = true
    if (options.waitForIdleMs > 0) app.log.warn({ waitForIdleMs: options.waitForIdleMs }, 'connections still open when the drain ended: idle ones closed')
    server.closeIdleConnections()
    await within(allEnded, options.activeGraceMs ?? 10_000)
  }
  await app.close()
  return { idleClosed }
}

import { isIP } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config'

/** A forwarded entry that names one host: an IPv4 or IPv6 address, without a zone id (`fe80::1%eth0`) or port. */
function isClientAddress(value: string) {
  return isIP(value) !== 0 && !value.includes('%')
}

/**
 * Fastify's `trustProxy` for the TRUST_PROXY setting. A hop count trusts that many proxies from
 * our side (never the client-written leftmost entry).
 */
export function trustProxyOption(config: AppConfig) {
  const trusted = config.trustProxy
  return typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted
}

/**
 * With TRUST_PROXY, `request.ip` is read from X-Forwarded-For, and Fastify takes whatever text
 * stands there: `not-an-ip` or `fe80::1%eth0` became a "client", each spelling its own network for
 * the limits (issue 31). When an entry Fastify would walk through to the client's address is not
 * an address, the header is ignored for that request, so the connection's own address counts; the
 * first time, a warning says so (once per process: one per request would let anyone fill the logs).
 * Registered before every other hook, so every reader of `request.ip` sees the same answer.
 */
export function registerClientAddress(app: FastifyInstance, config: AppConfig) {
  if (config.trustProxy === false) return
  let warned = false
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return
    // The socket's address first, then each forwarded entry walked through, the client's last.
    const chain = request.ips ?? []
    if (chain.slice(1).every(isClientAddress)) return
    delete request.raw.headers['x-forwarded-for']
    if (warned) return
    warned = true
    request.log.warn(
      { setting: 'TRUST_PROXY' },
      'X-Forwarded-For carried a value that is not an IP address; it is ignored and the connection address counts (logged once per process)',
    )
  })
}

/**
 * Issue 31, item 9: with TRUST_PROXY, `not-an-ip` or `fe80::1%eth0` in X-Forwarded-For became the
 * client's address, so each made-up spelling was a fresh "client" for every limit. Now an entry
 * that is not an address is ignored (the connection's address counts), with one warning per process.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import type { AppConfig } from '#server/config'
import type { Database } from '#server/db/client'
import { collectLines, openTestDatabase, TEST_ORIGIN, testConfig, uniqueEmail } from '#test/app'

const PROXY = '10.0.0.1'
const WARNING = /X-Forwarded-For carried a value that is not an IP address/

const settings: { name: string; trustProxy: AppConfig['trustProxy']; forwarded: (client: string) => string }[] = [
  // One proxy appends the address it saw; the client may have written anything before it.
  { name: 'TRUST_PROXY=1', trustProxy: 1, forwarded: (client) => `203.0.113.9, ${client}` },
  { name: 'TRUST_PROXY=2', trustProxy: 2, forwarded: (client) => `${client}, 10.0.0.2` },
  { name: 'TRUST_PROXY=10.0.0.0/8', trustProxy: ['10.0.0.0/8'], forwarded: (client) => `203.0.113.9, ${client}` },
]

for (const setting of settings) {
  describe(`forwarded addresses that are not addresses [${setting.name}]`, () => {
    let app: FastifyInstance
    let database: Database
    const lines: string[] = []
    beforeAll(async () => {
      const stream = collectLines(lines)
      database = await openTestDatabase('pglite')
      app = await buildApp(testConfig({ trustProxy: setting.trustProxy, registerRateLimit: 3, logLevel: 'warn' }), { database, logStream: stream })
      // What every limit keys on, as the app sees it.
      app.get('/teste/ip', async (request) => ({ ip: request.ip }))
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    const ipFor = async (client: string) =>
      (await app.inject({ method: 'GET', url: '/teste/ip', remoteAddress: PROXY, headers: { 'x-forwarded-for': setting.forwarded(client) } })).json<{ ip: string }>().ip

    it('takes a real address from the header and the connection’s address for anything else', async () => {
      expect(await ipFor('198.51.100.7')).toBe('198.51.100.7')
      expect(await ipFor('2001:db8::7')).toBe('2001:db8::7')
      for (const bad of ['not-an-ip', 'fe80::1%eth0', 'fe80::1%25eth0', '198.51.100.7:8080', '[2001:db8::7]', '999.1.1.1', 'unknown']) {
        expect(await ipFor(bad), bad).toBe(PROXY)
      }
    })

    it('counts made-up spellings against the connection’s address: the limit still bites', async () => {
      const statuses = []
      for (let i = 0; i < 6; i += 1) {
        const password = 'senha-segura-123'
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.0.0.3',
          headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': setting.forwarded(i % 2 ? `fe80::${i}%eth${i}` : `nao-e-ip-${i}`) },
          payload: { username: 'Robo', email: uniqueEmail(), password, confirmPassword: password },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    })

    it('warns once per process, not once per request, and never writes the value', () => {
      const warnings = lines.filter((line) => WARNING.test(line))
      expect(warnings).toHaveLength(1)
      expect(JSON.parse(warnings[0] as string)).toMatchObject({ level: 40, setting: 'TRUST_PROXY' })
      expect(lines.join('\n')).not.toMatch(/not-an-ip|nao-e-ip|eth0/)
    })
  })
}

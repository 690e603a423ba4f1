/**
 * Issue 45 item 3 at volume: the self tests' no-JS forms flooded with cookieless first answers, as
 * fast as the app answers, for a few seconds, from one network. Before the fix every such post
 * wrote a form_progress row kept a week (700–1,600 rows a second); now each network starts at most
 * `selfTestFormStarts.max` rows an hour per test, and every other post is a Portuguese 429 page,
 * never a 5xx. On PGlite and on PostgreSQL (with the counters in Redis when TEST_REDIS_URL is set,
 * as behind `npm run cluster`).
 */
import { randomInt } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { oceanOrderOf } from '#server/modules/forms/self-tests.routes'
import { FIXED_RATE_LIMITS } from '#server/plugins/rate-limit'
import { openTestDatabase, rows, testConfig, testDatabaseKinds, TEST_ORIGIN } from '#test/app'

const FLOOD_MS = Number(process.env.FORM_FLOOD_MS ?? 4000)
const CONCURRENCY = 16
const QUESTION = DISC_SELF_QUESTIONS[0]!

for (const kind of testDatabaseKinds()) {
  const redisUrl = kind === 'postgres' ? process.env.TEST_REDIS_URL : undefined
  describe(`no-JS self-test forms flooded with cookieless first answers [${kind}${redisUrl ? ' + redis' : ''}]`, () => {
    let database: Database
    let app: Awaited<ReturnType<typeof buildApp>>
    beforeAll(async () => {
      database = await openTestDatabase(kind)
      app = await buildApp(testConfig(redisUrl ? { redisUrl } : {}), { database, logger: false })
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    it('keeps the rows one network can start bounded, answering the rest with 429 and never a 5xx', async () => {
      // One IPv6 /64 (what one home or phone gets), fresh each run: the Redis counters outlive a run.
      const network = `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}`
      const posts = [
        { url: '/api/forms/disc', payload: `question=${QUESTION.id}&answer=${QUESTION.options[0]!.id}` },
        { url: '/api/forms/ocean', payload: `question=${oceanOrderOf(1)[0]!}&seed=1&answer=3` },
      ]
      const post = (url: string, payload: string, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url,
          payload,
          remoteAddress,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        })
      // Warm-up from elsewhere (the first page render loads its code), and time for the Redis
      // connection: while the counters' store cannot be reached the limits let requests through
      // (skipOnError, src/server/plugins/rate-limit.ts), as they would during a Redis outage.
      for (const { url, payload } of posts) await post(url, payload, '2001:db8:ffff:ffff::1')
      if (redisUrl) await new Promise((resolve) => setTimeout(resolve, 1000))
      const [warm] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from form_progress`)
      const statuses = new Map<number, number>()
      let sent = 0
      const until = Date.now() + FLOOD_MS
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          while (Date.now() < until) {
            const { url, payload } = posts[sent % posts.length]!
            sent += 1
            // No cookie: every post is a new visitor, each worker from its own address in the network.
            const response = await post(url, payload, `${network}::${(worker + 1).toString(16)}`)
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
          }
        }),
      )
      const [after] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from form_progress`)
      const stored = { n: Number(after?.n) - Number(warm?.n) }
      const summary = Object.fromEntries(statuses)
      console.log(`[${kind}] ${sent} cookieless posts in ${FLOOD_MS} ms from one network: ${JSON.stringify(summary)}, ${stored?.n} rows`)
      expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([])
      // However many addresses of the network posted: at most the start limit per test.
      expect(Number(stored?.n)).toBeLessThanOrEqual(FIXED_RATE_LIMITS.selfTestFormStarts.max * posts.length)
      // And far below what the flood asked for: it did flood.
      expect(sent).toBeGreaterThan(4 * FIXED_RATE_LIMITS.selfTestFormStarts.max * posts.length)
      expect(statuses.get(429) ?? 0).toBeGreaterThan(sent / 2)
    })
  })
}

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { forgetExpired } from '#server/modules/housekeeping/housekeeping'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN, type TestContext } from '#test/app'
import { othersAnswers, solveFeedbackChallenge } from '#test/feedback'
import { networkOf } from './giver-guard'

async function owner(ctx: TestContext) {
  const registered = await registerUser(ctx.app, { username: 'Ana Souza' })
  return { ...registered, uuid: registered.user.userId as string, id: registered.user.id as number }
}

/** One giver's whole flow from `address`, with the browser's cookie jar `jar` (updated in place). */
async function give(
  ctx: TestContext,
  uuid: string,
  options: { address?: string; jar?: { cookie: string }; types?: ('D' | 'I' | 'S' | 'C')[]; strengths?: string[]; headers?: Record<string, string> } = {},
) {
  const jar = options.jar ?? { cookie: '' }
  const send = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await ctx.app.inject({
      method,
      url,
      remoteAddress: options.address ?? '203.0.113.10',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...(jar.cookie ? { cookie: jar.cookie } : {}), ...options.headers },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    })
    const set = cookieFrom(response)
    if (set) jar.cookie = [jar.cookie, set].filter(Boolean).join('; ')
    return response
  }
  await send('GET', `/api/feedback/user/${uuid}`)
  const first = await send('POST', `/api/feedback/user/${uuid}/assessment`, { answers: othersAnswers(options.types ?? ['S']) })
  if (first.statusCode !== 201) return first
  return send('POST', `/api/feedback/user/${uuid}`, {
    assessmentId: first.json().id,
    relationshipType: 'friend',
    strengths: options.strengths ?? ['Paciente', 'Calmo'],
  })
}

describe('networkOf', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.7')
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8:1:2::ffff')).toBe(networkOf('2001:0db8:0001:0002:1:2:3:4'))
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })
})

describeWithApp(
  'one giver, one voice',
  (ctx) => {
    it('refuses a second feedback from the same browser to the same link, in Portuguese', async () => {
      const link = await owner(ctx)
      const jar = { cookie: '' }
      expect((await give(ctx, link.uuid, { jar, address: '203.0.113.1' })).statusCode).toBe(201)
      expect(jar.cookie).toMatch(/espelho_giver=/)
      const again = await give(ctx, link.uuid, { jar, address: '203.0.113.99' })
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toBe(FEEDBACK_MESSAGES.alreadyAnsweredHere)
      // The cookie is HttpOnly and scoped to this link's API path.
      const opened = await api(ctx.app, 'GET', `/api/feedback/user/${link.uuid}`)
      const cookie = opened.cookies.find((c) => c.name === 'espelho_giver')
      expect(cookie).toMatchObject({ httpOnly: true, path: `/api/feedback/user/${link.uuid}`, sameSite: 'Lax' })
      // A forged cookie is just a new browser, not a way to skip the rule for someone else.
      const forged = await give(ctx, link.uuid, { jar: { cookie: 'espelho_giver=abc.def' }, address: '203.0.113.98' })
      expect(forged.statusCode).toBe(201)
    })

    it('accepts 3 from one network per link, refuses the 4th with when to retry, and leaves other links and networks alone', async () => {
      const link = await owner(ctx)
      const statuses = []
      for (let i = 0; i < 3; i += 1) statuses.push((await give(ctx, link.uuid, { address: '198.51.100.7' })).statusCode)
      expect(statuses).toEqual([201, 201, 201])
      const fourth = await give(ctx, link.uuid, { address: '198.51.100.7' })
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json().error).toMatch(/^Esta pessoa já recebeu 3 respostas vindas da sua rede nas últimas 24 horas\. Tente novamente em cerca de 24 horas\.$/)
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600)
      // IPv6: the same /64 is one network.
      for (let i = 1; i <= 3; i += 1) expect((await give(ctx, link.uuid, { address: `2001:db8:5:6::${i}` })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '2001:db8:5:6:ffff::9' })).statusCode).toBe(429)
      // Another link from the same network, and the same link from another network, are fine.
      const other = await owner(ctx)
      expect((await give(ctx, other.uuid, { address: '198.51.100.7' })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '198.51.100.8' })).statusCode).toBe(201)
    })

    it('stores only keyed hashes, never joined to feedback, and purges them after their window', async () => {
      const link = await owner(ctx)
      await give(ctx, link.uuid, { address: '192.0.2.44' })
      const marks = await rows<{ key: string }>(ctx.database.db, sql`select key from giver_marks`)
      expect(marks.length).toBeGreaterThan(0)
      const dump = JSON.stringify(marks)
      expect(dump).not.toContain('192.0.2.44')
      expect(dump).not.toContain(link.uuid)
      const columns = await rows<{ column_name: string }>(
        ctx.database.db,
        sql`select column_name from information_schema.columns where table_name = 'giver_marks' order by column_name`,
      )
      expect(columns.map((c) => c.column_name)).toEqual(['expires_at', 'id', 'key'])
      const later = new Date(Date.now() + 366 * 24 * 3600 * 1000)
      const purged = await forgetExpired(ctx.database.db, later)
      expect(purged.giverMarks).toBeGreaterThanOrEqual(marks.length)
      expect(await rows(ctx.database.db, sql`select 1 from giver_marks`)).toHaveLength(0)
    })

    it('refuses the owner on both steps after logout in the same browser', async () => {
      const link = await owner(ctx)
      const jar = { cookie: link.cookie }
      const signedIn = await give(ctx, link.uuid, { jar })
      expect(signedIn.statusCode).toBe(403)
      expect(jar.cookie).toMatch(/espelho_own=/)
      await api(ctx.app, 'POST', '/api/auth/logout', { cookie: link.cookie })
      const signedOut = { cookie: jar.cookie.split('; ').filter((c) => c.startsWith('espelho_own=')).join('; ') }
      const step1 = await give(ctx, link.uuid, { jar: signedOut })
      expect(step1.statusCode).toBe(403)
      expect(step1.json().error).toBe(FEEDBACK_MESSAGES.selfFeedback)
      const step2 = await api(ctx.app, 'POST', `/api/feedback/user/${link.uuid}`, {
        body: { assessmentId: 'A'.repeat(32), relationshipType: 'friend', strengths: ['Eu mesmo'] },
        cookie: signedOut.cookie,
      })
      expect(step2.statusCode).toBe(403)
      // The marker is a keyed hash of the link only, and means nothing on another link.
      const marker = signedOut.cookie.split('=')[1] ?? ''
      expect(marker).not.toContain(link.uuid)
      const other = await owner(ctx)
      expect((await give(ctx, other.uuid, { jar: { cookie: signedOut.cookie } })).statusCode).toBe(201)
    })

    it('replays the stuffing attack: the owner results move by no more than the quota allows', async () => {
      const link = await owner(ctx)
      for (let i = 0; i < 6; i += 1) await give(ctx, link.uuid, { address: `192.0.2.${100 + i}`, types: ['S'], strengths: ['Paciente', 'Calmo'] })
      const before = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: link.cookie })).json()
      const accepted = []
      for (let i = 0; i < 30; i += 1) {
        const response = await give(ctx, link.uuid, { address: '198.18.0.1', types: ['D'], strengths: ['Arrogante', 'Mentiroso'] })
        accepted.push(response.statusCode === 201)
      }
      expect(accepted.filter(Boolean)).toHaveLength(3)
      const after = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: link.cookie })).json()
      expect(before.feedbackDisc.steadiness).toBe(100)
      expect(after.feedbackCount).toBe(9)
      // 3 of 9: at most a third of the weight moves; the honest majority stays on top.
      expect(after.feedbackDisc.steadiness).toBeGreaterThanOrEqual(66)
      expect(after.feedbackDisc.dominance).toBeLessThanOrEqual(34)
      expect(after.topCharacteristics[0].text).not.toBe('Arrogante')
    })
  },
  { feedbackPerNetworkPerLink: 3, feedbackRateLimitPerIp: 10_000 },
)

describeWithApp(
  'proof of work',
  (ctx) => {
    const post = (uuid: string, altcha?: string, address = '203.0.113.50') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/feedback/user/${uuid}/assessment`,
        remoteAddress: address,
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        payload: { answers: othersAnswers(['I']), ...(altcha ? { altcha } : {}) },
      })

    it('serves signed challenges, accepts a solved one once and refuses a missing, forged or replayed one', async () => {
      const link = await owner(ctx)
      const challenge = await api(ctx.app, 'GET', '/api/feedback/challenge')
      expect(challenge.statusCode).toBe(200)
      expect(challenge.headers['cache-control']).toBe('no-store')
      expect(challenge.json().parameters.algorithm).toBe('SHA-256')

      const missing = await post(link.uuid)
      expect(missing.statusCode).toBe(400)
      expect(missing.json().error).toBe(FEEDBACK_MESSAGES.proofMissing)
      const garbage = await post(link.uuid, 'bm90IGpzb24=')
      expect(garbage.json().error).toBe(FEEDBACK_MESSAGES.proofInvalid)

      const payload = await solveFeedbackChallenge(ctx.app)
      const decoded = JSON.parse(Buffer.from(payload, 'base64').toString())
      const key = decoded.solution.derivedKey as string
      decoded.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`
      const forged = await post(link.uuid, Buffer.from(JSON.stringify(decoded)).toString('base64'))
      expect(forged.statusCode).toBe(400)
      expect(forged.json().error).toBe(FEEDBACK_MESSAGES.proofInvalid)

      expect((await post(link.uuid, payload)).statusCode).toBe(201)
      const replay = await post(link.uuid, payload, '203.0.113.51')
      expect(replay.statusCode).toBe(400)
      expect(replay.json().error).toBe(FEEDBACK_MESSAGES.proofUsed)
    })
  },
  { feedbackProofOfWork: { enabled: true, difficulty: 2000 } },
)

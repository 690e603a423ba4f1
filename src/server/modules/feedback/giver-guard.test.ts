import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { forgetExpired } from '#server/modules/housekeeping/housekeeping'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN, type TestContext } from '#test/app'
import { feedbackChallenge, othersAnswers } from '#test/feedback'
import { solveFeedbackChallenge } from '#test/proof-of-work'
import { networkOf, wideNetworkOf } from '#server/lib/networks'

async function owner(ctx: TestContext) {
  const registered = await registerUser(ctx.app, { username: 'Ana Souza' })
  return { ...registered, uuid: registered.user.userId as string, id: registered.user.id as number }
}

/** One giver's whole flow from `address`, with the browser's cookie jar `jar` (updated in place). */
async function give(
  ctx: TestContext,
  uuid: string,
  options: {
    address?: string
    jar?: { cookie: string }
    types?: ('D' | 'I' | 'S' | 'C')[]
    strengths?: string[]
    headers?: Record<string, string>
    /** Solve the challenge the giver page would get (`?for=` the link), or send this payload. */
    proof?: 'solve' | string
  } = {},
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
  const altcha = options.proof === 'solve' ? await solveFeedbackChallenge(await feedbackChallenge(ctx.app, { for: uuid, address: options.address ?? '203.0.113.10' })) : options.proof
  const first = await send('POST', `/api/feedback/user/${uuid}/assessment`, { answers: othersAnswers(options.types ?? ['S']), ...(altcha ? { altcha } : {}) })
  if (first.statusCode !== 201) return first
  return send('POST', `/api/feedback/user/${uuid}`, {
    assessmentId: first.json().id,
    relationshipType: 'friend',
    strengths: options.strengths ?? ['Paciente', 'Calmo'],
  })
}

describe('networkOf and wideNetworkOf', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(networkOf('198.51.100.7')).toBe('198.51.100.7')
    expect(networkOf('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8:1:2::ffff')).toBe(networkOf('2001:0db8:0001:0002:1:2:3:4'))
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('widens to the /24 of an IPv4 address and the /48 of an IPv6 one', () => {
    expect(wideNetworkOf('198.51.100.7')).toBe('198.51.100.0/24')
    expect(wideNetworkOf('::FFFF:198.51.100.200')).toBe('198.51.100.0/24')
    expect(wideNetworkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48')
    expect(wideNetworkOf('2001:DB8:1:ffff::9')).toBe(wideNetworkOf('2001:0db8:0001:0000:1:2:3:4'))
    expect(wideNetworkOf('2001:db8:2::1')).not.toBe(wideNetworkOf('2001:db8:1::1'))
    expect(wideNetworkOf('1:2:3:4:5:6:1.2.3.4')).toBe('1:2:3::/48')
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

    it('replays the stuffing attack: fresh browsers from one address never get ahead of the honest answers', async () => {
      const link = await owner(ctx)
      for (let i = 0; i < 6; i += 1) await give(ctx, link.uuid, { address: `192.0.2.${100 + i}`, types: ['S'], strengths: ['Paciente', 'Calmo'] })
      const before = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: link.cookie })).json()
      const accepted = []
      // 10 fresh browsers, then 20 more: past the everyday 3, one network may add answers only
      // while the other networks' stay ahead (decision 0031), so 5 of 30 get through against 6.
      for (let i = 0; i < 30; i += 1) {
        const response = await give(ctx, link.uuid, { address: '198.18.0.1', types: ['D'], strengths: ['Arrogante', 'Mentiroso'] })
        accepted.push(response.statusCode === 201)
        if (response.statusCode !== 201) expect(response.statusCode).toBe(429)
      }
      expect(accepted.filter(Boolean)).toHaveLength(5)
      const after = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: link.cookie })).json()
      expect(before.feedbackDisc.steadiness).toBe(100)
      expect(after.feedbackCount).toBe(9)
      // 5 of 11, of which 9 are released (groups of three): the honest answers stay ahead, in the DISC shares and in the words.
      expect(after.feedbackDisc.steadiness).toBeGreaterThan(after.feedbackDisc.dominance)
      expect(after.feedbackDisc.steadiness).toBeGreaterThanOrEqual(55)
      expect(after.topCharacteristics[0].text).not.toBe('Arrogante')
      expect(after.topCharacteristics[0].text).not.toBe('Mentiroso')
    })

    it('answers a link only in its own spelling: the owner marker holds after logout whatever the case', async () => {
      const link = await owner(ctx)
      const upper = link.uuid.toUpperCase()
      // One letter upper-cased (a UUID may start with digits only).
      const letter = link.uuid.search(/[a-f]/)
      const mixed = `${link.uuid.slice(0, letter)}${link.uuid.charAt(letter).toUpperCase()}${link.uuid.slice(letter + 1)}`
      // Signed in, the owner opens the link: the marker's path is the lower-case one.
      const opened = await api(ctx.app, 'GET', `/api/feedback/user/${link.uuid}`, { cookie: link.cookie })
      const marker = opened.cookies.find((c) => c.name === 'espelho_own')
      expect(marker?.path).toBe(`/api/feedback/user/${link.uuid}`)
      await api(ctx.app, 'POST', '/api/auth/logout', { cookie: link.cookie })
      // Signed out, in the same browser: a browser sends the marker only to that exact path, so on
      // another spelling it arrives without it and must be refused as an unknown link, on every call.
      for (const spelling of [upper, mixed]) {
        const info = await api(ctx.app, 'GET', `/api/feedback/user/${spelling}`)
        expect(info.statusCode).toBe(404)
        expect(info.cookies).toEqual([])
        const step1 = await give(ctx, spelling, { jar: { cookie: '' }, address: '192.0.2.201' })
        expect(step1.statusCode).toBe(404)
        expect(step1.json().error).toBe(FEEDBACK_MESSAGES.invalidLink)
        const step2 = await api(ctx.app, 'POST', `/api/feedback/user/${spelling}`, { body: { assessmentId: 'A'.repeat(32), relationshipType: 'friend', strengths: ['Eu'] } })
        expect(step2.statusCode).toBe(404)
        const ocean = await api(ctx.app, 'POST', `/api/feedback/user/${spelling}/ocean`, { body: { assessmentId: 1, answers: {} } })
        expect([400, 404]).toContain(ocean.statusCode)
        // Signed in, another spelling sets no marker of its own path either.
        const signedIn = await registerUser(ctx.app)
        const own = await api(ctx.app, 'GET', `/api/feedback/user/${(signedIn.user.userId as string).toUpperCase()}`, { cookie: signedIn.cookie })
        expect(own.statusCode).toBe(404)
        expect(own.cookies).toEqual([])
      }
      // On its own spelling the marker still refuses the owner; nothing was stored on the others.
      const self = await give(ctx, link.uuid, { jar: { cookie: `espelho_own=${marker?.value}` }, address: '192.0.2.202' })
      expect(self.statusCode).toBe(403)
      const again = cookieFrom(await api(ctx.app, 'POST', '/api/auth/login', { body: { email: link.email, password: link.password } }))
      expect((await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: again })).json().feedbackCount).toBe(0)
    })
  },
  { feedbackPerNetworkPerLink: 3, feedbackRateLimitPerIp: 10_000 },
)

describeWithApp(
  'wide networks',
  (ctx) => {
    it('counts every /64 of an IPv6 /48 and every address of an IPv4 /24 against one wider quota per link', async () => {
      const link = await owner(ctx)
      // Six /64s of one /48, one feedback each: each network is under its own quota, the /48 is not.
      const statuses = []
      for (let i = 1; i <= 6; i += 1) statuses.push((await give(ctx, link.uuid, { address: `2001:db8:77:${i}::1` })).statusCode)
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
      const refused = await give(ctx, link.uuid, { address: '2001:db8:77:ffff::2' })
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toMatch(/^Esta pessoa já recebeu muitas respostas vindas da rede do seu provedor de internet nas últimas 24 horas\. Tente novamente em cerca de 24 horas\.$/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600)
      // The same for IPv4 addresses of one /24.
      const v4 = []
      for (let i = 1; i <= 6; i += 1) v4.push((await give(ctx, link.uuid, { address: `198.51.100.${i}` })).statusCode)
      expect(v4).toEqual([201, 201, 201, 201, 201, 429])
      // Another /48, another /24 and another link are not touched; a refusal left no mark behind.
      expect((await give(ctx, link.uuid, { address: '2001:db8:78::1' })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '198.51.101.1' })).statusCode).toBe(201)
      const other = await owner(ctx)
      expect((await give(ctx, other.uuid, { address: '2001:db8:77:9::1' })).statusCode).toBe(201)
      const marks = await rows<{ count: number }>(ctx.database.db, sql`select count(*)::int as count from giver_marks`)
      expect(marks[0]?.count).toBeGreaterThan(0)
    })
  },
  { feedbackPerNetworkPerLink: 3, feedbackPerSharedNetworkPerLink: 3, feedbackPerWideNetworkPerLink: 5, feedbackRateLimitPerIp: 10_000 },
)

describeWithApp(
  'an office or a family behind one address',
  (ctx) => {
    const OFFICE = '203.0.113.77'
    const challengeCost = async (uuid: string, address = OFFICE) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/feedback/challenge?for=${uuid}`, remoteAddress: address })).json().parameters.cost as number

    it('lets more than 3 colleagues answer when each extra one solves a harder proof and the other networks stay ahead', async () => {
      const link = await owner(ctx)
      // Friends and family, elsewhere: 8 answers.
      for (let i = 1; i <= 8; i += 1) expect((await give(ctx, link.uuid, { address: `192.0.2.${i}`, proof: 'solve' })).statusCode).toBe(201)
      // The office's everyday 3, with the everyday proof.
      for (let i = 0; i < 3; i += 1) {
        expect(await challengeCost(link.uuid)).toBe(1)
        expect((await give(ctx, link.uuid, { address: OFFICE, proof: 'solve' })).statusCode).toBe(201)
      }
      // The 4th colleague's page now gets a harder challenge; an everyday proof is refused in Portuguese.
      expect(await challengeCost(link.uuid)).toBe(20)
      expect(await challengeCost(link.uuid, '203.0.113.78')).toBe(1)
      expect(await challengeCost(link.uuid.toUpperCase())).toBe(1)
      const everyday = await solveFeedbackChallenge(await feedbackChallenge(ctx.app, { address: OFFICE }))
      const weak = await give(ctx, link.uuid, { address: OFFICE, proof: everyday })
      expect(weak.statusCode).toBe(400)
      expect(weak.json().error).toBe(FEEDBACK_MESSAGES.proofHarder)
      // Solving the harder one, colleagues 4 to 6 get in (FEEDBACK_PER_SHARED_NETWORK_PER_LINK = 6 here); the 7th waits.
      for (let i = 4; i <= 6; i += 1) expect((await give(ctx, link.uuid, { address: OFFICE, proof: 'solve' })).statusCode, `colleague ${i}`).toBe(201)
      const seventh = await give(ctx, link.uuid, { address: OFFICE, proof: 'solve' })
      expect(seventh.statusCode).toBe(429)
      expect(seventh.json().error).toMatch(/^Esta pessoa já recebeu 6 respostas vindas da sua rede nas últimas 24 horas\./)
      const stats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: link.cookie })).json()
      // 14 given; released to the owner in groups of three (issue 30).
      expect(stats.feedbackCount).toBe(12)
    })

    it('never lets one network outweigh the others: with 2 answers from elsewhere the office stays at 3', async () => {
      const link = await owner(ctx)
      for (let i = 1; i <= 2; i += 1) expect((await give(ctx, link.uuid, { address: `192.0.2.${50 + i}`, proof: 'solve' })).statusCode).toBe(201)
      for (let i = 0; i < 3; i += 1) expect((await give(ctx, link.uuid, { address: '203.0.113.90', proof: 'solve' })).statusCode).toBe(201)
      const fourth = await give(ctx, link.uuid, { address: '203.0.113.90', proof: 'solve' })
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json().error).toMatch(/^Esta pessoa já recebeu 3 respostas vindas da sua rede nas últimas 24 horas\./)
      // Two more friends elsewhere are still not enough (3 + 1 must stay below the others' 4)…
      for (let i = 3; i <= 4; i += 1) expect((await give(ctx, link.uuid, { address: `192.0.2.${50 + i}`, proof: 'solve' })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '203.0.113.90', proof: 'solve' })).statusCode).toBe(429)
      // …a fifth is: 4 from the office against 5 from elsewhere.
      expect((await give(ctx, link.uuid, { address: '192.0.2.55', proof: 'solve' })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '203.0.113.90', proof: 'solve' })).statusCode).toBe(201)
      expect((await give(ctx, link.uuid, { address: '203.0.113.90', proof: 'solve' })).statusCode).toBe(429)
    })

    it('keeps only the day of each answer in the link history', async () => {
      const link = await owner(ctx)
      const longMarks = async () => {
        const marks = await rows<{ expires_at: string | Date }>(ctx.database.db, sql`select expires_at from giver_marks where expires_at > now() + interval '30 days'`)
        const midnight = (m: { expires_at: string | Date }) => new Date(m.expires_at).getTime() % (24 * 3600 * 1000) === 0
        return { midnights: marks.filter(midnight).length, toTheSecond: marks.filter((m) => !midnight(m)).length }
      }
      const before = await longMarks()
      await give(ctx, link.uuid, { address: '192.0.2.99', proof: 'solve' })
      // The browser's mark (a year from now, as before) and two history marks that say only the day.
      expect(await longMarks()).toEqual({ midnights: before.midnights + 2, toTheSecond: before.toTheSecond + 1 })
    })
  },
  { feedbackPerNetworkPerLink: 3, feedbackPerSharedNetworkPerLink: 6, feedbackRateLimitPerIp: 10_000, feedbackProofOfWork: { enabled: true, difficulty: 400 } },
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

      const payload = await solveFeedbackChallenge(await feedbackChallenge(ctx.app))
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

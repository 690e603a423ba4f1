import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { DELETE_CONFIRMATION_WORD } from '#shared/schemas/account'
import { PublicResultSchema, ResultLinkSchema } from '#shared/schemas/share'
import { api, cookieFrom, describeWithApp, registerUser, rows } from '#test/app'
import { oceanAnswers, seedFullUser, selfDiscAnswers } from '#test/fixtures'
import { discCard, SIZES } from './cards'
import { formatDate } from '#shared/format'
import { siteHost } from './images'
import { renderPng } from './render'

const PNG_SIGNATURE = '89504e470d0a1a0a'

/** Width and height from a PNG's IHDR chunk; throws on anything that is not a PNG. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE)
  expect(body.subarray(12, 16).toString('ascii')).toBe('IHDR')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

const FEEDBACK_TEXTS = ['Organizada', 'Pontual', 'Delegar mais', 'Carinhosa']

describeWithApp('sharing: preview images, result cards and the public result page', (ctx) => {
  const selfDisc = (cookie: string, type: 'D' | 'I' | 'S' | 'C' = 'I') =>
    api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers(type), isSelf: true }, cookie })

  async function personWithDisc(username: string, type: 'D' | 'I' | 'S' | 'C' = 'I') {
    const account = await registerUser(ctx.app, { username })
    expect((await selfDisc(account.cookie, type)).statusCode).toBe(201)
    return { ...account, publicId: account.user.userId as string }
  }

  it('the invite preview is a 1200×630 PNG per person, cached with an ETag', async () => {
    const ana = await registerUser(ctx.app, { username: 'Ana Beatriz' })
    const bruno = await registerUser(ctx.app, { username: 'Bruno' })
    const first = await ctx.app.inject({ url: `/og/invite/${ana.user.userId as string}.png` })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('image/png')
    expect(pngSize(first.rawPayload)).toEqual(SIZES.wide)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)

    const other = await ctx.app.inject({ url: `/og/invite/${bruno.user.userId as string}.png` })
    expect(other.headers.etag).not.toBe(etag)
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false)

    const again = await ctx.app.inject({ url: `/og/invite/${ana.user.userId as string}.png`, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it('a changed name gives a new image, ETag and og:image address', async () => {
    const person = await registerUser(ctx.app, { username: 'Carla' })
    const uuid = person.user.userId as string
    const before = await ctx.app.inject({ url: `/og/invite/${uuid}.png` })
    const pageBefore = await ctx.app.inject({ url: `/feedback/user/${uuid}` })
    await ctx.database.db.execute(sql`update users set username = 'Carolina' where public_id = ${uuid}`)
    const after = await ctx.app.inject({ url: `/og/invite/${uuid}.png` })
    const pageAfter = await ctx.app.inject({ url: `/feedback/user/${uuid}` })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false)
    const ogImage = (html: string) => /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    expect(ogImage(pageBefore.body)).not.toBe(ogImage(pageAfter.body))
  })

  it('the invite page names its image absolutely on CANONICAL_ORIGIN, and the app serves that path', async () => {
    const person = await registerUser(ctx.app, { username: 'Diego' })
    const uuid = person.user.userId as string
    const page = await ctx.app.inject({ url: `/feedback/user/${uuid}` })
    const origin = 'https://www.espelho.app'
    const og = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] ?? ''
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(page.body)?.[1] ?? ''
    expect(og).toMatch(new RegExp(`^${origin}/og/invite/${uuid}\\.png\\?v=[0-9a-f]{12}$`))
    expect(twitter).toBe(og)
    const served = await ctx.app.inject({ url: og.slice(origin.length) })
    expect(served.statusCode).toBe(200)
    expect(pngSize(served.rawPayload)).toEqual(SIZES.wide)
  })

  it('unknown or malformed ids get the one generic invite image', async () => {
    const unknown = await ctx.app.inject({ url: '/og/invite/00000000-0000-4000-8000-000000000000.png' })
    const malformed = await ctx.app.inject({ url: '/og/invite/nao-e-um-id.png' })
    expect(unknown.statusCode).toBe(200)
    expect(pngSize(unknown.rawPayload)).toEqual(SIZES.wide)
    expect(malformed.headers.etag).toBe(unknown.headers.etag)
  })

  it('hostile names render without crashing and never reach the page head as markup', async () => {
    const names = [
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
      'A'.repeat(60),
      '🎉🔥💜 Festa',
      'محمد علي',
      'Ana \u202Eesrever\u202C',
      '&lt;b&gt;negrito&lt;/b&gt;',
    ]
    const etags = new Set<string>()
    for (const username of names) {
      // Written straight to the row: sign-up refuses < and >, but names also come from Google and from before.
      const person = await registerUser(ctx.app, { username: 'Provisório' })
      const uuid = person.user.userId as string
      await ctx.database.db.execute(sql`update users set username = ${username} where public_id = ${uuid}`)
      const image = await ctx.app.inject({ url: `/og/invite/${uuid}.png` })
      expect(image.statusCode).toBe(200)
      expect(pngSize(image.rawPayload)).toEqual(SIZES.wide)
      etags.add(image.headers.etag as string)
      const page = await ctx.app.inject({ url: `/feedback/user/${uuid}` })
      const head = page.body.slice(0, page.body.indexOf('</head>'))
      expect(head).not.toContain('<script>alert')
      expect(head).not.toContain('<img src=x')
    }
    expect(etags.size).toBe(names.length)
  })

  it('DISC cards: 401 without a session or result, a 4xx without a DISC result, PNGs in both formats', async () => {
    const anonymous = await ctx.app.inject({ url: '/api/share/disc-card?format=story' })
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().error).toMatch(/login/i)

    const fresh = await registerUser(ctx.app)
    const none = await api(ctx.app, 'GET', '/api/share/disc-card', { cookie: fresh.cookie })
    expect(none.statusCode).toBe(404)
    expect(none.json().error).toMatch(/ainda não tem um resultado DISC/)

    const bad = await api(ctx.app, 'GET', '/api/share/disc-card?format=quadrado', { cookie: fresh.cookie })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatch(/Formato inválido/)

    const owner = await personWithDisc('Elisa')
    const story = await api(ctx.app, 'GET', '/api/share/disc-card?format=story', { cookie: owner.cookie })
    expect(story.statusCode).toBe(200)
    expect(story.headers['content-type']).toBe('image/png')
    expect(story.headers['cache-control']).toBe('private, no-cache')
    expect(pngSize(story.rawPayload)).toEqual(SIZES.story)
    const wide = await api(ctx.app, 'GET', '/api/share/disc-card?format=wide', { cookie: owner.cookie })
    expect(pngSize(wide.rawPayload)).toEqual(SIZES.wide)
    const cached = await api(ctx.app, 'GET', '/api/share/disc-card?format=wide', {
      cookie: owner.cookie,
      headers: { 'if-none-match': wide.headers.etag as string },
    })
    expect(cached.statusCode).toBe(304)

    const other = await personWithDisc('Fábio', 'C')
    const otherWide = await api(ctx.app, 'GET', '/api/share/disc-card?format=wide', { cookie: other.cookie })
    expect(otherWide.rawPayload.equals(wide.rawPayload)).toBe(false)
  })

  it('an anonymous visitor gets the card of their own temporary result (their cookie), nobody else', async () => {
    const temp = await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('S'), isSelf: true } })
    expect(temp.statusCode).toBe(201)
    const cookie = cookieFrom(temp)
    const card = await api(ctx.app, 'GET', '/api/share/disc-card?format=story', { cookie })
    expect(card.statusCode).toBe(200)
    expect(pngSize(card.rawPayload)).toEqual(SIZES.story)
    const forged = await api(ctx.app, 'GET', '/api/share/disc-card', { cookie: 'espelho_anon=AAAAAAAAAAAAAAAAAAAAAAAA' })
    expect(forged.statusCode).toBe(401)
  })

  it('the public page: opt-in, unguessable, noindex, revocable (404), a new token each time', async () => {
    expect((await api(ctx.app, 'POST', '/api/share/result-link', { body: {} })).statusCode).toBe(401)
    expect((await api(ctx.app, 'DELETE', '/api/share/result-link')).statusCode).toBe(401)
    const noDisc = await registerUser(ctx.app)
    expect((await api(ctx.app, 'POST', '/api/share/result-link', { body: {}, cookie: noDisc.cookie })).statusCode).toBe(404)

    const owner = await personWithDisc('Gabriela Nunes Prado', 'D')
    const off = ResultLinkSchema.parse((await api(ctx.app, 'GET', '/api/share/result-link', { cookie: owner.cookie })).json())
    expect(off).toEqual({ url: null, showOcean: false })

    const created = await api(ctx.app, 'POST', '/api/share/result-link', { body: {}, cookie: owner.cookie })
    expect(created.statusCode).toBe(201)
    const link = ResultLinkSchema.parse(created.json())
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/r\/[A-Za-z0-9_-]{43}$/)
    const token = (link.url ?? '').split('/r/')[1] ?? ''

    const page = await ctx.app.inject({ url: `/r/${token}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />')
    expect(page.body).toContain('<title>Perfil DISC de Gabriela: Dominância | Espelho</title>')
    expect(page.body).not.toContain('Nunes')
    expect(page.body).toContain(`<meta property="og:image" content="https://www.espelho.app/og/result/${token}.png" />`)

    const data = PublicResultSchema.parse((await ctx.app.inject({ url: `/api/share/public/${token}` })).json())
    expect(data.firstName).toBe('Gabriela')
    expect(data.disc.dominance).toBe(100)
    expect(data.ocean).toBeNull()
    const image = await ctx.app.inject({ url: `/og/result/${token}.png` })
    expect(pngSize(image.rawPayload)).toEqual(SIZES.wide)

    const deleted = await api(ctx.app, 'DELETE', '/api/share/result-link', { cookie: owner.cookie })
    expect(ResultLinkSchema.parse(deleted.json())).toEqual({ url: null, showOcean: false })
    expect((await ctx.app.inject({ url: `/r/${token}` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `/api/share/public/${token}` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `/og/result/${token}.png` })).statusCode).toBe(404)

    const again = ResultLinkSchema.parse((await api(ctx.app, 'POST', '/api/share/result-link', { body: {}, cookie: owner.cookie })).json())
    expect(again.url).not.toBe(link.url)
    expect((await ctx.app.inject({ url: `/r/${token}` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ url: `/r/${(again.url ?? '').split('/r/')[1]}` })).statusCode).toBe(200)
  })

  it('nothing from feedback or OCEAN reaches a public page, its data or its image unless OCEAN is turned on', async () => {
    const person = await seedFullUser(ctx.app, ctx.database.db, { username: 'Helena Prado' })
    const link = ResultLinkSchema.parse((await api(ctx.app, 'POST', '/api/share/result-link', { body: {}, cookie: person.cookie })).json())
    const token = (link.url ?? '').split('/r/')[1] ?? ''
    const page = await ctx.app.inject({ url: `/r/${token}` })
    const data = await ctx.app.inject({ url: `/api/share/public/${token}` })
    for (const text of FEEDBACK_TEXTS) {
      expect(page.body).not.toContain(text)
      expect(data.body).not.toContain(text)
    }
    expect(Object.keys(data.json()).sort()).toEqual(['date', 'disc', 'firstName', 'ocean'])
    expect(data.json().ocean).toBeNull()
    expect(data.body).not.toMatch(/openness|neuroticism|colleague|family|relationship|strength|improvement/i)

    // The public image is exactly the card drawn from the DISC scores and date alone.
    const [latest] = await rows<{ dominance: number; influence: number; steadiness: number; compliance: number; created_at: string | Date }>(
      ctx.database.db,
      sql`select dominance, influence, steadiness, compliance, created_at from disc_assessments where user_id = ${person.userId} and is_self`,
    )
    if (!latest) throw new Error('no DISC')
    const image = await ctx.app.inject({ url: `/og/result/${token}.png` })
    const expected = await renderPng(
      discCard('wide', { scores: latest, date: formatDate(new Date(latest.created_at)), host: siteHost('https://www.espelho.app') }),
      SIZES.wide.width,
      SIZES.wide.height,
    )
    expect(image.rawPayload.equals(expected)).toBe(true)

    // Turned on explicitly: the OCEAN scores appear, still no feedback.
    await api(ctx.app, 'POST', '/api/share/result-link', { body: { showOcean: true }, cookie: person.cookie })
    const withOcean = PublicResultSchema.parse((await ctx.app.inject({ url: `/api/share/public/${token}` })).json())
    expect(withOcean.ocean).not.toBeNull()
    expect(withOcean.ocean?.openness).toBeGreaterThanOrEqual(0)
  })

  it('the public page is in the LGPD export and removed with the account', async () => {
    const owner = await personWithDisc('Iara')
    await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('C'), isSelf: true }, cookie: owner.cookie })
    await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(3), isSelf: true }, cookie: owner.cookie })
    const link = ResultLinkSchema.parse((await api(ctx.app, 'POST', '/api/share/result-link', { body: { showOcean: true }, cookie: owner.cookie })).json())
    const exported = await api(ctx.app, 'GET', '/api/account/export', { cookie: owner.cookie })
    expect(JSON.parse(exported.body).paginaPublicaDoResultado).toMatchObject({ endereco: link.url, mostraBigFive: true })

    const token = (link.url ?? '').split('/r/')[1] ?? ''
    const removed = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: DELETE_CONFIRMATION_WORD, password: owner.password }, cookie: owner.cookie })
    expect(removed.statusCode).toBeLessThan(300)
    const left = await rows(ctx.database.db, sql`select id from result_links where token = ${token}`)
    expect(left).toHaveLength(0)
    expect((await ctx.app.inject({ url: `/r/${token}` })).statusCode).toBe(404)
  })
})

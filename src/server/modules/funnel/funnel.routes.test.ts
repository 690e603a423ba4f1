import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { expect, it } from 'vitest'
import { api, cookieFrom, describeWithApp, registerUser, rows, uniqueEmail } from '#test/app'
import { giveFeedback, giveFeedbackAsBrowser } from '#test/feedback'
import { selfDiscAnswers } from '#test/fixtures'
import { FUNNEL_SOURCES, FUNNEL_STEPS } from '#shared/funnel'
import { brasiliaDay } from '#shared/format'
import { GIVER_COOKIE } from './funnel'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { FormBrowser } from '#test/form-browser'

const TOKEN = 'token-de-metricas-do-funil-123456'

async function scrape(app: FastifyInstance) {
  const response = await api(app, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** The funnel counter's value for one step and source (undefined when the pair is not exported). */
function funnelCount(text: string, step: string, source: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith('espelho_funnel_steps_total{') && l.includes(`step="${step}"`) && l.includes(`source="${source}"`))
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

/** Every funnel pair's value, the missing ones as 0. */
function allCounts(text: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const step of FUNNEL_STEPS) for (const source of FUNNEL_SOURCES) counts[`${step}/${source}`] = funnelCount(text, step, source) ?? 0
  return counts
}

const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile' }
const PREVIEW = { 'user-agent': 'WhatsApp/2.24.1 A' }

describeWithApp(
  'the growth funnel (issue 47)',
  (ctx) => {
    it('counts each step of a giver turned person, by source, with no person or link in a label', async () => {
      const before = allCounts(await scrape(ctx.app))
      expect(Object.values(before).every((value) => value === 0)).toBe(true)

      // A person who came by themself: the home page, their account (no marker).
      expect((await api(ctx.app, 'GET', '/', { headers: PERSON })).statusCode).toBe(200)
      expect((await api(ctx.app, 'GET', '/', { headers: PREVIEW })).statusCode).toBe(200)
      const owner = await registerUser(ctx.app, { username: 'Beatriz Nogueira' })
      const ownerLink = owner.user.userId as string

      // Their link: opened by a giver (counted), by a link preview and by the owner (not counted).
      expect((await api(ctx.app, 'GET', `/feedback/user/${ownerLink}`, { headers: PERSON })).statusCode).toBe(200)
      expect((await api(ctx.app, 'GET', `/feedback/user/${ownerLink}`, { headers: PREVIEW })).statusCode).toBe(200)
      expect((await api(ctx.app, 'GET', `/feedback/user/${ownerLink}`, { headers: PERSON, cookie: owner.cookie })).statusCode).toBe(200)
      // A link that names nobody is no invite seen.
      expect((await api(ctx.app, 'GET', '/feedback/user/00000000-0000-4000-8000-000000000000', { headers: PERSON })).statusCode).toBe(200)

      // The giver answers; the answer that stores the feedback carries the marker, a constant.
      const giver = await giveFeedbackAsBrowser(ctx.app, ownerLink)
      const marker = `${GIVER_COOKIE}=convite`
      const giverCookie = `${giver.cookie}; ${marker}`
      expect(giver.cookie).not.toContain(ownerLink)

      // Their own test: started (the browser says so), finished (the server sees it).
      const started = await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'test_started' }, cookie: giverCookie })
      expect(started.statusCode).toBe(200)
      expect(started.json()).toEqual({ counted: true })
      const test = await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('S'), isSelf: true }, cookie: giverCookie })
      expect(test.statusCode).toBe(201)
      const withTest = `${giverCookie}; ${cookieFrom(test)}`

      // Their account says where they came from, never whose link; the marker is then forgotten.
      const email = uniqueEmail('doador')
      const registered = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Caio Ramos', email, password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
        cookie: withTest,
      })
      expect(registered.statusCode).toBe(201)
      const cleared = registered.cookies.find((c) => c.name === GIVER_COOKIE)
      expect(cleared?.value).toBe('')
      const [account] = await rows<{ acquisition_source: string | null }>(ctx.database.db, sql`select acquisition_source from users where lower(email) = ${email}`)
      expect(account?.acquisition_source).toBe('invite')
      const [ownerRow] = await rows<{ acquisition_source: string | null }>(ctx.database.db, sql`select acquisition_source from users where public_id = ${ownerLink}`)
      expect(ownerRow?.acquisition_source).toBeNull()
      const giverSession = cookieFrom(registered)
      // The person's own export says it too, and nothing about the link they answered.
      const exported = await api(ctx.app, 'GET', '/api/account/export', { cookie: giverSession })
      expect(exported.json().conta.origem).toBe('veio de um convite')
      expect(exported.body).not.toContain(ownerLink)
      expect(exported.body).not.toContain('Beatriz')
      const giverLink = (registered.json() as { userId: string }).userId

      // A signed-in retake starts no funnel step; a tap on "Copiar link" does.
      expect((await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'test_started' }, cookie: giverSession })).json()).toEqual({ counted: false })
      expect((await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: giverSession })).json()).toEqual({ counted: true })
      expect((await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' } })).json()).toEqual({ counted: false })
      // The first share is kept on the sharer's own account, by day, once (the viral coefficient's denominator).
      const sharedOn = async (link: string) =>
        (await rows<{ day: string | null }>(ctx.database.db, sql`select link_first_shared_on::text as day from users where public_id = ${link}`))[0]?.day
      expect(await sharedOn(giverLink)).toBe(brasiliaDay())
      await ctx.database.db.execute(sql`update users set link_first_shared_on = '2026-01-02' where public_id = ${giverLink}`)
      expect((await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: giverSession, headers: PREVIEW })).json()).toEqual({ counted: false })
      expect((await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'link_shared' }, cookie: giverSession })).json()).toEqual({ counted: true })
      expect(await sharedOn(giverLink)).toBe('2026-01-02')
      expect(await sharedOn(ownerLink)).toBeNull()
      // …and the person's own export says it.
      expect((await api(ctx.app, 'GET', '/api/account/export', { cookie: giverSession })).json().conta.linkCompartilhadoPelaPrimeiraVezEm).toBe('2026-01-02')

      // Their link's first feedback counts once, under where they came from.
      await giveFeedback(ctx.app, giverLink)
      await giveFeedback(ctx.app, giverLink)

      const text = await scrape(ctx.app)
      const after = allCounts(text)
      const delta: Record<string, number> = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]).filter(([, value]) => value !== 0))
      expect(delta).toEqual({
        'home_viewed/direct': 1,
        'account_created/direct': 1,
        'invite_viewed/invite': 1,
        'feedback_step1/invite': 3,
        'feedback_finished/invite': 3,
        'first_feedback/direct': 1,
        'test_started/invite': 1,
        'test_finished/invite': 1,
        'account_created/invite': 1,
        'link_shared/invite': 2,
        'first_feedback/invite': 1,
      })
      // The steps that exist for one source only are not exported for the other.
      expect(funnelCount(text, 'home_viewed', 'invite')).toBeUndefined()
      expect(funnelCount(text, 'invite_viewed', 'direct')).toBeUndefined()
      // Anonymity (DESIGN.md §10): no link, no name, no email in what the operator reads.
      for (const secret of [ownerLink, giverLink, 'Beatriz', 'Caio', email]) expect(text).not.toContain(secret)

      // The same counts reach the database by day, and nothing else is there.
      await ctx.app.funnel.flush()
      const stored = await rows<{ day: string; step: string; source: string; count: number | string }>(
        ctx.database.db,
        sql`select day::text as day, step, source, count from funnel_daily order by step, source`,
      )
      expect(stored.every((row) => row.day === brasiliaDay())).toBe(true)
      expect(Object.fromEntries(stored.map((row) => [`${row.step}/${row.source}`, Number(row.count)]))).toEqual(delta)
      // A second flush adds nothing new: the counts are written once.
      await ctx.app.funnel.flush()
      const again = await rows<{ total: number | string }>(ctx.database.db, sql`select sum(count) as total from funnel_daily`)
      expect(Number(again[0]?.total)).toBe(Object.values(delta).reduce((sum, value) => sum + value, 0))
    })

    it('applies the same person rule to every step: a headless browser, a crawler or a link preview counts for none (G5)', async () => {
      const before = allCounts(await scrape(ctx.app))
      const as = (agent: string) => ({ headers: { 'user-agent': agent } }) as unknown as FastifyRequest
      for (const agent of ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36', 'Googlebot/2.1', PREVIEW['user-agent']]) {
        for (const step of FUNNEL_STEPS) for (const source of FUNNEL_SOURCES) expect(ctx.app.funnel.record(as(agent), step, source), `${agent} ${step}`).toBe(false)
      }
      // Through the routes too: a headless browser's own test and account, before only counted when a person's.
      const headless = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36' }
      const marker = `${GIVER_COOKIE}=convite`
      const test = await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers('D'), isSelf: true }, cookie: marker, headers: headless })
      expect(test.statusCode).toBe(201)
      const registered = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username: 'Robô Sem Rosto', email: uniqueEmail('robo'), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
        cookie: `${marker}; ${cookieFrom(test)}`,
        headers: headless,
      })
      expect(registered.statusCode).toBe(201)
      expect(allCounts(await scrape(ctx.app))).toEqual(before)
      // …while a person's request for any step counts.
      expect(ctx.app.funnel.record(as(PERSON['user-agent']), 'test_finished', 'direct')).toBe(true)
      expect(allCounts(await scrape(ctx.app))['test_finished/direct']).toBe((before['test_finished/direct'] ?? 0) + 1)
    })

    it('refuses any other step or field with a Portuguese 400, and anonymous taps count nothing', async () => {
      for (const body of [{ step: 'account_created' }, { step: 'link_shared', link: '00000000-0000-4000-8000-000000000000' }, {}, { step: 7 }]) {
        const response = await api(ctx.app, 'POST', '/api/funnel/step', { body })
        expect(response.statusCode, JSON.stringify(body)).toBe(400)
        expect(response.json().error).toMatch(/[ãçéíóú]|inválid|obrigatóri|esperado/i)
      }
      // A link preview or script that says it is one counts nothing.
      const bot = await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'test_started' }, headers: { 'user-agent': 'Googlebot/2.1' } })
      expect(bot.json()).toEqual({ counted: false })
    })

    it('refuses a flood of steps from one address with 429', async () => {
      let refused = 0
      for (let i = 0; i < 35; i++) {
        const response = await api(ctx.app, 'POST', '/api/funnel/step', { body: { step: 'test_started' } })
        if (response.statusCode === 429) refused += 1
      }
      expect(refused).toBeGreaterThan(0)
    })

    it('counts a giver without JavaScript as one invite seen, not one per answer (each answer comes back to the page)', async () => {
      const owner = await registerUser(ctx.app, { username: 'Irene Costa' })
      const link = `/feedback/user/${owner.user.userId as string}`
      const seen = async () => funnelCount(await scrape(ctx.app), 'invite_viewed', 'invite') ?? 0
      const before = await seen()
      const browser = new FormBrowser(ctx.app, '198.51.100.41')
      expect((await browser.get(link)).statusCode).toBe(200)
      expect(await seen()).toBe(before + 1)
      for (const index of [0, 1]) {
        const answer = DISC_OTHERS_QUESTIONS[index]!.options[0]!.id
        const posted = await browser.post(`/api/feedback/user/${owner.user.userId as string}/form`, [['step', 'question'], ['index', String(index)], ['seed', '7'], ['answer', answer]])
        expect(posted.statusCode).toBe(303)
        expect((await browser.get(link)).statusCode).toBe(200)
      }
      expect(await seen()).toBe(before + 1)
      // Another person opening the link is another invite seen.
      expect((await new FormBrowser(ctx.app, '198.51.100.42').get(link)).statusCode).toBe(200)
      expect(await seen()).toBe(before + 2)
    })
  },
  { ops: { metricsToken: TOKEN, logSlowMs: 1000 } },
)

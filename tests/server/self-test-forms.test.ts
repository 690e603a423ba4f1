/**
 * The DISC self test and the Big Five test as plain HTML forms (issue 32, decision 0035), through
 * the whole app with the client's server render, as a browser without JavaScript uses them.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { OCEAN_QUESTIONS } from '#shared/ocean/questions'
import { OCEAN_SCORING_ERRORS } from '#shared/ocean/scoring'
import { ASSESSMENT_MESSAGES } from '#shared/schemas/assessment'
import { OCEAN_MESSAGES } from '#shared/schemas/ocean'
import { renderPage } from '#client/entry-server'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { discAssessments, formProgress, oceanAssessments } from '#server/db/schema'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, openTestDatabase, registerUser, testConfig, testDatabaseKinds, TEST_ORIGIN, type ConfigOverrides } from '#test/app'
import { oceanOrderOf } from '#server/modules/forms/self-tests.routes'
import { FormBrowser } from '#test/form-browser'

const BANK = DISC_SELF_QUESTIONS
const OCEAN_TEXT = new Map(OCEAN_QUESTIONS.map((question) => [question.id, question.text]))
const SEED = 12345

/** The page's text, roughly as a person reads it (tags out, entities back). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The options a step offers, in the order shown (the values its answer buttons post). */
const optionsShown = (html: string) =>
  [...html.matchAll(/<button[^>]*>/g)].filter((m) => m[0].includes('name="answer"')).map((m) => /value="([^"]+)"/.exec(m[0])?.[1])
const hiddenValue = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1]


const form = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString()

function expectNextStep(response: LightMyRequestResponse, page: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(303)
  expect(response.headers.location).toBe(page)
}

function expectRefused(response: LightMyRequestResponse, title: string, description: string, status = 400) {
  expect(response.statusCode).toBe(status)
  expect(response.headers['content-type']).toContain('text/html')
  const alert = /<div role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(response.body)?.[1] ?? ''
  expect(text(alert)).toContain(title)
  expect(text(alert)).toContain(description)
}

for (const kind of testDatabaseKinds()) {
  const withApp = (name: string, suite: (ctx: { app: FastifyInstance; database: Database }) => void, overrides: ConfigOverrides = {}) =>
    describe(`${name} [${kind}]`, () => {
      const ctx = {} as { app: FastifyInstance; database: Database }
      beforeAll(async () => {
        ctx.database = await openTestDatabase(kind)
        ctx.app = await buildApp(testConfig({ assessmentRateLimit: 1000, ...overrides }), {
          database: ctx.database,
          logger: false,
          renderPage,
        })
      })
      afterAll(async () => {
        await ctx.app?.close()
        await ctx.database?.close()
      })
      suite(ctx)
    })

  withApp('DISC self test without JavaScript', (ctx) => {
    it('takes the ten answers one post at a time, keeps question and order on reload, and ends on the result card', async () => {
      const browser = new FormBrowser(ctx.app)
      const first = await browser.get('/assessment')
      expect(text(first.body)).toContain(BANK[0]!.text)
      expect(text(first.body)).toContain('0 de 10 respondidas')
      expect(first.body).toMatch(/<form[^>]*action="\/api\/forms\/disc" method="post"/)
      expect(hiddenValue(first.body, 'question')).toBe(BANK[0]!.id)

      // The first tap: its answer, the question on screen and the seed of the order shown.
      const tapped = await browser.post('/api/forms/disc', form({ question: BANK[0]!.id, seed: SEED, answer: BANK[0]!.options[2]!.id }))
      expectNextStep(tapped, '/assessment')
      expect(tapped.cookies.find((c) => c.name === 'espelho_form')).toBeDefined()

      const second = await browser.get('/assessment')
      expect(second.headers['cache-control']).toBe('private, no-store')
      expect(text(second.body)).toContain(BANK[1]!.text)
      expect(text(second.body)).toContain('1 de 10 respondidas')
      expect(hiddenValue(second.body, 'seed')).toBe(String(SEED))
      // A reload paints the same question with its options in the same order.
      const reloaded = await browser.get('/assessment')
      expect(text(reloaded.body)).toContain(BANK[1]!.text)
      expect(optionsShown(reloaded.body)).toEqual(optionsShown(second.body))
      expect(optionsShown(second.body).sort()).toEqual(BANK[1]!.options.map((o) => o.id).sort())

      for (const question of BANK.slice(1)) {
        expectNextStep(await browser.post('/api/forms/disc', form({ question: question.id, seed: 1, answer: question.options[0]!.id })), '/assessment')
      }
      const last = await browser.get('/assessment')
      expect(text(last.body)).toContain(BANK[9]!.text)
      expect(text(last.body)).toContain('10 de 10 respondidas')
      expect(last.body).toMatch(/<button[^>]*value="finish"[^>]*name="nav"/)

      // Back and forward without JavaScript.
      expectNextStep(await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'back' })), '/assessment')
      expect(text((await browser.get('/assessment')).body)).toContain(BANK[8]!.text)
      expectNextStep(await browser.post('/api/forms/disc', form({ question: BANK[8]!.id, nav: 'next' })), '/assessment')
      expect(text((await browser.get('/assessment')).body)).toContain(BANK[9]!.text)

      const finished = await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'finish' }))
      expectNextStep(finished, '/assessment')
      expect(finished.cookies.find((c) => c.name === 'espelho_anon')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(await ctx.database.db.select().from(formProgress)).toHaveLength(0)

      // The page now is what the app shows after finishing: the preview and the sign-up invitation.
      const card = text((await browser.get('/assessment')).body)
      expect(card).toContain('Avaliação concluída!')
      expect(card).toContain('Sua prévia')
      expect(card).toContain('Criar conta')
      expect(card).toContain('Já tenho conta')
      // The server's temporary result says the same (its first answer was option 3 of question 1).
      const temp = await api(ctx.app, 'GET', '/api/assessment/temp', { cookie: browser.cookie })
      expect(temp.statusCode).toBe(200)
      expect(temp.json().answers[BANK[0]!.id]).toBe(BANK[0]!.options[2]!.id)

      // "Refazer teste" starts a new run.
      expectNextStep(await browser.post('/api/forms/disc', form({ nav: 'retake', seed: 7 })), '/assessment')
      const again = await browser.get('/assessment')
      expect(text(again.body)).toContain(BANK[0]!.text)
      expect(text(again.body)).toContain('0 de 10 respondidas')
    })

    it('refuses to finish with unanswered questions, back on the first of them, with the app’s message', async () => {
      const browser = new FormBrowser(ctx.app)
      for (const question of [BANK[0]!, BANK[1]!, BANK[3]!]) {
        expectNextStep(await browser.post('/api/forms/disc', form({ question: question.id, answer: question.options[0]!.id })), '/assessment')
      }
      const refused = await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'finish' }))
      expectRefused(refused, ASSESSMENT_MESSAGES.selectOptionTitle, ASSESSMENT_MESSAGES.selectOptionDescription)
      expect(text(refused.body)).toContain(BANK[2]!.text)
      expect(text((await browser.get('/assessment')).body)).toContain(BANK[2]!.text)
      // "Próximo" on an unanswered question: the same request.
      const next = await browser.post('/api/forms/disc', form({ question: BANK[2]!.id, nav: 'next' }))
      expectRefused(next, ASSESSMENT_MESSAGES.selectOptionTitle, ASSESSMENT_MESSAGES.selectOptionDescription)
    })

    it('answers bad input with the page and its Portuguese message, never a 500', async () => {
      const browser = new FormBrowser(ctx.app)
      const q = BANK[0]!
      const invalid = DISC_SCORING_ERRORS.notAnObject
      const cases: [string, string][] = [
        [form({ question: 'q99', answer: q.options[0]!.id }), DISC_SCORING_ERRORS.unknownQuestion],
        [form({ answer: q.options[0]!.id }), DISC_SCORING_ERRORS.unknownQuestion],
        [form({ question: q.id, answer: BANK[1]!.options[0]!.id }), DISC_SCORING_ERRORS.foreignOption(q.id)],
        [form({ question: q.id, answer: '' }), DISC_SCORING_ERRORS.foreignOption(q.id)],
        [`question=${q.id}&answer=${q.options[0]!.id}&answer=${q.options[1]!.id}`, invalid],
        [`question=${q.id}&question=${BANK[1]!.id}&nav=next`, invalid],
        [form({ question: q.id, answer: 'x'.repeat(2_000) }), invalid],
        [form({ question: q.id, nav: 'jump' }), invalid],
        ['', DISC_SCORING_ERRORS.unknownQuestion],
        [form({ question: q.id, seed: 'abc', answer: q.options[0]!.id }), ''],
      ]
      for (const [payload, message] of cases) {
        const response = await browser.post('/api/forms/disc', payload)
        if (message === '') {
          // A seed that is not one of ours is replaced, the answer still counts.
          expectNextStep(response, '/assessment')
          continue
        }
        expectRefused(response, ASSESSMENT_MESSAGES.submitFailedTitle, message)
      }
      // Beyond the app's body limit: refused before any handler, still a 4xx.
      expect((await browser.post('/api/forms/disc', form({ question: q.id, answer: 'x'.repeat(200_000) }))).statusCode).toBe(413)
      for (const payload of [JSON.stringify({ question: 1, answer: ['a'] }), JSON.stringify([1, 2]), 'null']) {
        const response = await browser.post('/api/forms/disc', payload, { 'content-type': 'application/json' })
        expect(response.statusCode).toBe(400)
      }
    })

    it('refuses a form posted from another site', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/forms/disc',
        payload: form({ question: BANK[0]!.id, answer: BANK[0]!.options[0]!.id }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toBe(CSRF_MESSAGE)
      expect(await ctx.database.db.select().from(formProgress).where(eq(formProgress.flow, 'x'))).toHaveLength(0)
    })

    it('saves a signed-in person’s result to the account and goes to the results, like the app', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const browser = new FormBrowser(ctx.app)
      browser.take(cookie)
      for (const question of BANK) {
        expectNextStep(await browser.post('/api/forms/disc', form({ question: question.id, answer: question.options[1]!.id })), '/assessment')
      }
      const finished = await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'finish' }))
      expectNextStep(finished, '/results')
      const saved = await ctx.database.db.select().from(discAssessments).where(eq(discAssessments.userId, Number(user.id)))
      expect(saved).toHaveLength(1)
      expect(saved[0]!.answers).toMatchObject({ [BANK[0]!.id]: BANK[0]!.options[1]!.id })
    })

    it('finishes on a host other than PUBLIC_URL’s (a LAN address, a second name), anonymous and signed in (issue 45)', async () => {
      // The origin check lets a same-host Origin through; the finish step's own request must too.
      const elsewhere = { host: 'espelho.lan:8080', origin: 'http://espelho.lan:8080' }
      for (const signedIn of [false, true]) {
        const browser = new FormBrowser(ctx.app)
        if (signedIn) browser.take((await registerUser(ctx.app)).cookie)
        for (const question of BANK) {
          const tapped = await browser.post('/api/forms/disc', form({ question: question.id, answer: question.options[0]!.id }), elsewhere)
          expectNextStep(tapped, '/assessment')
        }
        const finished = await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'finish' }), elsewhere)
        expectNextStep(finished, signedIn ? '/results' : '/assessment')
      }
    })

    it('a tap before hydration, then the app: the page carries the progress, and the app’s submission clears it', async () => {
      const browser = new FormBrowser(ctx.app)
      await browser.post('/api/forms/disc', form({ question: BANK[0]!.id, seed: SEED, answer: BANK[0]!.options[0]!.id }))
      const page = await browser.get('/assessment')
      expect(page.body).toContain('"forms","disc"')
      // The app took it over: the server forgets its copy.
      const adopted = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/forms/disc',
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: browser.cookie },
      })
      expect(adopted.statusCode).toBe(204)
      expect(text((await browser.get('/assessment')).body)).toContain('0 de 10 respondidas')

      // A JSON submission clears the progress too (when the DELETE did not get through).
      await browser.post('/api/forms/disc', form({ question: BANK[0]!.id, answer: BANK[0]!.options[0]!.id }))
      const answers = Object.fromEntries(BANK.map((q) => [q.id, q.options[0]!.id]))
      const sent = await api(ctx.app, 'POST', '/api/assessment', { body: { answers, isSelf: true }, cookie: browser.cookie })
      expect(sent.statusCode).toBe(201)
      expect(text((await browser.get('/assessment')).body)).not.toContain('1 de 10 respondidas')
    })
  })

  withApp(
    'DISC form finish counts under the JSON route’s rate limit',
    (ctx) => {
      it('answers the limit with the page and the app’s message, 429', async () => {
        const answers = Object.fromEntries(BANK.map((q) => [q.id, q.options[0]!.id]))
        expect((await api(ctx.app, 'POST', '/api/assessment', { body: { answers } })).statusCode).toBe(201)
        const browser = new FormBrowser(ctx.app)
        for (const question of BANK) await browser.post('/api/forms/disc', form({ question: question.id, answer: question.options[0]!.id }))
        const refused = await browser.post('/api/forms/disc', form({ question: BANK[9]!.id, nav: 'finish' }))
        expectRefused(refused, ASSESSMENT_MESSAGES.submitFailedTitle, ASSESSMENT_MESSAGES.submitFailedPrefix + ERROR_MESSAGES.tooManyRequests, 429)
        // Nothing is lost: the answers are still there.
        expect(text((await browser.get('/assessment')).body)).toContain('10 de 10 respondidas')
      })
    },
    { assessmentRateLimit: 1 },
  )

  withApp('Big Five test without JavaScript', (ctx) => {
    it('takes the 25 answers of a signed-in person one post at a time and saves them like the app', async () => {
      const { cookie, user } = await registerUser(ctx.app)
      const browser = new FormBrowser(ctx.app)
      browser.take(cookie)
      const order = oceanOrderOf(SEED)
      const first = await browser.get('/ocean-assessment')
      expect(first.body).toMatch(/<form[^>]*action="\/api\/forms\/ocean" method="post"/)

      expectNextStep(await browser.post('/api/forms/ocean', form({ question: order[0]!, seed: SEED, answer: 4 })), '/ocean-assessment')
      const second = await browser.get('/ocean-assessment')
      expect(text(second.body)).toContain(OCEAN_TEXT.get(order[1]!))
      expect(text(second.body)).toContain('1 de 25 respondidas')
      expect(hiddenValue(second.body, 'question')).toBe(order[1])

      // Back shows the first item with its answer chosen.
      expectNextStep(await browser.post('/api/forms/ocean', form({ question: order[1]!, nav: 'back' })), '/ocean-assessment')
      const back = await browser.get('/ocean-assessment')
      expect(text(back.body)).toContain(OCEAN_TEXT.get(order[0]!))
      expect(back.body).toMatch(/<button[^>]*aria-checked="true"[^>]*value="4"|<button[^>]*value="4"[^>]*aria-checked="true"/)
      expectNextStep(await browser.post('/api/forms/ocean', form({ question: order[0]!, nav: 'next' })), '/ocean-assessment')

      // Finishing too early: the app's message, back on the first unanswered item.
      const early = await browser.post('/api/forms/ocean', form({ question: order[1]!, nav: 'finish' }))
      expectRefused(early, OCEAN_MESSAGES.processFailed, OCEAN_SCORING_ERRORS.missing(24))

      for (const [i, id] of order.slice(1).entries()) {
        expectNextStep(await browser.post('/api/forms/ocean', form({ question: id, answer: (i % 5) + 1 })), '/ocean-assessment')
      }
      expect(text((await browser.get('/ocean-assessment')).body)).toContain('25 de 25 respondidas')
      const finished = await browser.post('/api/forms/ocean', form({ question: order[24]!, nav: 'finish' }))
      expect(finished.statusCode).toBe(303)
      const saved = await ctx.database.db.select().from(oceanAssessments).where(eq(oceanAssessments.userId, Number(user.id)))
      expect(saved).toHaveLength(1)
      expect(finished.headers.location).toBe(`/ocean-results?id=${saved[0]!.id}`)
      expect(saved[0]!.answers).toMatchObject({ [order[0]!]: 4 })
      expect(text((await browser.get('/ocean-assessment')).body)).toContain('0 de 25 respondidas')
      // Where it lands shows the result, painted by the server, to its owner only.
      const result = await browser.get(finished.headers.location as string)
      expect(text(result.body)).toContain('Seus cinco fatores')
      expect(text(result.body)).not.toContain('Carregando seu resultado')
      const other = new FormBrowser(ctx.app)
      await other.post('/api/forms/ocean', form({ question: order[0]!, seed: SEED, answer: 3 }))
      expect(text((await other.get(finished.headers.location as string)).body)).not.toContain('Seus cinco fatores')
    })

    it('bad input: the page with the app’s message and 400; anonymous finish keeps the answers and asks to sign in', async () => {
      const browser = new FormBrowser(ctx.app)
      const order = oceanOrderOf(SEED)
      await browser.post('/api/forms/ocean', form({ question: order[0]!, seed: SEED, answer: 3 }))
      const cases: [string, string][] = [
        [form({ question: order[1]!, answer: 6 }), OCEAN_SCORING_ERRORS.invalidValue(order[1]!)],
        [form({ question: order[1]!, answer: '2.0' }), OCEAN_SCORING_ERRORS.invalidValue(order[1]!)],
        [form({ question: 'Z9', answer: 2 }), OCEAN_SCORING_ERRORS.unknownQuestion],
        [`question=${order[1]!}&answer=1&answer=2`, OCEAN_SCORING_ERRORS.notAnObject],
        [form({ question: 'x'.repeat(70), answer: 2 }), OCEAN_SCORING_ERRORS.notAnObject],
      ]
      for (const [payload, message] of cases) {
        expectRefused(await browser.post('/api/forms/ocean', payload), OCEAN_MESSAGES.processFailed, message)
      }
      const next = await browser.post('/api/forms/ocean', form({ question: order[1]!, nav: 'next' }))
      expectRefused(next, ASSESSMENT_MESSAGES.selectOptionTitle, ASSESSMENT_MESSAGES.selectOptionDescription)

      for (const id of order.slice(1)) await browser.post('/api/forms/ocean', form({ question: id, answer: 5 }))
      const finished = await browser.post('/api/forms/ocean', form({ question: order[24]!, nav: 'finish' }))
      expectNextStep(finished, '/login')
      expect(text((await browser.get('/ocean-assessment')).body)).toContain('25 de 25 respondidas')

      const cross = await ctx.app.inject({
        method: 'POST',
        url: '/api/forms/ocean',
        payload: form({ question: order[0]!, answer: 1 }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', cookie: browser.cookie },
      })
      expect(cross.statusCode).toBe(403)
    })
  })

  // Its own app: the three test runs below would use up the form posts' rate limit of the tests above.
  withApp('Big Five norms consent without JavaScript', (ctx) => {
    it('asks a signed-in person to count in the norms on the last statement, unticked; ticked, finishing saves the consent (issue 48)', async () => {
      const consentOf = async (cookie: string) => (await api(ctx.app, 'GET', '/api/norms/consent', { cookie })).json().consent as boolean
      /** Answers the 25 statements without JavaScript; answers the last page's HTML. */
      const answerAll = async (browser: FormBrowser) => {
        const order = oceanOrderOf(SEED)
        for (const [i, id] of order.entries()) {
          expectNextStep(await browser.post('/api/forms/ocean', form({ question: id, ...(i === 0 ? { seed: SEED } : {}), answer: (i % 5) + 1 })), '/ocean-assessment')
        }
        return { order, last: (await browser.get('/ocean-assessment')).body }
      }
      const box = (html: string) => /<input[^>]*type="checkbox"[^>]*name="normas"[^>]*>/.exec(html)?.[0] ?? ''

      // Ticked: posted with "Finalizar avaliação", the consent is saved.
      const agreeing = await registerUser(ctx.app)
      const browser = new FormBrowser(ctx.app)
      browser.take(agreeing.cookie)
      const { order, last } = await answerAll(browser)
      expect(text(last)).toContain('Contribuir para as normas brasileiras do Espelho')
      expect(box(last)).toContain('value="sim"')
      expect(box(last)).not.toMatch(/\bchecked\b|\bdisabled\b/)
      const finished = await browser.post('/api/forms/ocean', form({ question: order[24]!, nav: 'finish', normas: 'sim' }))
      expect(finished.statusCode).toBe(303)
      expect(finished.headers.location).toMatch(/^\/ocean-results\?id=\d+$/)
      expect(await consentOf(agreeing.cookie)).toBe(true)

      // Unticked: nothing changes, neither for someone who never said yes nor for someone who did.
      for (const before of [false, true]) {
        const person = await registerUser(ctx.app)
        if (before) await api(ctx.app, 'PUT', '/api/norms/consent', { cookie: person.cookie, body: { consent: true } })
        const other = new FormBrowser(ctx.app)
        other.take(person.cookie)
        const page = await answerAll(other)
        expect(box(page.last)).toContain('name="normas"')
        expect(/\bchecked\b/.test(box(page.last))).toBe(before)
        const finished = await other.post('/api/forms/ocean', form({ question: page.order[24]!, nav: 'finish' }))
        expect(finished.statusCode).toBe(303)
        expect(await consentOf(person.cookie)).toBe(before)
      }
    })
  })

  withApp('the self tests’ forms keep nothing they were not given, and are rate limited (issue 45)', (ctx) => {
    const rowCount = async () => (await ctx.database.db.select().from(formProgress)).length
    const order = oceanOrderOf(SEED)

    it('a post without saved progress that records no answer writes no row and sets no cookie', async () => {
      const before = await rowCount()
      const posts: [string, Record<string, string | number>][] = [
        ['/api/forms/disc', { question: BANK[3]!.id, nav: 'back' }],
        ['/api/forms/disc', { question: BANK[3]!.id, nav: 'next' }],
        ['/api/forms/disc', { question: BANK[9]!.id, nav: 'finish' }],
        ['/api/forms/disc', { nav: 'retake', seed: 7 }],
        ['/api/forms/disc', { question: 'q99', answer: 'x' }],
        ['/api/forms/ocean', { question: order[3]!, nav: 'back' }],
        ['/api/forms/ocean', { question: order[3]!, nav: 'next' }],
        ['/api/forms/ocean', { question: order[3]!, nav: 'finish' }],
      ]
      for (const [url, fields] of posts) {
        const response = await new FormBrowser(ctx.app, '192.0.2.10').post(url, form(fields))
        expect(response.statusCode, `${url} ${JSON.stringify(fields)}`).toBeLessThan(500)
        expect(response.cookies.find((cookie) => cookie.name === 'espelho_form')).toBeUndefined()
      }
      expect(await rowCount()).toBe(before)
      // The first real answer is what starts a row (and the cookie that names it).
      const browser = new FormBrowser(ctx.app, '192.0.2.10')
      expectNextStep(await browser.post('/api/forms/disc', form({ question: BANK[0]!.id, seed: SEED, answer: BANK[0]!.options[0]!.id })), '/assessment')
      expect(browser.cookie).toContain('espelho_form=')
      expect(await rowCount()).toBe(before + 1)
      // From then on back and next move the saved position, as before.
      expectNextStep(await browser.post('/api/forms/disc', form({ question: BANK[1]!.id, nav: 'back' })), '/assessment')
      expect(text((await browser.get('/assessment')).body)).toContain(BANK[0]!.text)
      expect(await rowCount()).toBe(before + 1)
    })

    it('cookieless first answers from one network start at most 20 rows an hour per test, then a Portuguese 429 page', async () => {
      const before = await rowCount()
      const statuses: number[] = []
      let refused: LightMyRequestResponse | undefined
      for (let i = 0; i < 30; i++) {
        // A new cookieless visitor each time, always the same IPv6 /64 (the address changes inside it).
        const response = await new FormBrowser(ctx.app, `2001:db8:1:2::${(i + 1).toString(16)}`).post(
          '/api/forms/disc',
          form({ question: BANK[0]!.id, answer: BANK[0]!.options[0]!.id }),
        )
        statuses.push(response.statusCode)
        if (response.statusCode === 429) refused ??= response
      }
      expect(statuses.filter((status) => status === 303)).toHaveLength(20)
      expect(statuses.slice(20).every((status) => status === 429)).toBe(true)
      expect(await rowCount()).toBe(before + 20)
      expect(refused).toBeDefined()
      expectRefused(refused as LightMyRequestResponse, ASSESSMENT_MESSAGES.submitFailedTitle, ERROR_MESSAGES.tooManyRequests, 429)
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
      // The Big Five has its own count; another network is not held back; a started visitor goes on.
      const ocean = await new FormBrowser(ctx.app, '2001:db8:1:2::ff').post('/api/forms/ocean', form({ question: order[0]!, seed: SEED, answer: 3 }))
      expectNextStep(ocean, '/ocean-assessment')
      const elsewhere = new FormBrowser(ctx.app, '2001:db8:9:9::1')
      expectNextStep(await elsewhere.post('/api/forms/disc', form({ question: BANK[0]!.id, answer: BANK[0]!.options[0]!.id })), '/assessment')
      expectNextStep(await elsewhere.post('/api/forms/disc', form({ question: BANK[1]!.id, answer: BANK[1]!.options[0]!.id })), '/assessment')
    })

    it('every post counts: 120 per network and test in 15 minutes, then the page with a 429', async () => {
      const browser = new FormBrowser(ctx.app, '198.51.100.77')
      const statuses: number[] = []
      for (let i = 0; i < 125; i++) {
        const question = BANK[i % BANK.length]!
        statuses.push((await browser.post('/api/forms/disc', form({ question: question.id, answer: question.options[i % 4]!.id }))).statusCode)
      }
      expect(statuses.slice(0, 120).every((status) => status === 303)).toBe(true)
      expect(statuses.slice(120).every((status) => status === 429)).toBe(true)
      const refused = await browser.post('/api/forms/disc', form({ question: BANK[0]!.id, nav: 'back' }))
      expectRefused(refused, ASSESSMENT_MESSAGES.submitFailedTitle, ERROR_MESSAGES.tooManyRequests, 429)
    })
  })
}

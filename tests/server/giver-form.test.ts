/**
 * The giver's flow as plain HTML forms (issue 32, decision 0036): every step posted to
 * POST /api/feedback/user/{uuid}/form, the page painted by the real server render.
 */
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { GIVER_FORM_MESSAGES } from '#shared/forms/giver-form'
import { OTHERS_OCEAN_QUESTIONS } from '#shared/ocean/others-questions'
import { DISC_UNKNOWN_ANSWER, FEEDBACK_TEXT_MAX_LENGTH } from '#shared/product'
import { FEEDBACK_MESSAGES } from '#shared/schemas/feedback'
import { renderPage } from '#client/entry-server'
import { buildApp } from '#server/app'
import type { Database } from '#server/db/client'
import { formProgress } from '#server/db/schema'
import { retryIn } from '#server/modules/feedback/giver-guard'
import { api, openTestDatabase, registerUser, rows, testConfig, testDatabaseKinds, type ConfigOverrides } from '#test/app'
import { postAssessment } from '#test/feedback'
import { FormBrowser } from '#test/form-browser'

const UNKNOWN_UUID = '7d3f6a52-1c4e-4b7a-9f2d-0a1b2c3d4e5f'
const LAST = DISC_OTHERS_QUESTIONS.length - 1

/** The giver's browser: a documentation address unless a test picks its own network. */
class Browser extends FormBrowser {
  constructor(app: FastifyInstance, address = '203.0.113.10') {
    super(app, address)
  }
}

const formUrl = (uuid: string) => `/api/feedback/user/${uuid}/form`
const optionOf = (index: number, pick = 0) => DISC_OTHERS_QUESTIONS[index]!.options[pick]!.id

/** The visible text of a page (markup and the page state's JSON taken out). */
function textOf(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

async function answerAll(browser: Browser, uuid: string, pick = 0) {
  for (let i = 0; i <= LAST; i += 1) {
    const response = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(i)], ['seed', '12345'], ['answer', optionOf(i, pick)]])
    expect(response.statusCode).toBe(303)
  }
}

/** A whole giver without JavaScript: 24 answers, continue, words, optionally the ten statements. */
async function giveWithoutJs(browser: Browser, uuid: string, options: { ocean?: boolean; pick?: number } = {}) {
  await answerAll(browser, uuid, options.pick)
  const toDetails = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
  expect(toDetails.statusCode, toDetails.body.slice(0, 300)).toBe(303)
  const sent = await browser.post(formUrl(uuid), [
    ['step', 'details'],
    ['relationshipType', 'friend'],
    ['strengths', 'Generosa'],
    ['strengths', ''],
    ['strengths', ''],
    ['improvements', ''],
    ['nav', 'send'],
  ])
  expect(sent.statusCode, textOf(sent.body).slice(0, 400)).toBe(303)
  if (!options.ocean) return browser.post(formUrl(uuid), [['step', 'ocean'], ['nav', 'skip']])
  for (let i = 0; i < OTHERS_OCEAN_QUESTIONS.length; i += 1) {
    expect((await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', String(i)], ['answer', '4']])).statusCode).toBe(303)
  }
  return browser.post(formUrl(uuid), [['step', 'ocean'], ['index', String(OTHERS_OCEAN_QUESTIONS.length - 1)], ['nav', 'send']])
}

async function count(db: Database['db'], table: string) {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table}`))
  return Number(row?.n)
}

function suite(name: string, overrides: ConfigOverrides, body: (ctx: { app: FastifyInstance; database: Database }) => void) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      const ctx = {} as { app: FastifyInstance; database: Database }
      beforeAll(async () => {
        ctx.database = await openTestDatabase(kind)
        ctx.app = await buildApp(testConfig(overrides), { database: ctx.database, logger: false, renderPage })
      }, 180_000)
      afterAll(async () => {
        await ctx.app?.close()
        await ctx.database?.close()
      })
      body(ctx)
    })
  }
}

// The proof of work on, as in production: a giver without JavaScript goes without one (decision 0036).
const PRODUCTION_LIKE: ConfigOverrides = { feedbackProofOfWork: { enabled: true, difficulty: 1000 }, feedbackPerNetworkPerLink: 3 }

suite('giver forms: the whole flow', PRODUCTION_LIKE, (ctx) => {
  it('takes a giver through every step, keeps the progress across reloads and stores the feedback once', async () => {
    const owner = await registerUser(ctx.app, { username: 'Joana Prado' })
    const uuid = owner.user.userId as string
    const browser = new Browser(ctx.app, '198.51.100.7')
    const page = `/feedback/user/${uuid}`

    // The landing first (issue 33), with question 1's form in the same document: "Começar" is a link
    // to its fragment (issue 44).
    const landing = await browser.get(page)
    expect(landing.statusCode).toBe(200)
    expect(textOf(landing.body)).toContain('É anônimo.')
    expect(landing.body).toContain('href="#perguntas"')
    expect(landing.body).toContain(`action="${formUrl(uuid)}"`)
    expect(textOf(landing.body)).toContain('Pergunta 1 de 24')

    // Two answers, then a reload paints question 3 with the same option order (the kept seed).
    for (const i of [0, 1]) {
      const response = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(i)], ['seed', '777'], ['answer', optionOf(i)]])
      expect(response.statusCode).toBe(303)
      expect(response.headers.location).toBe(page)
    }
    const reload = await browser.get(page)
    expect(textOf(reload.body)).toContain('Pergunta 3 de 24')
    const again = await browser.get(page)
    const order = (html: string) => [...html.matchAll(/role="radio" value="([^"]+)"/g)].map((m) => m[1])
    expect(order(reload.body).length).toBeGreaterThan(0)
    expect(order(again.body)).toEqual(order(reload.body))

    // Back, then forward without an answer on a new question: the app's words, 400.
    expect((await browser.post(formUrl(uuid), [['step', 'question'], ['index', '2'], ['nav', 'back']])).statusCode).toBe(303)
    expect(textOf((await browser.get(page)).body)).toContain('Pergunta 2 de 24')
    const noAnswer = await browser.post(formUrl(uuid), [['step', 'question'], ['index', '2'], ['nav', 'next']])
    expect(noAnswer.statusCode).toBe(400)
    expect(textOf(noAnswer.body)).toContain('Escolha a alternativa que mais combina com Joana Prado para continuar.')

    // Too many "Não sei dizer": the shared scoring's message at "Continuar".
    for (let i = 0; i <= LAST; i += 1) {
      await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(i)], ['answer', DISC_UNKNOWN_ANSWER]])
    }
    const tooMany = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
    expect(tooMany.statusCode).toBe(400)
    expect(await count(ctx.database.db, 'disc_assessments where subject_user_id is not null')).toBe(0)

    await answerAll(browser, uuid)
    const toDetails = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
    expect(toDetails.statusCode).toBe(303)
    // Step 1 is stored; its secret stays in the server's progress, never in the page.
    const [stored] = await ctx.database.db.select().from(formProgress)
    const secret = (stored?.data as { secret?: string }).secret
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const details = await browser.get(page)
    expect(textOf(details.body)).toContain('Quase lá! Conte um pouco mais')
    expect(details.body).not.toContain(secret!)

    // Missing relationship, then an oversized word: the app's messages, 400, what was typed kept.
    const noRelation = await browser.post(formUrl(uuid), [['step', 'details'], ['strengths', 'Paciente'], ['nav', 'send']])
    expect(noRelation.statusCode).toBe(400)
    expect(textOf(noRelation.body)).toContain(FEEDBACK_MESSAGES.relationshipRequired)
    expect(noRelation.body).toContain('value="Paciente"')
    const long = await browser.post(formUrl(uuid), [
      ['step', 'details'],
      ['relationshipType', 'colleague'],
      ['strengths', 'x'.repeat(4 * FEEDBACK_TEXT_MAX_LENGTH + 50)],
      ['nav', 'send'],
    ])
    expect(long.statusCode).toBe(400)
    expect(textOf(long.body)).toContain(FEEDBACK_MESSAGES.textTooLong)
    const none = await browser.post(formUrl(uuid), [['step', 'details'], ['relationshipType', 'colleague'], ['strengths', '  '], ['nav', 'send']])
    expect(none.statusCode).toBe(400)
    expect(textOf(none.body)).toContain(FEEDBACK_MESSAGES.strengthRequired)

    // "Revisar respostas" and "Continuar" again: the same answers keep their secret (no second step 1).
    expect((await browser.post(formUrl(uuid), [['step', 'details'], ['relationshipType', 'colleague'], ['nav', 'back']])).statusCode).toBe(303)
    expect(textOf((await browser.get(page)).body)).toContain('Pergunta 24 de 24')
    expect((await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])).statusCode).toBe(303)
    expect(await count(ctx.database.db, 'disc_assessments where subject_user_id is not null')).toBe(1)
    const reviewed = await browser.get(page)
    expect(reviewed.body).toMatch(/value="colleague"[^>]*checked=""|checked=""[^>]*value="colleague"/)

    const sent = await browser.post(formUrl(uuid), [
      ['step', 'details'],
      ['relationshipType', 'colleague'],
      ['strengths', 'Paciente'],
      ['strengths', 'Organizada'],
      ['improvements', 'Delegar mais'],
      ['nav', 'send'],
    ])
    expect(sent.statusCode).toBe(303)
    expect(await count(ctx.database.db, 'feedback')).toBe(1)
    const oceanPage = await browser.get(page)
    expect(textOf(oceanPage.body)).toContain('Afirmação 1 de 10')
    // The words left the progress with the feedback.
    const [afterSend] = await ctx.database.db.select().from(formProgress)
    expect(JSON.stringify(afterSend?.data)).not.toContain('Paciente')

    // The ten statements: one tap each, back works, a missing one is named, then sent.
    for (let i = 0; i < 9; i += 1) {
      expect((await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', String(i)], ['answer', String(1 + (i % 5))]])).statusCode).toBe(303)
    }
    const early = await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', '9'], ['nav', 'send']])
    expect(early.statusCode).toBe(400)
    expect(textOf(early.body)).toContain('Afirmação 10 de 10')
    expect((await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', '9'], ['nav', 'back']])).statusCode).toBe(303)
    expect(textOf((await browser.get(page)).body)).toContain('Afirmação 9 de 10')
    expect((await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', '9'], ['answer', '3']])).statusCode).toBe(303)
    const done = await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', '9'], ['nav', 'send']])
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe('/thank-you')
    expect(await count(ctx.database.db, 'ocean_others_ratings')).toBe(1)
    expect(await count(ctx.database.db, 'form_progress')).toBe(0)
    // A fresh start afterwards: the landing and question 1 again, and this browser already answered.
    const afresh = textOf((await browser.get(page)).body)
    expect(afresh).toContain('É anônimo.')
    expect(afresh).toContain('Pergunta 1 de 24')
    await answerAll(browser, uuid)
    const twice = await browser.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
    expect(twice.statusCode).toBe(409)
    expect(textOf(twice.body)).toContain(FEEDBACK_MESSAGES.alreadyAnsweredHere)
  })

  it('answers every malformed post with the page and a 4xx, never a 500', async () => {
    const owner = await registerUser(ctx.app, { username: 'Rita Lobo' })
    const uuid = owner.user.userId as string
    const browser = new Browser(ctx.app, '198.51.100.8')
    const cases: [string, [string, string][]][] = [
      ['no step', [['answer', optionOf(0)]]],
      ['unknown step', [['step', 'payment'], ['index', '0'], ['answer', optionOf(0)]]],
      ['two steps', [['step', 'question'], ['step', 'details'], ['index', '0'], ['answer', optionOf(0)]]],
      ['answer as a list', [['step', 'question'], ['index', '0'], ['answer', optionOf(0)], ['answer', optionOf(0, 1)]]],
      ['unknown answer', [['step', 'question'], ['index', '0'], ['answer', 'Z9']]],
      ['another question’s answer', [['step', 'question'], ['index', '0'], ['answer', optionOf(5)]]],
      ['index out of range', [['step', 'question'], ['index', '24'], ['answer', optionOf(0)]]],
      ['negative index', [['step', 'question'], ['index', '-1'], ['answer', optionOf(0)]]],
      ['huge index', [['step', 'question'], ['index', '9'.repeat(400)], ['answer', optionOf(0)]]],
      ['unknown nav', [['step', 'question'], ['index', '0'], ['nav', 'jump']]],
      ['answer and nav', [['step', 'question'], ['index', '0'], ['nav', 'next'], ['answer', optionOf(0)]]],
      ['huge answer', [['step', 'question'], ['index', '0'], ['answer', 'A'.repeat(10_000)]]],
    ]
    for (const [label, fields] of cases) {
      const response = await browser.post(formUrl(uuid), fields)
      expect(response.statusCode, label).toBe(400)
      expect(textOf(response.body), label).toContain(GIVER_FORM_MESSAGES.badForm)
    }
    // Past the body limit: refused before the handler, still a 4xx.
    const huge = await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['answer', 'A'.repeat(2_000_000)]])
    expect(huge.statusCode).toBe(413)
    // A JSON body of odd types is refused the same way.
    const json = await api(ctx.app, 'POST', formUrl(uuid), { body: { step: 'question', index: 0, answer: ['A'] } })
    expect(json.statusCode).toBe(400)

    // Unknown, malformed and upper-case links: 404 and the app's "invalid link" words.
    for (const url of [formUrl(UNKNOWN_UUID), formUrl('not-a-uuid'), formUrl(uuid.toUpperCase())]) {
      const response = await browser.post(url, [['step', 'question'], ['index', '0'], ['answer', optionOf(0)]])
      expect(response.statusCode, url).toBe(404)
      expect(textOf(response.body), url).toContain(FEEDBACK_MESSAGES.invalidLink)
    }
    const gone = await browser.get(`/feedback/user/${UNKNOWN_UUID}`)
    expect(textOf(gone.body)).toContain(FEEDBACK_MESSAGES.invalidLink)

    // From another site: the CSRF rule, 403.
    const crossSite = await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['answer', optionOf(0)]], {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.statusCode).toBe(403)

    // Details and Big Five posts before step 1 change nothing.
    expect((await browser.post(formUrl(uuid), [['step', 'details'], ['relationshipType', 'friend'], ['strengths', 'X'], ['nav', 'send']])).statusCode).toBe(303)
    expect((await browser.post(formUrl(uuid), [['step', 'ocean'], ['index', '0'], ['nav', 'send']])).statusCode).toBe(303)
    expect(await count(ctx.database.db, `feedback where subject_user_id = ${Number(owner.user.id)}`)).toBe(0)
  })

  it('ignores a secret sent in the body: only the server’s progress names the answers', async () => {
    const owner = await registerUser(ctx.app, { username: 'Célia Nunes' })
    const uuid = owner.user.userId as string
    // Another giver's real secret, through the JSON route.
    const other = await postAssessment(ctx.app, uuid, ['D'])
    expect(other.statusCode).toBe(400) // the proof of work is on: the JSON route asks for it
    const intruder = new Browser(ctx.app, '198.51.100.9')
    await answerAll(intruder, uuid)
    const forged = await intruder.post(formUrl(uuid), [
      ['step', 'details'],
      ['assessmentId', 'A'.repeat(32)],
      ['secret', 'A'.repeat(32)],
      ['relationshipType', 'friend'],
      ['strengths', 'Forjado'],
      ['nav', 'send'],
    ])
    // Still at the questions: nothing sent, nothing stored.
    expect(forged.statusCode).toBe(303)
    expect(await count(ctx.database.db, `feedback where subject_user_id = ${Number(owner.user.id)}`)).toBe(0)
    expect(textOf((await intruder.get(`/feedback/user/${uuid}`)).body)).toContain('Pergunta 24 de 24')
  })

  it('refuses the owner, signed in or not, on their own link', async () => {
    const owner = await registerUser(ctx.app, { username: 'Lia Melo' })
    const uuid = owner.user.userId as string
    const browser = new Browser(ctx.app, '198.51.100.11')
    browser.take(owner.cookie)
    const signedIn = await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['answer', optionOf(0)]])
    expect(signedIn.statusCode).toBe(403)
    // Signed in, the page is the owner's invite.
    expect(textOf(signedIn.body)).toContain('Convide quem te conhece, Lia Melo')
    // Signed out in the same browser: the guard's marker still refuses, with the app's words.
    for (const name of owner.cookie.split('; ').map((pair) => pair.split('=')[0]!)) browser.drop(name)
    const signedOut = await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['answer', optionOf(0)]])
    expect(signedOut.statusCode).toBe(403)
    expect(textOf(signedOut.body)).toContain(FEEDBACK_MESSAGES.selfFeedback)
    expect(await count(ctx.database.db, `form_progress where flow = 'giver:${uuid}'`)).toBe(0)
  })
})

suite('giver forms: unproven givers', { ...PRODUCTION_LIKE, feedbackUnprovenPerLink: 4 }, (ctx) => {
  it('keeps a network to its everyday quota and a link to its unproven quota', async () => {
    const owner = await registerUser(ctx.app, { username: 'Bia Costa' })
    const uuid = owner.user.userId as string
    // Three givers from one address: the everyday quota of a network.
    for (let i = 0; i < 3; i += 1) {
      const done = await giveWithoutJs(new Browser(ctx.app, '192.0.2.50'), uuid)
      expect(done.headers.location).toBe('/thank-you')
    }
    // The fourth would need the harder proof, which a giver without JavaScript cannot solve: 429.
    const fourth = new Browser(ctx.app, '192.0.2.50')
    await answerAll(fourth, uuid)
    const refused = await fourth.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
    expect(textOf(refused.body)).toContain('Esta pessoa já recebeu 3 respostas vindas da sua rede nas últimas 24 horas.')
    // The answers are kept for later.
    expect(textOf((await fourth.get(`/feedback/user/${uuid}`)).body)).toContain('Pergunta 24 de 24')

    // Another network: the link's fourth unproven giver passes, its fifth does not.
    expect((await giveWithoutJs(new Browser(ctx.app, '198.18.7.1'), uuid)).headers.location).toBe('/thank-you')
    const fifth = new Browser(ctx.app, '198.18.9.1')
    await answerAll(fifth, uuid)
    const over = await fifth.post(formUrl(uuid), [['step', 'question'], ['index', String(LAST)], ['nav', 'next']])
    expect(over.statusCode).toBe(429)
    expect(textOf(over.body)).toContain(FEEDBACK_MESSAGES.unprovenQuota(retryIn(24 * 60 * 60 * 1000)).split(' Tente')[0]!.split(' agora')[0]!)
    expect(await count(ctx.database.db, 'feedback')).toBe(4)
    // The next giver without JavaScript learns it on the landing, before answering, with the way through (issue 46).
    const landing = textOf((await new Browser(ctx.app, '198.51.100.7').get(`/feedback/user/${uuid}`)).body)
    expect(landing).toContain('Esta pessoa já recebeu muitas respostas enviadas sem JavaScript nas últimas 24 horas. Ative o JavaScript do navegador para responder agora')
  })
})

suite('giver forms: the landing tells a giver without JavaScript about the quota (issue 46)', { ...PRODUCTION_LIKE, feedbackUnprovenPerLink: 20 }, (ctx) => {
  const landingText = async (address: string, uuid: string) => textOf((await new Browser(ctx.app, address).get(`/feedback/user/${uuid}`)).body)

  it('before any answer: the network’s used quota, and that JavaScript lets them through while other networks are ahead', async () => {
    const owner = await registerUser(ctx.app, { username: 'Rui Prado' })
    const uuid = owner.user.userId as string
    expect(await landingText('192.0.2.60', uuid)).not.toContain('Esta pessoa já recebeu')
    for (let i = 0; i < 3; i += 1) await giveWithoutJs(new Browser(ctx.app, '192.0.2.60'), uuid)
    // Nobody else answered yet: the network waits, with or without JavaScript.
    const alone = await landingText('192.0.2.60', uuid)
    expect(alone).toContain(FEEDBACK_MESSAGES.networkQuota(3, retryIn(24 * 60 * 60 * 1000)))
    expect(alone).not.toContain('Ative o JavaScript')
    // Another network's giver is not concerned.
    expect(await landingText('198.18.1.1', uuid)).not.toContain('Esta pessoa já recebeu')
    // Five everyday answers from elsewhere: with JavaScript the fourth colleague may go on (decision 0031), and is told so.
    for (let i = 1; i <= 5; i += 1) await giveWithoutJs(new Browser(ctx.app, `198.18.${i}.1`), uuid)
    const ahead = await landingText('192.0.2.60', uuid)
    expect(ahead).toContain(FEEDBACK_MESSAGES.networkQuotaWithoutScript(3, retryIn(24 * 60 * 60 * 1000)))
    // A giver who already answered some questions sees them, not the landing.
    const started = new Browser(ctx.app, '192.0.2.61')
    expect((await started.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['seed', '1'], ['answer', optionOf(0)]])).statusCode).toBe(303)
    expect(textOf((await started.get(`/feedback/user/${uuid}`)).body)).toContain('Pergunta 2 de 24')
  })
})

suite('giver forms: release in groups and the JSON path', { feedbackProofOfWork: { enabled: false, difficulty: 1000 } }, (ctx) => {
  it('releases no-JS givers to the owner in a group of three, never one or two', async () => {
    const owner = await registerUser(ctx.app, { username: 'Nina Reis' })
    const uuid = owner.user.userId as string
    const stats = async () => (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: owner.cookie })).json()
    await giveWithoutJs(new Browser(ctx.app, '203.0.113.61'), uuid, { ocean: true })
    expect(await stats()).toMatchObject({ feedbackCount: 0, waitingCount: 1 })
    await giveWithoutJs(new Browser(ctx.app, '203.0.113.62'), uuid, { ocean: true, pick: 1 })
    expect(await stats()).toMatchObject({ feedbackCount: 0, waitingCount: 2 })
    await giveWithoutJs(new Browser(ctx.app, '203.0.113.63'), uuid, { ocean: true, pick: 2 })
    expect(await stats()).toMatchObject({ feedbackCount: 3, waitingCount: 0 })
    const ocean = (await api(ctx.app, 'GET', '/api/ocean-assessment/others', { cookie: owner.cookie })).json()
    expect(ocean.count).toBe(3)
  })

  it('forgets the server’s progress when the app sends step 1 or takes the questions over', async () => {
    const owner = await registerUser(ctx.app, { username: 'Tina Luz' })
    const uuid = owner.user.userId as string
    const browser = new Browser(ctx.app, '203.0.113.70')
    await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['seed', '1'], ['answer', optionOf(0)]])
    expect(await count(ctx.database.db, 'form_progress')).toBe(1)
    const handover = await browser.post(formUrl(uuid), [['step', 'handover']])
    expect(handover.statusCode).toBe(204)
    expect(await count(ctx.database.db, 'form_progress')).toBe(0)

    await browser.post(formUrl(uuid), [['step', 'question'], ['index', '0'], ['seed', '1'], ['answer', optionOf(0)]])
    expect(await count(ctx.database.db, 'form_progress')).toBe(1)
    const sent = await postAssessment(ctx.app, uuid, ['S'], browser.cookie)
    expect(sent.statusCode).toBe(201)
    expect(await count(ctx.database.db, 'form_progress')).toBe(0)
  })
})

import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { DISC_SCORING_ERRORS } from '#shared/disc/scoring'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import { ANON_COOKIE, ASSESSMENT_MESSAGES } from '#shared/schemas/assessment'
import type { Db } from '#server/db/client'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, cookieFrom, describeWithApp, registerUser, uniqueEmail } from '#test/app'

/** One answer per question: the option of the type given for that question (in bank order). */
function answersOf(types: DiscType[]): Record<string, string> {
  return Object.fromEntries(
    DISC_SELF_QUESTIONS.map((question, index) => {
      const type = types[index] ?? types[types.length - 1]
      const option = question.options.find((o) => o.type === type)
      return [question.id, option?.id as string]
    }),
  )
}

const ALL_D = answersOf(Array<DiscType>(10).fill('D'))
const ALL_S = answersOf(Array<DiscType>(10).fill('S'))
// 4 D, 3 I, 2 S, 1 C → 40, 30, 20, 10
const MIXED = answersOf(['D', 'D', 'D', 'D', 'I', 'I', 'I', 'S', 'S', 'C'])
const body = (answers: unknown, extra: Record<string, unknown> = {}) => ({
  dominance: 0,
  influence: 0,
  steadiness: 0,
  compliance: 0,
  answers,
  isSelf: true,
  ...extra,
})

async function rows(db: Db, query: ReturnType<typeof sql>) {
  const result = await db.execute(query)
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}

async function countFor(db: Db, where: ReturnType<typeof sql>) {
  const [row] = await rows(db, sql`select count(*)::int as n from disc_assessments where ${where}`)
  return Number(row?.n)
}

function anonCookieOf(response: LightMyRequestResponse) {
  return response.cookies.find((c) => c.name === ANON_COOKIE)
}

async function postAnonymous(app: FastifyInstance, answers: unknown, cookie?: string) {
  return api(app, 'POST', '/api/assessment', { body: body(answers), cookie })
}

describeWithApp(
  'assessment routes',
  (ctx) => {
    describe('POST /api/assessment, signed in', () => {
      it('scores the answers on the server and saves them for the user', async () => {
        const { cookie, user } = await registerUser(ctx.app)
        const response = await api(ctx.app, 'POST', '/api/assessment', { body: body(MIXED), cookie })
        expect(response.statusCode).toBe(201)
        const saved = response.json()
        expect(saved).toMatchObject({
          dominance: 40,
          influence: 30,
          steadiness: 20,
          compliance: 10,
          answers: MIXED,
          isSelf: true,
          sessionId: null,
        })
        expect(saved.id).toBeGreaterThan(0)
        expect(Number.isNaN(Date.parse(saved.createdAt))).toBe(false)
        expect(await countFor(ctx.database.db, sql`user_id = ${user.id as number} and is_self`)).toBe(1)
        // No anonymous cookie for a signed-in user.
        expect(anonCookieOf(response)).toBeUndefined()
      })

      it('ignores forged scores sent by the client', async () => {
        const { cookie } = await registerUser(ctx.app)
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: body(ALL_S, { dominance: 100, influence: 100, steadiness: 0, compliance: 999 }),
          cookie,
        })
        expect(response.statusCode).toBe(201)
        expect(response.json()).toMatchObject({ dominance: 0, influence: 0, steadiness: 100, compliance: 0 })
        const latest = (await api(ctx.app, 'GET', '/api/assessment', { cookie })).json()
        expect(latest.assessment).toMatchObject({ dominance: 0, steadiness: 100, compliance: 0 })
      })

      it('rounds each share to a whole percentage', async () => {
        const { cookie } = await registerUser(ctx.app)
        // 3 D, 3 I, 3 S, 1 C → 30/30/30/10; the share is of answered questions (10).
        const answers = answersOf(['D', 'D', 'D', 'I', 'I', 'I', 'S', 'S', 'S', 'C'])
        const response = await api(ctx.app, 'POST', '/api/assessment', { body: body(answers), cookie })
        expect(response.json()).toMatchObject({ dominance: 30, influence: 30, steadiness: 30, compliance: 10 })
      })

      it('lets a retake create a new assessment; the latest counts, also for strongestType', async () => {
        const { cookie, user } = await registerUser(ctx.app)
        await api(ctx.app, 'POST', '/api/assessment', { body: body(ALL_D), cookie })
        let me = (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
        expect(me.strongestType).toBe('D')

        const retake = await api(ctx.app, 'POST', '/api/assessment', { body: body(ALL_S), cookie })
        expect(retake.statusCode).toBe(201)
        const latest = (await api(ctx.app, 'GET', '/api/assessment', { cookie })).json()
        expect(latest.assessment).toMatchObject({ id: retake.json().id, steadiness: 100, dominance: 0 })
        expect(await countFor(ctx.database.db, sql`user_id = ${user.id as number}`)).toBe(2)
        me = (await api(ctx.app, 'GET', '/api/auth/me', { cookie })).json()
        expect(me.strongestType).toBe('S')
      })
    })

    describe('POST /api/assessment, bad input', () => {
      const before = () => countFor(ctx.database.db, sql`true`)

      it.each([
        ['a question id not in the bank', { ...ALL_D, q11: 'q1-a' }, DISC_SCORING_ERRORS.unknownQuestion],
        ['a question of the others bank', { ...ALL_D, o1: 'o1-a' }, DISC_SCORING_ERRORS.unknownQuestion],
        ['an option of another question', { ...ALL_D, q1: 'q2-a' }, DISC_SCORING_ERRORS.foreignOption('q1')],
        ['an option id that does not exist', { ...ALL_D, q3: 'q3-z' }, DISC_SCORING_ERRORS.foreignOption('q3')],
        ['SQL in an option id', { ...ALL_D, q2: "q2-a' or 1=1--" }, DISC_SCORING_ERRORS.foreignOption('q2')],
        ['HTML in a question id', { ...ALL_D, '<b>x</b>': 'q1-a' }, DISC_SCORING_ERRORS.unknownQuestion],
        ['three unanswered questions', Object.fromEntries(Object.entries(ALL_D).slice(0, 7)), DISC_SCORING_ERRORS.missing(3)],
        ['one unanswered question', Object.fromEntries(Object.entries(ALL_D).slice(1)), DISC_SCORING_ERRORS.missing(1)],
        ['no answers at all', {}, DISC_SCORING_ERRORS.missing(10)],
      ])('refuses %s with a Portuguese 400 and stores nothing', async (_name, answers, message) => {
        const count = await before()
        const response = await postAnonymous(ctx.app, answers)
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toBe(message)
        expect(anonCookieOf(response)).toBeUndefined()
        expect(await before()).toBe(count)
      })

      it.each([
        ['answers as a list', body(['q1-a', 'q2-a'])],
        ['answers as text', body('q1-a')],
        ['answers missing', { dominance: 10, isSelf: true }],
        ['an answer that is a number', body({ ...ALL_D, q1: 1 })],
        ['an answer that is null', body({ ...ALL_D, q1: null })],
        ['a score that is text', body(ALL_D, { dominance: '100' })],
        ['isSelf false (others use the feedback link)', body(ALL_D, { isSelf: false })],
        ['a body that is a list', [ALL_D]],
      ])('refuses %s with a Portuguese 400', async (_name, payload) => {
        const count = await before()
        const response = await api(ctx.app, 'POST', '/api/assessment', { body: payload })
        expect(response.statusCode).toBe(400)
        const { error } = response.json()
        expect(typeof error).toBe('string')
        expect(error).not.toMatch(/expected|invalid input|received/i)
        expect(await before()).toBe(count)
      })

      it('explains that only self answers are accepted here', async () => {
        const response = await api(ctx.app, 'POST', '/api/assessment', { body: body(ALL_D, { isSelf: false }) })
        expect(response.json().error).toBe(ASSESSMENT_MESSAGES.selfOnly)
      })

      it('counts a duplicated question key once (the JSON parser keeps the last value)', async () => {
        const entries = Object.entries(ALL_D).map(([q, o]) => `"${q}":"${o}"`)
        const sOption = DISC_SELF_QUESTIONS[0]?.options.find((o) => o.type === 'S')?.id
        const raw = `{"answers":{${entries.join(',')},"q1":"${sOption}"},"isSelf":true}`
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: raw,
          headers: { 'content-type': 'application/json' },
        })
        expect(response.statusCode).toBe(201)
        expect(response.json()).toMatchObject({ dominance: 90, steadiness: 10, influence: 0, compliance: 0 })
        expect(Object.keys(response.json().answers)).toHaveLength(10)
      })

      it('refuses a __proto__ key instead of polluting objects', async () => {
        const entries = Object.entries(ALL_D).map(([q, o]) => `"${q}":"${o}"`)
        const raw = `{"answers":{${entries.join(',')},"__proto__":{"q11":"x"}},"isSelf":true}`
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: raw,
          headers: { 'content-type': 'application/json' },
        })
        expect(response.statusCode).toBe(400)
        expect(typeof response.json().error).toBe('string')
      })

      it('refuses a 1 MB body with 413 and a Portuguese message', async () => {
        const count = await before()
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: body(ALL_D, { padding: 'x'.repeat(1024 * 1024) }),
        })
        expect(response.statusCode).toBe(413)
        expect(response.json().error).toBe(ERROR_MESSAGES.tooLarge)
        expect(await before()).toBe(count)
      })

      it('refuses invalid JSON and non-JSON bodies in Portuguese', async () => {
        const invalid = await api(ctx.app, 'POST', '/api/assessment', {
          body: '{"answers": {',
          headers: { 'content-type': 'application/json' },
        })
        expect(invalid.statusCode).toBe(400)
        expect(invalid.json().error).toBe(ERROR_MESSAGES.invalidJson)
        const form = await api(ctx.app, 'POST', '/api/assessment', {
          body: 'answers=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
        // Only the routes made for plain HTML forms take a form body (issue 32); here it is refused.
        expect(form.statusCode).toBe(415)
        expect(form.json().error).toBe(ERROR_MESSAGES.mediaType)
      })

      it('refuses a cross-site submission', async () => {
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: body(ALL_D),
          headers: { origin: 'https://malicioso.example', 'sec-fetch-site': 'cross-site' },
        })
        expect(response.statusCode).toBe(403)
        expect(response.json().error).toBe(CSRF_MESSAGE)
      })
    })

    describe('anonymous visitors', () => {
      it('keeps a temporary result tied to an HttpOnly anonymous cookie', async () => {
        const response = await postAnonymous(ctx.app, MIXED)
        expect(response.statusCode).toBe(201)
        const saved = response.json()
        const cookie = anonCookieOf(response)
        expect(cookie).toBeDefined()
        expect(cookie?.httpOnly).toBe(true)
        expect(cookie?.sameSite).toBe('Lax')
        expect(cookie?.path).toBe('/')
        expect(cookie?.value.length).toBeLessThanOrEqual(64)
        expect(cookie?.value.length).toBeGreaterThanOrEqual(32)
        expect(saved).toMatchObject({ id: 0, dominance: 40, influence: 30, steadiness: 20, compliance: 10, isSelf: true })
        expect(saved.sessionId).toBe(cookie?.value)

        const temp = await api(ctx.app, 'GET', '/api/assessment/temp', { cookie: cookieFrom(response) })
        expect(temp.statusCode).toBe(200)
        expect(temp.json()).toMatchObject({ id: 0, dominance: 40, influence: 30, steadiness: 20, compliance: 10, answers: MIXED })
        expect(temp.headers['cache-control']).toBe('no-store')
      })

      it('answers 404 for the temporary result when there is none or the cookie is not ours', async () => {
        for (const cookie of [undefined, `${ANON_COOKIE}=${'a'.repeat(43)}`, `${ANON_COOKIE}=' or 1=1 --`]) {
          const temp = await api(ctx.app, 'GET', '/api/assessment/temp', { cookie })
          expect(temp.statusCode).toBe(404)
          expect(temp.json().error).toBe(ASSESSMENT_MESSAGES.tempNotFound)
        }
      })

      it('keeps one temporary result per visitor: a retake replaces it', async () => {
        const first = await postAnonymous(ctx.app, ALL_D)
        const cookie = cookieFrom(first)
        const anonId = anonCookieOf(first)?.value as string
        const second = await postAnonymous(ctx.app, ALL_S, cookie)
        expect(second.statusCode).toBe(201)
        expect(anonCookieOf(second)?.value).toBe(anonId)
        expect(second.json().sessionId).toBe(anonId)
        expect(await countFor(ctx.database.db, sql`anon_id = ${anonId}`)).toBe(1)
        const temp = await api(ctx.app, 'GET', '/api/assessment/temp', { cookie })
        expect(temp.json()).toMatchObject({ steadiness: 100, dominance: 0 })
      })

      it('replaces a malformed anonymous cookie with a fresh random one', async () => {
        const response = await postAnonymous(ctx.app, ALL_D, `${ANON_COOKIE}=<script>`)
        const value = anonCookieOf(response)?.value
        expect(value).toMatch(/^[A-Za-z0-9_-]{32,64}$/)
      })

      it('answers 401 to GET /api/assessment when logged out', async () => {
        const response = await api(ctx.app, 'GET', '/api/assessment')
        expect(response.statusCode).toBe(401)
        expect(typeof response.json().error).toBe('string')
      })

      it('answers { assessment: null } to a signed-in user without a result', async () => {
        const { cookie } = await registerUser(ctx.app)
        const response = await api(ctx.app, 'GET', '/api/assessment', { cookie })
        expect(response.statusCode).toBe(200)
        expect(response.json()).toEqual({ assessment: null })
      })
    })

    describe('claiming the temporary result on sign-in', () => {
      it('moves it to the account at registration, once, and forgets the cookie', async () => {
        const taken = await postAnonymous(ctx.app, MIXED)
        const anonCookie = cookieFrom(taken)
        const anonId = anonCookieOf(taken)?.value as string

        const email = uniqueEmail()
        const register = await api(ctx.app, 'POST', '/api/auth/register', {
          body: { username: 'Clara', email, password: 'segredo1', confirmPassword: 'segredo1' },
          cookie: anonCookie,
        })
        expect(register.statusCode).toBe(201)
        expect(register.json().strongestType).toBe('D')
        const cleared = anonCookieOf(register)
        expect(cleared?.value).toBe('')

        const session = cookieFrom(register)
        expect(session).not.toContain(ANON_COOKIE)
        const latest = (await api(ctx.app, 'GET', '/api/assessment', { cookie: session })).json()
        expect(latest.assessment).toMatchObject({ dominance: 40, influence: 30, steadiness: 20, compliance: 10, answers: MIXED })
        expect(latest.assessment.id).toBeGreaterThan(0)
        expect(latest.assessment.sessionId).toBeNull()
        const me = (await api(ctx.app, 'GET', '/api/auth/me', { cookie: session })).json()
        expect(me.strongestType).toBe('D')

        // The temporary result is gone: it now belongs to the account.
        expect((await api(ctx.app, 'GET', '/api/assessment/temp', { cookie: anonCookie })).statusCode).toBe(404)
        expect(await countFor(ctx.database.db, sql`anon_id = ${anonId}`)).toBe(0)
        expect(await countFor(ctx.database.db, sql`user_id = ${me.id as number}`)).toBe(1)

        // Signing in again with the old cookie claims nothing new.
        const login = await api(ctx.app, 'POST', '/api/auth/login', {
          body: { email, password: 'segredo1' },
          cookie: anonCookie,
        })
        expect(login.statusCode).toBe(200)
        expect(await countFor(ctx.database.db, sql`user_id = ${me.id as number}`)).toBe(1)
      })

      it('moves it to the account at login, and a retake afterwards wins', async () => {
        const account = await registerUser(ctx.app)
        await api(ctx.app, 'POST', '/api/assessment', { body: body(ALL_D), cookie: account.cookie })

        const taken = await postAnonymous(ctx.app, ALL_S)
        const login = await api(ctx.app, 'POST', '/api/auth/login', {
          body: { email: account.email, password: account.password },
          cookie: cookieFrom(taken),
        })
        expect(login.statusCode).toBe(200)
        expect(login.json().strongestType).toBe('S')
        const session = cookieFrom(login)
        const latest = (await api(ctx.app, 'GET', '/api/assessment', { cookie: session })).json()
        expect(latest.assessment).toMatchObject({ steadiness: 100 })
        expect(await countFor(ctx.database.db, sql`user_id = ${account.user.id as number}`)).toBe(2)

        // A second login (no anonymous cookie any more) adds nothing.
        const again = await api(ctx.app, 'POST', '/api/auth/login', {
          body: { email: account.email, password: account.password },
        })
        expect(again.statusCode).toBe(200)
        expect(await countFor(ctx.database.db, sql`user_id = ${account.user.id as number}`)).toBe(2)

        const retake = await api(ctx.app, 'POST', '/api/assessment', { body: body(MIXED), cookie: cookieFrom(again) })
        const after = (await api(ctx.app, 'GET', '/api/assessment', { cookie: cookieFrom(again) })).json()
        expect(after.assessment.id).toBe(retake.json().id)
      })

      it("cannot claim another visitor's result with a forged cookie of a different value", async () => {
        const victim = await postAnonymous(ctx.app, ALL_D)
        const victimCookie = cookieFrom(victim)
        const victimId = anonCookieOf(victim)?.value as string
        // Same shape, one character different.
        const forged = `${victimId.slice(0, -1)}${victimId.endsWith('A') ? 'B' : 'A'}`

        const attacker = await api(ctx.app, 'POST', '/api/auth/register', {
          body: { username: 'Intrusa', email: uniqueEmail(), password: 'segredo1', confirmPassword: 'segredo1' },
          cookie: `${ANON_COOKIE}=${forged}`,
        })
        expect(attacker.statusCode).toBe(201)
        expect(attacker.json().strongestType).toBeNull()
        const attackerView = (await api(ctx.app, 'GET', '/api/assessment', { cookie: cookieFrom(attacker) })).json()
        expect(attackerView).toEqual({ assessment: null })

        // The victim's result is untouched and still theirs to claim.
        const temp = await api(ctx.app, 'GET', '/api/assessment/temp', { cookie: victimCookie })
        expect(temp.statusCode).toBe(200)
        const owner = await api(ctx.app, 'POST', '/api/auth/register', {
          body: { username: 'Dona', email: uniqueEmail(), password: 'segredo1', confirmPassword: 'segredo1' },
          cookie: victimCookie,
        })
        expect(owner.json().strongestType).toBe('D')
      })

      it('saves a signed-in submission to the account even with an old anonymous cookie', async () => {
        const { cookie, user } = await registerUser(ctx.app)
        const anon = await postAnonymous(ctx.app, ALL_S)
        const response = await api(ctx.app, 'POST', '/api/assessment', {
          body: body(ALL_D),
          cookie: `${cookie}; ${cookieFrom(anon)}`,
        })
        expect(response.json()).toMatchObject({ dominance: 100, sessionId: null })
        expect(await countFor(ctx.database.db, sql`user_id = ${user.id as number}`)).toBe(1)
      })
    })
  },
  { assessmentRateLimit: 1000 },
)

describeWithApp(
  'assessment rate limit',
  (ctx) => {
    it('limits anonymous submissions per address with a Portuguese 429', async () => {
      const first = await postAnonymous(ctx.app, ALL_D)
      const second = await postAnonymous(ctx.app, ALL_D)
      expect([first.statusCode, second.statusCode]).toEqual([201, 201])
      const third = await postAnonymous(ctx.app, ALL_D)
      expect(third.statusCode).toBe(429)
      expect(third.json().error).toBe(ERROR_MESSAGES.tooManyRequests)

      // A signed-in person has their own budget.
      const { cookie } = await registerUser(ctx.app)
      const signedIn = await api(ctx.app, 'POST', '/api/assessment', { body: body(ALL_D), cookie })
      expect(signedIn.statusCode).toBe(201)
    })
  },
  { assessmentRateLimit: 2 },
)

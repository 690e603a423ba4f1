import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UsernameSchema } from '#shared/schemas/auth'
import { FEEDBACK_MESSAGES, FeedbackDetailsSchema } from '#shared/schemas/feedback'
import { TEXT_MESSAGES } from '#shared/schemas/text'
import { buildApp } from '#server/app'
import { loadConfig, parseTrustProxy } from '#server/config'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { redactDeep } from '#server/plugins/log-redaction'
import { api, collectLines, describeWithApp, openTestDatabase, registerUser, TEST_ORIGIN, testConfig, testDatabaseKinds, uniqueEmail } from '#test/app'
import { othersAnswers } from '#test/feedback'
import { SURVEY_ANSWERS } from '#test/fixtures'
import type { Database } from '#server/db/client'

const NUL = 'a\u0000b'
const LONE = 'a\uD800b'
const CONTROL = 'a\u0007b'

describeWithApp('hostile text', (ctx) => {
  const expectRefused = (response: { statusCode: number; json: () => { error: string } }) => {
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toBe(TEXT_MESSAGES.invalidCharacters)
  }

  it('refuses NUL, control characters and lone surrogates in register and login fields', async () => {
    for (const bad of [NUL, LONE, CONTROL]) {
      const base = { username: 'Maria Silva', email: uniqueEmail(), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' }
      for (const field of ['username', 'email', 'password', 'confirmPassword'] as const) {
        expectRefused(await api(ctx.app, 'POST', '/api/auth/register', { body: { ...base, [field]: `${base[field]}${bad}` } }))
      }
      // Login answers every malformed attempt like a wrong password (it never says which part was wrong).
      for (const body of [{ email: `x${bad}@exemplo.com`, password: 'senha-segura-123' }, { email: 'x@exemplo.com', password: `senha${bad}` }]) {
        const login = await api(ctx.app, 'POST', '/api/auth/login', { body })
        expect([400, 401]).toContain(login.statusCode)
      }
    }
  })

  it('refuses them in every feedback, survey, assessment and account text field', async () => {
    const person = await registerUser(ctx.app)
    const uuid = person.user.userId as string
    for (const bad of [NUL, LONE, CONTROL]) {
      // A well-formed giver secret (issue 30), so the text fields are what the schema refuses.
      const feedback = { assessmentId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', relationshipType: 'friend', strengths: ['Gentil'], improvements: [] as string[] }
      expectRefused(await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, { body: { ...feedback, strengths: [`Gentil${bad}`] } }))
      expectRefused(await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, { body: { ...feedback, improvements: [`Ouvir${bad}`] } }))
      const answers = othersAnswers(['I'])
      const [question = '', option = ''] = Object.entries(answers)[0] ?? []
      expectRefused(await api(ctx.app, 'POST', `/api/feedback/user/${uuid}/assessment`, { body: { answers: { ...answers, [question]: `${option}${bad}` } } }))
      // A bad key is refused with zod's Portuguese "invalid key" message.
      expect((await api(ctx.app, 'POST', `/api/feedback/user/${uuid}/assessment`, { body: { answers: { [`q${bad}`]: 'x' } } })).statusCode).toBe(400)
      expect((await api(ctx.app, 'POST', '/api/assessment', { body: { answers: { [`q${bad}`]: 'x' }, isSelf: true } })).statusCode).toBe(400)
      for (const field of ['npsReason', 'desiredFeatures', 'improvementSuggestions'] as const) {
        expectRefused(await api(ctx.app, 'POST', '/api/survey/submit', { body: { ...SURVEY_ANSWERS, [field]: `texto${bad}` }, cookie: person.cookie }))
      }
      expectRefused(await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: `EXCLUIR${bad}`, password: 'x' }, cookie: person.cookie }))
      expectRefused(await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR', password: `x${bad}` }, cookie: person.cookie }))
    }
  })

  it('drops invisible characters from names and feedback, refuses what is left empty, keeps emoji and passwords', async () => {
    const hidden = ['\uFEFF', '\u200B', '\u200C', '\u200D', '\u2060', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']
    const all = hidden.join('')
    // A username with them is stored as it looks; one made only of them (or too short without them) is refused.
    const person = await registerUser(ctx.app, { username: `${all}Ana\u202E Souza${all}` })
    expect(person.user.username).toBe('Ana Souza')
    for (const username of [all, `A${all}n`, `${all}  ${all}`]) {
      const refused = await api(ctx.app, 'POST', '/api/auth/register', {
        body: { username, email: uniqueEmail(), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
      })
      expect(refused.statusCode, JSON.stringify(username)).toBe(400)
    }
    // A characteristic made only of invisible characters is empty: with nothing else, "at least one strength".
    const uuid = person.user.userId as string
    for (const strengths of [[all], ['\u200B', '\uFEFF \u2060'], hidden.slice(-3)]) {
      const empty = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, { body: { assessmentId: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', relationshipType: 'friend', strengths } })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().error).toBe(FEEDBACK_MESSAGES.strengthRequired)
    }
    // Stored without them: the owner's list and word counts see "Gentil", not a look-alike.
    // Three givers: feedback reaches its owner in groups of three (issue 30).
    for (let i = 0; i < 3; i += 1) {
      const giver = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}/assessment`, { body: { answers: othersAnswers(['I']) } })
      expect(giver.statusCode).toBe(201)
      const sent = await api(ctx.app, 'POST', `/api/feedback/user/${uuid}`, {
        body: { assessmentId: giver.json().id, relationshipType: 'friend', strengths: [`Gen\u200Btil${all}`, 'Família 👨‍👩‍👧'], improvements: [`\u202EOuvir`, all] },
      })
      expect(sent.statusCode).toBe(201)
    }
    const list = await api(ctx.app, 'GET', '/api/feedback', { cookie: person.cookie })
    expect(list.json().feedback[0]).toMatchObject({ strengths: ['Gentil', 'Família 👨‍👩‍👧'], improvements: ['Ouvir'] })
    // The same rule in the schema the browser's form uses.
    expect(FeedbackDetailsSchema.safeParse({ relationshipType: 'friend', strengths: [all] }).success).toBe(false)
    expect(UsernameSchema.parse(`${all}Ana${all}`)).toBe('Ana')
    expect(UsernameSchema.safeParse(`A${all}n`).success).toBe(false)
    // A password keeps every character it was typed with: it signs in only as typed.
    const password = `senha\u200Bsegura-123`
    const secret = await registerUser(ctx.app, { password })
    expect((await api(ctx.app, 'POST', '/api/auth/login', { body: { email: secret.email, password } })).statusCode).toBe(200)
    expect((await api(ctx.app, 'POST', '/api/auth/login', { body: { email: secret.email, password: 'senhasegura-123' } })).statusCode).toBe(401)
  })

  it('keeps line breaks where a field allows them and stores NFC', async () => {
    const person = await registerUser(ctx.app, { username: 'Jose\u0301 Silva' })
    expect(person.user.username).toBe('Jos\u00e9 Silva')
    const survey = await api(ctx.app, 'POST', '/api/survey/submit', {
      body: { ...SURVEY_ANSWERS, npsReason: 'Linha um\nLinha dois' },
      cookie: person.cookie,
    })
    expect(survey.statusCode).toBe(201)
    // A line break is still refused in a single-line field.
    const register = await api(ctx.app, 'POST', '/api/auth/register', {
      body: { username: 'Maria\nSilva', email: uniqueEmail(), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
    })
    expect(register.statusCode).toBe(400)
  })
})

/** An app whose log lines land in `lines`, on a database the test can sabotage. */
async function loggedApp(kind: 'pglite' | 'postgres') {
  const lines: string[] = []
  const stream = collectLines(lines)
  const database = await openTestDatabase(kind)
  const app = await buildApp(testConfig({ logLevel: 'info' }), { database, logStream: stream })
  return { app, database, lines }
}

for (const kind of testDatabaseKinds()) {
  describe(`secrets stay out of logs, a full disk answers 503 [${kind}]`, () => {
    let app: FastifyInstance
    let database: Database
    let lines: string[]
    beforeAll(async () => {
      ;({ app, database, lines } = await loggedApp(kind))
      await database.db.execute(sql`
        create function sabotage() returns trigger language plpgsql as $$
        begin
          if new.username = 'Disco Cheio' then raise exception 'could not extend file' using errcode = '53100'; end if;
          raise exception 'sabotaged insert';
        end $$`)
      await database.db.execute(sql`create trigger sabotage before insert on users for each row execute function sabotage()`)
    })
    afterAll(async () => {
      await app?.close()
      await database?.close()
    })

    it('logs a failed register without the email, the password hash or other parameters', async () => {
      const email = uniqueEmail('segredo')
      const response = await api(app, 'POST', '/api/auth/register', {
        body: { username: 'Maria Silva', email, password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
        headers: { authorization: 'Bearer abc', cookie: 'espelho_session=sessao-secreta' },
      })
      expect(response.statusCode).toBe(500)
      const failure = lines.find((line) => line.includes('request failed'))
      expect(failure).toBeDefined()
      expect(failure).toContain('Failed query')
      expect(failure).toContain('sabotaged insert')
      expect(failure).not.toContain(email)
      expect(failure).not.toContain(email.split('@')[0])
      expect(failure).not.toContain('$argon2id')
      expect(failure).not.toContain('senha-segura-123')
      expect(lines.join('\n')).not.toContain('sessao-secreta')
    })

    it('answers a full disk (SQLSTATE 53100) with 503, Retry-After and a Portuguese message', async () => {
      const response = await api(app, 'POST', '/api/auth/register', {
        body: { username: 'Disco Cheio', email: uniqueEmail(), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBeDefined()
      expect(response.json().error).toBe(ERROR_MESSAGES.unavailable)
      // Space back: the same request goes through, nothing to restart.
      await database.db.execute(sql`drop trigger sabotage on users`)
      const again = await api(app, 'POST', '/api/auth/register', {
        body: { username: 'Disco Cheio', email: uniqueEmail(), password: 'senha-segura-123', confirmPassword: 'senha-segura-123' },
      })
      expect(again.statusCode).toBe(201)
    })
  })
}

describe('log redaction', () => {
  it('redacts secret-named fields at any depth and ENOSPC maps to unavailable', async () => {
    const redacted = JSON.stringify(
      redactDeep({ a: { b: [{ email: 'x@y.z', passwordHash: 'hash-1', token: 'tok-1', other: 'ok' }] }, headers: { Cookie: 'ck-1', Authorization: 'auth-1' } }),
    )
    expect(redacted).not.toMatch(/x@y\.z|hash-1|tok-1|ck-1|auth-1/)
    expect(redacted).toContain('"ok"')
    const { isDatabaseUnavailable } = await import('#server/plugins/error-handler')
    expect(isDatabaseUnavailable({ cause: Object.assign(new Error('write failed'), { code: 'ENOSPC' }) })).toBe(true)
  })
})

describe('TRUST_PROXY', () => {
  it('parses false, a hop count (true = 1) and a list of addresses/CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false)
    expect(parseTrustProxy('true')).toBe(1)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1'])
    expect(parseTrustProxy('sim')).toBeUndefined()
    expect(() => loadConfig({ TRUST_PROXY: 'sim' })).toThrow(/TRUST_PROXY/)
  })

  for (const hops of [1, 2]) {
    describe(`${hops} hop(s) with a spoofed, rotating X-Forwarded-For`, () => {
      let app: FastifyInstance
      let database: Database
      beforeAll(async () => {
        database = await openTestDatabase('pglite')
        app = await buildApp(
          testConfig({ trustProxy: hops, loginRateLimit: 5, registerRateLimit: 5, feedbackRateLimitPerIp: 5, feedbackPerNetworkPerLink: 1000 }),
          { database, logger: false },
        )
      })
      afterAll(async () => {
        await app?.close()
        await database?.close()
      })
      // What the client writes comes first; each proxy appends the address it saw.
      const forwarded = (i: number) => (hops === 1 ? `198.18.0.${i}, 198.51.100.7` : `198.18.0.${i}, 198.51.100.7, 10.0.0.2`)
      const send = (url: string, body: unknown, i: number) =>
        app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.0.0.1',
          headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': forwarded(i) },
          payload: body as Record<string, unknown>,
        })

      it('counts wrong passwords, registrations and feedbacks against the real client', async () => {
        const login = []
        for (let i = 0; i < 8; i += 1) login.push((await send('/api/auth/login', { email: 'alvo@exemplo.com', password: `errada-${i}` }, i)).statusCode)
        expect(login.slice(0, 5).every((s) => s === 401)).toBe(true)
        expect(login.slice(5)).toEqual([429, 429, 429])

        const register = []
        for (let i = 0; i < 8; i += 1) {
          const password = 'senha-segura-123'
          register.push((await send('/api/auth/register', { username: 'Robo', email: uniqueEmail(), password, confirmPassword: password }, i)).statusCode)
        }
        expect(register.filter((s) => s === 429)).toHaveLength(3)

        const link = await registerUser(app)
        const feedback = []
        for (let i = 0; i < 8; i += 1) {
          feedback.push((await send(`/api/feedback/user/${link.user.userId as string}/assessment`, { answers: othersAnswers(['D']) }, i)).statusCode)
        }
        expect(feedback.filter((s) => s === 201)).toHaveLength(5)
        expect(feedback.slice(5)).toEqual([429, 429, 429])
      })
    })
  }
})

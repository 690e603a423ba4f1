import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '#shared/schemas/account'
import { FEEDBACK_MESSAGES, RELATIONSHIP_LABELS, type FeedbackListItem } from '#shared/schemas/feedback'
import { AUTH_MESSAGES } from '#shared/schemas/auth'
import { CSRF_MESSAGE } from '#server/plugins/security'
import { api, cookieFrom, describeWithApp, registerUser, rows, TEST_ORIGIN } from '#test/app'
import { PROOF_LIMITS, seedFullUser, SURVEY_ANSWERS, tableCounts } from '#test/fixtures'
import { giveFeedback, postAssessment } from '#test/feedback'
import type { ExportDocument } from '#test/account-export'
import { EXPORT_FORMAT } from './account.export'

/** The keys of one exported feedback (issue 30): what the list shows, never the giver's raw answers. */
const FEEDBACK_KEYS = ['discSegundoQuemRespondeu', 'estiloPercebido', 'pontosAMelhorar', 'pontosFortes', 'relacionamento']

describeWithApp('account (LGPD self-service)', (ctx) => {
  async function exportOf(cookie: string) {
    const response = await api(ctx.app, 'GET', '/api/account/export', { cookie })
    expect(response.statusCode).toBe(200)
    return { data: response.json() as ExportDocument, text: response.body }
  }

  /** Every page of the owner's list, as GET /api/feedback gives it. */
  async function listOf(cookie: string): Promise<FeedbackListItem[]> {
    const items: FeedbackListItem[] = []
    let cursor: string | null = null
    do {
      const url: string = `/api/feedback?limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`
      const response = await api(ctx.app, 'GET', url, { cookie })
      expect(response.statusCode).toBe(200)
      const page = response.json() as { feedback: FeedbackListItem[]; nextCursor: string | null }
      items.push(...page.feedback)
      cursor = page.nextCursor
    } while (cursor)
    return items
  }

  /** A list item as the export writes it. */
  const asExported = (item: FeedbackListItem) => ({
    relacionamento: item.relationshipType ? RELATIONSHIP_LABELS[item.relationshipType] : null,
    pontosFortes: item.strengths,
    pontosAMelhorar: item.improvements,
    estiloPercebido: item.perceivedType,
    discSegundoQuemRespondeu: {
      dominancia: item.disc.dominance,
      influencia: item.disc.influence,
      estabilidade: item.disc.steadiness,
      conformidade: item.disc.compliance,
    },
  })

  async function stats(cookie: string) {
    return (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie })).json() as { feedbackCount: number; waitingCount: number }
  }

  describe('GET /api/account/export', () => {
    it('answers 401 in Portuguese when logged out', async () => {
      const response = await api(ctx.app, 'GET', '/api/account/export')
      expect(response.statusCode).toBe(401)
      expect(response.json().error).toBe('Faça login para continuar.')
    })

    it('downloads a JSON file with everything about the person, and nothing about givers', async () => {
      const person = await seedFullUser(ctx.app, ctx.database.db, { username: 'Joana Dark' })
      // The fixture's two feedbacks still wait for a third (issue 30): the file has none of them yet.
      expect((await exportOf(person.cookie)).data.feedbacksRecebidos).toEqual([])
      await giveFeedback(ctx.app, person.publicId, { relationshipType: 'friend', strengths: ['Generosa'] })
      const response = await api(ctx.app, 'GET', '/api/account/export', { cookie: person.cookie })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="espelho-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/)
      expect(response.headers['cache-control']).toBe('no-store')
      const data = response.json() as ExportDocument

      expect(data.formato).toBe(EXPORT_FORMAT)
      expect(data.conta).toMatchObject({
        id: person.publicId,
        nomeDeUsuario: 'Joana Dark',
        email: person.email,
        entraComSenha: true,
        entraComGoogle: false,
      })
      expect(data.conta.premiumAte).not.toBeNull()
      expect(data.sessoesAtivas).toHaveLength(1)
      expect(data.avaliacoesDisc).toHaveLength(1)
      expect(data.avaliacoesDisc[0]).toMatchObject({ dominancia: 100, influencia: 0, estabilidade: 0, conformidade: 0 })
      expect(Object.keys(data.avaliacoesDisc[0]?.respostas ?? {})).toHaveLength(10)
      expect(data.avaliacoesDiscParalelas).toHaveLength(1)
      expect(data.avaliacoesDiscParalelas[0]).toMatchObject({ dominancia: 0, influencia: 100, estabilidade: 0, conformidade: 0 })
      expect(Object.keys(data.avaliacoesDiscParalelas[0]?.respostas ?? {})).toHaveLength(24)
      expect(data.avaliacoesOcean).toHaveLength(1)
      expect(Object.keys(data.avaliacoesOcean[0]?.respostas ?? {})).toHaveLength(25)
      expect(data.pesquisaDeExperiencia?.respostas).toMatchObject({ npsScore: SURVEY_ANSWERS.npsScore, npsReason: SURVEY_ANSWERS.npsReason })
      // Released together; one colleague, one relative and one friend: no relationship is shown.
      expect([...data.feedbacksRecebidos].sort((a, b) => String(a.pontosFortes[0]).localeCompare(String(b.pontosFortes[0])))).toEqual([
        expect.objectContaining({ relacionamento: null, pontosFortes: ['Carinhosa'], pontosAMelhorar: [] }),
        expect.objectContaining({ relacionamento: null, pontosFortes: ['Generosa'], pontosAMelhorar: [] }),
        expect.objectContaining({ relacionamento: null, pontosFortes: ['Organizada', 'Pontual'], pontosAMelhorar: ['Delegar mais'] }),
      ])
      // In the list's order, exactly as the page shows it (the person is Premium: no limit).
      expect(data.feedbacksRecebidos).toEqual((await listOf(person.cookie)).map(asExported))
      // The giver who stopped after the DISC answers is not in the file at all.
      expect(data).not.toHaveProperty('respostasDiscSemTexto')
      expect(data.pagamentos).toEqual([expect.objectContaining({ idNoMercadoPago: person.paymentId, plano: 'monthly', valorEmCentavos: 1000 })])

      // Nothing secret or identifying of anyone else: no hashes, no internal ids, no dates on feedback.
      const text = response.body
      expect(text).not.toMatch(/\$argon2/)
      expect(text).not.toContain(person.password)
      expect(text).not.toMatch(/"(id|userId|subjectUserId|assessmentId|anonId|createdOn)":\s*\d/)
      for (const item of data.feedbacksRecebidos) expect(Object.keys(item).sort()).toEqual(FEEDBACK_KEYS)
      // Others' raw answers (option ids of their 24 questions) never leave; the person's own stay
      // (the parallel self form uses the same question ids, about oneself).
      const { avaliacoesDiscParalelas: ownParallel, ...rest } = data
      expect(ownParallel[0]?.respostas).toMatchObject({ o1: expect.stringMatching(/^o1-[a-d]$/) })
      expect(JSON.stringify(rest)).not.toMatch(/"o\d+-[a-d]"/)
      expect(text).not.toContain('respostasDisc')
    })

    it('follows the list’s rules for a free owner: released only, limit, no lone relationship, no raw or unfinished answers', async () => {
      const owner = await registerUser(ctx.app, { username: 'Livre Quatro' })
      const uuid = owner.user.userId as string
      const userId = owner.user.id as number
      // Arrival: the relative, then three friends; and a giver who never sent step 2 (answers all C).
      await giveFeedback(ctx.app, uuid, { relationshipType: 'family', strengths: ['Familiar'], improvements: ['Ouvir mais'] })
      const unfinished = await postAssessment(ctx.app, uuid, ['C'])
      expect(unfinished.statusCode).toBe(201)
      for (const word of ['Amiga1', 'Amiga2', 'Amiga3']) {
        await giveFeedback(ctx.app, uuid, { relationshipType: 'friend', strengths: [word], improvements: [`Melhorar ${word}`] })
      }
      const stored = await rows<{ feedback: number; others: number }>(
        ctx.database.db,
        sql`select (select count(*) from feedback where subject_user_id = ${userId})::int as feedback,
                   (select count(*) from disc_assessments where subject_user_id = ${userId} and is_self = false)::int as others`,
      )
      expect(stored[0]).toEqual({ feedback: 4, others: 5 })
      // The owner sees three released and one waiting; the export tells no more than that.
      expect(await stats(owner.cookie)).toMatchObject({ feedbackCount: 3, waitingCount: 1 })

      const free = await exportOf(owner.cookie)
      const list = await listOf(owner.cookie)
      // The free tier's limit of 2 below 9 feedbacks, the same two cards in the same order.
      expect(list).toHaveLength(2)
      expect(free.data.feedbacksRecebidos).toEqual(list.map(asExported))
      for (const item of free.data.feedbacksRecebidos) {
        expect(Object.keys(item).sort()).toEqual(FEEDBACK_KEYS)
        // Neither the lone relative nor two released friends are labelled.
        expect(item.relacionamento).toBeNull()
        // The unfinished giver's answers (all C) are nobody's card.
        expect(item.estiloPercebido).toBe('I')
      }
      expect(free.data.sobreOsFeedbacksRecebidos).toMatch(/grupos de pelo menos três/)

      // Premium lifts the limit: the three released ones, still without any relationship; the
      // fourth, still waiting, is nowhere in the file.
      await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${userId}`)
      const premium = await exportOf(owner.cookie)
      expect(premium.data.feedbacksRecebidos).toEqual((await listOf(owner.cookie)).map(asExported))
      expect(premium.data.feedbacksRecebidos).toHaveLength(3)
      const released = premium.data.feedbacksRecebidos.map((item) => item.pontosFortes[0])
      const waiting = ['Amiga1', 'Amiga2', 'Amiga3'].filter((word) => !released.includes(word))
      expect(released).toContain('Familiar')
      expect(waiting).toHaveLength(1)
      for (const item of premium.data.feedbacksRecebidos) {
        expect(item.relacionamento).toBeNull()
        expect(item.estiloPercebido).toBe('I')
      }
      for (const file of [free, premium]) {
        expect(file.text).not.toContain(waiting[0])
        expect(file.text).not.toContain('Família')
        expect(file.text).not.toContain('Amizade')
        // No raw answer of anyone else: neither of the finished givers nor of the unfinished one.
        expect(file.text).not.toMatch(/"o\d+-[a-d]"/)
        expect(file.text).not.toMatch(/respostasDisc/)
        expect(file.data).not.toHaveProperty('respostasDiscSemTexto')
      }
    })

    it('keeps the list’s order across releases, never arrival order, and labels only shown groups', async () => {
      const owner = await registerUser(ctx.app, { username: 'Premium Nove' })
      const uuid = owner.user.userId as string
      await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${owner.user.id as number}`)
      // Three releases of three. Friends 1–3 make a group at the first; colleagues 1–3 only at the
      // third; friends 4–5 are released but not yet in their group; the relative stays alone.
      const arrivals: [string, 'friend' | 'colleague' | 'family'][] = [
        ['Amigo1', 'friend'], ['Amigo2', 'friend'], ['Amigo3', 'friend'],
        ['Parente1', 'family'], ['Colega1', 'colleague'], ['Colega2', 'colleague'],
        ['Colega3', 'colleague'], ['Amigo4', 'friend'], ['Amigo5', 'friend'],
      ]
      const seen: string[][] = []
      for (const [index, [word, relationshipType]] of arrivals.entries()) {
        await giveFeedback(ctx.app, uuid, { relationshipType, strengths: [word] })
        if (index % 3 === 2) {
          const { data } = await exportOf(owner.cookie)
          // The file is the list, after every release.
          expect(data.feedbacksRecebidos).toEqual((await listOf(owner.cookie)).map(asExported))
          expect(data.feedbacksRecebidos).toHaveLength(index + 1)
          seen.push(data.feedbacksRecebidos.map((item) => String(item.pontosFortes[0])))
        }
      }
      const words = arrivals.map(([word]) => word)
      const last = seen[seen.length - 1] ?? []
      // The same cards as arrived, in another order (a random key, not time: 1 chance in 9! to match).
      expect([...last].sort()).toEqual([...words].sort())
      expect(last).not.toEqual(words)
      // Each earlier view keeps its cards' relative order: a release adds cards among the others.
      for (const earlier of seen) expect(last.filter((word) => earlier.includes(word))).toEqual(earlier)

      const { data } = await exportOf(owner.cookie)
      const labelOf = Object.fromEntries(data.feedbacksRecebidos.map((item) => [String(item.pontosFortes[0]), item.relacionamento]))
      expect(labelOf).toEqual({
        Amigo1: 'Amizade', Amigo2: 'Amizade', Amigo3: 'Amizade',
        Colega1: 'Colega', Colega2: 'Colega', Colega3: 'Colega',
        // Released after their group's figures: unlabelled until three more friends join them.
        Amigo4: null, Amigo5: null,
        // Alone in their group: never labelled.
        Parente1: null,
      })
    })

    it('holds only the requester\'s data, never another person\'s', async () => {
      const alice = await seedFullUser(ctx.app, ctx.database.db, { username: 'Alice Um' })
      const bob = await registerUser(ctx.app, { username: 'Bob Dois' })
      const response = await api(ctx.app, 'GET', '/api/account/export', { cookie: bob.cookie })
      const data = response.json() as ExportDocument
      expect(data.conta.email).toBe(bob.email)
      expect(data.avaliacoesDisc).toEqual([])
      expect(data.avaliacoesDiscParalelas).toEqual([])
      expect(data.avaliacoesOcean).toEqual([])
      expect(data.feedbacksRecebidos).toEqual([])
      expect(data.pagamentos).toEqual([])
      expect(data.pesquisaDeExperiencia).toBeNull()
      expect(response.body).not.toContain(alice.email)
      expect(response.body).not.toContain('Organizada')
    })
  })

  describe('GET /api/account', () => {
    it('tells the dialog what to ask for', async () => {
      const person = await registerUser(ctx.app)
      const response = await api(ctx.app, 'GET', '/api/account', { cookie: person.cookie })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ hasPassword: true, hasGoogle: false })
      expect((await api(ctx.app, 'GET', '/api/account')).statusCode).toBe(401)
    })
  })

  describe('DELETE /api/account', () => {
    it('answers 401 when logged out and deletes nothing', async () => {
      const before = await tableCounts(ctx.database.db)
      const response = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR', password: 'x' } })
      expect(response.statusCode).toBe(401)
      expect(await tableCounts(ctx.database.db)).toEqual(before)
    })

    it.each([
      ['no body', undefined, 400],
      ['an empty object', {}, 400],
      ['a huge word', { confirm: 'EXCLUIR'.repeat(100_000), password: 'senha-segura-123' }, 413],
      ['the wrong word', { confirm: 'sim', password: 'senha-segura-123' }, 400],
      ['no password', { confirm: 'EXCLUIR' }, 400],
      ['a wrong password', { confirm: 'EXCLUIR', password: 'outra-senha-qualquer' }, 403],
      ['a wrong type', { confirm: ['EXCLUIR'], password: 1 }, 400],
    ])('refuses %s with a Portuguese 4xx and deletes nothing', async (_label, body, status) => {
      const person = await seedFullUser(ctx.app, ctx.database.db)
      const before = await tableCounts(ctx.database.db)
      const response = await api(ctx.app, 'DELETE', '/api/account', { body, cookie: person.cookie })
      expect(response.statusCode).toBe(status)
      expect(response.json().error).toMatch(/[áàâãçéêíóôõú]/)
      expect(await tableCounts(ctx.database.db)).toEqual(before)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: person.cookie })).statusCode).toBe(200)
    })

    it('is refused from another origin (CSRF)', async () => {
      const person = await registerUser(ctx.app)
      const response = await api(ctx.app, 'DELETE', '/api/account', {
        body: { confirm: 'EXCLUIR', password: person.password },
        cookie: person.cookie,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toBe(CSRF_MESSAGE)
      expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie: person.cookie })).statusCode).toBe(200)
    })

    it('deletes the person and everything about them, keeps payments unlinked and logs out', async () => {
      const person = await seedFullUser(ctx.app, ctx.database.db)
      const other = await seedFullUser(ctx.app, ctx.database.db)
      // Feedback the person gave someone else is not linked to them and stays.
      await giveFeedback(ctx.app, other.publicId, { strengths: ['Paciente'] })
      const otherBefore = await countsFor(other.userId)
      const secondSession = cookieFrom(
        await api(ctx.app, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } }),
      )

      const response = await api(ctx.app, 'DELETE', '/api/account', {
        body: { confirm: 'excluir', password: person.password },
        cookie: person.cookie,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.deleted })
      const cleared = response.cookies.find((c) => c.name === 'espelho_session')
      expect(cleared?.value).toBe('')

      expect(await countsFor(person.userId)).toEqual({ users: 0, sessions: 0, disc: 0, parallel: 0, others: 0, feedback: 0, ocean: 0, survey: 0, payments: 0 })
      const kept = await rows<{ user_id: number | null; amount_cents: number }>(
        ctx.database.db,
        sql`select user_id, amount_cents from payments where provider_payment_id = ${person.paymentId}`,
      )
      expect(kept).toEqual([{ user_id: null, amount_cents: 1000 }])
      expect(await countsFor(other.userId)).toEqual(otherBefore)

      // Every session is gone, the login no longer works and the feedback link is dead.
      for (const cookie of [person.cookie, secondSession]) {
        expect((await api(ctx.app, 'GET', '/api/auth/me', { cookie })).statusCode).toBe(401)
      }
      const login = await api(ctx.app, 'POST', '/api/auth/login', { body: { email: person.email, password: person.password } })
      expect(login.statusCode).toBe(401)
      expect(login.json().error).toBe(AUTH_MESSAGES.invalidCredentials)
      const link = await api(ctx.app, 'GET', `/api/feedback/user/${person.publicId}`)
      expect(link.statusCode).toBe(404)
      expect(link.json().error).toBe(FEEDBACK_MESSAGES.invalidLink)

      // The address is free again: the person may start over.
      const again = await registerUser(ctx.app, { email: person.email })
      expect(again.user.userId).not.toBe(person.publicId)
    })

    it('lets an account without a password (Google) confirm with the word alone', async () => {
      const person = await registerUser(ctx.app)
      await ctx.database.db.execute(sql`update users set password_hash = null, google_sub = ${`google-${person.email}`} where email = ${person.email}`)
      expect((await api(ctx.app, 'GET', '/api/account', { cookie: person.cookie })).json()).toEqual({ hasPassword: false, hasGoogle: true })
      const response = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR' }, cookie: person.cookie })
      expect(response.statusCode).toBe(200)
      expect(await rows(ctx.database.db, sql`select id from users where email = ${person.email}`)).toEqual([])
    })

    it('limits password attempts per person', async () => {
      const person = await registerUser(ctx.app)
      const statuses: number[] = []
      for (let i = 0; i < 7; i++) {
        const response = await api(ctx.app, 'DELETE', '/api/account', {
          body: { confirm: 'EXCLUIR', password: `tentativa-${i}` },
          cookie: person.cookie,
          headers: { origin: TEST_ORIGIN },
        })
        statuses.push(response.statusCode)
      }
      expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403])
      expect(statuses.slice(5)).toEqual([429, 429])
      // Even the right password waits out the window: guessing stays useless.
      const right = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR', password: person.password }, cookie: person.cookie })
      expect(right.statusCode).toBe(429)
    })
  })

  async function countsFor(userId: number) {
    const [row] = await rows<Record<string, number>>(
      ctx.database.db,
      sql`select
        (select count(*) from users where id = ${userId})::int as users,
        (select count(*) from sessions where user_id = ${userId})::int as sessions,
        (select count(*) from disc_assessments where user_id = ${userId})::int as disc,
        (select count(*) from disc_parallel_assessments where user_id = ${userId})::int as parallel,
        (select count(*) from disc_assessments where subject_user_id = ${userId})::int as others,
        (select count(*) from feedback where subject_user_id = ${userId})::int as feedback,
        (select count(*) from ocean_assessments where user_id = ${userId})::int as ocean,
        (select count(*) from survey_responses where user_id = ${userId})::int as survey,
        (select count(*) from payments where user_id = ${userId})::int as payments`,
    )
    return row
  }
}, PROOF_LIMITS)

import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { FREE_COMPARISON_LIMIT } from '#shared/product'
import {
  COMPARE_MESSAGES,
  CompareListSchema,
  ComparePreviewSchema,
  ComparisonSchema,
  type Comparison,
} from '#shared/schemas/compare'
import { sha256 } from '#server/lib/tokens'
import { forgetExpired } from '#server/modules/housekeeping/housekeeping'
import { api, describeWithApp, registerUser, rows } from '#test/app'
import { giveFeedback } from '#test/feedback'
import { oceanAnswers, selfDiscAnswers } from '#test/fixtures'
import type { ExportDocument } from '#test/account-export'

type DiscType = 'D' | 'I' | 'S' | 'C'

describeWithApp('comparing with someone (issue 47)', (ctx) => {
  let counter = 0

  /** A signed-in person with a self DISC (all `type`) and a Big Five (all `level`), unless told otherwise. */
  async function person(options: { name?: string; disc?: DiscType | null; ocean?: number | null } = {}) {
    counter += 1
    const account = await registerUser(ctx.app, { username: options.name ?? `Pessoa ${counter}` })
    const { cookie } = account
    if (options.disc !== null) {
      const disc = await api(ctx.app, 'POST', '/api/assessment', { body: { answers: selfDiscAnswers(options.disc ?? 'D'), isSelf: true }, cookie })
      expect(disc.statusCode).toBe(201)
    }
    if (options.ocean !== null) {
      const big5 = await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(options.ocean ?? 4), isSelf: true }, cookie })
      expect(big5.statusCode).toBe(201)
    }
    return { ...account, id: account.user.id as number, publicId: account.user.userId as string }
  }

  async function invite(cookie: string) {
    const response = await api(ctx.app, 'POST', '/api/compare/invitations', { body: {}, cookie })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json() as { id: string; url: string; expiresAt: string }
    const token = new URL(body.url).hash.replace(/^#token=/, '')
    return { ...body, token }
  }

  const preview = (cookie: string, token: string) =>
    api(ctx.app, 'GET', `/api/compare/invitations/preview?token=${encodeURIComponent(token)}`, { cookie })
  const accept = (cookie: string, token: string) => api(ctx.app, 'POST', '/api/compare/invitations/accept', { body: { token }, cookie })
  const refuse = (cookie: string, token: string) => api(ctx.app, 'POST', '/api/compare/invitations/refuse', { body: { token }, cookie })
  const listOf = async (cookie: string): Promise<ReturnType<typeof CompareListSchema.parse>> => {
    const response = await api(ctx.app, 'GET', '/api/compare', { cookie })
    expect(response.statusCode).toBe(200)
    return CompareListSchema.parse(response.json())
  }
  const exportOf = async (cookie: string) => {
    const response = await api(ctx.app, 'GET', '/api/account/export', { cookie })
    expect(response.statusCode).toBe(200)
    return { data: response.json() as ExportDocument, text: response.body }
  }

  async function comparing(a = {}, b = {}) {
    const inviter = await person({ name: 'Ana Souza', disc: 'D', ocean: 5, ...a })
    const invitee = await person({ name: 'Bruno Lima', disc: 'S', ocean: 2, ...b })
    const invitation = await invite(inviter.cookie)
    const accepted = await accept(invitee.cookie, invitation.token)
    expect(accepted.statusCode, accepted.body).toBe(201)
    return { inviter, invitee, id: (accepted.json() as { id: string }).id }
  }

  it('answers every route 401 in Portuguese to an anonymous caller', async () => {
    const id = randomUUID()
    for (const [method, url, body] of [
      ['GET', '/api/compare', undefined],
      ['POST', '/api/compare/invitations', {}],
      ['GET', '/api/compare/invitations/preview?token=x', undefined],
      ['POST', '/api/compare/invitations/accept', { token: 'x' }],
      ['POST', '/api/compare/invitations/refuse', { token: 'x' }],
      ['POST', `/api/compare/invitations/${id}/renew`, {}],
      ['GET', `/api/compare/${id}`, undefined],
      ['DELETE', `/api/compare/${id}`, undefined],
    ] as const) {
      const response = await api(ctx.app, method, url, { body })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
      expect(response.json().error).toBe('Faça login para continuar.')
    }
  })

  it('makes an unguessable single-use link whose token is stored only as its hash, valid for 7 days', async () => {
    const inviter = await person()
    const invitation = await invite(inviter.cookie)
    expect(invitation.url).toMatch(/^http:\/\/localhost:3000\/comparar\/convite#token=[A-Za-z0-9_-]{43}$/)
    // 43 base64url characters: 256 random bits.
    expect(invitation.token).toHaveLength(43)
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const stored = await rows<{ token_hash: string }>(ctx.database.db, sql`select token_hash from comparisons where id = ${invitation.id}`)
    expect(stored).toEqual([{ token_hash: sha256(invitation.token) }])
    const all = await rows(ctx.database.db, sql`select * from comparisons where id = ${invitation.id}`)
    expect(JSON.stringify(all)).not.toContain(invitation.token)
    // Each link is new.
    expect((await invite(inviter.cookie)).token).not.toBe(invitation.token)
  })

  it('shows the invited person who invites and exactly what of theirs would be shared, then both see one comparison', async () => {
    const inviter = await person({ name: 'Ana Souza', disc: 'D', ocean: 5 })
    const invitee = await person({ name: 'Bruno Lima', disc: 'S', ocean: 2 })
    // Feedback others gave either of them never enters a comparison.
    await giveFeedback(ctx.app, inviter.publicId, { strengths: ['Segredo-de-feedback'] })
    await giveFeedback(ctx.app, invitee.publicId, { strengths: ['Outro-segredo'] })
    const invitation = await invite(inviter.cookie)

    const seen = await preview(invitee.cookie, invitation.token)
    expect(seen.statusCode, seen.body).toBe(200)
    const body = ComparePreviewSchema.parse(seen.json())
    expect(body.inviterName).toBe('Ana Souza')
    expect(body.missing).toEqual([])
    expect(body.limitReached).toBe(false)
    expect(body.you.name).toBe('Bruno Lima')
    expect(body.you.disc?.steadiness).toBeGreaterThan(body.you.disc?.dominance ?? 100)
    const [ownOcean] = await rows(
      ctx.database.db,
      sql`select openness, conscientiousness, extraversion, agreeableness, neuroticism from ocean_assessments where user_id = ${invitee.id}`,
    )
    expect(body.you.ocean).toEqual(ownOcean)
    expect(seen.body).not.toContain(inviter.email)
    // Looking changes nothing: the invitation still waits.
    expect((await listOf(inviter.cookie)).comparisons).toMatchObject([{ id: invitation.id, status: 'pending', otherName: null, sentByMe: true }])
    expect((await listOf(invitee.cookie)).comparisons).toEqual([])

    const accepted = await accept(invitee.cookie, invitation.token)
    expect(accepted.statusCode, accepted.body).toBe(201)
    expect(accepted.json()).toEqual({ id: invitation.id })

    const forInviter = await api(ctx.app, 'GET', `/api/compare/${invitation.id}`, { cookie: inviter.cookie })
    const forInvitee = await api(ctx.app, 'GET', `/api/compare/${invitation.id}`, { cookie: invitee.cookie })
    expect(forInviter.statusCode).toBe(200)
    expect(forInvitee.statusCode).toBe(200)
    const a = ComparisonSchema.parse(forInviter.json()) as Comparison
    const b = ComparisonSchema.parse(forInvitee.json()) as Comparison
    expect(a.me).toEqual(b.other)
    expect(a.other).toEqual(b.me)
    expect(a.me.name).toBe('Ana Souza')
    expect(a.other).toEqual(body.you)
    // Exactly the names and self results: no email, no feedback, nothing else.
    expect(Object.keys(forInviter.json()).sort()).toEqual(['id', 'me', 'other', 'since'])
    expect(Object.keys(forInviter.json().other).sort()).toEqual(['disc', 'name', 'ocean'])
    for (const response of [forInviter, forInvitee]) {
      for (const secret of [inviter.email, invitee.email, 'Segredo-de-feedback', 'Outro-segredo']) expect(response.body).not.toContain(secret)
    }
    expect((await listOf(inviter.cookie)).comparisons).toMatchObject([{ id: invitation.id, status: 'active', otherName: 'Bruno Lima', sentByMe: true, expiresAt: null }])
    expect((await listOf(invitee.cookie)).comparisons).toMatchObject([{ id: invitation.id, status: 'active', otherName: 'Ana Souza', sentByMe: false }])
  })

  it('uses a link once: a second acceptance, by anyone, is refused', async () => {
    const { inviter, invitee, id } = await comparing()
    const third = await person()
    const again = await rows<{ token_hash: string | null }>(ctx.database.db, sql`select token_hash from comparisons where id = ${id}`)
    expect(again).toEqual([{ token_hash: null }])
    // The same link, kept by whoever saw it, no longer opens anything.
    const invitation = await invite(inviter.cookie)
    expect((await accept(invitee.cookie, invitation.token)).statusCode).toBe(409)
    expect((await accept(third.cookie, invitation.token)).statusCode).toBe(201)
    const reused = await accept(third.cookie, invitation.token)
    expect(reused.statusCode).toBe(404)
    expect(reused.json().error).toBe(COMPARE_MESSAGES.invitationNotFound)
    expect((await preview(invitee.cookie, invitation.token)).statusCode).toBe(404)
  })

  it('lets the invited person refuse: nothing is shared and the link is dead', async () => {
    const inviter = await person()
    const invitee = await person()
    const invitation = await invite(inviter.cookie)
    const refused = await refuse(invitee.cookie, invitation.token)
    expect(refused.statusCode).toBe(200)
    expect(refused.json()).toEqual({ success: true, message: COMPARE_MESSAGES.refused })
    expect((await accept(invitee.cookie, invitation.token)).statusCode).toBe(404)
    expect((await refuse(invitee.cookie, invitation.token)).statusCode).toBe(404)
    expect((await listOf(inviter.cookie)).comparisons).toEqual([])
    expect((await api(ctx.app, 'GET', `/api/compare/${invitation.id}`, { cookie: inviter.cookie })).statusCode).toBe(404)
  })

  it('refuses one’s own invitation, to accept, refuse or preview', async () => {
    const inviter = await person()
    const invitation = await invite(inviter.cookie)
    for (const response of [await accept(inviter.cookie, invitation.token), await refuse(inviter.cookie, invitation.token), await preview(inviter.cookie, invitation.token)]) {
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toBe(COMPARE_MESSAGES.ownInvitation)
    }
    expect((await listOf(inviter.cookie)).comparisons).toMatchObject([{ status: 'pending' }])
  })

  it('lets an invitation expire after 7 days: 410, not counted, not listed, purged by housekeeping', async () => {
    const inviter = await person()
    const invitee = await person()
    const invitation = await invite(inviter.cookie)
    await ctx.database.db.execute(sql`update comparisons set expires_at = now() - interval '1 second' where id = ${invitation.id}`)
    for (const response of [await preview(invitee.cookie, invitation.token), await accept(invitee.cookie, invitation.token), await refuse(invitee.cookie, invitation.token)]) {
      expect(response.statusCode).toBe(410)
      expect(response.json().error).toBe(COMPARE_MESSAGES.invitationExpired)
    }
    expect(await listOf(inviter.cookie)).toMatchObject({ comparisons: [], used: 0 })
    await forgetExpired(ctx.database.db)
    expect(await rows(ctx.database.db, sql`select id from comparisons where id = ${invitation.id}`)).toEqual([])
  })

  it('answers 404 for someone else’s comparison, a pending one, an unknown id and a malformed one', async () => {
    const { inviter, id } = await comparing()
    const stranger = await person()
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await api(ctx.app, method, `/api/compare/${id}`, { cookie: stranger.cookie })
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toBe(COMPARE_MESSAGES.notFound)
      for (const other of [randomUUID(), 'nao-e-um-id', '1', `${id}x`]) {
        expect((await api(ctx.app, method, `/api/compare/${other}`, { cookie: inviter.cookie })).statusCode, other).toBe(404)
      }
    }
    // The stranger's attempts ended nothing.
    expect((await api(ctx.app, 'GET', `/api/compare/${id}`, { cookie: inviter.cookie })).statusCode).toBe(200)
    // A pending invitation has no comparison page yet, not even for its sender.
    const pending = await invite(inviter.cookie)
    expect((await api(ctx.app, 'GET', `/api/compare/${pending.id}`, { cookie: inviter.cookie })).statusCode).toBe(404)
    // …and only its sender can cancel it.
    expect((await api(ctx.app, 'DELETE', `/api/compare/${pending.id}`, { cookie: stranger.cookie })).statusCode).toBe(404)
    const cancelled = await api(ctx.app, 'DELETE', `/api/compare/${pending.id}`, { cookie: inviter.cookie })
    expect(cancelled.json()).toEqual({ success: true, message: COMPARE_MESSAGES.cancelled })
  })

  it('refuses bad tokens with the same 404 and a missing one with a Portuguese 400', async () => {
    const someone = await person()
    for (const token of ['', 'x', 'a'.repeat(43), 'a'.repeat(199), '../../etc/passwd', '<script>']) {
      expect((await accept(someone.cookie, token)).statusCode, token).toBe(404)
      expect((await preview(someone.cookie, token)).statusCode, token).toBe(404)
    }
    for (const body of [{}, { token: 42 }, { token: 'a'.repeat(201) }]) {
      const response = await api(ctx.app, 'POST', '/api/compare/invitations/accept', { body, cookie: someone.cookie })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatch(/[a-zá-ú]/)
    }
  })

  it('asks for both self tests: the sender before inviting, the invited person before accepting', async () => {
    const noTests = await person({ disc: null, ocean: null })
    const created = await api(ctx.app, 'POST', '/api/compare/invitations', { body: {}, cookie: noTests.cookie })
    expect(created.statusCode).toBe(409)
    expect(created.json().error).toBe(COMPARE_MESSAGES.missingTests)

    const inviter = await person()
    const discOnly = await person({ ocean: null })
    const invitation = await invite(inviter.cookie)
    const seen = ComparePreviewSchema.parse((await preview(discOnly.cookie, invitation.token)).json())
    expect(seen.missing).toEqual(['ocean'])
    expect(seen.you.ocean).toBeNull()
    expect((await accept(discOnly.cookie, invitation.token)).statusCode).toBe(409)
    expect(ComparePreviewSchema.parse((await preview(noTests.cookie, invitation.token)).json()).missing).toEqual(['disc', 'ocean'])
    // Taking the missing test, then coming back to the same link, works.
    await api(ctx.app, 'POST', '/api/ocean-assessment', { body: { answers: oceanAnswers(3), isSelf: true }, cookie: discOnly.cookie })
    expect((await accept(discOnly.cookie, invitation.token)).statusCode).toBe(201)
  })

  it('compares a pair once, whoever invited whom', async () => {
    const { inviter, invitee } = await comparing()
    const back = await invite(invitee.cookie)
    const response = await accept(inviter.cookie, back.token)
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toBe(COMPARE_MESSAGES.alreadyComparing)
  })

  it(`allows ${FREE_COMPARISON_LIMIT} comparisons on the free plan (pending invitations count) and no limit on Premium`, async () => {
    const free = await person()
    for (let i = 0; i < FREE_COMPARISON_LIMIT; i += 1) await invite(free.cookie)
    const over = await api(ctx.app, 'POST', '/api/compare/invitations', { body: {}, cookie: free.cookie })
    expect(over.statusCode).toBe(403)
    expect(over.json().error).toBe(COMPARE_MESSAGES.freeLimit)
    expect(await listOf(free.cookie)).toMatchObject({ used: FREE_COMPARISON_LIMIT, limit: FREE_COMPARISON_LIMIT })

    // Accepting counts too: a free person at the limit cannot accept another invitation.
    const other = await person()
    const invitation = await invite(other.cookie)
    expect(ComparePreviewSchema.parse((await preview(free.cookie, invitation.token)).json()).limitReached).toBe(true)
    const refused = await accept(free.cookie, invitation.token)
    expect(refused.statusCode).toBe(403)
    // Cancelling one of theirs frees a place.
    const mine = (await listOf(free.cookie)).comparisons[0]
    expect((await api(ctx.app, 'DELETE', `/api/compare/${mine?.id}`, { cookie: free.cookie })).statusCode).toBe(200)
    expect((await accept(free.cookie, invitation.token)).statusCode).toBe(201)

    const premium = await person()
    await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${premium.id}`)
    for (let i = 0; i < FREE_COMPARISON_LIMIT + 2; i += 1) await invite(premium.cookie)
    expect(await listOf(premium.cookie)).toMatchObject({ used: FREE_COMPARISON_LIMIT + 2, limit: null })
  })

  it('gives the sender a new link for a pending invitation in one step: the old link dies, the place and the count stay', async () => {
    const sender = await person()
    const invitee = await person()
    const invitations = []
    for (let i = 0; i < FREE_COMPARISON_LIMIT; i += 1) invitations.push(await invite(sender.cookie))
    const old = invitations[0] as Awaited<ReturnType<typeof invite>>
    const renew = (cookie: string, id: string) => api(ctx.app, 'POST', `/api/compare/invitations/${id}/renew`, { body: {}, cookie })
    // At the free plan's limit: a new link replaces the old one, it takes no new place.
    const renewed = await renew(sender.cookie, old.id)
    expect(renewed.statusCode, renewed.body).toBe(200)
    expect(renewed.headers['cache-control']).toBe('no-store')
    const body = renewed.json() as { id: string; url: string; expiresAt: string }
    expect(body.id).toBe(old.id)
    const token = new URL(body.url).hash.replace(/^#token=/, '')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(token).not.toBe(old.token)
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(old.expiresAt).getTime())
    expect(await rows(ctx.database.db, sql`select token_hash from comparisons where id = ${old.id}`)).toEqual([{ token_hash: sha256(token) }])
    expect(await listOf(sender.cookie)).toMatchObject({ used: FREE_COMPARISON_LIMIT, limit: FREE_COMPARISON_LIMIT })
    // The old link is dead (the same 404 as any unknown link); the new one works.
    const dead = await preview(invitee.cookie, old.token)
    expect(dead.statusCode).toBe(404)
    expect(dead.json().error).toBe(COMPARE_MESSAGES.invitationNotFound)
    expect((await accept(invitee.cookie, old.token)).statusCode).toBe(404)
    expect((await preview(invitee.cookie, token)).statusCode).toBe(200)

    // Only one's own pending, unexpired invitation: anyone else's, an accepted one, an expired one, unknown or malformed ids → 404.
    expect((await renew(invitee.cookie, old.id)).statusCode).toBe(404)
    expect((await accept(invitee.cookie, token)).statusCode).toBe(201)
    expect((await renew(sender.cookie, old.id)).statusCode).toBe(404)
    const expired = invitations[1] as Awaited<ReturnType<typeof invite>>
    await ctx.database.db.execute(sql`update comparisons set expires_at = now() - interval '1 second' where id = ${expired.id}`)
    for (const id of [expired.id, randomUUID(), 'nao-e-um-id']) {
      const response = await renew(sender.cookie, id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json().error).toBe(COMPARE_MESSAGES.invitationGone)
    }
    // An expired invitation is not brought back (it no longer counts against the plan).
    expect((await listOf(sender.cookie)).used).toBe(FREE_COMPARISON_LIMIT - 1)
  })

  it('rate-limits a flood of invitations per account', async () => {
    const flooder = await person()
    await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${flooder.id}`)
    const statuses: number[] = []
    for (let i = 0; i < 22; i += 1) statuses.push((await api(ctx.app, 'POST', '/api/compare/invitations', { body: {}, cookie: flooder.cookie })).statusCode)
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true)
    expect(statuses.slice(20)).toEqual([429, 429])
    // Another person is not held back by it.
    await invite((await person()).cookie)
  })

  it('lets either person end it: gone for both at once, from every list and from both exports', async () => {
    const { inviter, invitee, id } = await comparing()
    for (const [cookie, otherName, otherEmail] of [
      [inviter.cookie, 'Bruno Lima', invitee.email],
      [invitee.cookie, 'Ana Souza', inviter.email],
    ] as const) {
      const { data, text } = await exportOf(cookie)
      expect(data.comparacoes).toMatchObject([{ situacao: 'ativa', com: otherName }])
      expect(text).not.toContain(otherEmail)
    }
    const ended = await api(ctx.app, 'DELETE', `/api/compare/${id}`, { cookie: invitee.cookie })
    expect(ended.statusCode).toBe(200)
    expect(ended.json()).toEqual({ success: true, message: COMPARE_MESSAGES.ended })
    for (const cookie of [inviter.cookie, invitee.cookie]) {
      expect((await api(ctx.app, 'GET', `/api/compare/${id}`, { cookie })).statusCode).toBe(404)
      expect((await api(ctx.app, 'DELETE', `/api/compare/${id}`, { cookie })).statusCode).toBe(404)
      expect((await listOf(cookie)).comparisons).toEqual([])
      expect((await exportOf(cookie)).data.comparacoes).toEqual([])
    }
    expect(await rows(ctx.database.db, sql`select id from comparisons where id = ${id}`)).toEqual([])
  })

  it('lists a pending invitation in the sender’s export, without a token', async () => {
    const inviter = await person()
    const invitation = await invite(inviter.cookie)
    const { data, text } = await exportOf(inviter.cookie)
    expect(data.comparacoes).toMatchObject([{ situacao: 'convite pendente', com: null, convidadaPorVoce: true }])
    expect(text).not.toContain(invitation.token)
  })

  it('ends every comparison and invitation of a deleted account, for the other person too', async () => {
    const { inviter, invitee, id } = await comparing()
    await invite(invitee.cookie)
    const deleted = await api(ctx.app, 'DELETE', '/api/account', { body: { confirm: 'EXCLUIR', password: invitee.password }, cookie: invitee.cookie })
    expect(deleted.statusCode).toBe(200)
    expect((await api(ctx.app, 'GET', `/api/compare/${id}`, { cookie: inviter.cookie })).statusCode).toBe(404)
    expect((await listOf(inviter.cookie)).comparisons).toEqual([])
    expect(await rows(ctx.database.db, sql`select id from comparisons where inviter_id = ${invitee.id} or invitee_id = ${invitee.id}`)).toEqual([])
  })
})

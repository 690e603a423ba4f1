import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { api, cookieFrom, registerUser, rows } from '#test/app'
import { selfDiscAnswers } from '#test/fixtures'
import { describeWithPayments, payThroughCheckout } from '#test/payment'

/**
 * Every change a person can make or receive shows in the very next answer of GET /api/auth/me, on
 * both databases (each case asks twice first, so no layer that remembered an answer could hide it;
 * since decision 0043 none remembers anything).
 */
describeWithPayments('GET /api/auth/me shows every change at once', (ctx) => {
  const me = (cookie: string) => api(ctx.app, 'GET', '/api/auth/me', { cookie })
  const remembered = async (cookie: string) => {
    await me(cookie)
    const second = await me(cookie)
    expect(second.statusCode).toBe(200)
    return second.json() as Record<string, unknown>
  }

  it('logout ends the session', async () => {
    const { cookie } = await registerUser(ctx.app)
    await remembered(cookie)
    expect((await api(ctx.app, 'POST', '/api/auth/logout', { cookie })).statusCode).toBe(200)
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('a changed password ends the other sessions, not this one', async () => {
    const { cookie, email, password } = await registerUser(ctx.app)
    const other = cookieFrom(await api(ctx.app, 'POST', '/api/auth/login', { body: { email, password } }))
    await remembered(other)
    await remembered(cookie)
    const changed = await api(ctx.app, 'POST', '/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'outra-senha-forte-9', confirmPassword: 'outra-senha-forte-9' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(cookie)).statusCode).toBe(200)
  })

  it('Premium granted by the payment webhook', async () => {
    ctx.webhooks.deliver = true
    try {
      const { cookie } = await registerUser(ctx.app)
      expect((await remembered(cookie)).isPremium).toBe(false)
      await payThroughCheckout(ctx.app, cookie, 'monthly') // the sandbox notifies the webhook
      expect((await me(cookie)).json()).toMatchObject({ isPremium: true })
    } finally {
      ctx.webhooks.deliver = false
    }
  })

  it('a new DISC result changes the strongest type', async () => {
    const { cookie } = await registerUser(ctx.app)
    expect((await remembered(cookie)).strongestType).toBeNull()
    const taken = await api(ctx.app, 'POST', '/api/assessment', { cookie, body: { answers: selfDiscAnswers('C'), isSelf: true } })
    expect(taken.statusCode).toBe(201)
    expect((await me(cookie)).json()).toMatchObject({ strongestType: 'C' })
    await api(ctx.app, 'POST', '/api/assessment', { cookie, body: { answers: selfDiscAnswers('I'), isSelf: true } })
    expect((await me(cookie)).json()).toMatchObject({ strongestType: 'I' })
  })

  it('a confirmed email address', async () => {
    const { cookie, email } = await registerUser(ctx.app)
    await ctx.app.emailDispatcher.runOnce() // the confirmation mail reaches the sandbox mailbox
    const [message] = await rows<{ text: string }>(
      ctx.database.db,
      sql`select text from sandbox_emails where to_address = ${email} and text like ${'%/verify-email?token=%'} order by id desc limit 1`,
    )
    const token = message?.text.match(/token=([\w-]+)/)?.[1] ?? ''
    expect((await remembered(cookie)).emailVerified).toBe(false)
    expect((await api(ctx.app, 'POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(200)
    expect((await me(cookie)).json()).toMatchObject({ emailVerified: true })
  })

  it('a deleted account', async () => {
    const { cookie, password } = await registerUser(ctx.app)
    await remembered(cookie)
    const deleted = await api(ctx.app, 'DELETE', '/api/account', { cookie, body: { confirm: 'EXCLUIR', password } })
    expect(deleted.statusCode).toBe(200)
    expect((await me(cookie)).statusCode).toBe(401)
  })

  it('a change written straight to the database (the username), with no route involved', async () => {
    const { cookie, user } = await registerUser(ctx.app)
    expect((await remembered(cookie)).username).toBe('Maria Silva')
    await ctx.database.db.execute(sql`update users set username = 'Joana Prado' where id = ${user.id as number}`)
    expect((await me(cookie)).json()).toMatchObject({ username: 'Joana Prado' })
  })
})

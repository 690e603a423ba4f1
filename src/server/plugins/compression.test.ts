import { expect, it } from 'vitest'
import { api, describeWithApp, registerUser } from '#test/app'

describeWithApp('compression', (ctx) => {
  it('compresses a page when the browser accepts it and leaves it plain otherwise', async () => {
    const brotli = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    const gzip = await ctx.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    const plain = await ctx.app.inject({ method: 'GET', url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<title>')
  })

  it('compresses JSON answers above the threshold only', async () => {
    const { cookie } = await registerUser(ctx.app)
    const small = await api(ctx.app, 'GET', '/api/auth/me', { cookie, headers: { 'accept-encoding': 'gzip' } })
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})


import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { LightMyRequestResponse } from 'fastify'
import { expect, it } from 'vitest'
import { ERROR_MESSAGES } from '#server/plugins/error-handler'
import { describeWithApp, TEST_ORIGIN } from '#test/app'
import { ENGLISH_FRAMEWORK_TEXT } from '#test/routes'

/**
 * Every error Fastify or Node answers before a route runs (issue 45, item 10): in Portuguese, and
 * without repeating what was sent (a path, a query, a body) back to whoever sent it.
 */
const MARKER = 'ECOA-ISTO'


function expectQuiet(response: LightMyRequestResponse | { statusCode: number; body: string }, status: number, message: string) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(status)
  expect(response.body).not.toMatch(ENGLISH_FRAMEWORK_TEXT)
  expect(response.body).not.toContain(MARKER)
  expect(response.body).toContain(message)
}

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' }

/** Raw bytes to the listening app, its whole answer back (the parser's errors never reach inject). */
async function rawRequest(port: number, bytes: string) {
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.on('data', (chunk) => (received += chunk.toString('utf8')))
    socket.on('error', () => undefined)
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1]
      if (!status) reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`))
      else resolve({ statusCode: Number(status), body: received.slice(received.indexOf('\r\n\r\n') + 4) })
    })
    socket.write(bytes)
  })
}

describeWithApp('framework errors in Portuguese, repeating nothing', (ctx) => {
  it('an address whose escapes do not decode: 400, JSON for the API and a page for a browser', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: `/api/feedback/user/%ZZ${MARKER}?q=${MARKER}` })
    expectQuiet(api, 400, ERROR_MESSAGES.badUrl)
    expect(api.json()).toEqual({ error: ERROR_MESSAGES.badUrl })
    const post = await ctx.app.inject({ method: 'POST', url: `/%61pi/feedback/user/%E0%A4-${MARKER}`, headers: json, payload: '{}' })
    expectQuiet(post, 400, ERROR_MESSAGES.badUrl)
    const page = await ctx.app.inject({ method: 'GET', url: `/feedback/user/%ZZ${MARKER}`, headers: { accept: 'text/html,*/*' } })
    expectQuiet(page, 400, ERROR_MESSAGES.badUrl)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('lang="pt-BR"')
  })

  it('a parameter longer than the router reads: 414', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/feedback/user/${'a'.repeat(300)}${MARKER}?x=${MARKER}` })
    expectQuiet(response, 414, ERROR_MESSAGES.urlTooLong)
    const page = await ctx.app.inject({ method: 'GET', url: `/feedback/user/${'b'.repeat(300)}${MARKER}`, headers: { accept: 'text/html' } })
    expectQuiet(page, 414, ERROR_MESSAGES.urlTooLong)
  })

  it('bodies the parsers refuse: bad JSON, empty, poisoned, too large, of another type', async () => {
    const post = (payload: string, headers: Record<string, string> = json) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload })
    expectQuiet(await post(`{"email": ${MARKER}`), 400, ERROR_MESSAGES.invalidJson)
    expectQuiet(await post(''), 400, ERROR_MESSAGES.emptyBody)
    expectQuiet(await post(`{"__proto__": {"${MARKER}": 1}}`), 400, ERROR_MESSAGES.invalidJson)
    expectQuiet(await post(`{"constructor": {"prototype": {"${MARKER}": 1}}}`), 400, ERROR_MESSAGES.invalidJson)
    expectQuiet(await post(JSON.stringify({ email: MARKER.repeat(10_000) })), 413, ERROR_MESSAGES.tooLarge)
    expectQuiet(await post(`<a>${MARKER}</a>`, { ...json, 'content-type': 'application/xml' }), 415, ERROR_MESSAGES.mediaType)
    expectQuiet(await post(MARKER, { ...json, 'content-type': `text/${MARKER}` }), 415, ERROR_MESSAGES.mediaType)
  })

  it('requests Node’s HTTP parser refuses, on a real socket: malformed and oversized headers', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = ctx.app.server.address() as AddressInfo
    expectQuiet(await rawRequest(port, `GET /${MARKER} HTTP/1.1\r\nHost: x\r\nBad Header ${MARKER}\r\n\r\n`), 400, ERROR_MESSAGES.badRequest)
    expectQuiet(await rawRequest(port, `${MARKER} / HTTP/1.1\r\n\r\n`), 400, ERROR_MESSAGES.badRequest)
    expectQuiet(await rawRequest(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${MARKER.repeat(3_000)}\r\n\r\n`), 431, ERROR_MESSAGES.headersTooLarge)
    expectQuiet(await rawRequest(port, `GET /api/feedback/user/%ZZ${MARKER} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`), 400, ERROR_MESSAGES.badUrl)
  })
})

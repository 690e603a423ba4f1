import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { TEST_ORIGIN } from './app'

type Fields = string | readonly (readonly [string, string])[]

/**
 * A browser without JavaScript (issue 32): keeps its cookies, posts forms from our own pages as
 * the page would, follows nothing by itself. `address` is the client address the app sees (the
 * injected default, 127.0.0.1, when not given).
 */
export class FormBrowser {
  private cookies = new Map<string, string>()
  constructor(
    private readonly app: FastifyInstance,
    readonly address?: string,
  ) {}

  /** Takes a cookie header's cookies (a session made elsewhere). */
  take(header: string) {
    for (const pair of header.split('; ').filter(Boolean)) {
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  /** Forgets a cookie (signing out in the browser). */
  drop(name: string) {
    this.cookies.delete(name)
  }

  get cookie() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(response: LightMyRequestResponse) {
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name)
      else this.cookies.set(c.name, c.value)
    }
    return response
  }

  async get(url: string) {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookie }, remoteAddress: this.address }))
  }

  /** Posts a form: an encoded body, or its fields in order (a name may repeat). */
  async post(url: string, fields: Fields, headers: Record<string, string> = {}) {
    const payload = typeof fields === 'string' ? fields : new URLSearchParams(fields.map(([k, v]) => [k, v])).toString()
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: this.address,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: TEST_ORIGIN,
          'sec-fetch-site': 'same-origin',
          cookie: this.cookie,
          ...headers,
        },
      }),
    )
  }
}

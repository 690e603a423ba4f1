import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

/** Production settings on a public https address, the payments sandbox chosen on purpose. */
const start = (env: Record<string, string>) => () =>
  loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.espelho.app', PAYMENTS_SANDBOX: 'true', ...env }, '/app')

describe('the sandbox mailbox only where it belongs (issue 31)', () => {
  it('refuses to start on an https PUBLIC_URL without SMTP_URL, naming both settings and the way out', () => {
    expect(start({})).toThrow(ConfigError)
    expect(start({})).toThrow(/PUBLIC_URL é https, mas SMTP_URL não foi definido[\s\S]*EMAIL_SANDBOX=true/)
    expect(start({ EMAIL_SANDBOX: 'false' })).toThrow(/SMTP_URL/)
  })

  it('starts with SMTP_URL, or with EMAIL_SANDBOX=true set on purpose', () => {
    expect(start({ SMTP_URL: 'smtps://usuario:senha@smtp.exemplo.com:465' })().email.smtpUrl).toBe('smtps://usuario:senha@smtp.exemplo.com:465')
    expect(start({ EMAIL_SANDBOX: 'true' })().email.smtpUrl).toBeUndefined()
    expect(() => start({ EMAIL_SANDBOX: 'sim' })()).toThrow(/EMAIL_SANDBOX/)
  })

  it('keeps the mailbox on http addresses (npm start, tests, e2e) without asking', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:4173' }, '/app')).not.toThrow()
    expect(() => loadConfig({ NODE_ENV: 'production' }, '/app')).not.toThrow()
  })

  it('names both sandboxes when neither is configured', () => {
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.espelho.app' }, '/app')
      } catch (error) {
        return (error as Error).message
      }
      return ''
    })()
    expect(message).toMatch(/PAYMENTS_SANDBOX=true/)
    expect(message).toMatch(/EMAIL_SANDBOX=true/)
  })
})

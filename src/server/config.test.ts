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

describe('schemes read by the URL parser, not by their spelling (issue 45)', () => {
  for (const spelling of ['HTTPS://www.espelho.app', 'Https://WWW.Espelho.App/', 'hTtPs://www.espelho.app']) {
    it(`treats PUBLIC_URL=${spelling} as https: the sandboxes must be asked for, cookies are Secure`, () => {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: spelling }, '/app')).toThrow(/PAYMENTS_SANDBOX=true[\s\S]*EMAIL_SANDBOX=true/)
      const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: spelling, PAYMENTS_SANDBOX: 'true', EMAIL_SANDBOX: 'true' }, '/app')
      expect(config.secureCookies).toBe(true)
      // Written once, as the parser writes it: links and the origin check read the same address.
      expect(config.publicUrl).toBe('https://www.espelho.app')
    })
  }

  it('keeps plain http as http, whatever its case', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'HTTP://127.0.0.1:4173' }, '/app')
    expect(config.secureCookies).toBe(false)
    expect(config.publicUrl).toBe('http://127.0.0.1:4173')
  })

  it('reads CANONICAL_ORIGIN and SMTP_URL schemes the same way', () => {
    const config = start({ CANONICAL_ORIGIN: 'HTTPS://WWW.Espelho.app/', SMTP_URL: 'SMTPS://u:s@smtp.exemplo.com:465' })()
    expect(config.canonicalOrigin).toBe('https://www.espelho.app')
    expect(config.email.smtpUrl).toBe('SMTPS://u:s@smtp.exemplo.com:465')
    expect(start({ CANONICAL_ORIGIN: 'http://www.espelho.app', EMAIL_SANDBOX: 'true' })).toThrow(/CANONICAL_ORIGIN/)
  })
})

describe('an empty variable counts as unset (issue 45)', () => {
  it('uses the default for every setting set to nothing, instead of refusing to start', () => {
    const defaults = loadConfig({ NODE_ENV: 'production' }, '/app')
    const names = ['DATA_DIR', 'HOST', 'PORT', 'CLIENT_DIR', 'PUBLIC_URL', 'CANONICAL_ORIGIN', 'BLOG_URL', 'LOG_LEVEL', 'MAIL_FROM', 'GOOGLE_ISSUER', 'LOGIN_RATE_LIMIT', 'SHUTDOWN_DRAIN_SECONDS', 'TRUST_PROXY', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL']
    for (const name of names) {
      for (const empty of ['', '   ']) {
        const config = loadConfig({ NODE_ENV: 'production', [name]: empty }, '/app')
        expect(config, `${name}=${JSON.stringify(empty)}`).toEqual(defaults)
      }
    }
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: '' }, '/app').dataDir).toBe('/app/data')
    expect(loadConfig({ NODE_ENV: 'production', PORT: '' }, '/app').port).toBe(3000)
  })
})

describe('the Big Five norms settings (issue 48)', () => {
  it('needs 500 people and computes every 40 s by default, an empty value counting as unset', () => {
    for (const env of [{}, { NORMS_MIN_SAMPLE: '', NORMS_REFRESH_SECONDS: ' ' }]) {
      expect(loadConfig({ NODE_ENV: 'production', ...env }, '/app').norms).toEqual({ minSample: 500, refreshMs: 40_000 })
    }
    expect(loadConfig({ NODE_ENV: 'production', NORMS_MIN_SAMPLE: '30', NORMS_REFRESH_SECONDS: '5' }, '/app').norms).toEqual({ minSample: 30, refreshMs: 5000 })
  })

  it('refuses a sample below 1 and a period that would miss the minute', () => {
    for (const env of [{ NORMS_MIN_SAMPLE: '0' }, { NORMS_MIN_SAMPLE: 'muitas' }, { NORMS_REFRESH_SECONDS: '60' }, { NORMS_REFRESH_SECONDS: '0' }]) {
      expect(() => loadConfig({ NODE_ENV: 'production', ...env }, '/app')).toThrow(/NORMS_/)
    }
  })
})

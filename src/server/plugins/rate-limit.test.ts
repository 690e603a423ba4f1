import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#server/config'
import { FIXED_RATE_LIMITS, rateLimits } from './rate-limit'

const SERVER_DIR = path.resolve(import.meta.dirname, '..')
const HOME = path.join(SERVER_DIR, 'plugins', 'rate-limit.ts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

describe('rate limits live in one place (issue 34)', () => {
  it('no server file but plugins/rate-limit.ts writes a count or a window of its own', () => {
    const offenders = sourceFiles(SERVER_DIR)
      .filter((file) => file !== HOME)
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      // Files that limit requests (a pool's `max` elsewhere is not a rate limit).
      .filter(({ text }) => /rateLimit|RateLimit/.test(text))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .map((line, index) => ({ line, where: `${path.relative(SERVER_DIR, file)}:${index + 1}` }))
          .filter(({ line }) => /\bmax:\s*\d|timeWindow:\s*['"\d]|_RATE_LIMIT\s*=\s*\d/.test(line)),
      )
      .map(({ where, line }) => `${where}: ${line.trim()}`)
    expect(offenders).toEqual([])
  })

  it('the settings reach every limit built on them', () => {
    const config = loadConfig({
      LOGIN_RATE_LIMIT: '7',
      LOGIN_NETWORK_RATE_LIMIT: '3',
      FEEDBACK_RATE_LIMIT_PER_IP: '11',
      PAYMENT_RATE_LIMIT: '4',
    })
    const limits = rateLimits(config)
    expect(limits.login.max).toBe(7)
    expect(limits.changePassword.max).toBe(7)
    // Password spraying is counted per network, never below the per-account limit.
    expect(limits.loginPerNetwork.max).toBe(7)
    expect(limits.feedbackPerAddress).toEqual({ max: 11, timeWindow: 3_600_000 })
    expect(limits.giverFormPosts.max).toBe(11 * 40)
    expect(limits.payment).toEqual({ max: 4, timeWindow: 900_000 })
    expect(limits.survey).toBe(FIXED_RATE_LIMITS.survey)
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ZodType } from 'zod'
import * as adsSchemas from '#shared/ads/schemas'
import * as accountSchemas from '#shared/schemas/account'
import * as assessmentSchemas from '#shared/schemas/assessment'
import * as authSchemas from '#shared/schemas/auth'
import * as compareSchemas from '#shared/schemas/compare'
import * as emailSchemas from '#shared/schemas/email'
import * as feedbackSchemas from '#shared/schemas/feedback'
import * as funnelSchemas from '#shared/schemas/funnel'
import * as historySchemas from '#shared/schemas/history'
import * as normsSchemas from '#shared/schemas/norms'
import * as oceanSchemas from '#shared/schemas/ocean'
import * as oceanOthersSchemas from '#shared/schemas/ocean-others'
import * as parallelSchemas from '#shared/schemas/parallel'
import * as roundsSchemas from '#shared/schemas/rounds'
import * as paymentSchemas from '#shared/schemas/payment'
import * as shareSchemas from '#shared/schemas/share'
import * as surveySchemas from '#shared/schemas/survey'
import { buildApp } from '#server/app'
import { openTestDatabase, testConfig } from '#test/app'
import { listRoutes } from '#test/routes'

/**
 * Contracts on both sides (issue 19): every /api route declares the zod schema of each success
 * body it answers, taken from the shared schemas the client parses with, and its path is written
 * literally in its module's *.routes.ts, so searching a SPEC.md §7 path lands on the handler.
 */

/** Routes that answer no JSON body for the client to parse, and why. */
const NO_RESPONSE_SCHEMA: Record<string, string> = {
  'GET /api/auth/google': 'redirects to Google (303), no body',
  'GET /api/auth/google/callback': 'redirects to /results or /login (303), no body',
  'GET /api/account/export': 'a pre-formatted JSON file sent as an attachment, for the person to keep',
  'GET /api/share/disc-card': 'a PNG image (the result card), not JSON',
  'GET /api/email/unsubscribe/one-click': 'a person opening the List-Unsubscribe address is sent to the /unsubscribe page (303)',
  'GET /api/report.pdf': 'the Premium PDF report, a file for the person to keep (issue 17)',
  'POST /api/forms/disc': 'a plain HTML form (issue 32): the next step (303) or the page with its message (400)',
  'POST /api/forms/ocean': 'a plain HTML form (issue 32): the next step (303) or the page with its message (400)',
  'POST /api/feedback/user/:uuid/form': 'a plain HTML form (issue 32): the next step (303) or the page with its message (4xx)',
  'POST /api/forms/login': 'a plain HTML form (issue 45): the next page (303) or back to the form with its message (303)',
  'POST /api/forms/register': 'a plain HTML form (issue 45): the next page (303) or back to the form with its message (303)',
  'POST /api/forms/reset-password': 'a plain HTML form (issue 45): the next page (303) or back to the form with its message (303)',
  'DELETE /api/forms/disc': 'the app took over a no-JS visitor’s progress: 204, no body',
  'DELETE /api/forms/ocean': 'the app took over a no-JS visitor’s progress: 204, no body',
}

const SHARED_SCHEMAS = new Set(
  [adsSchemas, accountSchemas, assessmentSchemas, authSchemas, compareSchemas, emailSchemas, feedbackSchemas, funnelSchemas, historySchemas, normsSchemas, oceanSchemas, oceanOthersSchemas, parallelSchemas, roundsSchemas, paymentSchemas, shareSchemas, surveySchemas]
    .flatMap((module) => Object.values(module))
    .filter((value): value is ZodType => value instanceof ZodType),
)

interface ApiRoute {
  key: string
  url: string
  response: Record<string, unknown> | undefined
}

const registered: RouteOptions[] = []
const database = await openTestDatabase('pglite')
const app = await buildApp(testConfig(), { database, logger: false, onRoute: (route) => void registered.push(route) })
const printed = await listRoutes(app)
await app.close()
await database.close()

const API_ROUTES: ApiRoute[] = registered.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/'))
    .map((method) => ({
      key: `${method} ${route.url}`,
      url: route.url,
      response: (route.schema as { response?: Record<string, unknown> } | undefined)?.response,
    })),
)

describe('API response contracts', () => {
  it('sees every /api route the app serves', () => {
    const served = printed.filter((route) => route.url.startsWith('/api/')).map((route) => `${route.method} ${route.url}`)
    expect(API_ROUTES.map((route) => route.key).sort()).toEqual([...new Set(served)].sort())
    expect(API_ROUTES.length).toBeGreaterThan(20)
  })

  it.each(API_ROUTES.filter((route) => !(route.key in NO_RESPONSE_SCHEMA)).map((route) => [route.key, route] as const))(
    '%s declares its success body with a shared zod schema',
    (_key, route) => {
      const statuses = Object.keys(route.response ?? {})
      expect(statuses.filter((status) => /^2\d\d$/.test(status)), 'a 2xx response schema').not.toHaveLength(0)
      for (const [status, schema] of Object.entries(route.response ?? {})) {
        expect(schema, `${route.key} ${status}`).toBeInstanceOf(ZodType)
        expect(SHARED_SCHEMAS.has(schema as ZodType), `${route.key} ${status} comes from src/shared`).toBe(true)
      }
    },
  )

  it('keeps its list of exceptions true: each still exists and declares nothing', () => {
    for (const key of Object.keys(NO_RESPONSE_SCHEMA)) {
      const route = API_ROUTES.find((candidate) => candidate.key === key)
      expect(route, key).toBeDefined()
      expect(route?.response, key).toBeUndefined()
    }
  })
})

describe('API route paths', () => {
  const modulesDir = path.resolve(import.meta.dirname, '../../../src/server/modules')
  const routeSources = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.routes.ts'))
    .map((file) => readFileSync(path.join(modulesDir, file), 'utf8'))

  it.each([...new Set(API_ROUTES.map((route) => route.url))])('%s is written literally in a *.routes.ts', (url) => {
    expect(routeSources.some((source) => source.includes(`'${url}'`))).toBe(true)
  })
})

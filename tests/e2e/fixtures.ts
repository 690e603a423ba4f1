import AxeBuilder from '@axe-core/playwright'
import {
  test as base,
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
} from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import type { PlanId, RelationshipType } from '#shared/product'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX } from '#server/modules/payment/sandbox'
import { solveFeedbackChallenge } from '#test/proof-of-work'

/** A user no other test knows: every e2e test creates its own accounts. */
export interface E2EUser {
  username: string
  email: string
  password: string
}

export const E2E_PASSWORD = 'senha-forte-123'
const DEFAULT_BASE_URL = 'http://127.0.0.1:4173'

/** The running test's baseURL (playwright.config.ts), or the default outside a test. */
function currentBaseURL(): string {
  try {
    return base.info().project.use.baseURL ?? DEFAULT_BASE_URL
  } catch {
    return DEFAULT_BASE_URL
  }
}

let userCounter = 0

export function newUser(): E2EUser {
  userCounter += 1
  const stamp = Date.now()
  const random = Math.random().toString(36).slice(2, 8)
  return {
    username: `Pessoa E2E ${random}${userCounter}`,
    email: `e2e.${stamp}.${random}${userCounter}@exemplo.com.br`,
    password: E2E_PASSWORD,
  }
}

/**
 * Creates the account through the API. `request` shares cookies with the page when it is
 * `page.request` (or `context.request`), so the page is then signed in as this user. The Origin
 * header satisfies the server's same-origin rule for state-changing requests.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: E2EUser,
  baseURL = currentBaseURL(),
): Promise<APIResponse> {
  return request.post('/api/auth/register', {
    headers: { Origin: new URL(baseURL).origin },
    data: { username: user.username, email: user.email, password: user.password, confirmPassword: user.password },
  })
}

/** The server's same-origin rule wants this Origin header on every state-changing call. */
const originHeaders = (baseURL: string) => ({ Origin: new URL(baseURL).origin })

/** Self DISC answers: the `option`-th option (0 = a) of every question; the server scores them. */
export function selfDiscAnswers(option = 0): Record<string, string> {
  return Object.fromEntries(DISC_SELF_QUESTIONS.map((question) => [question.id, question.options[option]!.id]))
}

/** A giver's DISC answers about someone: the `option`-th option (1 = b) of every question. */
export function othersDiscAnswers(option = 1): Record<string, string> {
  return Object.fromEntries(DISC_OTHERS_QUESTIONS.map((question) => [question.id, question.options[option]!.id]))
}

/**
 * Creates `user` through the API and signs `request` in (with `page.request`, the page too).
 * Answers the user and the public id of their feedback link.
 */
export async function signUpViaApi(request: APIRequestContext, user: E2EUser = newUser(), baseURL = currentBaseURL()) {
  const registered = await registerViaApi(request, user, baseURL)
  expect(registered.status()).toBe(201)
  const { userId } = (await registered.json()) as { userId: string }
  return { user, userId }
}

/** Saves a self DISC result for the person `request` is signed in as. */
export async function saveSelfDiscViaApi(
  request: APIRequestContext,
  answers: Record<string, string> = selfDiscAnswers(),
  baseURL = currentBaseURL(),
) {
  const saved = await request.post(new URL('/api/assessment', baseURL).href, {
    headers: originHeaders(baseURL),
    data: { answers, isSelf: true },
  })
  expect(saved.status(), await saved.text()).toBe(201)
}

/** A new user, signed in on `request`, with a self DISC result: /results shows the whole dashboard. */
export async function userWithDiscResult(
  request: APIRequestContext,
  options: { user?: E2EUser; answers?: Record<string, string>; baseURL?: string } = {},
) {
  const account = await signUpViaApi(request, options.user, options.baseURL)
  await saveSelfDiscViaApi(request, options.answers, options.baseURL)
  return account
}

/** The giver's proof of work, solved as a script would: the base64 payload for the `altcha` field. */
export async function solvedChallenge(request: APIRequestContext, baseURL = currentBaseURL()): Promise<string> {
  return solveFeedbackChallenge(await (await request.get(new URL('/api/feedback/challenge', baseURL).href)).json())
}

/**
 * One anonymous giver through the API. Each call is a new browser (its own cookie jar): one
 * browser gives one feedback per link (issue 23).
 */
export async function giveFeedbackViaApi(
  _request: APIRequestContext,
  ...rest: Parameters<typeof giveFeedbackOnce> extends [APIRequestContext, ...infer R] ? R : never
) {
  const fresh = await playwrightRequest.newContext()
  try {
    await giveFeedbackOnce(fresh, ...rest)
  } finally {
    await fresh.dispose()
  }
}

/**
 * One feedback through the API, both steps of an anonymous giver (DISC answers, then the words).
 * `request` must not carry the owner's session: the owner cannot answer about themself.
 */
async function giveFeedbackOnce(
  request: APIRequestContext,
  userId: string,
  feedback: {
    strengths?: string[]
    improvements?: string[]
    relationshipType?: RelationshipType
    answers?: Record<string, string>
    /** The giver's address, through a server started with TRUST_PROXY=1. */
    forwardedFor?: string
  } = {},
  baseURL = currentBaseURL(),
) {
  const headers = { ...originHeaders(baseURL), ...(feedback.forwardedFor ? { 'X-Forwarded-For': feedback.forwardedFor } : {}) }
  const altcha = await solvedChallenge(request, baseURL)
  const created = await request.post(new URL(`/api/feedback/user/${userId}/assessment`, baseURL).href, {
    headers,
    data: { answers: feedback.answers ?? othersDiscAnswers(), isSelf: false, altcha },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const sent = await request.post(new URL(`/api/feedback/user/${userId}`, baseURL).href, {
    headers,
    data: {
      assessmentId: id,
      relationshipType: feedback.relationshipType ?? 'friend',
      strengths: feedback.strengths ?? ['Comunicativo'],
      improvements: feedback.improvements ?? [],
    },
  })
  expect(sent.status()).toBe(201)
}

/**
 * Buys Premium for the person `request` is signed in as, through the built-in sandbox Mercado Pago
 * as the product does (preference, the checkout's approve button, then check-status): answers the
 * payment id.
 */
export async function buyPremiumViaSandbox(request: APIRequestContext, plan: PlanId = 'monthly', baseURL = currentBaseURL()) {
  const created = await request.post(new URL('/api/payment/preference', baseURL).href, { headers: originHeaders(baseURL), data: { plan } })
  expect(created.status(), await created.text()).toBe(200)
  const { preference } = (await created.json()) as { preference: { init_point: string } }
  const paid = await request.post(preference.init_point, { form: { action: 'approve' }, maxRedirects: 0 })
  expect(paid.status()).toBe(303)
  const paymentId = new URL(paid.headers().location ?? '', baseURL).searchParams.get('payment_id') as string
  const status = await request.get(new URL(`/api/payment/check-status?payment_id=${paymentId}`, baseURL).href)
  expect(((await status.json()) as { isPremium: boolean }).isPremium).toBe(true)
  return paymentId
}

/** Refunds a sandbox payment; the sandbox notifies the site's webhook, as Mercado Pago does. */
export async function refundViaSandbox(request: APIRequestContext, paymentId: string, baseURL = currentBaseURL()) {
  const refunded = await request.post(new URL(`${SANDBOX_PREFIX}/v1/payments/${paymentId}/refunds`, baseURL).href, {
    headers: { authorization: `Bearer ${SANDBOX_ACCESS_TOKEN}` },
    data: {},
  })
  expect(refunded.status(), await refunded.text()).toBe(201)
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING_IMPACTS = new Set(['serious', 'critical'])

export type CheckA11y = (page: Page, options?: { include?: string; exclude?: string[] }) => Promise<void>

interface Fixtures {
  /** Runs axe (WCAG 2.1 A/AA) on the page and fails on serious or critical violations. */
  checkA11y: CheckA11y
  /**
   * Whether the random survey prompt on /results may open (probability 0.25). Off by default so a
   * dialog appearing by chance cannot cover what another test clicks; the survey spec turns it on.
   */
  surveyPrompt: boolean
  /**
   * Whether ad overlays (the DISC question-5 interstitial or its 'Continue sua avaliação' fallback,
   * the OCEAN interstitials) are closed automatically when they cover what a test clicks. On by
   * default, so a slow step cannot make one appear in a test about something else; the ads spec
   * turns it off to test them.
   */
  dismissAdOverlays: boolean
  /** Whether the premium overlay (free user with feedback, once every 6 hours) may open; off by default. */
  premiumOverlay: boolean
}

export const test = base.extend<Fixtures>({
  surveyPrompt: [false, { option: true }],
  dismissAdOverlays: [true, { option: true }],
  premiumOverlay: [false, { option: true }],
  page: async ({ page, surveyPrompt, dismissAdOverlays, premiumOverlay, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForHydrationOnLoad(page)
    if (!premiumOverlay) {
      await page.addInitScript(() => {
        try {
          if (!window.localStorage.getItem('espelho.premiumOverlayShownAt')) {
            window.localStorage.setItem('espelho.premiumOverlayShownAt', String(Date.now()))
          }
        } catch {
          // storage unavailable: nothing to mark
        }
      })
    }
    if (dismissAdOverlays) {
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'publicidade' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Fechar anúncio' }).click()
      })
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Continue sua avaliação' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Continuar' }).click()
      })
    }
    if (!surveyPrompt) {
      await page.addInitScript(() => {
        try {
          if (!window.localStorage.getItem('espelho.surveyPrompted')) window.localStorage.setItem('espelho.surveyPrompted', 'true')
        } catch {
          // storage unavailable: nothing to mark
        }
      })
    }
    await use(page)
  },
  // Playwright requires an object pattern for the fixtures argument, even when none are used.
  // eslint-disable-next-line no-empty-pattern
  checkA11y: async ({}, use, testInfo) => {
    await use(async (page, options = {}) => {
      // Colours are checked as they end up: a toast or dialog still fading in is half transparent.
      // (At most 2 s: a countdown bar is an animation too.)
      await page.evaluate(() =>
        Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 2000)),
        ]),
      )
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
      if (options.include) builder = builder.include(options.include)
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
      const results = await builder.analyze()
      const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      if (blocking.length > 0) {
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(blocking, null, 2),
          contentType: 'application/json',
        })
      }
      // One readable line per violation (rule, impact, help, where), not axe's whole result objects.
      const summary = blocking.map((violation) => {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ')
        return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl}) em: ${targets}`
      })
      expect(summary, `Violações de acessibilidade graves em ${page.url()}`).toEqual([])
    })
  },
})

export { expect }

/** A page outside the `page` fixture (another context, another browser) whose loads wait for hydration too. */
export async function newHydratingPage(opener: { newPage(): Promise<Page> }) {
  const page = await opener.newPage()
  waitForHydrationOnLoad(page)
  return page
}

/**
 * The server paints every page and its code loads after that first paint (decision 0026), so a
 * page is on screen before React has taken it over. `goto` and `reload` resolve once it has (the
 * `data-hydrated` mark), as a person's taps count only from then; `waitUntil: 'commit'` opts out,
 * for tests about the moment before. Responses that are not a page (images, JSON) have no #root.
 */
function waitForHydrationOnLoad(page: Page) {
  const hydration = () =>
    page.waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
      undefined,
      { timeout: 15_000 },
    )
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await hydration()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await hydration()
    return response
  }
}

/** The visible toast (Radix also repeats its text in a screen-reader announcement). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('li.toast-root').filter({ hasText: text })
}

/**
 * The wizards' position in their bar ('Pergunta 3 de 24', 'Reflexão 3 de 10', 'Afirmação 3 de 25'):
 * visible only while that step is on screen.
 */
export function wizardStep(page: Page, label: string, step: number, total: number) {
  return page.getByTestId('wizard-bar').getByText(`${label} ${step} de ${total}`, { exact: true })
}

/**
 * A long journey is walked once, at a phone's width; each screen it stops at is also looked at on a
 * desktop, by resizing the page: `check` runs at the current width, then at 1280×800, and the page
 * goes back to its own size.
 */
export async function alsoOnDesktop(page: Page, check: (width: number) => Promise<void>) {
  const own = page.viewportSize() ?? { width: 360, height: 740 }
  await check(own.width)
  await page.setViewportSize({ width: 1280, height: 800 })
  await check(1280)
  await page.setViewportSize(own)
}

/**
 * The giver's landing (issue 33) says who asked, that it is anonymous, how long it takes and what
 * happens to the answers; "Começar" opens question 1.
 */
export async function startGiving(page: Page) {
  const landing = page.getByTestId('convite-feedback')
  await expect(landing).toContainText('É anônimo.')
  await expect(landing).toContainText('Leva cerca de 9 minutos.')
  // Question 1 shares the landing's document, hidden until "Começar" targets it (issue 44).
  const first = wizardStep(page, 'Pergunta', 1, DISC_OTHERS_QUESTIONS.length)
  await expect(first).toBeHidden()
  await landing.getByRole('link', { name: 'Começar' }).click()
  await expect(first).toBeVisible()
  await expect(landing).toBeHidden()
}

/**
 * One tap answers a wizard question (issue 24): taps `option` and, unless it was the last question,
 * waits until `next` (usually the next `wizardStep`) is on screen, so the following tap cannot land
 * on the question being left.
 */
export async function tapAnswer(option: Locator, next?: Locator) {
  await option.click()
  if (next) await expect(next).toBeVisible()
}

/** The option with `value` (its DISC option id, or an OCEAN 1-5) of the question on screen. */
export function optionWithValue(page: Page, value: string) {
  return page.locator(`[role="radio"][value="${value}"]`)
}

/**
 * Opens one row of "Mais para você" on the results page's "Você" tab (issue 24: secondary cards sit
 * behind a button with aria-expanded) and returns the card it reveals, named by its own heading.
 */
export async function openMoreForYou(page: Page, row: string, card: string) {
  const button = page.getByRole('region', { name: 'Mais para você' }).getByRole('button', { name: row })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('region', { name: card })).toHaveCount(0)
  await button.click()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  return page.getByRole('region', { name: card })
}

/** DISC answers choosing, for question i of `bank`, the option of type `types[i % types.length]`. */
export function answersOf(bank: typeof DISC_OTHERS_QUESTIONS | typeof DISC_SELF_QUESTIONS, types: DiscType[]) {
  return Object.fromEntries(
    bank.map((question, index) => {
      const option = question.options.find((o) => o.type === types[index % types.length])
      if (!option) throw new Error('bank without the type')
      return [question.id, option.id]
    }),
  )
}

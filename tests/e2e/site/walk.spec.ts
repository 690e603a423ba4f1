import type { APIRequestContext, Page } from '@playwright/test'
import { ROUTES } from '#shared/seo/routes'
import {
  alsoOnDesktop,
  buyPremiumViaSandbox,
  expect,
  giveFeedbackViaApi,
  selfDiscAnswers,
  signUpViaApi,
  test,
  userWithDiscResult,
} from '../fixtures'

/**
 * Issue 33 item 4, "the walk's rough edges": every page of the product, signed out, signed in
 * free and Premium, at a phone's size, logs no React error (hydration #418 among them) and asks
 * for nothing that fails; and the rough spots of a newcomer's walk, measured at 360×740.
 */

const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })

const NOT_FOUND_PATH = '/pagina-que-nao-existe'

/** What went wrong on a page: React's errors, uncaught ones, and every answer of 400 or more. */
function watch(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 300)}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  page.on('requestfailed', (request) => {
    // Navigating on aborts what the last page still had in flight: not the page's fault.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${new URL(request.url()).pathname}`)
  })
  return problems
}

/** Every route of the route table, its parameters filled with real ones, plus an unknown address. */
function everyPath(params: { uuid: string; token: string }) {
  const paths = ROUTES.map((route) => route.path.replace(':uuid', params.uuid).replace(':token', params.token))
  return [...paths, NOT_FOUND_PATH]
}

/** Someone whose invite link and public result page the visits open. */
async function subjectOf(request: APIRequestContext, origin: string) {
  const { userId } = await userWithDiscResult(request)
  const shared = await request.post('/api/share/result-link', { headers: { Origin: origin }, data: {} })
  expect(shared.status(), await shared.text()).toBeLessThan(300)
  const { url } = (await shared.json()) as { url: string }
  const token = new URL(url, origin).pathname.split('/').pop() ?? ''
  expect(token).not.toBe('')
  return { uuid: userId, token }
}

async function visitEveryPage(page: Page, paths: string[]) {
  const found: string[] = []
  for (const path of paths) {
    const problems = watch(page)
    const response = await page.goto(path)
    // Some pages load more after hydrating (the session's data, ads' settings): let them finish.
    // The giver page keeps working in the background (its proof of work), so the wait is capped.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    const expected = path === NOT_FOUND_PATH ? [`404 GET ${NOT_FOUND_PATH}`, 'console: Failed to load resource: the server responded with a status of 404 (Not Found)'] : []
    if (path === NOT_FOUND_PATH) expect(response?.status()).toBe(404)
    const unexpected = problems.filter((problem) => !expected.includes(problem))
    found.push(...unexpected.map((problem) => `${path} → ${problem}`))
    page.removeAllListeners('console')
    page.removeAllListeners('pageerror')
    page.removeAllListeners('response')
    page.removeAllListeners('requestfailed')
  }
  expect(found, 'React errors or failed requests').toEqual([])
}

test.describe('Every page at 360×740 logs no React error and requests nothing that fails', () => {
  test.describe.configure({ timeout: 300_000 })

  test('signed out', async ({ page, playwright, baseURL }) => {
    const subject = await playwright.request.newContext({ baseURL })
    await visitEveryPage(page, everyPath(await subjectOf(subject, baseURL!)))
    await subject.dispose()
  })

  test('signed in, free, without a Big Five result (no 404 on /results)', async ({ page, playwright, baseURL }) => {
    const subject = await playwright.request.newContext({ baseURL })
    const paths = everyPath(await subjectOf(subject, baseURL!))
    await userWithDiscResult(page.request)
    await visitEveryPage(page, paths)
    await subject.dispose()
  })

  test('signed in, Premium, with feedback', async ({ page, playwright, baseURL }) => {
    const subject = await playwright.request.newContext({ baseURL })
    const paths = everyPath(await subjectOf(subject, baseURL!))
    const { userId } = await userWithDiscResult(page.request)
    for (let i = 0; i < 3; i += 1) await giveFeedbackViaApi(page.request, userId)
    await buyPremiumViaSandbox(page.request)
    await visitEveryPage(page, paths)
    await subject.dispose()
  })
})

test.describe('The walk at 360×740', () => {
  test('/register after the test: the first field in the first screen, the recap after the form, no Google button', async ({ page }) => {
    const problems = watch(page)
    // A DISC result kept in the browser, as the test leaves it for someone without an account.
    await page.goto('/assessment')
    await page.evaluate((answers) => {
      const data = { answers, scores: { D: 10, I: 0, S: 0, C: 0 }, isSelf: true, completedAt: new Date().toISOString() }
      window.localStorage.setItem('assessmentData', JSON.stringify(data))
    }, selfDiscAnswers())
    await page.goto('/register')
    await expect(page.getByText('Seu teste DISC está pronto: crie sua conta')).toBeVisible()
    const field = await page.getByLabel('Nome de usuário').boundingBox()
    expect(field).not.toBeNull()
    expect(field!.y + field!.height).toBeLessThanOrEqual(PHONE.height)
    await expect(page.getByText('Falta só um passo para ver seu perfil completo')).toBeVisible()
    await expect(page.getByText(/com Google/)).toHaveCount(0)
    expect(problems).toEqual([])
    await alsoOnDesktop(page, (width) => page.screenshot({ path: test.info().outputPath(`register-${width}.png`) }).then(() => undefined))
  })

  test('/login shows no Google button when Google is not configured', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(page.getByText(/com Google/)).toHaveCount(0)
    await expect(page.getByText('O acesso com Google está indisponível no momento.')).toHaveCount(0)
  })

  test('the thank-you page: the test\'s first question, all its options above the fold (issue 47)', async ({ page }) => {
    await page.goto('/thank-you')
    const button = await page.locator('[role="radio"]').last().boundingBox()
    expect(button).not.toBeNull()
    expect(button!.y).toBeGreaterThanOrEqual(0)
    expect(button!.y + button!.height).toBeLessThanOrEqual(PHONE.height)
    await alsoOnDesktop(page, (width) => page.screenshot({ path: test.info().outputPath(`thank-you-${width}.png`) }).then(() => undefined))
  })

  test('/results, free with 3 feedbacks: "Mensagem copiada" fits, "Fazer upgrade" is one line, the sheet pays without scrolling', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const { userId } = await userWithDiscResult(page.request)
    for (let i = 0; i < 3; i += 1) await giveFeedbackViaApi(page.request, userId)

    await page.goto('/results?aba=outros')
    const copy = page.getByRole('button', { name: 'Copiar link' }).first()
    await copy.click()
    const copied = page.getByRole('button', { name: 'Mensagem copiada' }).first()
    await expect(copied).toBeVisible()
    const fit = await copied.evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }))
    expect(fit.content).toBeLessThanOrEqual(fit.box)

    // The free list shows what it holds: never "Ver todos os 2" beside "2 de 3".
    await expect(page.getByText('Liberados para você: 2 feedbacks de 3.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Ver todos os/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ver os 2 feedbacks liberados' })).toBeVisible()

    await page.goto('/results')
    const upgrade = page.getByRole('button', { name: 'Fazer upgrade' })
    await upgrade.scrollIntoViewIfNeeded()
    const line = await upgrade.evaluate((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
      return { lines: tops.size, content: element.scrollWidth, box: element.clientWidth }
    })
    expect(line.lines).toBe(1)
    expect(line.content).toBeLessThanOrEqual(line.box)
    const card = await page.getByRole('region', { name: 'Veja o quadro completo de como te percebem' }).boundingBox()
    const compare = await page.getByRole('link', { name: 'Comparar planos' }).boundingBox()
    expect(compare!.x + compare!.width).toBeLessThanOrEqual(card!.x + card!.width)

    await upgrade.click()
    const pay = page.getByRole('button', { name: 'Continuar para o pagamento' })
    await expect(pay).toBeVisible()
    // Reachable as the sheet opens: inside the screen, the sheet not scrolled.
    const where = await pay.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, height: window.innerHeight }))
    expect(where.bottom).toBeLessThanOrEqual(where.height)
    await alsoOnDesktop(page, (width) => page.screenshot({ path: test.info().outputPath(`upgrade-sheet-${width}.png`) }).then(() => undefined))
  })

  test('a free account without a Big Five result loads /results and /ocean-results with no failed request', async ({ page }) => {
    await signUpViaApi(page.request)
    const problems = watch(page)
    await page.goto('/results')
    await page.waitForLoadState('networkidle')
    await page.goto('/ocean-results')
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
  })
})

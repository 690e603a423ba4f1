import type { Locator, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { expect, newUser, optionWithValue, signUpViaApi, tapAnswer, test, wizardStep } from '../fixtures'

/**
 * The giver's turn (issue 47): from "Obrigado" to their own link copied, at 360×740, each step's
 * main action on the first screen, and nothing of the person they answered for on their own pages.
 */
const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })

/** The taps from "Obrigado" to "own link copied": 1 (question 1 on the thank-you page) + 9 + Finalizar + Criar conta + Criar conta + Copiar link. */
const TAPS_TO_OWN_LINK = 14

/** Fails unless the whole of `locator` is on the first screen, without scrolling. */
async function expectOnFirstScreen(locator: Locator) {
  await expect(locator).toBeVisible()
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  const scrollY = await locator.page().evaluate(() => window.scrollY)
  expect(box!.y + scrollY, 'top on the first screen').toBeGreaterThanOrEqual(0)
  expect(box!.y + scrollY + box!.height, 'bottom on the first screen').toBeLessThanOrEqual(PHONE.height)
}

/**
 * Everything the giver's browser shows or keeps: the page's text, the whole document (its <head>
 * too: a link preview's tags name the person a link belongs to), its address, storage and readable
 * cookies.
 */
async function whatTheBrowserHolds(page: Page) {
  return page.evaluate(() => {
    const storage = (area: Storage) => Object.keys(area).map((key) => `${key}=${area.getItem(key)}`)
    return [
      document.body.innerText,
      document.documentElement.outerHTML,
      document.title,
      window.location.href,
      document.cookie,
      ...storage(localStorage),
      ...storage(sessionStorage),
    ].join('\n')
  })
}

test('a giver reaches their own link in 14 taps, never seeing the name of the person they answered for', async ({ page, browser, context, baseURL, checkA11y }) => {
  // The person who asked for feedback, with a name that must not follow the giver.
  const ownerName = `Rosalinda Figueiró ${Math.random().toString(36).slice(2, 7)}`
  const ownerContext = await browser.newContext({ baseURL })
  const { userId: ownerLink } = await signUpViaApi(ownerContext.request, { ...newUser(), username: ownerName })
  await ownerContext.close()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })

  // The giver answers through the app, as anyone who got the link on WhatsApp.
  await page.goto(`/feedback/user/${ownerLink}`)
  await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
  await page.getByTestId('convite-feedback').getByRole('link', { name: 'Começar' }).click()
  const total = DISC_OTHERS_QUESTIONS.length
  for (let i = 0; i < total; i += 1) {
    const question = DISC_OTHERS_QUESTIONS[i]!
    await expect(wizardStep(page, 'Pergunta', i + 1, total)).toBeVisible()
    await tapAnswer(optionWithValue(page, question.options[i % 4]!.id), i < total - 1 ? wizardStep(page, 'Pergunta', i + 2, total) : undefined)
  }
  await page.getByRole('button', { name: 'Continuar' }).click()
  await page.getByRole('radio', { name: 'Amizade' }).check()
  await page.getByLabel('Ponto forte 1').fill('Generosidade')
  await page.getByRole('button', { name: 'Enviar feedback' }).click()
  await page.getByRole('button', { name: 'Pular e concluir' }).click()

  // "Obrigado": the test's first question is already here. From now on every tap is counted.
  let taps = 0
  const tap = async (locator: Locator) => {
    await expectOnFirstScreen(locator)
    await locator.click()
    taps += 1
  }
  const pagesSeen: string[] = []
  const look = async () => pagesSeen.push(await whatTheBrowserHolds(page))

  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pelo seu feedback!' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: DISC_SELF_QUESTIONS[0]!.text })).toBeVisible()
  for (const option of await page.locator('[role="radio"]').all()) await expectOnFirstScreen(option)
  await look()
  await checkA11y(page)
  await page.screenshot({ path: test.info().outputPath('1-obrigado-360.png') })

  // The funnel hears of the test's start from the browser, the step's name and nothing else.
  const funnelStep = (step: string) =>
    page.waitForResponse((response) => response.url().endsWith('/api/funnel/step') && response.request().postData() === JSON.stringify({ step }))
  const started = funnelStep('test_started')
  await tap(page.locator('[role="radio"]').first())
  expect(await (await started).json()).toEqual({ counted: true })
  await expect(page).toHaveURL(/\/assessment$/)
  await expect(wizardStep(page, 'Reflexão', 2, DISC_SELF_QUESTIONS.length)).toBeVisible()
  await expect(page.getByText('1 de 10 respondidas')).toBeVisible()
  await look()
  for (let i = 1; i < DISC_SELF_QUESTIONS.length; i += 1) {
    const option = optionWithValue(page, DISC_SELF_QUESTIONS[i]!.options[(i + 1) % 4]!.id)
    await expectOnFirstScreen(option)
    await tapAnswer(option, i < DISC_SELF_QUESTIONS.length - 1 ? wizardStep(page, 'Reflexão', i + 2, DISC_SELF_QUESTIONS.length) : undefined)
    taps += 1
  }
  await tap(page.getByRole('button', { name: 'Finalizar' }))

  // The result's preview, and sign-up on the first screen.
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliação concluída!' })).toBeVisible()
  await look()
  await checkA11y(page)
  await page.screenshot({ path: test.info().outputPath('2-resultado-360.png') })
  await tap(page.getByRole('link', { name: 'Criar conta' }))

  const giver = newUser()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByText('Seu teste DISC está pronto', { exact: true })).toBeVisible()
  await page.getByLabel('Nome de usuário').fill(giver.username)
  await page.getByLabel('E-mail').fill(giver.email)
  await page.getByLabel('Senha', { exact: true }).fill(giver.password)
  await page.getByLabel('Confirmar senha').fill(giver.password)
  await look()
  await page.screenshot({ path: test.info().outputPath('3-cadastro-360.png') })
  await tap(page.getByRole('button', { name: 'Criar conta' }))

  // Their own link, ready for WhatsApp, on the first screen; the result came along.
  await expect(page).toHaveURL(/\/results$/)
  const invite = page.getByRole('region', { name: 'Convide pessoas para te avaliar' })
  await expect(invite.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/)
  await expectOnFirstScreen(invite.getByRole('link', { name: 'WhatsApp' }))
  const shared = funnelStep('link_shared')
  await tap(invite.getByRole('button', { name: 'Copiar link' }))
  expect(await (await shared).json()).toEqual({ counted: true })
  await expect(invite.getByRole('button', { name: 'Mensagem copiada' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/\/feedback\/user\/[0-9a-f-]{36}/)
  expect(copied).not.toContain(ownerLink)
  await look()
  await page.screenshot({ path: test.info().outputPath('4-meu-link-360.png') })

  expect(taps).toBe(TAPS_TO_OWN_LINK)

  // Nothing of the person they answered for: not the name anywhere (text or <head>), not the link outside what the
  // feedback flow itself keeps (its per-link cookies are scoped to that link's path, never sent here).
  for (const seen of pagesSeen) {
    expect(seen).not.toContain(ownerName)
    expect(seen).not.toContain(ownerLink)
  }
  const cookies = await context.cookies()
  for (const cookie of cookies) {
    expect(cookie.value).not.toContain(ownerName)
    if (cookie.value.includes(ownerLink) || cookie.name.includes(ownerLink)) expect(cookie.path).toContain(`/feedback/user/${ownerLink}`)
  }
  // The account says where the person came from, and only that.
  const exported = await page.request.get('/api/account/export')
  const document = (await exported.json()) as { conta: { origem: string | null } }
  expect(document.conta.origem).toBe('veio de um convite')
  expect(JSON.stringify(document)).not.toContain(ownerLink)
  expect(JSON.stringify(document)).not.toContain(ownerName)
})

/**
 * Without JavaScript, from "Obrigado" to the own link and WhatsApp: 1 (question 1 on the thank-you
 * page) + 9 + Finalizar + Criar conta + Criar conta + WhatsApp. The link itself is in a field to
 * select and copy (a long press, not a tap).
 */
const TAPS_TO_WHATSAPP_WITHOUT_SCRIPT = 14

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('from the thank-you page to the own link and WhatsApp in 14 taps: the test, sign-up and /results painted by the server', async ({ page, context }) => {
    let taps = 0
    const tap = async (locator: Locator) => {
      await expectOnFirstScreen(locator)
      await locator.click()
      taps += 1
    }
    await page.goto('/thank-you')
    await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pelo seu feedback!' })).toBeVisible()
    await expectOnFirstScreen(page.locator('[role="radio"]').last())
    await tap(page.locator('[role="radio"]').first())
    await expect(page).toHaveURL(/\/assessment$/)
    await expect(page.getByText('Reflexão 2 de 10', { exact: true })).toBeVisible()
    await expect(page.getByText('1 de 10 respondidas')).toBeVisible()
    for (let i = 1; i < DISC_SELF_QUESTIONS.length; i += 1) {
      await tap(optionWithValue(page, DISC_SELF_QUESTIONS[i]!.options[(i + 1) % 4]!.id))
      if (i < DISC_SELF_QUESTIONS.length - 1) await expect(page.getByText(`Reflexão ${i + 2} de 10`, { exact: true })).toBeVisible()
    }
    await tap(page.getByRole('button', { name: 'Finalizar' }))

    await expect(page.getByRole('heading', { level: 1, name: 'Avaliação concluída!' })).toBeVisible()
    await tap(page.getByRole('link', { name: 'Criar conta' }).first())
    await expect(page).toHaveURL(/\/register$/)
    const giver = newUser()
    await page.getByLabel('Nome de usuário').fill(giver.username)
    await page.getByLabel('E-mail').fill(giver.email)
    await page.getByLabel('Senha', { exact: true }).fill(giver.password)
    await page.getByLabel('Confirmar senha').fill(giver.password)
    await tap(page.getByRole('button', { name: 'Criar conta' }))

    // /results as the server paints it: the own link to copy and WhatsApp, no endless skeleton.
    await expect(page).toHaveURL(/\/results$/)
    const invite = page.getByRole('region', { name: 'Convide pessoas para te avaliar' })
    const field = invite.getByRole('textbox', { name: /Seu link de feedback/ })
    await expectOnFirstScreen(field)
    const link = await field.inputValue()
    expect(link).toMatch(/\/feedback\/user\/[0-9a-f-]{36}$/)
    await expect(field).toHaveAttribute('readonly', '')
    const whatsapp = invite.getByRole('link', { name: /WhatsApp/ })
    const href = (await whatsapp.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toContain(link)
    // (Playwright's text matching skips <noscript>: the note is found by its role.)
    await expect(page.getByRole('heading', { level: 2, name: 'Seus resultados precisam de JavaScript' })).toBeVisible()
    await expect(page.getByText('Carregando seus resultados...')).toBeHidden()
    await page.screenshot({ path: test.info().outputPath('5-meu-link-sem-js-360.png') })

    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }))
    const opened = page.waitForEvent('popup')
    await tap(whatsapp)
    expect((await opened).url()).toMatch(/^https:\/\/wa\.me\/\?text=/)
    expect(taps).toBe(TAPS_TO_WHATSAPP_WITHOUT_SCRIPT)
  })
})

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { compareDisc, compareOcean, type DimensionComparison } from '#shared/compare/texts'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { COMPARE_MESSAGES, ComparisonSchema } from '#shared/schemas/compare'
import { expect, newHydratingPage, newUser, saveSelfDiscViaApi, selfDiscAnswers, signUpViaApi, test, type CheckA11y } from '../fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

/** Screenshots at the phone (first screen and whole page) and desktop widths, when E2E_SHOTS_DIR asks for them (reviewing the layout). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  // The first screen as the phone shows it (what is reachable without scrolling), then the whole page.
  await page.screenshot({ path: `${SHOTS}/${name}-360-screen.png` })
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
}

/** Both self tests, through the API: comparing needs the DISC and the Big Five. */
async function takeBothTests(request: APIRequestContext, baseURL: string, discOption: number, oceanValue: number) {
  await saveSelfDiscViaApi(request, selfDiscAnswers(discOption), baseURL)
  const answers = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, oceanValue]))
  const saved = await request.post(new URL('/api/ocean-assessment', baseURL).href, {
    headers: { Origin: new URL(baseURL).origin },
    data: { answers, isSelf: true },
  })
  expect(saved.status(), await saved.text()).toBe(201)
}

/** An invitation through the API (the sender has both tests): its link, as the page would show it once. */
async function inviteViaApi(request: APIRequestContext, baseURL: string) {
  const created = await request.post(new URL('/api/compare/invitations', baseURL).href, { headers: { Origin: new URL(baseURL).origin }, data: {} })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()) as { id: string; url: string }
}

/** Wholly on the first screen at 360×740, without scrolling. */
async function expectOnFirstScreen(locator: Locator) {
  const box = await locator.boundingBox()
  expect(box, 'on the page').not.toBeNull()
  expect((box?.y ?? 0) + (box?.height ?? 0) + (await locator.page().evaluate(() => window.scrollY))).toBeLessThanOrEqual(740)
}

/** Below the sticky top bar, not hidden under it. */
async function expectClearOfTopBar(locator: Locator) {
  const bar = await locator.page().locator('header').first().boundingBox()
  await expect.poll(async () => (await locator.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(bar?.height ?? 0)
}

/** Lists of dimension names as the page writes them: "A", "A e B", "A, B e C". */
const joined = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names.at(-1)}` : (names[0] ?? ''))

/** What a section must say, computed from the comparison's data by the same texts the page uses. */
async function expectSection(page: Page, title: string, rows: DimensionComparison<string>[]) {
  const section = page.getByRole('region', { name: title })
  const alike = rows.filter((row) => row.closeness !== 'different').map((row) => row.name)
  const different = rows.filter((row) => row.closeness === 'different').map((row) => row.name)
  const summary = (label: string) => section.locator('p').filter({ has: page.getByText(label, { exact: true }) })
  await expect(summary('Onde vocês se parecem')).toContainText(alike.length ? `${joined(alike)}.` : 'Em nenhuma destas dimensões vocês têm resultados próximos.')
  await expect(summary('Onde vocês diferem')).toContainText(different.length ? `${joined(different)}.` : 'Em nenhuma destas dimensões: os resultados de vocês ficaram próximos em todas.')
  for (const row of rows) await expect(section.getByText(row.text, { exact: true })).toBeVisible()
}

/**
 * axe runs inside the page, which a page without JavaScript cannot: the no-JS page's markup is
 * scanned in a page that runs scripts but gets none of the app's, with its <noscript> shown as a
 * browser without JavaScript shows it.
 */
async function checkA11yWithoutScripts(browser: Browser, baseURL: string, page: Page, checkA11y: CheckA11y) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true })
  const scanner = await context.newPage()
  await scanner.route(/\/assets\/.+\.js$/, (route) => route.abort())
  await scanner.goto('/comparar', { waitUntil: 'load' })
  await scanner.setContent((await page.content()).replace(/<(\/?)noscript>/g, '<$1div>'), { waitUntil: 'load' })
  await checkA11y(scanner)
  await context.close()
}

test.use({ viewport: { width: 360, height: 740 } })

test.describe('Comparar com alguém (issue 47)', () => {
  test('one person invites, the other signs up from the link, sees what is shared, accepts; both compare; one ends it for both', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    const ana = newUser()
    await signUpViaApi(page.request, ana)
    await takeBothTests(page.request, baseURL as string, 0, 5)

    // The way in, from the results page's "Mais para você".
    await page.goto('/results')
    const row = page.getByRole('region', { name: 'Mais para você' }).getByRole('button', { name: /Comparar com alguém/ })
    await row.click()
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'Comparar com alguém' }).click()
    await expect(page.getByRole('heading', { name: 'Comparar com alguém', level: 1 })).toBeVisible()
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-empty')
    await page.getByRole('button', { name: 'Criar link de convite' }).click()
    const field = page.getByRole('textbox', { name: 'Link do convite' })
    await expect(field).toHaveValue(/\/comparar\/convite#token=[A-Za-z0-9_-]{43}$/)
    const inviteUrl = await field.inputValue()
    await expect(page.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*comparar%2Fconvite%23token%3D/)
    await expect(page.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute('href', /^mailto:\?subject=.*&body=/)
    await expect(page.getByText('Convite criado · ninguém aceitou ainda')).toBeVisible()
    await expect(page.getByText('O link deste convite está logo acima.', { exact: false })).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-invited')

    // Bruno opens the link signed out, creates an account and comes back to the invitation.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL })
    const friend = await newHydratingPage(context)
    await friend.goto(inviteUrl)
    await expect(friend.getByRole('heading', { name: 'Convite para comparar' })).toBeVisible()
    // The secret leaves the address bar once kept by the tab.
    await expect(friend).toHaveURL(/\/comparar\/convite$/)
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation-signed-out')
    await friend.getByRole('link', { name: 'Criar conta' }).click()
    const bruno = newUser()
    await friend.getByLabel('Nome de usuário').fill(bruno.username)
    await friend.getByLabel('E-mail').fill(bruno.email)
    await friend.getByLabel('Senha', { exact: true }).fill(bruno.password)
    await friend.getByLabel('Confirmar senha').fill(bruno.password)
    await friend.getByRole('button', { name: 'Criar conta' }).click()
    await expect(friend).toHaveURL(/\/comparar\/convite$/)
    await expect(friend.getByText(`${ana.username} convidou você para comparar seus resultados.`)).toBeVisible()
    // No tests yet: the page says which, and accepting waits for them.
    await expect(friend.getByRole('link', { name: 'Fazer o teste DISC' })).toBeVisible()
    await expect(friend.getByRole('link', { name: 'Fazer o teste Big Five' })).toBeVisible()
    await expect(friend.getByRole('button', { name: 'Aceitar e comparar' })).toBeDisabled()
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation-missing-tests')

    // With both tests taken, the same page (the tab kept the invitation) shows exactly what Ana will see.
    await takeBothTests(friend.request, baseURL as string, 2, 2)
    await friend.reload()
    const preview = friend.getByRole('heading', { name: `O que ${ana.username} vai ver de você` })
    await expect(preview).toBeVisible()
    await expect(friend.getByText(bruno.username, { exact: true })).toBeVisible()
    await expect(friend.getByText(bruno.email)).toHaveCount(0)
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation')
    await friend.getByRole('button', { name: 'Aceitar e comparar' }).click()

    await expect(friend.getByRole('heading', { name: `Você e ${ana.username}` })).toBeVisible()
    await expect(friend.getByRole('heading', { name: 'DISC: como cada um age' })).toBeVisible()
    await expect(friend.getByRole('heading', { name: 'Big Five: como cada um é' })).toBeVisible()
    await expect(friend.getByText('Onde vocês se parecem').first()).toBeVisible()
    // Both lists and every dimension's text, as the shared texts write them for Bruno (the reader, "você").
    const data = ComparisonSchema.parse(await (await friend.request.get(`/api/compare/${friend.url().split('/').pop()}`)).json())
    if (!data.me.disc || !data.other.disc || !data.me.ocean || !data.other.ocean) throw new Error('both tests are taken')
    await expectSection(friend, 'DISC: como cada um age', compareDisc(data.me.disc, data.other.disc, data.other.name))
    await expectSection(friend, 'Big Five: como cada um é', compareOcean(data.me.ocean, data.other.ocean, data.other.name))
    await expect(friend.getByText(/de você(?!\p{L})/u)).toHaveCount(0)
    await expect(friend.getByText(ana.email)).toHaveCount(0)
    await checkA11y(friend)
    await shoot(friend, 'comparison')
    const comparisonUrl = friend.url()

    // Ana sees it too, from her list.
    await page.reload()
    await expect(page.getByText(`Você e ${bruno.username}`)).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-list-active')
    await page.getByRole('link', { name: 'Ver comparação' }).click()
    await expect(page.getByRole('heading', { name: `Você e ${bruno.username}` })).toBeVisible()
    await expect(page).toHaveURL(comparisonUrl)

    // Bruno ends it, by keyboard, after confirming.
    await friend.getByRole('button', { name: 'Encerrar comparação' }).focus()
    await friend.keyboard.press('Enter')
    const dialog = friend.getByRole('dialog', { name: 'Encerrar esta comparação?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`A comparação some agora para você e para ${ana.username}.`, { exact: false })).toBeVisible()
    await checkA11y(friend)
    await shoot(friend, 'comparison-end-dialog')
    await dialog.getByRole('button', { name: 'Sim, encerrar' }).focus()
    await friend.keyboard.press('Enter')
    await expect(friend).toHaveURL(/\/comparar$/)
    await expect(friend.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await expect(friend.getByRole('status').filter({ hasText: 'Comparação encerrada. Ela não aparece mais para nenhum de vocês.' })).toBeVisible()
    // The other way in, from "Minha conta".
    await friend.goto('/account')
    await friend.getByRole('link', { name: 'Minhas comparações' }).click()
    await expect(friend.getByRole('heading', { name: 'Comparar com alguém', level: 1 })).toBeVisible()

    // Gone for Ana at once: the page she had open and her list.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Comparação indisponível' })).toBeVisible()
    await expect(page.getByText('Comparação não encontrada. Ela pode ter sido encerrada.')).toBeVisible()
    await checkA11y(page)
    await page.goto('/comparar')
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await expect(page.getByText(`Você e ${bruno.username}`)).toHaveCount(0)
    await context.close()
  })

  test('a lost link is replaced in one step, the old one dies; the invited person refuses; the free plan stops at 3 of 3; an invitation is cancelled', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    const ana = newUser()
    await signUpViaApi(page.request, ana)
    await takeBothTests(page.request, baseURL as string, 0, 5)
    await page.goto('/comparar')
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()

    // The new link comes into view, its heading focused: no scrolling to find Copiar/WhatsApp.
    await page.getByRole('button', { name: 'Criar link de convite' }).click()
    await expect(page.getByRole('heading', { name: 'Seu link de convite' })).toBeFocused()
    await expectClearOfTopBar(page.getByRole('heading', { name: 'Seu link de convite' }))
    await expect(page.getByRole('button', { name: 'Copiar link' })).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeInViewport({ ratio: 1 })
    const lostLink = await page.getByRole('textbox', { name: 'Link do convite' }).inputValue()

    // After a reload the link is gone for good; the card says so and offers a new one.
    await page.reload()
    const card = page.getByRole('listitem').filter({ hasText: 'Convite criado · ninguém aceitou ainda' })
    await expect(card).toBeVisible()
    await expect(card.getByText('não pode ser mostrado de novo', { exact: false })).toBeVisible()
    await expect(page.getByText('1 de 3 no plano gratuito (convites ainda não aceitos contam)')).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-pending')
    await card.getByRole('button', { name: 'Criar novo link' }).click()
    await expect(card.getByRole('heading', { name: 'Novo link de convite' })).toBeFocused()
    await expectClearOfTopBar(card.getByRole('heading', { name: 'Novo link de convite' }))
    await expect(card.getByRole('button', { name: 'Copiar link' })).toBeInViewport({ ratio: 1 })
    const newLink = await card.getByRole('textbox', { name: 'Link do convite' }).inputValue()
    expect(newLink).toMatch(/\/comparar\/convite#token=[A-Za-z0-9_-]{43}$/)
    expect(newLink).not.toBe(lostLink)
    await expect(card.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute('href', new RegExp(encodeURIComponent(newLink).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    // Still one invitation: the new link took the old one's place.
    await expect(page.getByText('1 de 3 no plano gratuito', { exact: false })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Convite criado' })).toHaveCount(1)
    await checkA11y(page)
    await shoot(page, 'compare-new-link')

    // Carla, signed in with her tests: the old link is dead, the new one opens; she refuses.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL })
    const carlaPage = await newHydratingPage(context)
    await signUpViaApi(carlaPage.request, newUser())
    await takeBothTests(carlaPage.request, baseURL as string, 1, 3)
    await carlaPage.goto(lostLink)
    await expect(carlaPage.getByText(COMPARE_MESSAGES.invitationNotFound)).toBeVisible()
    await checkA11y(carlaPage)
    // The same page with another fragment: the tab opens it as a link would, from the start.
    await carlaPage.goto(newLink)
    await carlaPage.reload()
    await expect(carlaPage.getByText(`${ana.username} convidou você para comparar seus resultados.`)).toBeVisible()
    // The main action on the first screen; the detailed preview follows.
    await expectOnFirstScreen(carlaPage.getByRole('button', { name: 'Aceitar e comparar' }))
    await expectOnFirstScreen(carlaPage.getByRole('button', { name: 'Recusar' }))
    await expect(carlaPage.getByRole('heading', { name: `O que ${ana.username} vai ver de você` })).toBeAttached()
    await checkA11y(carlaPage)
    await shoot(carlaPage, 'compare-invitation-first-screen')
    await carlaPage.getByRole('button', { name: 'Recusar' }).click()
    await expect(carlaPage.getByRole('status').filter({ hasText: COMPARE_MESSAGES.refused })).toBeVisible()
    await expect(carlaPage.getByRole('link', { name: 'Ver meus resultados' })).toBeVisible()
    await checkA11y(carlaPage)
    await context.close()

    // Refused: gone from Ana's list. Three open invitations fill the free plan.
    await page.reload()
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()
    for (let i = 0; i < 3; i += 1) await inviteViaApi(page.request, baseURL as string)
    await page.reload()
    await expect(page.getByText('3 de 3 no plano gratuito (convites ainda não aceitos contam)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Criar link de convite' })).toBeDisabled()
    await expect(page.getByText(COMPARE_MESSAGES.freeLimit)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Conhecer o Premium' })).toHaveAttribute('href', '/pricing')
    await checkA11y(page)
    await shoot(page, 'compare-limit')

    // Cancelling one frees a place.
    await page.getByRole('button', { name: 'Cancelar convite' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Cancelar este convite?' })
    await expect(dialog).toBeVisible()
    await checkA11y(page)
    await dialog.getByRole('button', { name: 'Sim, cancelar convite' }).click()
    await expect(page.getByRole('status').filter({ hasText: COMPARE_MESSAGES.cancelled })).toBeVisible()
    await expect(page.getByText('2 de 3 no plano gratuito', { exact: false })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Convite criado' })).toHaveCount(2)
    await expect(page.getByRole('button', { name: 'Criar link de convite' })).toBeEnabled()
    await checkA11y(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the comparing pages say they need JavaScript instead of loading forever', async ({ page, browser, baseURL, checkA11y }) => {
      // Playwright's text matching skips what a <noscript> holds: found by its markup, seen as a visitor sees it.
      const notice = page.locator('main noscript p')
      await signUpViaApi(page.request, newUser())
      await page.goto('/comparar')
      await expect(notice.first()).toHaveText('Esta página precisa de JavaScript')
      await expect(notice.nth(1)).toContainText('Para criar um convite e ver suas comparações, ative o JavaScript')
      await expectOnFirstScreen(notice.nth(1))
      await checkA11yWithoutScripts(browser, baseURL as string, page, checkA11y)
      await shoot(page, 'compare-nojs')
      await page.goto(`/comparar/convite#token=${'a'.repeat(43)}`)
      await expect(notice.first()).toHaveText('Esta página precisa de JavaScript')
      await expect(notice.nth(1)).toContainText('nunca é enviado ao nosso servidor')
      await expectOnFirstScreen(notice.nth(1))
      await checkA11yWithoutScripts(browser, baseURL as string, page, checkA11y)
      await shoot(page, 'compare-invitation-nojs')
    })
  })
})

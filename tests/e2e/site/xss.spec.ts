import type { Page } from '@playwright/test'
import { expect, giveFeedbackViaApi, newHydratingPage, newUser, selfDiscAnswers, test, userWithDiscResult } from '../fixtures'

/**
 * Issue 10, item 5: script-shaped text in every free-text field (username, feedback strengths and
 * improvements, survey texts) is shown as text. No injected script runs, no injected element or
 * attribute appears, no dialog opens — on the owner's dashboard, the giver's page and its
 * server-rendered head.
 */
const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=2</script>',
  '"><svg onload=window.__xss=3>',
  "javascript:window.__xss=4//'",
]
// Usernames refuse < and > (and line breaks); what is left must still not break out of an attribute.
const USERNAME = `Ana "' onfocus=window.__xss=5 x='&amp;`

const OTHERS_ANSWERS = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`o${i + 1}`, `o${i + 1}-${'abcd'[i % 4]}`]))

/** Fails the test on any sign that injected code ran or injected markup exists. */
async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined()
  const injected = await page.evaluate(() => ({
    handlers: [...document.querySelectorAll('*')].filter((el) =>
      [...el.attributes].some((attribute) => /^on/i.test(attribute.name) && /__xss/.test(attribute.value)),
    ).length,
    images: document.querySelectorAll('img[src="x"]').length,
    // Executable scripts only: the page's JSON data (type="application/json", issue 22's session state)
    // carries the username as inert, escaped text.
    scripts: [...document.scripts].filter((script) => !script.type.startsWith('application/') && script.textContent?.includes('__xss')).length,
    svgs: document.querySelectorAll('svg[onload]').length,
    links: [...document.querySelectorAll('a[href]')].filter((a) => a.getAttribute('href')?.startsWith('javascript:')).length,
  }))
  expect(injected).toEqual({ handlers: 0, images: 0, scripts: 0, svgs: 0, links: 0 })
}

test.describe('XSS payloads are inert', () => {
  test('in the username, feedback texts and survey texts, on every page that shows them', async ({ page, request, baseURL }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const origin = new URL(baseURL as string).origin
    const user = { ...newUser(), username: USERNAME }
    const { userId: publicId } = await userWithDiscResult(page.request, { user, answers: selfDiscAnswers(1) })
    // Twelve feedbacks (released in groups of three, issue 30): the keyword clouds unlock. Each one
    // carries all four payloads, so whichever two the free list shows, both payloads checked are in it.
    for (let i = 0; i < 12; i++) {
      await giveFeedbackViaApi(request, publicId, {
        strengths: [PAYLOADS[i % 4] as string, PAYLOADS[(i + 2) % 4] as string, 'Corajosa'],
        improvements: [PAYLOADS[(i + 1) % 4] as string, PAYLOADS[(i + 3) % 4] as string],
        answers: OTHERS_ANSWERS,
      })
    }

    await page.goto('/results?aba=outros')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Olá, ${USERNAME}`)
    await expect(page.getByText(PAYLOADS[0] as string).first()).toBeVisible()
    await expect(page.getByText(PAYLOADS[1] as string).first()).toBeAttached()
    await expectInert(page)
    await page.getByRole('tab', { name: 'Você' }).click()

    // Survey texts: typed, saved as a draft, shown again after reopening.
    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    const survey = page.getByRole('dialog')
    for (let step = 0; step < 4; step++) await survey.getByRole('button', { name: 'Próximo' }).click()
    const boxes = survey.getByRole('textbox')
    await expect(boxes).toHaveCount(3)
    for (let i = 0; i < 3; i++) await boxes.nth(i).fill(PAYLOADS[i] as string)
    await survey.getByRole('button', { name: 'Continuar depois' }).click()
    await page.getByRole('button', { name: 'Responder pesquisa' }).click()
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toHaveValue(PAYLOADS[0] as string)
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar Respostas' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expectInert(page)

    // The giver's page and its server-rendered head name the owner: as text, in one attribute each.
    const browser = page.context().browser()
    if (!browser) throw new Error('no browser')
    const giver = await newHydratingPage(browser)
    giver.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const html = await (await request.get(`/feedback/user/${publicId}`)).text()
    expect(html).not.toContain(USERNAME)
    expect(html).toContain('Ana &quot;&#39; onfocus=window.__xss=5 x=&#39;&amp;amp;')
    await giver.goto(`${origin}/feedback/user/${publicId}`)
    await expect(giver.getByTestId('convite-feedback').getByText(USERNAME).first()).toBeVisible()
    expect(await giver.locator('meta[property="og:title"]').count()).toBe(1)
    expect(await giver.locator('[onfocus]').count()).toBe(0)
    await expectInert(giver)
    await giver.close()

    expect(dialogs).toEqual([])
  })
})

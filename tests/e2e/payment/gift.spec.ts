import type { Page } from '@playwright/test'
import { expect, newHydratingPage, newUser, registerViaApi, test } from '../fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

/** Screenshots at the phone and desktop widths, when E2E_SHOTS_DIR asks for them (reviewing the layout). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
}

const isPremium = async (page: Page) => ((await (await page.request.get('/api/auth/me')).json()) as { isPremium: boolean }).isPremium
/** The code a gift link carries in its fragment (`/gift/redeem#code=…`, issue 45). */
const codeOf = (redeemUrl: string) => new URL(redeemUrl).hash.replace(/^#code=/, '')

test.use({ viewport: { width: 360, height: 740 } })

test.describe('Premium as a gift (decision 0048)', () => {
  test('one person buys a quarter as a gift with PIX and shares the link; another registers from the link and redeems it, once', async ({
    page,
    browser,
    checkA11y,
  }) => {
    const buyer = newUser()
    await registerViaApi(page.request, buyer)
    await page.goto('/gift')
    await expect(page.getByRole('heading', { name: 'Presentear Premium' })).toBeVisible()
    await page.getByRole('radio', { name: /3 meses de Premium/ }).check()
    await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked()
    await checkA11y(page)
    await shoot(page, 'gift')
    await page.getByRole('button', { name: 'Comprar presente (R$25)' }).click()

    await expect(page).toHaveURL(/\/payment\/pending\?payment_id=\d+&plan=quarterly&method=pix&gift=1$/)
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento do PIX' })).toBeVisible()
    await expect(page.getByText('esta página mostra sozinha o link do presente', { exact: false })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(/^000201/)
    await page.getByRole('button', { name: 'Aprovar pagamento de teste' }).click()

    // The pending page sees the approval and moves to the gift's page, not the buyer's activation.
    await expect(page).toHaveURL(/\/gift\/success\?payment_id=\d+&plan=quarterly$/)
    await expect(page.getByRole('heading', { name: 'Seu presente está pronto!' })).toBeVisible()
    const link = page.getByRole('textbox', { name: 'Link do presente' })
    await expect(link).toHaveValue(/\/gift\/redeem#code=([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/)
    const redeemUrl = await link.inputValue()
    await expect(page.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(redeemUrl).replace(/[.?*+]/g, '\\$&')}`))
    await expect(page.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute('href', /^mailto:\?subject=.*&body=/)
    await checkA11y(page)
    await shoot(page, 'gift-success')
    expect(await isPremium(page)).toBe(false)

    await page.goto('/account')
    const gifts = page.getByRole('region', { name: 'Presentes' })
    await expect(gifts.getByText('Presente de 3 meses de Premium')).toBeVisible()
    await expect(gifts.getByText('Disponível', { exact: true })).toBeVisible()
    await expect(gifts.getByRole('textbox', { name: 'Link do presente' })).toHaveValue(redeemUrl)
    await checkA11y(page)
    await gifts.scrollIntoViewIfNeeded()
    await shoot(page, 'account-gifts')
    // The purchase is in the payment history too, marked as a gift (the buyer's own Premium is untouched).
    const history = page.getByRole('region', { name: 'Plano e pagamentos' })
    await expect(history.getByText(/^Presente: Premium Trimestral · R\$\s25,00$/)).toBeVisible()
    await expect(history.getByText(/3 meses de Premium para outra pessoa · pagamento nº \d+$/)).toBeVisible()

    // The receipt e-mail: plan and amount, and the way to the code in the account, never the code.
    await page.goto(`/sandbox/email?to=${encodeURIComponent(buyer.email)}`)
    const receipt = page.getByRole('link', { name: /Recibo: presente Premium Trimestral/ }).first()
    await expect(async () => {
      await page.reload()
      await expect(receipt).toBeVisible({ timeout: 1000 })
    }).toPass()
    await receipt.click()
    const text = page.getByLabel('Versão em texto')
    await expect(text).toContainText(/Valor: R\$\s25,00/)
    expect(await text.textContent()).not.toContain(redeemUrl.split('code=')[1])
    await checkA11y(page, { exclude: ['iframe'] })
    await page.frameLocator('iframe[title="Versão HTML da mensagem"]').getByRole('link', { name: 'Ver o presente' }).click()
    await expect(page).toHaveURL(/\/account#presentes$/)
    await expect(page.getByRole('region', { name: 'Presentes' }).getByRole('textbox', { name: 'Link do presente' })).toHaveValue(redeemUrl)

    // Someone else opens the link, signed out: registers and comes back to redeem.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' })
    const friend = await newHydratingPage(context)
    await friend.goto(redeemUrl)
    await expect(friend.getByRole('heading', { name: 'Resgatar presente' })).toBeVisible()
    await expect(friend.getByRole('link', { name: 'Entrar para resgatar' })).toBeVisible()
    await checkA11y(friend)
    await shoot(friend, 'gift-redeem-signed-out')
    await friend.getByRole('link', { name: 'Criar conta' }).click()
    const person = newUser()
    await friend.getByLabel('Nome de usuário').fill(person.username)
    await friend.getByLabel('E-mail').fill(person.email)
    await friend.getByLabel('Senha', { exact: true }).fill(person.password)
    await friend.getByLabel('Confirmar senha').fill(person.password)
    await friend.getByRole('button', { name: 'Criar conta' }).click()

    // The code never travels in an address (issue 45): the link's fragment, kept by the tab meanwhile.
    expect(new URL(redeemUrl).search).toBe('')
    await expect(friend).toHaveURL(/\/gift\/redeem$/)
    const code = friend.getByRole('textbox', { name: 'Código do presente' })
    await expect(code).toHaveValue(codeOf(redeemUrl))
    // The whole code is in view at 360 px (it wraps instead of scrolling inside the field).
    expect(await code.evaluate((field) => field.scrollHeight <= field.clientHeight && field.scrollWidth <= field.clientWidth)).toBe(true)
    await checkA11y(friend)
    await shoot(friend, 'gift-redeem')
    await friend.getByRole('button', { name: 'Resgatar presente' }).click()
    await expect(friend.getByRole('heading', { name: 'Presente resgatado!' })).toBeVisible()
    await expect(friend.getByText(/Você ganhou 3 meses de Premium/)).toBeVisible()
    await checkA11y(friend)
    expect(await isPremium(friend)).toBe(true)

    // Once only: the link again says so.
    await friend.goto(redeemUrl)
    // Enter in the field sends the form, as in a one-line field, and adds no line break.
    await friend.getByRole('textbox', { name: 'Código do presente' }).press('End')
    await friend.getByRole('textbox', { name: 'Código do presente' }).press('Enter')
    await expect(friend.getByText('Este presente já foi resgatado. Cada código vale uma única vez.')).toBeVisible()
    await expect(friend.getByRole('textbox', { name: 'Código do presente' })).toHaveValue(codeOf(redeemUrl))
    await friend.goto('/account')
    await expect(friend.getByRole('region', { name: 'Presentes' }).getByText('Resgatado', { exact: true })).toBeVisible()
    await context.close()

    await page.reload()
    await expect(gifts.getByText('Resgatado', { exact: true })).toBeVisible()
    await expect(gifts.getByRole('textbox', { name: 'Link do presente' })).toHaveCount(0)
  })
})

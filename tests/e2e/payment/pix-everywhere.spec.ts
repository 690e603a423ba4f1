import type { Page } from '@playwright/test'
import { buyPremiumViaSandbox, expect, newUser, registerViaApi, test, userWithDiscResult } from '../fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage })
}

/** The one choice (issue 46): PIX listed first and already chosen, the card beside it. */
async function expectPixFirstAndChosen(scope: Page | ReturnType<Page['getByRole']>) {
  const radios = scope.getByRole('radio', { name: /PIX|Cartão ou boleto/ })
  await expect(radios).toHaveCount(2)
  await expect(radios.first()).toHaveAccessibleName(/^PIX/)
  await expect(radios.first()).toBeChecked()
  await expect(scope.getByRole('radio', { name: /Cartão ou boleto/ })).not.toBeChecked()
}

/** The site's own PIX page: the QR code of the charge just made. */
async function expectPixCharge(page: Page, query: RegExp) {
  await expect(page).toHaveURL(query)
  await expect(page.getByRole('heading', { name: 'Aguardando pagamento do PIX' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(/^000201/)
}

test.use({ viewport: { width: 360, height: 740 } })

test.describe('PIX on every way to pay (issue 46)', () => {
  test('the upgrade dialog on /results offers PIX first and makes the charge', async ({ page, checkA11y }) => {
    await userWithDiscResult(page.request)
    await page.addInitScript(() => window.localStorage.setItem('espelho.surveyPrompted', 'true'))
    await page.goto('/results')
    await page.getByRole('region', { name: 'Veja o quadro completo de como te percebem' }).getByRole('button', { name: 'Fazer upgrade' }).click()
    const dialog = page.getByRole('dialog', { name: 'Faça upgrade para o Premium' })
    await expect(dialog).toBeVisible()
    await expectPixFirstAndChosen(dialog)
    // The choice does not push the pay button off a phone's screen.
    const pay = dialog.getByRole('button', { name: 'Continuar para o pagamento' })
    const where = await pay.evaluate((element) => ({ bottom: element.getBoundingClientRect().bottom, height: window.innerHeight }))
    expect(where.bottom).toBeLessThanOrEqual(where.height)
    await checkA11y(page, { include: '[role="dialog"]' })
    await shoot(page, 'pix-upgrade-dialog', false)
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click()
    await expectPixCharge(page, /\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix$/)
  })

  test("/pricing's subscribe buttons pay with the chosen method, PIX unless the card is picked", async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/pricing')
    await expectPixFirstAndChosen(page)
    await checkA11y(page)
    await shoot(page, 'pix-pricing')
    await page.getByRole('button', { name: 'Assinar Trimestral (R$25/trimestre)' }).click()
    await expectPixCharge(page, /\/payment\/pending\?payment_id=\d+&plan=quarterly&method=pix$/)
  })

  test('"Estender o Premium" leads to the checkout with PIX chosen', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await buyPremiumViaSandbox(page.request)
    await page.goto('/account')
    await page.getByRole('link', { name: 'Estender o Premium' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(page.getByText('Você já é Premium!')).toBeVisible()
    await expectPixFirstAndChosen(page)
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expectPixCharge(page, /\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix$/)
  })

  test('a declined card leads to PIX (not to /pricing); an expired PIX to a new one; a failed gift back to the gift', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/checkout?method=card')
    await expect(page.getByRole('radio', { name: /Cartão ou boleto/ })).toBeChecked()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await page.getByRole('button', { name: /Recusar pagamento/ }).click()
    await expect(page.getByText('O pagamento foi recusado pelo Mercado Pago.')).toBeVisible()
    await expect(page.getByText('Pague com PIX', { exact: false })).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'pix-card-declined')
    await page.getByRole('link', { name: 'Pagar com PIX' }).click()
    await expect(page).toHaveURL(/\/checkout\?method=pix$/)
    await expectPixFirstAndChosen(page)
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expectPixCharge(page, /\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix$/)

    await page.goto('/payment/cancel?payment_id=123&status=cancelled&status_detail=expired&method=pix&plan=monthly')
    await expect(page.getByRole('link', { name: 'Gerar novo PIX' })).toHaveAttribute('href', '/checkout?method=pix')
    await page.goto('/payment/cancel?payment_id=123&status=cancelled&status_detail=expired&method=pix&plan=quarterly&gift=1')
    await page.getByRole('link', { name: 'Gerar novo PIX' }).click()
    await expect(page).toHaveURL(/\/gift\?plan=quarterly&method=pix$/)
    await expect(page.getByRole('radio', { name: /3 meses de Premium/ })).toBeChecked()
    await expectPixFirstAndChosen(page)
  })

  test('the gift page offers PIX first', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/gift')
    await expectPixFirstAndChosen(page)
    await page.getByRole('button', { name: /Comprar presente/ }).click()
    await expectPixCharge(page, /\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix&gift=1$/)
  })

  test("the card checkout (Mercado Pago's Checkout Pro) also offers PIX, and paying it starts Premium", async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/checkout')
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await checkA11y(page)
    await shoot(page, 'pix-sandbox-checkout-pro')
    // PIX comes first on Mercado Pago's page too.
    const buttons = page.getByRole('button')
    await expect(buttons.first()).toHaveAccessibleName(/^Pagar com PIX/)
    await buttons.first().click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/pix\/\d+$/)
    await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(/^000201/)
    await page.getByRole('button', { name: /Pagar PIX de teste/ }).click()
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()
  })
})

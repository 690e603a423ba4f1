import type { Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test } from '../fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR
/** Whether the signed-in person is Premium, as the server says (the navbar's badge is in the phone menu at 360 px). */
const isPremium = async (page: Page) => ((await (await page.request.get('/api/auth/me')).json()) as { isPremium: boolean }).isPremium

/** Screenshots at the phone and desktop widths, when E2E_SHOTS_DIR asks for them (reviewing the layout). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
}

test.use({ viewport: { width: 360, height: 740 } })

test.describe('PIX in the checkout (decision 0047)', () => {
  test('pay with PIX: QR code and Copia e Cola, the pending page survives a reload and moves on by itself once the sandbox approves', async ({
    page,
    context,
    checkA11y,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await registerViaApi(page.request, newUser())
    await page.goto('/checkout')
    await page.getByRole('radio', { name: /PIX/ }).check()
    await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked()
    await checkA11y(page)
    await shoot(page, 'checkout-pix')
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()

    await expect(page).toHaveURL(/\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix$/)
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento do PIX' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'QR Code do PIX para pagar a assinatura' })).toBeVisible()
    const code = page.getByRole('textbox', { name: 'PIX Copia e Cola' })
    await expect(code).toHaveValue(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/)
    const pixCode = await code.inputValue()
    await expect(page.getByText(/O código expira em \d\d:\d\d/)).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'pending-pix')

    await page.getByRole('button', { name: 'Copiar código PIX' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Código PIX copiado.' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Código copiado!' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pixCode)

    // Nothing lives only in the page: a reload shows the same charge.
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(pixCode)
    expect(await isPremium(page)).toBe(false)

    await page.getByRole('link', { name: 'Abrir este PIX no Mercado Pago de teste' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/pix\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Pagar com PIX' })).toBeVisible()
    await expect(page.getByText('Aguardando pagamento do PIX')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'PIX Copia e Cola' })).toHaveValue(pixCode)
    await checkA11y(page)
    await shoot(page, 'sandbox-pix')
    await page.getByRole('button', { name: /Pagar PIX de teste/ }).click()

    // Back on the pending page, which sees the approval (brought by the signed webhook) and moves on.
    await expect(page).toHaveURL(/\/payment\/success\?payment_id=\d+&status=approved&plan=monthly/)
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()
    expect(await isPremium(page)).toBe(true)
    await checkA11y(page)
  })

  test('a PIX left unpaid expires: the pending page moves to the failure page by itself; paid too late, it is refunded and no plan starts', async ({
    page,
    checkA11y,
  }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/checkout')
    await page.getByRole('radio', { name: /PIX/ }).check()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/payment\/pending\?payment_id=\d+&plan=monthly&method=pix$/)
    const paymentId = new URL(page.url()).searchParams.get('payment_id')

    await page.getByRole('link', { name: 'Abrir este PIX no Mercado Pago de teste' }).click()
    await expect(page.getByRole('heading', { name: 'Pagar com PIX' })).toBeVisible()
    await page.getByRole('button', { name: /Simular vencimento/ }).click()

    // Back on the pending page, which learns of the expiry and says what happened.
    await expect(page).toHaveURL(new RegExp(`/payment/cancel\\?payment_id=${paymentId}&status=cancelled&status_detail=expired&method=pix&plan=monthly$`))
    await expect(page.getByText('Este PIX expirou antes do pagamento. Nenhum valor foi cobrado; gere um novo código para assinar.')).toBeVisible()
    // What to do next speaks of PIX, not of a card's limit.
    await expect(page.getByText('Pague em até 30 minutos pelo app do seu banco, lendo o QR Code ou colando o código.')).toBeVisible()
    await expect(page.getByText(/dados do cartão/)).toHaveCount(0)
    await checkA11y(page)
    await shoot(page, 'pix-expired')
    expect(await isPremium(page)).toBe(false)

    // The payer's bank pays the old code anyway: Mercado Pago gives the money back.
    await page.goto(`/sandbox/mercadopago/pix/${paymentId}`)
    await expect(page.getByText('PIX expirado: este código não pode mais ser pago')).toBeVisible()
    await expect(page.getByRole('button', { name: /Simular vencimento/ })).toHaveCount(0)
    await page.getByRole('button', { name: /Pagar PIX de teste/ }).click()
    await expect(page).toHaveURL(new RegExp(`/payment/cancel\\?payment_id=${paymentId}&status=refunded.*method=pix`))
    await expect(page.getByText('Este PIX foi pago depois do vencimento e o Mercado Pago devolveu o valor. Nenhum plano foi ativado.')).toBeVisible()
    await expect(page.getByText('O Mercado Pago devolve o valor sozinho para a conta que fez o PIX; você não precisa pedir.')).toBeVisible()
    await checkA11y(page)
    expect(await isPremium(page)).toBe(false)
  })

  test('the failure page explains an expired PIX and one paid after its expiry (refunded)', async ({ page, checkA11y }) => {
    await page.goto('/payment/cancel?payment_id=123&status=cancelled&status_detail=expired&method=pix')
    await expect(page.getByRole('heading', { name: 'Pagamento não concluído' })).toBeVisible()
    await expect(page.getByText('Este PIX expirou antes do pagamento. Nenhum valor foi cobrado; gere um novo código para assinar.')).toBeVisible()
    await expect(page.getByText('Fique tranquilo: nenhuma cobrança foi feita.')).toBeVisible()
    await checkA11y(page)
    await page.goto('/payment/cancel?payment_id=123&status=refunded&method=pix')
    await expect(page.getByText('Este PIX foi pago depois do vencimento e o Mercado Pago devolveu o valor. Nenhum plano foi ativado.')).toBeVisible()
    await expect(page.getByText('O valor volta para a sua conta pelo próprio PIX.')).toBeVisible()
  })
})

import type { Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test, toastWith, userWithDiscResult } from '../fixtures'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' })
const premiumBadge = (page: Page) => nav(page).getByText('Premium', { exact: true })

test.describe('Premium payments', () => {
  test('a free user upgrades through the sandbox checkout (approve) and sees the Premium badge', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/pricing')
    await expect(page).toHaveTitle('Planos | Espelho')
    await expect(page.getByText('POPULAR')).toBeVisible()
    await expect(page.getByText('Plano Atual')).toHaveCount(0)
    await checkA11y(page)

    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    const monthly = page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' })
    await monthly.click()
    await expect(page.getByRole('button', { name: 'Processando...' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Assinar Trimestral (R$25/trimestre)' })).toBeDisabled()

    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await expect(page.getByText('Ambiente de teste — nenhuma cobrança real')).toBeVisible()
    await expect(page.getByText('Espelho Premium Mensal')).toBeVisible()
    await expect(page.getByText('R$ 10,00')).toBeVisible()
    await checkA11y(page)
    await page.getByRole('button', { name: /Aprovar pagamento/ }).click()

    await expect(page).toHaveURL(/\/payment\/success\?plan=monthly&.*payment_id=\d+.*status=approved/)
    await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible()
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ver resultados' })).toBeEnabled()
    await expect(toastWith(page, 'Premium ativado!')).toBeVisible()
    await expect(premiumBadge(page)).toBeVisible()
    await checkA11y(page)

    await page.goto('/pricing')
    await expect(page.getByText('Plano Atual')).toBeVisible()
    await page.goto('/checkout')
    await expect(page.getByText('Você já é Premium!')).toBeVisible()
    await checkA11y(page)
  })

  test('a pending payment is approved later and found through "Verificar status"', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/checkout')
    await expect(page.getByRole('link', { name: 'Voltar aos resultados' })).toHaveAttribute('href', '/results')
    await expect(page.getByText('Mercado Pago', { exact: false }).first()).toBeVisible()
    await checkA11y(page)
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await page.getByRole('button', { name: 'Assinar Trimestral (R$25/trimestre)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await expect(page.getByText('R$ 25,00')).toBeVisible()
    await page.getByRole('button', { name: /Deixar pendente/ }).click()

    await expect(page).toHaveURL(/\/payment\/pending\?plan=quarterly&.*payment_id=\d+/)
    const paymentId = new URL(page.url()).searchParams.get('payment_id') as string
    await expect(page.getByRole('heading', { name: 'Pagamento pendente' })).toBeVisible()
    await expect(page.getByText('Premium trimestral')).toBeVisible()
    await expect(page.getByText(paymentId, { exact: true })).toBeVisible()
    await checkA11y(page)

    await page.getByRole('button', { name: 'Verificar status' }).click()
    await expect(toastWith(page, 'Pagamento ainda pendente')).toBeVisible()
    await expect(premiumBadge(page)).toHaveCount(0)

    // Approved in the sandbox: the pending page notices by itself (it polls) and moves on.
    await page.getByRole('button', { name: 'Aprovar pagamento de teste' }).click()
    await expect(page).toHaveURL(new RegExp(`/payment/success\\?payment_id=${paymentId}&status=approved`))
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()
    await expect(premiumBadge(page)).toBeVisible()
  })

  test('rejecting the payment lands on the cancel page with no premium', async ({ page, checkA11y }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/pricing')
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await page.getByRole('button', { name: /Recusar pagamento/ }).click()

    await expect(page).toHaveURL(/\/payment\/cancel\?plan=monthly&.*status=rejected/)
    await expect(page.getByRole('heading', { name: 'Pagamento não concluído' })).toBeVisible()
    await expect(page.getByText('O pagamento foi recusado pelo Mercado Pago.')).toBeVisible()
    await expect(page.getByText('nenhuma cobrança foi feita', { exact: false })).toBeVisible()
    await expect(page.getByRole('main').locator('ol > li')).toHaveCount(3)
    await checkA11y(page)
    await expect(premiumBadge(page)).toHaveCount(0)
    // The declined card's way out is PIX: the same choice, PIX already chosen (issue 46).
    await page.getByRole('link', { name: 'Pagar com PIX' }).click()
    await expect(page).toHaveURL(/\/checkout\?method=pix$/)
    await expect(page.getByRole('radio', { name: /PIX/ })).toBeChecked()
  })

  test('a logged-out visitor who subscribes is sent to login and back to /pricing', async ({ page }) => {
    const user = newUser()
    await registerViaApi(page.request, user)
    await page.context().clearCookies()

    await page.goto('/pricing')
    await page.getByRole('button', { name: 'Assinar Trimestral (R$25/trimestre)' }).click()
    await expect(toastWith(page, 'Autenticação necessária')).toContainText(
      'Por favor, faça login ou crie uma conta para fazer o upgrade.',
    )
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/pricing$/)
    await page.getByRole('button', { name: 'Assinar Trimestral (R$25/trimestre)' }).click()
    // PIX is the choice unless the card is picked (issue 46): the charge's own page.
    await expect(page).toHaveURL(/\/payment\/pending\?payment_id=\d+&plan=quarterly&method=pix$/)
  })

  test('the success page without a payment id goes back to /checkout', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/payment/success')
    await expect(toastWith(page, 'Erro no processamento')).toContainText('ID de pagamento não identificado.')
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('the success page with an expired session asks for a login and comes back restored', async ({ page, checkA11y }) => {
    const user = newUser()
    await registerViaApi(page.request, user)
    await page.context().clearCookies()
    await page.goto('/payment/success?payment_id=424242&plan=monthly&status=approved')
    await expect(page.getByRole('heading', { name: 'Sessão expirada' })).toBeVisible()
    const login = page.getByRole('link', { name: 'Entrar para ativar' })
    await expect(login).toHaveAttribute('href', /^\/login\?redirect=\/payment\/success/)
    await checkA11y(page)
    await login.click()
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=424242&plan=monthly&session_restored=true/)
    // That payment does not exist at Mercado Pago: activation fails, clearly.
    await expect(page.getByRole('heading', { name: 'Erro na ativação' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Pagamento não encontrado no Mercado Pago.' })).toBeVisible()
    await checkA11y(page)
    await expect(premiumBadge(page)).toHaveCount(0)
  })

  test('the cancel and pending pages explain their states', async ({ page, checkA11y }) => {
    await page.goto('/payment/cancel?error=payment_verification_failed')
    await expect(page.getByText('Não conseguimos verificar o status do pagamento com o Mercado Pago.')).toBeVisible()
    await page.goto('/payment/cancel?error=qualquer_outra_coisa')
    await expect(page.getByText('Houve um problema com o seu pagamento.')).toBeVisible()

    await page.goto('/payment/pending?plan=monthly')
    await expect(page.getByText('Premium mensal')).toBeVisible()
    await expect(page.getByText('Não disponível')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Verificar status' })).toBeDisabled()
    await checkA11y(page)

    await page.goto('/pricing')
    // Native disclosures sharing one name: one answer open at a time, with or without JavaScript.
    const answer = page.getByText('Os benefícios continuam ativos até o fim do período já pago.', { exact: false })
    const cancelling = page.locator('details', { hasText: 'Posso cancelar a qualquer momento?' })
    const disc = page.locator('details', { hasText: 'O que é o teste DISC?' })
    await expect(answer).toBeHidden()
    await disc.getByText('O que é o teste DISC?').click()
    await expect(disc).toHaveAttribute('open', '')
    await cancelling.getByText('Posso cancelar a qualquer momento?').click()
    await expect(cancelling).toHaveAttribute('open', '')
    await expect(answer).toBeVisible()
    await expect(disc).not.toHaveAttribute('open')
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()
  })

  test('the upgrade modal on /results chooses a plan and goes to Mercado Pago', async ({ page, checkA11y }) => {
    await userWithDiscResult(page.request)
    // The experience survey may prompt at random on /results (another feature): mark it as shown.
    await page.addInitScript(() => window.localStorage.setItem('espelho.surveyPrompted', 'true'))
    await page.goto('/results')
    const upsell = page.getByRole('region', { name: 'Veja o quadro completo de como te percebem' })
    await expect(upsell).toBeVisible()
    await upsell.getByRole('button', { name: 'Fazer upgrade' }).click()
    const dialog = page.getByRole('dialog', { name: 'Faça upgrade para o Premium' })
    await expect(dialog).toBeVisible()
    await checkA11y(page, { include: '[role="dialog"]' })
    await dialog.getByLabel(/Trimestral/).check()
    await dialog.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await expect(page.getByText('R$ 25,00')).toBeVisible()
    await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()

    await page.getByRole('button', { name: 'Ver resultados' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByText('Você é Premium.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fazer upgrade' })).toHaveCount(0)
  })
})


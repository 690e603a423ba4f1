import type { Page } from '@playwright/test'
import { alsoOnDesktop, E2E_PASSWORD, expect, newUser, registerViaApi, signUpViaApi, test } from '../fixtures'

/** Opens the newest message with this subject in the sandbox mailbox (reloading until the dispatcher delivered it). */
async function openSandboxMessage(page: Page, subject: string) {
  const message = page.getByRole('link', { name: new RegExp(subject) }).first()
  await expect(async () => {
    await page.reload()
    await expect(message).toBeVisible({ timeout: 1000 })
  }).toPass()
  await message.click()
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Ambiente de teste')
}

// Each journey is walked once, at a phone's width; every screen it scans is scanned on a desktop too.
test.describe('email at 360 px, each screen also at 1280 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })
  // Whole journeys through three pages and the mailbox, with an accessibility scan on each.
  test.describe.configure({ timeout: 120_000 })

  test('forgot password → sandbox mailbox → reset → signed in', async ({ page, request, checkA11y }) => {
    const user = newUser()
    expect((await registerViaApi(request, user)).status()).toBe(201)

    await page.goto('/login')
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Esqueci minha senha' })).toBeVisible()
    await alsoOnDesktop(page, () => checkA11y(page))
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByRole('button', { name: 'Enviar link de redefinição' }).click()
    await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail')
    await alsoOnDesktop(page, () => checkA11y(page))

    await page.getByRole('link', { name: 'Abrir a caixa de e-mails simulada' }).click()
    await expect(page).toHaveURL(/\/sandbox\/email\?to=/)
    await openSandboxMessage(page, 'Redefina sua senha do Espelho')
    await expect(page.getByLabel('Versão em texto')).toContainText('/reset-password?token=')
    // The mailbox page itself; the message's own HTML is checked by the screenshots, not by axe.
    await alsoOnDesktop(page, () => checkA11y(page, { exclude: ['iframe'] }))

    await page.frameLocator('iframe[title="Versão HTML da mensagem"]').getByRole('link', { name: 'Criar nova senha' }).click()
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    const resetUrl = page.url()
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible()
    await alsoOnDesktop(page, () => checkA11y(page))
    await page.getByLabel('Nova senha', { exact: true }).fill('uma-senha-nova-42')
    await page.getByLabel('Confirme a nova senha').fill('uma-senha-nova-42')
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.username}` })).toBeVisible()

    // The old password no longer works; the link cannot be used twice.
    const old = await request.post('/api/auth/login', { headers: { Origin: new URL(page.url()).origin }, data: { email: user.email, password: E2E_PASSWORD } })
    expect(old.status()).toBe(401)
    await page.goto(resetUrl)
    await page.getByLabel('Nova senha', { exact: true }).fill('mais-uma-senha-43')
    await page.getByLabel('Confirme a nova senha').fill('mais-uma-senha-43')
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click()
    await expect(page.getByRole('alert')).toContainText('Este link já foi usado')
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible()
  })

  test('the confirmation banner on /results resends the link, and the link confirms', async ({ page, checkA11y }) => {
    const { user } = await signUpViaApi(page.request)
    await page.goto('/results')
    const banner = page.getByRole('region', { name: 'Confirme seu e-mail' })
    await expect(banner).toBeVisible()
    await expect(banner).toContainText(user.email)
    await alsoOnDesktop(page, () => checkA11y(page, { include: '[aria-labelledby="confirme-email-titulo"]' }))
    await banner.getByRole('button', { name: 'Reenviar e-mail' }).click()
    await expect(banner.getByRole('status')).toHaveText('Enviamos um novo link de confirmação para o seu e-mail.')

    await banner.getByRole('link', { name: 'Abrir a caixa de e-mails simulada' }).click()
    await openSandboxMessage(page, 'Confirme seu e-mail no Espelho')
    await page.frameLocator('iframe[title="Versão HTML da mensagem"]').getByRole('link', { name: 'Confirmar meu e-mail' }).click()
    await expect(page).toHaveURL(/\/verify-email\?token=/)
    await expect(page.getByRole('status')).toContainText('E-mail confirmado')
    await alsoOnDesktop(page, () => checkA11y(page))
    await page.getByRole('link', { name: 'Ver meus resultados' }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.username}` })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Confirme seu e-mail' })).toHaveCount(0)
    // The email preferences live on "Minha conta", next to the person's data.
    await page.goto('/account')
    const preferences = page.getByRole('region', { name: 'Preferências de e-mail' })
    await expect(preferences).toBeVisible()
    await alsoOnDesktop(page, () => checkA11y(page))
  })
})

test('a forged reset link gets a clear message and a way to a new one', async ({ page, checkA11y }) => {
  await page.goto(`/reset-password?token=${'x'.repeat(43)}`)
  await page.getByLabel('Nova senha', { exact: true }).fill('uma-senha-nova-42')
  await page.getByLabel('Confirme a nova senha').fill('uma-senha-nova-42')
  await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click()
  await expect(page.getByRole('alert')).toContainText('Este link não é válido')
  await alsoOnDesktop(page, () => checkA11y(page))
  await page.getByRole('link', { name: 'Pedir um novo link' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
})

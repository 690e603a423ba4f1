import { expect, newUser, registerViaApi, test, toastWith } from '../fixtures'

test.describe('Accounts', () => {
  test('a new visitor registers, sees the navigation change, logs out and logs in again', async ({ page, checkA11y }) => {
    const user = newUser()
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Comece agora' })).toBeVisible()

    await page.goto('/register')
    await expect(page).toHaveTitle('Criar conta | Espelho')
    await checkA11y(page)
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill(user.password)
    await page.getByRole('button', { name: 'Criar conta' }).click()

    await expect(page).toHaveURL(/\/results$/)
    await expect(toastWith(page, 'Cadastro realizado com sucesso')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Meus resultados' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Entrar' })).toHaveCount(0)

    await nav.getByRole('button', { name: 'Sair' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(toastWith(page, 'Até logo! 👋')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible()

    await nav.getByRole('link', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await checkA11y(page)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(toastWith(page, 'Login bem-sucedido')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Meus resultados' })).toBeVisible()
  })

  test('register shows every validation message of SPEC.md in Portuguese', async ({ page }) => {
    await page.goto('/register?email=prefill%40exemplo.com.br')
    await expect(page.getByLabel('E-mail')).toHaveValue('prefill@exemplo.com.br')
    await page.getByLabel('Nome de usuário').fill('ab')
    await page.getByLabel('E-mail').fill('email-invalido')
    await page.getByLabel('Senha', { exact: true }).fill('123')
    await page.getByLabel('Confirmar senha').fill('456')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Nome de usuário deve ter pelo menos 3 caracteres')).toBeVisible()
    await expect(page.getByText('Por favor, digite um endereço de e-mail válido')).toBeVisible()
    await expect(page.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible()
    await expect(page.getByText('As senhas não coincidem')).toBeVisible()
    await expect(page).toHaveURL(/\/register/)
  })

  test('a taken email gives the registration failure toast with the server message', async ({ page }) => {
    const user = newUser()
    expect((await registerViaApi(page.request, user)).status()).toBe(201)
    await page.context().clearCookies()
    await page.goto('/register')
    await page.getByLabel('Nome de usuário').fill('Outra Pessoa')
    await page.getByLabel('E-mail').fill(user.email.toUpperCase())
    await page.getByLabel('Senha', { exact: true }).fill('outra-senha')
    await page.getByLabel('Confirmar senha').fill('outra-senha')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(toastWith(page, 'Falha no cadastro')).toContainText('Este e-mail já está cadastrado')
  })

  test('a wrong password shows the login failure messages', async ({ page }) => {
    const user = newUser()
    await registerViaApi(page.request, user)
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill('senha-errada')
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(
      page.getByText('Falha no login: E-mail ou senha inválidos. Por favor, tente novamente.'),
    ).toBeVisible()
    await expect(toastWith(page, 'Falha no login')).toContainText('E-mail ou senha inválidos.')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('/results sends a logged-out visitor to login and back after signing in', async ({ page }) => {
    const user = newUser()
    await registerViaApi(page.request, user)
    await page.context().clearCookies()
    await page.goto('/results')
    await expect(page).toHaveURL(/\/login$/)
    // A replace-redirect: going back does not return to the protected page.
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(page).toHaveURL(/\/results$/)
  })

  test('a signed-in user opening /login or /register goes to /results', async ({ page }) => {
    await registerViaApi(page.request, newUser())
    await page.goto('/login')
    await expect(page).toHaveURL(/\/results$/)
    await page.goto('/register')
    await expect(page).toHaveURL(/\/results$/)
  })

  test('the mobile menu opens, shows the same items and closes after navigating', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/login')
    const toggle = page.getByRole('button', { name: 'Abrir menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.locator('#menu-movel')
    for (const label of ['Início', 'Metodologia DISC', 'Metodologia OCEAN', 'Sobre o Espelho', 'Entrar', 'Comece agora']) {
      await expect(menu.getByRole('link', { name: label })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: /Blog/ })).toHaveAttribute('target', '_blank')
    await checkA11y(page)
    await menu.getByRole('link', { name: 'Início' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(menu).toHaveCount(0)
  })

  test('an unknown address answers 404 with the not-found page', async ({ page, checkA11y }) => {
    const response = await page.goto('/essa-pagina-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible()
    await expect(page).toHaveTitle('Página não encontrada | Espelho')
    await checkA11y(page)
  })
})

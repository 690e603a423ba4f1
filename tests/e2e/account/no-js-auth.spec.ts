import type { APIRequestContext, Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test } from '../fixtures'

/**
 * Issue 45, item 2: without JavaScript (or tapped before hydration) the login, register and
 * reset-password forms are posted to the server, which signs in and redirects; no request the
 * browser makes carries the password (or the e-mail) in its address.
 */

/** Every address the page asks for, documents, assets and redirects alike. */
function recordRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

function expectNoSecretIn(urls: string[], ...secrets: string[]) {
  expect(urls.length).toBeGreaterThan(0)
  for (const url of urls) {
    expect(url).not.toMatch(/[?&](password|confirmPassword)=/)
    for (const secret of secrets) {
      expect(url).not.toContain(secret)
      expect(url).not.toContain(encodeURIComponent(secret))
    }
  }
}

/** The reset link the sandbox mailbox got for this address (the dispatcher delivers in the background). */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = ''
  await expect(async () => {
    const mailbox = await (await request.get(`/sandbox/email?to=${encodeURIComponent(email)}`)).text()
    const messages = [...mailbox.matchAll(/href="(\/sandbox\/email\/[^"?#]+)/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))
    let found: string | undefined
    for (const message of messages) {
      const text = await (await request.get(message)).text()
      found = /\/reset-password\?token=([\w-]+)/.exec(text)?.[0]
      if (found) break
    }
    expect(found).toBeTruthy()
    link = found!
  }).toPass({ timeout: 20_000 })
  return link
}

test.describe('without JavaScript, the auth forms post and never put the password in an address', () => {
  test.use({ javaScriptEnabled: false })

  test('login: signed in and on /results; a wrong password comes back with the message and the e-mail', async ({ page, request }) => {
    const user = newUser()
    expect((await registerViaApi(request, user)).status()).toBe(201)
    const urls = recordRequests(page)

    await page.goto('/login')
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill('senha-errada-987')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('alert')).toContainText('E-mail ou senha inválidos.')
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email)
    await expect(page.getByLabel('Senha')).toHaveValue('')

    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.username}` })).toBeVisible()
    expectNoSecretIn(urls, user.password, 'senha-errada-987', user.email)

    // "Minha conta" loads and changes its data in the browser: without JavaScript it says so instead
    // of loading forever (Playwright's text matching skips a <noscript>: found by its markup).
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible()
    const notice = page.locator('main noscript p')
    await expect(notice.first()).toHaveText('Esta página precisa de JavaScript')
    await expect(notice.nth(1)).toContainText('Ative-o nas configurações do navegador e recarregue a página.')
    expect((await notice.first().boundingBox())?.y ?? Infinity, 'the notice is on the first screen').toBeLessThan(page.viewportSize()?.height ?? 0)
  })

  test('register: refused passwords come back with the message and the e-mail; then created, signed in and on /results', async ({ page }) => {
    const user = newUser()
    const urls = recordRequests(page)
    await page.goto('/register')
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill('outra-senha-diferente-1')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByRole('alert')).toContainText('Falha no cadastro')
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email)

    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('Senha', { exact: true }).fill(user.password)
    await page.getByLabel('Confirmar senha').fill(user.password)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.username}` })).toBeVisible()
    expectNoSecretIn(urls, user.password, 'outra-senha-diferente-1', user.email)
  })

  test('reset password: the new password is set, signed in and on /results', async ({ page, request }) => {
    const user = newUser()
    expect((await registerViaApi(request, user)).status()).toBe(201)
    const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin
    expect((await request.post('/api/auth/forgot-password', { headers: { Origin: origin }, data: { email: user.email } })).status()).toBe(200)
    const link = await resetLinkFor(request, user.email)

    const urls = recordRequests(page)
    const fresh = 'uma-senha-nova-sem-js-55'
    await page.goto(link)
    await page.getByLabel('Nova senha', { exact: true }).fill(fresh)
    await page.getByLabel('Confirme a nova senha').fill(fresh)
    await page.getByRole('button', { name: 'Salvar nova senha e entrar' }).click()
    await expect(page).toHaveURL(/\/results$/)
    await expect(page.getByRole('heading', { level: 1, name: `Olá, ${user.username}` })).toBeVisible()
    expectNoSecretIn(urls, fresh)
    const login = await request.post('/api/auth/login', { headers: { Origin: origin }, data: { email: user.email, password: fresh } })
    expect(login.status()).toBe(200)
  })
})

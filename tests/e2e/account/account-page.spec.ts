import type { Locator, Page, TestInfo } from '@playwright/test'
import { formatDayMonthYear } from '#shared/format'
import { buyPremiumViaSandbox, expect, newHydratingPage, newUser, refundViaSandbox, registerViaApi, signUpViaApi, test, toastWith, userWithDiscResult } from '../fixtures'

/** dd/mm/aaaa on Brasília time, as the pages write dates. */
const dayMonthYear = formatDayMonthYear

const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }

async function premiumUntil(page: Page): Promise<string> {
  const me = (await (await page.request.get('/api/auth/me')).json()) as { premiumUntil: string | null }
  expect(me.premiumUntil).not.toBeNull()
  return dayMonthYear(me.premiumUntil as string)
}

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage })
}

/** Whether two boxes share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

async function expectApart(toast: Locator, button: Locator) {
  await expect(toast).toBeVisible()
  await expect(button).toBeVisible()
  const [toastBox, buttonBox] = await Promise.all([toast.boundingBox(), button.boundingBox()])
  expect(toastBox).not.toBeNull()
  expect(buttonBox).not.toBeNull()
  expect(overlaps(toastBox!, buttonBox!), `toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(buttonBox)}`).toBe(false)
}

for (const viewport of [PHONE, DESKTOP]) {
  const phone = viewport.width < 1024
  const size = `${viewport.width}x${viewport.height}`

  test.describe(`Minha conta at ${size}`, () => {
    test.use({ viewport })

    /** The menu entry for signed-in people (inside the mobile menu on phones). */
    async function openAccountFromMenu(page: Page) {
      const nav = page.getByRole('navigation', { name: 'Principal' })
      if (phone) await nav.getByRole('button', { name: 'Abrir menu' }).click()
      const menu = phone ? page.locator('#menu-movel') : nav
      await menu.getByRole('link', { name: 'Minha conta' }).click()
      await expect(page).toHaveURL(/\/account$/)
    }

    test('signed out, /account asks for a login and comes back; it shows the account and changes the password, ending the other session', async ({ page, browser, checkA11y }, testInfo) => {
      // Another browser creates the account and stays signed in.
      const elsewhere = await browser.newContext({ viewport })
      const user = newUser()
      expect((await registerViaApi(elsewhere.request, user)).status()).toBe(201)
      expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(200)

      await page.goto('/account')
      await expect(page).toHaveURL(/\/login/)
      await page.getByLabel('E-mail').fill(user.email)
      await page.getByLabel('Senha').fill(user.password)
      await page.getByRole('button', { name: 'Entrar', exact: true }).click()
      await expect(page).toHaveURL(/\/account$/)
      await expect(page).toHaveTitle('Minha conta | Espelho')
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

      await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible()
      const profile = page.getByRole('region', { name: 'Dados da conta' })
      await expect(profile.getByText(user.username, { exact: true })).toBeVisible()
      await expect(profile.getByText(user.email, { exact: true })).toBeVisible()
      await expect(profile.getByText('e-mail e senha', { exact: true })).toBeVisible()
      const plan = page.getByRole('region', { name: 'Plano e pagamentos' })
      await expect(plan.getByText('Plano gratuito')).toBeVisible()
      await expect(plan.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing')
      await expect(plan.getByText('Nenhum pagamento até agora.')).toBeVisible()
      await expect(page.getByRole('region', { name: 'Seus dados' })).toBeVisible()
      await checkA11y(page)
      await screenshot(page, testInfo, `account-free-${size}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)

      // The menu leads here from anywhere.
      await page.goto('/')
      await openAccountFromMenu(page)

      // A wrong current password changes nothing and says so.
      const password = page.getByRole('region', { name: 'Senha' })
      await password.getByLabel('Senha atual').fill('nao-e-a-senha')
      await password.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte-456')
      await password.getByLabel('Confirmar nova senha').fill('nova-senha-forte-456')
      await password.getByRole('button', { name: 'Alterar senha' }).click()
      await expect(password.getByRole('alert')).toHaveText('A senha atual está incorreta. Sua senha não foi alterada.')
      expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(200)

      await password.getByLabel('Senha atual').fill(user.password)
      await password.getByRole('button', { name: 'Alterar senha' }).click()
      await expect(password.getByRole('status')).toHaveText(
        'Senha alterada. Você continua conectado aqui; as outras sessões da sua conta foram encerradas.',
      )
      await expect(toastWith(page, 'Senha alterada')).toBeVisible()
      await expect(password.getByLabel('Senha atual')).toHaveValue('')
      await checkA11y(page)

      // This browser stays signed in; the other one is out, and its old password no longer works.
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible()
      expect((await elsewhere.request.get('/api/auth/me')).status()).toBe(401)
      const other = await newHydratingPage(elsewhere)
      await other.goto('/account')
      await expect(other).toHaveURL(/\/login/)
      await other.getByLabel('E-mail').fill(user.email)
      await other.getByLabel('Senha').fill(user.password)
      await other.getByRole('button', { name: 'Entrar', exact: true }).click()
      await expect(toastWith(other, 'Falha no login')).toBeVisible()
      await expect(other).toHaveURL(/\/login/)
      await other.getByLabel('Senha').fill('nova-senha-forte-456')
      await other.getByRole('button', { name: 'Entrar', exact: true }).click()
      await expect(other).toHaveURL(/\/account$/)
      await elsewhere.close()
    })

    test('a Premium user sees the end date on /account and /results, the refunded payment, and what deletion would lose', async ({ page, checkA11y }, testInfo) => {
      await userWithDiscResult(page.request)
      const refunded = await buyPremiumViaSandbox(page.request, 'monthly')
      const kept = await buyPremiumViaSandbox(page.request, 'quarterly')
      await refundViaSandbox(page.request, refunded)
      const until = await premiumUntil(page)

      await page.goto('/account')
      const plan = page.getByRole('region', { name: 'Plano e pagamentos' })
      await expect(plan.getByText(`Premium até ${until}`)).toBeVisible()
      await expect(plan.getByText(/não há renovação automática/)).toBeVisible()
      const items = plan.getByRole('listitem')
      await expect(items).toHaveCount(2)
      const refundedItem = items.filter({ hasText: `nº ${refunded}` })
      await expect(refundedItem.getByText('Estornado', { exact: true })).toBeVisible()
      await expect(refundedItem.getByText(/o tempo de Premium deste pagamento \(1 mês\) foi retirado da sua conta/)).toBeVisible()
      const keptItem = items.filter({ hasText: `nº ${kept}` })
      await expect(keptItem.getByText('Aprovado', { exact: true })).toBeVisible()
      await expect(keptItem.getByText(/Premium Trimestral · R\$\s25,00/)).toBeVisible()
      await checkA11y(page)
      await screenshot(page, testInfo, `account-premium-${size}`)

      // Deleting would lose the paid time: the dialog says until when.
      await page.getByRole('region', { name: 'Seus dados' }).getByRole('button', { name: 'Excluir minha conta' }).click()
      const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
      await expect(dialog.getByText(`Você tem Premium pago até ${until}. Ao excluir a conta, esse tempo de Premium é perdido.`)).toBeVisible()
      await checkA11y(page, { include: '[role="dialog"]' })
      await screenshot(page, testInfo, `account-delete-dialog-${size}`)
      await dialog.getByRole('button', { name: 'Cancelar' }).click()
      await expect(dialog).toBeHidden()

      // /results says it too, near the top, and no longer holds the data section.
      await page.goto('/results')
      const line = page.getByText(`Premium até ${until}`)
      await expect(line).toBeVisible()
      const box = await line.boundingBox()
      expect(box?.y ?? Infinity).toBeLessThan(viewport.height)
      await expect(page.getByRole('region', { name: 'Seus dados' })).toHaveCount(0)
      await screenshot(page, testInfo, `results-premium-${size}`)

      // With every signed-in item (and the Premium badge), the desktop bar still fits on one line.
      if (!phone) {
        for (const width of [1024, 1280]) {
          await page.setViewportSize({ width, height: viewport.height })
          const nav = page.getByRole('navigation', { name: 'Principal' })
          await expect(nav.getByRole('link', { name: 'Minha conta' })).toBeVisible()
          const fits = await nav.evaluate((element) => element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().height <= 64)
          expect(fits, `navigation bar fits at ${width} px`).toBe(true)
          const wrapped = await nav.evaluate((element) =>
            [...element.querySelectorAll('a, button')].filter((item) => item.getBoundingClientRect().height > 44).length,
          )
          expect(wrapped, `items on two lines at ${width} px`).toBe(0)
          await page.screenshot({ path: testInfo.outputPath(`navbar-premium-${width}.png`), clip: { x: 0, y: 0, width, height: 64 } })
        }
      }
    })

    test('the 404 page speaks to people, with ways on, and keeps the HTTP status', async ({ page, checkA11y }, testInfo) => {
      const response = await page.goto('/pagina-que-nao-existe')
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible()
      await expect(page.getByText(/Não encontramos esta página/)).toBeVisible()
      const main = page.locator('main')
      await expect(main).not.toContainText('GET')
      await expect(main).not.toContainText('→ 404')
      await expect(main).not.toContainText('Dica')
      await expect(main).not.toContainText('/pagina-que-nao-existe')
      await expect(main.getByRole('link', { name: 'Fazer o teste DISC' })).toHaveAttribute('href', '/assessment')
      await expect(main.getByRole('link', { name: 'Fazer o teste Big Five' })).toHaveAttribute('href', '/ocean-assessment')
      await checkA11y(page)
      await screenshot(page, testInfo, `not-found-${size}`)
      await main.getByRole('link', { name: 'Voltar ao início' }).click()
      await expect(page).toHaveURL(/\/$/)
    })

    test('toasts never cover the main button: empty dashboard after sign-up, giver thank-you page', async ({ page }, testInfo) => {
      const user = newUser()
      await page.goto('/register')
      await page.getByLabel('Nome de usuário').fill(user.username)
      await page.getByLabel('E-mail').fill(user.email)
      await page.getByLabel('Senha', { exact: true }).fill(user.password)
      await page.getByLabel('Confirmar senha').fill(user.password)
      await page.getByRole('button', { name: 'Criar conta' }).click()
      await expect(page).toHaveURL(/\/results$/)
      await expectApart(toastWith(page, 'Cadastro realizado com sucesso'), page.getByRole('link', { name: 'Fazer teste DISC' }))
      await screenshot(page, testInfo, `toast-dashboard-${size}`, false)

      // The giver's thank-you page: the same toast, kept open (the pointer rests on it, which pauses it)
      // while the app moves there as the giver flow does, without a reload.
      const toast = toastWith(page, 'Cadastro realizado com sucesso')
      await toast.hover()
      await page.evaluate(() => {
        window.history.pushState(null, '', '/thank-you')
        window.dispatchEvent(new PopStateEvent('popstate'))
      })
      await expect(page.getByRole('heading', { level: 1, name: 'Obrigado pelo seu feedback!' })).toBeVisible()
      await expectApart(toast, page.getByRole('link', { name: 'Ver meu perfil e meu link' }))
      await screenshot(page, testInfo, `toast-thank-you-${size}`, false)
    })
  })
}

test.describe('Scroll on phones', () => {
  test.use({ viewport: PHONE })

  test('the payment success page opens at the top after the checkout', async ({ page, checkA11y }, testInfo) => {
    await signUpViaApi(page.request)
    await page.goto('/pricing')
    await page.getByRole('radio', { name: /Cartão ou boleto/ }).check()
    const monthly = page.getByRole('button', { name: 'Assinar Mensal (R$10/mês)' })
    await monthly.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await monthly.click()
    await expect(page).toHaveURL(/\/sandbox\/mercadopago\/checkout\//)
    await page.getByRole('button', { name: /Aprovar pagamento/ }).click()
    await expect(page).toHaveURL(/\/payment\/success\?/)
    await expect(page.getByText('Seu plano Premium está ativo.', { exact: false })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Pagamento confirmado!' })).toBeInViewport()
    await expectApart(toastWith(page, 'Premium ativado!'), page.getByRole('button', { name: 'Ver resultados' }))
    await checkA11y(page)
    await screenshot(page, testInfo, 'payment-success-360x740')
  })

  test('every navigation starts at the top; going back returns to where the page was left', async ({ page }) => {
    await page.goto('/pricing')
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Quem Somos' })
    await footerLink.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(300)
    await footerLink.click()
    await expect(page).toHaveURL(/\/about$/)
    // The address changes first; the page (its code loaded in the navigation's transition) then
    // replaces /pricing at the top.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sobre o Espelho')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left)

    // A fresh load of another address starts at the top, whatever this tab saw before.
    await page.goto('/disc')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})

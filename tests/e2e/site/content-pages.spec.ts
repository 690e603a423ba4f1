import type { Page } from '@playwright/test'
import { BRAZIL_TIME_ZONE } from '#shared/format'
import { expect, newHydratingPage, newUser, registerViaApi, test } from '../fixtures'

/** Every content page of issue 6, with its <h1> and title. */
const PAGES = [
  { path: '/', heading: 'A Verdade liberta', title: 'Autoconhecimento com DISC, Big Five e feedback 360° | Espelho' },
  { path: '/about', heading: 'Sobre o Espelho', title: 'Sobre o Espelho | Espelho' },
  { path: '/disc', heading: 'Metodologia DISC', title: 'Metodologia DISC | Espelho' },
  { path: '/ocean', heading: 'Metodologia OCEAN (Big Five)', title: 'Metodologia OCEAN (Big Five) | Espelho' },
  { path: '/profile/dominance', heading: 'O Realizador', title: 'Perfil Dominância: O Realizador | Espelho' },
  { path: '/profile/influence', heading: 'O Inspirador', title: 'Perfil Influência: O Inspirador | Espelho' },
  { path: '/profile/steadiness', heading: 'O Harmonizador', title: 'Perfil Estabilidade: O Harmonizador | Espelho' },
  { path: '/profile/compliance', heading: 'O Perfeccionista', title: 'Perfil Conformidade: O Perfeccionista | Espelho' },
  { path: '/privacy-policy', heading: 'Política de Privacidade', title: 'Política de Privacidade | Espelho' },
  { path: '/privacy', heading: 'Política de Privacidade', title: 'Política de Privacidade | Espelho' },
  { path: '/terms-of-service', heading: 'Termos de Uso', title: 'Termos de Uso | Espelho' },
] as const

const PROFILES = PAGES.filter((page) => page.path.startsWith('/profile/'))

const main = (page: Page) => page.getByRole('main')

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `a página ${page.url()} rola na horizontal`).toBeLessThanOrEqual(0)
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`Content pages at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    for (const { path, heading, title } of PAGES) {
      test(`${path} shows its content, fits the screen and passes axe`, async ({ page, checkA11y }) => {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await expect(page).toHaveTitle(title)
        await expectNoHorizontalScroll(page)
        await checkA11y(page)
      })
    }
  })
}

test.describe('Logged-out visitors', () => {
  test('the home page invites them to the test and to the plans', async ({ page }) => {
    await page.goto('/')
    const hero = page.getByRole('region', { name: 'A Verdade liberta' })
    await expect(hero.getByRole('link', { name: 'Fazer teste DISC' })).toHaveAttribute('href', '/assessment')
    await expect(main(page).getByRole('link', { name: 'Começar avaliação gratuita' })).toHaveAttribute('href', '/assessment')
    await expect(main(page).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing')
    await expect(main(page).getByRole('link', { name: 'Conhecer o DISC' })).toHaveAttribute('href', '/disc')
    await expect(main(page).getByRole('link', { name: 'Conhecer o Big Five' })).toHaveAttribute('href', '/ocean')
    await expect(main(page).getByRole('link', { name: 'Ver meus resultados' })).toHaveCount(0)
    for (const section of ['Os outros enxergam o que você não vê', 'Três passos para se ver por inteiro', 'Duas lentes, um retrato completo']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible()
    }
  })

  test('/about offers the test and the DISC methodology, and no results button', async ({ page }) => {
    await page.goto('/about')
    await expect(main(page).getByRole('link', { name: 'Fazer teste DISC' }).first()).toHaveAttribute('href', '/assessment')
    await expect(main(page).getByRole('link', { name: 'Conhecer a metodologia DISC' }).first()).toHaveAttribute('href', '/disc')
    await expect(main(page).getByRole('link', { name: 'Ver meus resultados' })).toHaveCount(0)
  })

  for (const { path, heading } of PROFILES) {
    test(`${path} offers the complete assessment and no results bar`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(main(page).getByRole('link', { name: 'Fazer Avaliação Completa' }).first()).toHaveAttribute('href', '/assessment')
      await expect(page.getByRole('link', { name: 'Ver Tela de Resultados' })).toHaveCount(0)
      for (const section of ['Forças naturais', 'Feedback 360°', 'Por que isso acontece', 'Caminhos de evolução']) {
        await expect(main(page).getByText(section, { exact: true })).toBeVisible()
      }
      await expect(page.getByRole('heading', { name: 'Uma palavra final' })).toBeVisible()
      await expect(page.getByRole('blockquote')).toBeVisible()
    })
  }
})

test.describe('Logged-in users', () => {
  test('see their results instead of the invitations, with fixed buttons that stay on screen', async ({ page }) => {
    const user = newUser()
    expect((await registerViaApi(page.request, user)).status()).toBe(201)

    await page.goto('/')
    const hero = page.getByRole('region', { name: 'A Verdade liberta' })
    await expect(hero.getByRole('link', { name: 'Ver meus resultados' })).toHaveAttribute('href', '/results')
    await expect(main(page).getByRole('link', { name: 'Ver meus resultados' })).toHaveCount(2)
    await expect(main(page).getByRole('link', { name: 'Fazer teste DISC' })).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: 'Começar avaliação gratuita' })).toHaveCount(0)
    await expect(main(page).getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/pricing')

    await page.goto('/about')
    const aboutBar = page.getByRole('complementary', { name: 'Seus resultados' })
    await expect(aboutBar.getByRole('link', { name: 'Ver meus resultados' })).toHaveAttribute('href', '/results')
    await expectPinnedToBottom(page, aboutBar)
    await expect(main(page).getByRole('link', { name: 'Fazer teste DISC' })).toHaveCount(0)

    for (const { path, heading } of PROFILES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      const bar = page.getByRole('complementary', { name: 'Seus resultados' })
      await expect(bar.getByRole('link', { name: 'Ver Tela de Resultados' })).toBeVisible()
      await expectPinnedToBottom(page, bar)
      await expect(main(page).getByRole('link', { name: 'Fazer Avaliação Completa' })).toHaveCount(0)
    }
    await page.getByRole('link', { name: 'Ver Tela de Resultados' }).click()
    await expect(page).toHaveURL(/\/results$/)
  })
})

/** The bar sits at the bottom edge of the screen while the page above it is read. */
async function expectPinnedToBottom(page: Page, bar: ReturnType<Page['getByRole']>) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3))
  await expect
    .poll(async () => {
      const box = await bar.boundingBox()
      const height = page.viewportSize()?.height ?? 0
      return box ? Math.round(box.y + box.height) - height : null
    })
    .toBe(0)
}

test.describe('Navigation between content pages', () => {
  test('DISC cards lead to the profiles, whose back links return to /disc or /about', async ({ page }) => {
    await page.goto('/disc')
    await page.getByRole('link', { name: /^O Inspirador/ }).first().click()
    await expect(page).toHaveURL(/\/profile\/influence$/)
    await expect(page.getByRole('heading', { level: 1, name: 'O Inspirador' })).toBeVisible()
    await page.getByRole('link', { name: 'Voltar para a Metodologia DISC' }).click()
    await expect(page).toHaveURL(/\/disc$/)
    await page.getByRole('link', { name: 'Voltar para Sobre o Espelho' }).click()
    await expect(page).toHaveURL(/\/about$/)

    await page.goto('/profile/dominance')
    await page.getByRole('link', { name: 'Voltar para Sobre o Espelho' }).click()
    await expect(page).toHaveURL(/\/about$/)
  })

  test('/ocean lists the five factors and links to its test and to DISC', async ({ page }) => {
    await page.goto('/ocean')
    for (const factor of ['Abertura', 'Conscienciosidade', 'Extroversão', 'Amabilidade', 'Neuroticismo']) {
      await expect(page.getByRole('heading', { level: 3, name: factor })).toBeVisible()
    }
    await expect(main(page).getByRole('link', { name: 'Fazer teste Big Five' }).first()).toHaveAttribute('href', '/ocean-assessment')
    await expect(main(page).getByRole('link', { name: 'Conhecer o DISC' }).first()).toHaveAttribute('href', '/disc')
  })

  test('the head follows client-side navigation', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Metodologia DISC' }).first().click()
    await expect(page).toHaveURL(/\/disc$/)
    await expect(page).toHaveTitle('Metodologia DISC | Espelho')
    const head = page.locator('head')
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.espelho.app/disc')
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Metodologia DISC | Espelho')
    await expect(head.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow')

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click()
    await expect(page).toHaveTitle('Política de Privacidade | Espelho')
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /LGPD/)
  })

  test('the navigation bar and the footer carry the links of SPEC.md', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Principal' })
    for (const [name, href] of [
      ['Início', '/'],
      ['Metodologia DISC', '/disc'],
      ['Metodologia OCEAN', '/ocean'],
      ['Sobre o Espelho', '/about'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href)
    }
    const blog = nav.getByRole('link', { name: /^Blog/ }).first()
    await expect(blog).toHaveAttribute('href', 'https://blog.espelho.app')
    await expect(blog).toHaveAttribute('target', '_blank')

    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [
      ['Entenda o DISC', '/disc'],
      ['Quem Somos', '/about'],
      ['Privacidade', '/privacy-policy'],
      ['Como Usamos', '/privacy-policy#finalidades'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(footer.getByRole('link', { name: /^Reflexões/ })).toHaveAttribute('href', 'https://blog.espelho.app')
  })

  test('an invite link keeps the person-specific title the server rendered', async ({ page, browser }) => {
    const owner = newUser()
    const response = await registerViaApi(page.request, owner)
    const { userId } = (await response.json()) as { userId: string }
    const visitor = await browser.newContext()
    try {
      const visitorPage = await newHydratingPage(visitor)
      await visitorPage.goto(`/feedback/user/${userId}`)
      await expect(visitorPage).toHaveTitle(`Como você vê ${owner.username}? | Espelho`)
      await expect(visitorPage.locator('meta[property="og:title"]')).toHaveAttribute('content', `Como você vê ${owner.username}? | Espelho`)
    } finally {
      await visitor.close()
    }
  })
})

test.describe('Legal pages', () => {
  for (const path of ['/privacy-policy', '/privacy', '/terms-of-service']) {
    test(`${path} shows today as its last update`, async ({ page }) => {
      await page.goto(path)
      const today = await page.evaluate(
        (timeZone) => new Date().toLocaleDateString('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
        BRAZIL_TIME_ZONE,
      )
      await expect(page.getByText(`Última atualização: ${today}`)).toBeVisible()
      await expect(main(page).getByText(/18 anos/).first()).toBeVisible()
    })
  }

  test('the privacy policy covers anonymity, cookies, LGPD rights and deadlines', async ({ page }) => {
    await page.goto('/privacy-policy')
    const policy = main(page)
    for (const heading of ['Idade mínima', 'Feedback anônimo', 'Cookies e consentimento', 'Seus direitos pela LGPD', 'Como exercer']) {
      await expect(policy.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible()
    }
    await expect(policy).toContainText('não é associado a endereço IP, navegador ou dispositivo')
    await expect(policy).toContainText('sem o horário exato')
    await expect(policy).toContainText('até 15 dias')
    await expect(policy).toContainText('até 30 dias')
    await expect(policy).toContainText('Mercado Pago')
    await expect(policy.getByRole('link', { name: 'privacidade@espelho.app' }).first()).toHaveAttribute('href', 'mailto:privacidade@espelho.app')
    await expect(policy.getByRole('link', { name: 'Meus resultados' })).toHaveAttribute('href', '/results')

    await policy.getByRole('link', { name: /Cookies e consentimento/ }).click()
    await expect(page).toHaveURL(/#cookies$/)
    await expect(page.getByRole('heading', { level: 2, name: /Cookies e consentimento/ })).toBeInViewport()
  })

  test('/privacy points search engines to /privacy-policy', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.espelho.app/privacy-policy')
  })
})

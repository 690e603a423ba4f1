import type { Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { INVITE_SHARE_TEXT } from '#shared/invite-message'
import { answersOf, buyPremiumViaSandbox, expect, giveFeedbackViaApi, newUser, test, userWithDiscResult, type CheckA11y } from '../fixtures'

/**
 * A new account whose name and e-mail have the same width on every run. The greeting "Olá, {nome}"
 * and the "Confirme seu e-mail" card are on every tab, and a random suffix a few letters wider
 * wrapped either onto one more line at 360 px (+20 to +32 px), so the height ceilings below
 * depended on the draw. Digits all have one width; the e-mail stays unique.
 */
function sameNameEveryRun() {
  const digits = `${Date.now()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  return { ...newUser(), username: 'Pessoa E2E', email: `e2e.${digits}@exemplo.com.br` }
}

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const

const TABS = [
  { aba: 'voce', name: 'Você' },
  { aba: 'outros', name: 'Como os outros te veem' },
  { aba: 'big-five', name: 'Big Five' },
] as const

type Aba = (typeof TABS)[number]['aba']

/**
 * Document height ceilings at 360×740 (header and footer included), per tab, in pixels. Issue 24
 * aims at 4 screens (2,960 px) for every tab; the ceilings hold what the page reaches (denser cards
 * and rows on phones, one feedback card before "Ver todos", a one-row invite card from 3 feedbacks)
 * so it cannot grow back. "Você" (free) and "Como os outros te veem" are still above the aim: since
 * issue 33 every plan reads, per dimension, the verdict with both ranges and how sure it is
 * (docs/decisions/0038-one-verdict.md), about 1,100 px more on a phone.
 */
const PHONE_CEILINGS: Record<'new' | 'free' | 'premium', Record<Aba, number>> = {
  new: { voce: 3550, outros: 2200, 'big-five': 1600 },
  // "Como os outros te veem" + 100 px from 3 feedbacks: the one-row "Rodada 1 de feedback" card (issue 36).
  // "outros" + about 350 px from issue 46: the "Pontos cegos" summary and change note, the range lines'
  // legend and uncertain differences worded as suggestions (measured 5243 / 5068). The one feedback
  // card shown before "Ver todos" is drawn at random for anonymity; one whose relationship is hidden
  // ("Relação oculta para proteger o anonimato") is 43 px taller (5200–5243 / 5025–5068).
  free: { voce: 3300, outros: 5300, 'big-five': 1500 },
  premium: { voce: 2750, outros: 5100, 'big-five': 1450 },
}

/**
 * Each tab at both widths: the tab list, one invite card (while under 15), "Faltam" at most once,
 * axe, a full-page screenshot and the document height (attached to the report; at 360 px held to
 * `ceilings`). Each tab is loaded once, at the phone's width, and then looked at the desktop's by
 * resizing the page.
 */
async function everyTab(page: Page, checkA11y: CheckA11y, name: string, expectInvite: boolean, ceilings: Record<Aba, number>) {
  const heights: string[] = []
  for (const tab of TABS) {
    await page.setViewportSize(VIEWPORTS[0])
    await page.goto(`/results?aba=${tab.aba}`)
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      const tabs = page.getByRole('tablist', { name: 'Seus resultados' })
      await expect(tabs.getByRole('tab')).toHaveCount(3)
      await expect(tabs.getByRole('tab', { name: tab.name })).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel', { name: tab.name })
      await expect(panel).toBeVisible()
      if (tab.aba === 'voce') await expect(panel.getByRole('region', { name: 'Seu progresso' })).toBeVisible()
      if (tab.aba === 'outros') await expect(panel.getByRole('region', { name: 'O que disseram sobre você' })).toBeVisible()
      if (tab.aba === 'big-five') await expect(panel.getByRole('heading', { name: /Big Five/ }).first()).toBeVisible()
      await expect(page.getByRole('region', { name: 'Convide pessoas para te avaliar' })).toHaveCount(expectInvite ? 1 : 0)
      await expect(page.getByText(/Faltam? \d+ feedbacks?/)).toHaveCount(expectInvite ? 1 : 0)
      await expect(page.getByRole('button', { name: 'Copiar link' })).toHaveCount(expectInvite ? 1 : 0)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await checkA11y(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      heights.push(`${name} ${viewport.width}px aba=${tab.aba}: ${height}px (${(height / viewport.height).toFixed(1)} telas)`)
      // The screenshot first: a page over its ceiling leaves the picture of what grew.
      await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}-${tab.aba}.png`), fullPage: true })
      if (viewport.width === 360) expect.soft(height, `${name}: altura da aba ${tab.aba} a 360 px`).toBeLessThanOrEqual(ceilings[tab.aba])
    }
  }
  await test.info().attach(`${name}-alturas.txt`, { body: heights.join('\n'), contentType: 'text/plain' })
  console.log(heights.join('\n'))
}

test.describe('/results in tabs', () => {
  test('a new owner: tabs in the address, keyboard, back and forward, one invite card; copy puts the message in the clipboard', async ({
    page,
    context,
    checkA11y,
  }) => {
    test.setTimeout(180_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { userId } = await userWithDiscResult(page.request, { user: sameNameEveryRun() })
    await everyTab(page, checkA11y, 'novo', true, PHONE_CEILINGS.new)

    await page.setViewportSize(VIEWPORTS[0])
    await page.goto('/results')
    const tabs = page.getByRole('tablist', { name: 'Seus resultados' })
    await expect(tabs.getByRole('tab', { name: 'Você' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Você' }).getByRole('region', { name: 'Seu perfil DISC' })).toBeVisible()
    await expect(page.getByText('Faltam 3 feedbacks para desbloquear o radar DISC 360°.')).toHaveCount(1)

    // Clicking a tab puts it in the address; arrow keys move between tabs.
    await tabs.getByRole('tab', { name: 'Como os outros te veem' }).click()
    await expect(page).toHaveURL(/\/results\?aba=outros$/)
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'Big Five' })).toBeFocused()
    await expect(tabs.getByRole('tab', { name: 'Big Five' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/results\?aba=big-five$/)
    // Back and forward, and a reload, keep the tab.
    await page.goBack()
    await expect(tabs.getByRole('tab', { name: 'Como os outros te veem' })).toHaveAttribute('aria-selected', 'true')
    await page.goForward()
    await expect(tabs.getByRole('tab', { name: 'Big Five' })).toHaveAttribute('aria-selected', 'true')
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Big Five' })).toHaveAttribute('aria-selected', 'true')
    // An unknown tab opens "Você".
    await page.goto('/results?aba=qualquer')
    await expect(page.getByRole('tab', { name: 'Você' })).toHaveAttribute('aria-selected', 'true')

    // "Copiar link" copies the same warm message WhatsApp gets; "Copiar só o link" the address.
    const invite = page.getByRole('region', { name: 'Convide pessoas para te avaliar' })
    const link = invite.getByRole('textbox', { name: 'Seu link de feedback' })
    await expect(link).toHaveValue(new RegExp(`/feedback/user/${userId}$`))
    const url = await link.inputValue()
    await invite.getByRole('button', { name: 'Copiar link' }).click()
    await expect(invite.getByRole('button', { name: 'Mensagem copiada' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${INVITE_SHARE_TEXT} ${url}`)
    const whatsapp = await invite.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')
    expect(decodeURIComponent(new URL(whatsapp ?? '').searchParams.get('text') ?? '')).toBe(`${INVITE_SHARE_TEXT} ${url}`)
    const more = invite.getByRole('button', { name: 'Mais formas de enviar' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(invite.getByRole('button', { name: 'Compartilhar', exact: true })).toBeVisible()
    await expect(invite.getByRole('img', { name: 'QR code do seu link de feedback' })).toBeVisible()
    await invite.getByRole('button', { name: 'Copiar só o link' }).click()
    await expect(invite.getByRole('button', { name: 'Link copiado' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await checkA11y(page)
  })

  test('free at 12 feedbacks: milestones keep their word, blind spots named; Premium: explained, clouds unlocked', async ({
    page,
    checkA11y,
  }) => {
    test.setTimeout(300_000)
    const { userId } = await userWithDiscResult(page.request, { user: sameNameEveryRun(), answers: answersOf(DISC_SELF_QUESTIONS, ['D']) })
    // Twelve: feedback is released to the owner in groups of three (issue 30), and 10 unlocks the list.
    // Twelve givers at once, each in a browser of its own: the order they arrive in does not matter.
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        giveFeedbackViaApi(page.request, userId, {
          answers: answersOf(DISC_OTHERS_QUESTIONS, index % 2 === 0 ? ['S'] : ['S', 'I']),
          relationshipType: (['friend', 'colleague', 'family'] as const)[index % 3],
          strengths: [index % 2 === 0 ? 'Paciência' : 'Escuta'],
          improvements: ['Falar mais nas reuniões'],
        }),
      ),
    )

    await page.goto('/results')
    // From 3 feedbacks the invite card is one row of actions; the link itself waits behind "Mais formas de enviar".
    const invite = page.getByRole('region', { name: 'Convide pessoas para te avaliar' })
    await expect(invite.getByRole('button', { name: 'Copiar link' })).toBeVisible()
    await expect(invite.getByRole('textbox', { name: 'Seu link de feedback' })).toHaveCount(0)
    await invite.getByRole('button', { name: 'Mais formas de enviar' }).click()
    await expect(invite.getByRole('textbox', { name: 'Seu link de feedback' })).toHaveValue(new RegExp(`/feedback/user/${userId}$`))
    const progress = page.getByRole('region', { name: 'Seu progresso' })
    await expect(progress.getByRole('listitem')).toHaveCount(0)
    const steps = progress.getByRole('button', { name: 'Ver o que cada etapa libera' })
    await expect(steps).toHaveAttribute('aria-expanded', 'false')
    await steps.click()
    await expect(steps).toHaveAttribute('aria-expanded', 'true')
    await checkA11y(page)
    const clouds = progress.getByRole('listitem').filter({ hasText: 'Nuvens de palavras' })
    await expect(clouds).toContainText('disponível no Premium')
    await expect(clouds).not.toContainText('desbloqueado')
    await expect(clouds.getByRole('link', { name: 'disponível no Premium' })).toHaveAttribute('href', '/pricing')
    await expect(progress.getByRole('listitem').filter({ hasText: 'Lista completa de feedbacks' })).toContainText('(desbloqueado)')
    await expect(page.getByText('Faltam 3 feedbacks para completar seu perfil 360°.')).toHaveCount(1)

    await page.getByRole('tab', { name: 'Como os outros te veem' }).click()
    const dominance = page.getByTestId('gap-D')
    await expect(dominance).toContainText(/Você se vê com \d+ pontos a mais de Dominância do que os outros veem|você se vê com mais Dominância do que os outros \(\d+ pontos a mais\), mas ainda sem certeza/)
    await expect(dominance).toContainText('Você se descreve com mais iniciativa e firmeza')
    await expect(dominance).not.toContainText('Para experimentar:')
    // Free users read the same verdict as Premium (decision 0038), without what it can mean day to day.
    await expect(dominance).toContainText('Diferença clara')
    await expect(dominance).toContainText('Certeza alta · baseado em 12 pessoas')
    await expect(dominance.getByText('Ver o que pode significar e o que experimentar')).toHaveCount(0)
    const table = page.getByRole('table')
    await expect(table).toHaveCount(0)
    await page.getByRole('button', { name: 'Ver os números' }).click()
    await checkA11y(page)
    await expect(table.getByRole('columnheader', { name: 'Como você se vê' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Como os outros te veem' })).toBeVisible()
    await expect(page.getByTestId('gap-S')).toContainText(/Os outros veem \d+ pontos a mais de Estabilidade do que você|os outros veem mais Estabilidade em você \(\d+ pontos a mais\), mas ainda sem certeza/)
    await expect(page.getByRole('tabpanel', { name: 'Como os outros te veem' })).not.toContainText(/-\d/)
    await everyTab(page, checkA11y, 'gratuito-12', true, PHONE_CEILINGS.free)

    // The purchase itself is payments.spec.ts's subject: here it is set-up, through the sandbox's API.
    await buyPremiumViaSandbox(page.request)
    await page.goto('/results')
    await page.getByRole('region', { name: 'Seu progresso' }).getByRole('button', { name: 'Ver o que cada etapa libera' }).click()
    const premiumClouds = page.getByRole('region', { name: 'Seu progresso' }).getByRole('listitem').filter({ hasText: 'Nuvens de palavras' })
    await expect(premiumClouds).toContainText('(desbloqueado)')
    await expect(premiumClouds).not.toContainText('disponível no Premium')
    await page.getByRole('tab', { name: 'Como os outros te veem' }).click()
    const premiumDominance = page.getByTestId('gap-D')
    await expect(premiumDominance).toContainText('Diferença clara')
    await expect(premiumDominance).toContainText('Certeza alta · baseado em 12 pessoas')
    await premiumDominance.getByText('Ver o que pode significar e o que experimentar').click()
    await expect(premiumDominance.getByText(/^Para experimentar:/)).toBeVisible()
    // The rest of the tab's disclosures: the verdict rule and the clouds, opened by their buttons.
    const others = page.getByRole('tabpanel', { name: 'Como os outros te veem' })
    const rule = others.getByRole('button', { name: 'Como lemos cada diferença' })
    await expect(others.getByText(/^Diferenças a partir de \d+ pontos/)).toHaveCount(0)
    await rule.click()
    await expect(rule).toHaveAttribute('aria-expanded', 'true')
    await expect(others.getByText(/^Diferenças a partir de \d+ pontos/)).toBeVisible()
    const cloudsButton = others.getByRole('button', { name: 'Ver nuvem de palavras' })
    await expect(cloudsButton).toHaveAttribute('aria-expanded', 'false')
    await expect(others.getByRole('heading', { name: 'Pontos fortes', level: 4 })).toHaveCount(0)
    await cloudsButton.click()
    await expect(cloudsButton).toHaveAttribute('aria-expanded', 'true')
    await expect(others.getByRole('heading', { name: 'Pontos fortes', level: 4 })).toBeVisible()
    await expect(others.getByTestId('blurred-clouds')).toHaveCount(0)
    await checkA11y(page)
    await everyTab(page, checkA11y, 'premium-12', true, PHONE_CEILINGS.premium)
  })

  test('/pricing lists what Premium adds', async ({ page, checkA11y }) => {
    await page.goto('/pricing')
    const main = page.getByRole('main')
    await expect(main).toContainText('Pontos cegos explicados')
    await expect(main).toContainText('Como colegas, amigos e família te veem')
    for (const claim of ['Análise DISC completa', 'Coleta de feedback 360° ilimitada', 'Painel de resultados avançado']) {
      await expect(main).not.toContainText(claim)
    }
    await checkA11y(page)
  })
})

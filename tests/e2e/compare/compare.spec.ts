import type { APIRequestContext, Page } from '@playwright/test'
import { OCEAN_QUESTION_IDS } from '#shared/ocean/questions'
import { expect, newHydratingPage, newUser, saveSelfDiscViaApi, selfDiscAnswers, signUpViaApi, test } from '../fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

/** Screenshots at the phone and desktop widths, when E2E_SHOTS_DIR asks for them (reviewing the layout). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true })
  await page.setViewportSize({ width: 360, height: 740 })
}

/** Both self tests, through the API: comparing needs the DISC and the Big Five. */
async function takeBothTests(request: APIRequestContext, baseURL: string, discOption: number, oceanValue: number) {
  await saveSelfDiscViaApi(request, selfDiscAnswers(discOption), baseURL)
  const answers = Object.fromEntries(OCEAN_QUESTION_IDS.map((id) => [id, oceanValue]))
  const saved = await request.post(new URL('/api/ocean-assessment', baseURL).href, {
    headers: { Origin: new URL(baseURL).origin },
    data: { answers, isSelf: true },
  })
  expect(saved.status(), await saved.text()).toBe(201)
}

test.use({ viewport: { width: 360, height: 740 } })

test.describe('Comparar com alguém (issue 47)', () => {
  test('one person invites, the other signs up from the link, sees what is shared, accepts; both compare; one ends it for both', async ({
    page,
    browser,
    baseURL,
    checkA11y,
  }) => {
    const ana = newUser()
    await signUpViaApi(page.request, ana)
    await takeBothTests(page.request, baseURL as string, 0, 5)

    // The way in, from the results page's "Mais para você".
    await page.goto('/results')
    const row = page.getByRole('region', { name: 'Mais para você' }).getByRole('button', { name: /Comparar com alguém/ })
    await row.click()
    await expect(row).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'Comparar com alguém' }).click()
    await expect(page.getByRole('heading', { name: 'Comparar com alguém', level: 1 })).toBeVisible()
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-empty')
    await page.getByRole('button', { name: 'Criar link de convite' }).click()
    const field = page.getByRole('textbox', { name: 'Link do convite' })
    await expect(field).toHaveValue(/\/comparar\/convite#token=[A-Za-z0-9_-]{43}$/)
    const inviteUrl = await field.inputValue()
    await expect(page.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*comparar%2Fconvite%23token%3D/)
    await expect(page.getByRole('link', { name: 'Enviar por e-mail' })).toHaveAttribute('href', /^mailto:\?subject=.*&body=/)
    await expect(page.getByText('Convite enviado')).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-invited')

    // Bruno opens the link signed out, creates an account and comes back to the invitation.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', baseURL })
    const friend = await newHydratingPage(context)
    await friend.goto(inviteUrl)
    await expect(friend.getByRole('heading', { name: 'Convite para comparar' })).toBeVisible()
    // The secret leaves the address bar once kept by the tab.
    await expect(friend).toHaveURL(/\/comparar\/convite$/)
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation-signed-out')
    await friend.getByRole('link', { name: 'Criar conta' }).click()
    const bruno = newUser()
    await friend.getByLabel('Nome de usuário').fill(bruno.username)
    await friend.getByLabel('E-mail').fill(bruno.email)
    await friend.getByLabel('Senha', { exact: true }).fill(bruno.password)
    await friend.getByLabel('Confirmar senha').fill(bruno.password)
    await friend.getByRole('button', { name: 'Criar conta' }).click()
    await expect(friend).toHaveURL(/\/comparar\/convite$/)
    await expect(friend.getByText(`${ana.username} convidou você para comparar seus resultados.`)).toBeVisible()
    // No tests yet: the page says which, and accepting waits for them.
    await expect(friend.getByRole('link', { name: 'Fazer o teste DISC' })).toBeVisible()
    await expect(friend.getByRole('link', { name: 'Fazer o teste Big Five' })).toBeVisible()
    await expect(friend.getByRole('button', { name: 'Aceitar e comparar' })).toBeDisabled()
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation-missing-tests')

    // With both tests taken, the same page (the tab kept the invitation) shows exactly what Ana will see.
    await takeBothTests(friend.request, baseURL as string, 2, 2)
    await friend.reload()
    const preview = friend.getByRole('heading', { name: `O que ${ana.username} vai ver de você` })
    await expect(preview).toBeVisible()
    await expect(friend.getByText(bruno.username, { exact: true })).toBeVisible()
    await expect(friend.getByText(bruno.email)).toHaveCount(0)
    await checkA11y(friend)
    await shoot(friend, 'compare-invitation')
    await friend.getByRole('button', { name: 'Aceitar e comparar' }).click()

    await expect(friend.getByRole('heading', { name: `Você e ${ana.username}` })).toBeVisible()
    await expect(friend.getByRole('heading', { name: 'DISC: como cada um age' })).toBeVisible()
    await expect(friend.getByRole('heading', { name: 'Big Five: como cada um é' })).toBeVisible()
    await expect(friend.getByText('Onde vocês se parecem').first()).toBeVisible()
    await expect(friend.getByText(ana.email)).toHaveCount(0)
    await checkA11y(friend)
    await shoot(friend, 'comparison')
    const comparisonUrl = friend.url()

    // Ana sees it too, from her list.
    await page.reload()
    await expect(page.getByText(`Você e ${bruno.username}`)).toBeVisible()
    await checkA11y(page)
    await shoot(page, 'compare-list-active')
    await page.getByRole('link', { name: 'Ver comparação' }).click()
    await expect(page.getByRole('heading', { name: `Você e ${bruno.username}` })).toBeVisible()
    await expect(page).toHaveURL(comparisonUrl)

    // Bruno ends it, by keyboard, after confirming.
    await friend.getByRole('button', { name: 'Encerrar comparação' }).focus()
    await friend.keyboard.press('Enter')
    const dialog = friend.getByRole('dialog', { name: 'Encerrar esta comparação?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`A comparação some agora para você e para ${ana.username}.`, { exact: false })).toBeVisible()
    await checkA11y(friend)
    await shoot(friend, 'comparison-end-dialog')
    await dialog.getByRole('button', { name: 'Sim, encerrar' }).focus()
    await friend.keyboard.press('Enter')
    await expect(friend).toHaveURL(/\/comparar$/)
    await expect(friend.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await expect(friend.getByRole('status').filter({ hasText: 'Comparação encerrada. Ela não aparece mais para nenhum de vocês.' })).toBeVisible()
    // The other way in, from "Minha conta".
    await friend.goto('/account')
    await friend.getByRole('link', { name: 'Minhas comparações' }).click()
    await expect(friend.getByRole('heading', { name: 'Comparar com alguém', level: 1 })).toBeVisible()

    // Gone for Ana at once: the page she had open and her list.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Comparação indisponível' })).toBeVisible()
    await expect(page.getByText('Comparação não encontrada. Ela pode ter sido encerrada.')).toBeVisible()
    await checkA11y(page)
    await page.goto('/comparar')
    await expect(page.getByText('Nenhuma comparação ainda.')).toBeVisible()
    await expect(page.getByText(`Você e ${bruno.username}`)).toHaveCount(0)
    await context.close()
  })
})

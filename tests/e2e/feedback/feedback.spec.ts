import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscType } from '#shared/disc/types'
import { inviteMessage } from '#shared/invite-message'
import { buyPremiumViaSandbox, expect, giveFeedbackViaApi, newHydratingPage, optionWithValue, tapAnswer, startGiving, test, toastWith, userWithDiscResult, wizardStep } from '../fixtures'

const UUID_URL = /\/feedback\/user\/[0-9a-f-]{36}$/

function optionOf(question: { options: readonly { id: string; type: DiscType }[] }, type: DiscType) {
  const option = question.options.find((o) => o.type === type)
  if (!option) throw new Error('bank without the type')
  return option.id
}

/** Signs `page` in as a new user who has a self DISC result leaning strongly to Dominance. */
function ownerWithSelfResult(page: Page) {
  const selfTypes: DiscType[] = ['D', 'D', 'D', 'D', 'D', 'D', 'I', 'I', 'C', 'S']
  const answers = Object.fromEntries(DISC_SELF_QUESTIONS.map((q, i) => [q.id, optionOf(q, selfTypes[i] ?? 'D')]))
  return userWithDiscResult(page.request, { answers })
}

const TOTAL = DISC_OTHERS_QUESTIONS.length

/** Answers question `index` (0-based) with the option of `type`: one tap moves on (the last needs 'Continuar'). */
async function answer(page: Page, index: number, type: DiscType) {
  const question = DISC_OTHERS_QUESTIONS[index]!
  await expect(wizardStep(page, 'Pergunta', index + 1, TOTAL)).toBeVisible()
  const last = index === TOTAL - 1
  await tapAnswer(optionWithValue(page, optionOf(question, type)), last ? undefined : wizardStep(page, 'Pergunta', index + 2, TOTAL))
  if (last) await page.getByRole('button', { name: 'Continuar' }).click()
}

/** A stranger's whole flow in a fresh browser context: questions leaning to Steadiness, then words. */
async function giveFeedback(
  browser: Browser,
  path: string,
  options: { strength: string; relationship: string; checkA11y?: (page: Page) => Promise<void>; exercise?: boolean },
) {
  const context = await browser.newContext()
  const page = await newHydratingPage(context)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
  const types: DiscType[] = ['S', 'S', 'I', 'S', 'C', 'S']
  if (options.exercise) await options.checkA11y?.(page)
  await startGiving(page)

  if (options.exercise) {
    await options.checkA11y?.(page)
    // Nothing chosen yet: SPEC.md §5's message.
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(toastWith(page, 'Selecione uma opção')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    for (let i = 0; i < 5; i += 1) await answer(page, i, types[i % types.length]!)
    // Progress and the shuffled order survive a reload.
    const orderBefore = await page.locator('[role="radio"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLButtonElement).value))
    await page.reload()
    await expect(wizardStep(page, 'Pergunta', 6, TOTAL)).toBeVisible()
    const orderAfter = await page.locator('[role="radio"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLButtonElement).value))
    expect(orderAfter).toEqual(orderBefore)
    // Back is allowed and keeps the earlier answer.
    await page.getByRole('button', { name: 'Anterior' }).click()
    await expect(optionWithValue(page, optionOf(DISC_OTHERS_QUESTIONS[4]!, types[4]!))).toBeChecked()
    await page.getByRole('button', { name: 'Próximo' }).click()
    for (let i = 5; i < DISC_OTHERS_QUESTIONS.length; i += 1) await answer(page, i, types[i % types.length]!)
  } else {
    for (let i = 0; i < DISC_OTHERS_QUESTIONS.length; i += 1) await answer(page, i, types[i % types.length]!)
  }

  await expect(page.getByRole('heading', { name: 'Quase lá! Conte um pouco mais' })).toBeVisible()
  if (options.exercise) {
    await page.getByRole('button', { name: 'Enviar feedback' }).click()
    await expect(page.getByText('Selecione um tipo de relacionamento')).toBeVisible()
    await expect(page.getByText('Informe pelo menos um ponto forte')).toBeVisible()
    await options.checkA11y?.(page)
  }
  await page.getByRole('radio', { name: options.relationship }).check()
  // A suggestion chip fills the first empty field; free text stays possible.
  await page.getByRole('button', { name: 'Adicionar Paciência aos pontos fortes' }).click()
  await expect(page.getByLabel('Ponto forte 1')).toHaveValue('Paciência')
  await page.getByLabel('Ponto forte 2 (opcional)').fill(options.strength)
  await page.getByLabel('Ponto de melhoria 1').fill('Falar mais nas reuniões')
  if (options.exercise) {
    // What was typed survives a reload too.
    await page.reload()
    await expect(page.getByLabel('Ponto forte 2 (opcional)')).toHaveValue(options.strength)
    await expect(page.getByRole('radio', { name: options.relationship })).toBeChecked()
  }
  await page.getByRole('button', { name: 'Enviar feedback' }).click()
  // Said at the top of the Big Five step, which opens scrolled to the top, with no toast over the header (issue 33).
  const oceanStep = page.getByTestId('etapa-big-five')
  await expect(oceanStep.getByRole('status')).toHaveText('Obrigado! Seu feedback foi enviado com sucesso.')
  await expect(page.getByText('Afirmação 1 de 10')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(page.locator('li.toast-root')).toHaveCount(0)
  // The optional Big Five 360 step (issue 17; tests/e2e/feedback/ocean-360.spec.ts answers it): skipped here.
  await page.getByRole('button', { name: 'Pular e concluir' }).click()
  await expect(page).toHaveURL(/\/thank-you$/)
  await expect(page.getByRole('heading', { name: 'Obrigado pelo seu feedback!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacy')
  // The giver's own test starts right here (issue 47): its first question, posted to the DISC form without JavaScript.
  await expect(page.getByRole('heading', { level: 2, name: DISC_SELF_QUESTIONS[0]!.text })).toBeVisible()
  await expect(page.locator('form[action="/api/forms/disc"] [role="radio"]')).toHaveCount(DISC_SELF_QUESTIONS[0]!.options.length)
  await expect(page.getByRole('link', { name: 'Início', exact: true }).last()).toHaveAttribute('href', '/')
  if (options.exercise) await options.checkA11y?.(page)
  // Going back to the link starts afresh: nothing of the sent feedback stays in the browser.
  const stored = await page.evaluate(() => window.localStorage.getItem('espelho.feedbackProgress'))
  expect(stored).toBeNull()
  await context.close()
}

/** Feedback through the API, as an anonymous giver (a request context without the owner's cookie). */
async function feedbackViaApi(request: APIRequestContext, userId: string, strength: string) {
  const answers = Object.fromEntries(DISC_OTHERS_QUESTIONS.map((q) => [q.id, optionOf(q, 'I')]))
  await giveFeedbackViaApi(request, userId, { strengths: [strength], answers })
}

test.describe('360° feedback', () => {
  test('a user shares their link, three people answer anonymously and the owner sees the radar, blind spots and characteristics', async ({
    page,
    context,
    browser,
    checkA11y,
  }) => {
    test.setTimeout(180_000)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await ownerWithSelfResult(page)

    await page.goto('/results')
    const invite = page.locator('#convite-feedback')
    await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
    await expect(invite.getByLabel('Seu link de feedback')).toHaveValue(UUID_URL)
    // "Copiar link" copies the invite message with the link, the same text WhatsApp gets.
    await invite.getByRole('button', { name: 'Copiar link' }).click()
    await expect(toastWith(page, 'Copiado!')).toContainText('Mensagem de convite com o link copiada')
    const message = await page.evaluate(() => navigator.clipboard.readText())
    const link = message.slice(message.lastIndexOf(' ') + 1)
    expect(link).toMatch(UUID_URL)
    expect(message).toBe(inviteMessage(link))
    const whatsapp = invite.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.+${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}$`))
    await checkA11y(page)

    const path = new URL(link).pathname
    await giveFeedback(browser, path, { strength: '<b>Calma</b> & <i>gentil</i>', relationship: 'Colega', checkA11y, exercise: true })
    await giveFeedback(browser, path, { strength: 'Boa ouvinte', relationship: 'Amizade' })
    await giveFeedback(browser, path, { strength: 'Organizada', relationship: 'Família' })

    // Same browsing session: the count crossed 3 since the last visit, so the milestone toast shows.
    await page.goto('/results?aba=outros')
    await expect(toastWith(page, 'Parabéns!')).toContainText('Você atingiu 3 feedbacks! Continue coletando para mais insights.')
    await expect(page.getByText('Você recebeu 3 feedbacks')).toBeVisible()
    const radar = page.getByTestId('radar-360')
    await expect(radar.locator('svg').first()).toBeVisible()
    await expect(radar).toHaveAttribute('data-domain-max', /^\d+$/)
    // Self leans to Dominance, others to Steadiness: both gaps are flagged, saying who sees more of what.
    await expect(page.getByTestId('gap-D')).toContainText(/Você se vê com \d+ pontos a mais de Dominância do que os outros veem|você se vê com mais Dominância do que os outros \(\d+ pontos a mais\), mas ainda sem certeza/)
    await expect(page.getByTestId('gap-S')).toContainText(/Os outros veem \d+ pontos a mais de Estabilidade do que você|os outros veem mais Estabilidade em você \(\d+ pontos a mais\), mas ainda sem certeza/)
    const characteristics = page.getByRole('list', { name: 'Características mais citadas' })
    await expect(characteristics.getByRole('listitem').first()).toContainText('Paciência')
    await expect(characteristics.getByRole('listitem').first()).toContainText('3 de 3 (100%)')
    await expect(characteristics.getByRole('listitem')).toHaveCount(2)
    // A free user sees 2 feedbacks (in a stable order that does not follow time); HTML typed by a giver shows as text.
    const received = page.getByRole('list', { name: 'Feedbacks recebidos' })
    await expect(received.getByRole('listitem').filter({ hasText: 'Perfil percebido' })).toHaveCount(2)
    await expect(page.getByText('Liberados para você: 2 feedbacks de 3.')).toBeVisible()
    // Never "todos" beside a list that withholds one (issue 33).
    await expect(page.getByRole('button', { name: /Ver todos os/ })).toHaveCount(0)
    // One colleague, one friend, one family member: no relationship is shown or offered as a filter.
    await expect(page.getByRole('group', { name: 'Filtrar por relacionamento' }).getByRole('button', { name: 'Todos' })).toBeDisabled()
    await expect(page.getByRole('group', { name: 'Filtrar por relacionamento' }).getByRole('button', { name: 'Colega' })).toHaveCount(0)
    await expect(received.getByText('Relação oculta para proteger o anonimato')).toHaveCount(2)
    await checkA11y(page)
  })

  test('the HTML a giver types is shown literally to the owner', async ({ page, browser, request }) => {
    test.setTimeout(180_000)
    const { userId } = await ownerWithSelfResult(page)
    // Premium shows every card, whatever the list's order.
    await buyPremiumViaSandbox(page.request)
    await giveFeedback(browser, `/feedback/user/${userId}`, { strength: '<img src=x onerror=alert(1)>Líder', relationship: 'Família' })
    // Feedback is released in groups of three (issue 30): two more givers release it.
    for (const strength of ['Calma', 'Foco']) await feedbackViaApi(request, userId, strength)
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await page.goto('/results?aba=outros')
    await expect(page.getByText('<img src=x onerror=alert(1)>Líder', { exact: true })).toBeVisible()
    expect(dialogs).toBe(0)
  })

  test('a bad link shows the error, and the owner opening their own link sees the invite page', async ({ page, browser, checkA11y }) => {
    const stranger = await browser.newContext()
    const visitor = await newHydratingPage(stranger)
    for (const bad of ['/feedback/user/7d3f6a52-1c4e-4b7a-9f2d-0a1b2c3d4e5f', '/feedback/user/nao-e-um-link']) {
      await visitor.goto(bad)
      await expect(visitor.getByText('Este link de feedback não é válido ou expirou.')).toBeVisible()
      await expect(visitor.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/')
    }
    await checkA11y(visitor)
    await stranger.close()

    const { userId } = await ownerWithSelfResult(page)
    // The short form redirects to the full link.
    await page.goto(`/feedback/${userId}`)
    await expect(page).toHaveURL(new RegExp(`/feedback/user/${userId}$`))
    await expect(page.getByRole('heading', { name: /^Convide quem te conhece/ })).toBeVisible()
    await expect(page.getByLabel('Seu link de feedback')).toHaveValue(new RegExp(`/feedback/user/${userId}$`))
    await expect(page.getByRole('link', { name: 'Ver meus resultados' })).toHaveAttribute('href', '/results')
    await expect(page.getByRole('button', { name: 'Próximo' })).toHaveCount(0)
    await checkA11y(page)
  })

  test('native share: shared, cancelled silently, or unsupported with the link copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { userId } = await ownerWithSelfResult(page)
    await page.addInitScript(() => {
      // Every toast that ever appears, in order, so a wrong one cannot hide behind a later one.
      const seen: string[] = []
      ;(window as unknown as { __toasts: string[] }).__toasts = seen
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLElement && node.matches('li.toast-root')) seen.push(node.textContent ?? '')
          }
        }
      }).observe(document, { childList: true, subtree: true })
      const mode = window.sessionStorage.getItem('share-mode')
      if (mode === 'unsupported') Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
      if (mode === 'ok') Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true })
      if (mode === 'cancel') {
        Object.defineProperty(navigator, 'share', {
          value: async () => {
            throw new DOMException('cancelado', 'AbortError')
          },
          configurable: true,
        })
      }
    })
    const open = async (mode: string) => {
      await page.goto('/')
      await page.evaluate((value) => window.sessionStorage.setItem('share-mode', value), mode)
      await page.goto(`/feedback/user/${userId}`)
      await expect(page.getByLabel('Seu link de feedback')).toHaveValue(UUID_URL)
    }

    await open('ok')
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await expect(toastWith(page, 'Compartilhado')).toBeVisible()

    await open('cancel')
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await page.getByRole('button', { name: 'Copiar link' }).click()
    await expect(toastWith(page, 'Copiado!')).toBeVisible()
    // The cancelled share showed nothing: the copy toast is the only one since the page opened.
    const toasts = await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toContain('Copiado!')

    await open('unsupported')
    await page.getByRole('button', { name: 'Compartilhar' }).click()
    await expect(toastWith(page, 'Compartilhamento não suportado')).toContainText('Link copiado para a área de transferência')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/feedback/user/${userId}$`))
  })

  test('the floating nudge, milestone toasts and the upsell follow their timings', async ({ page, request }) => {
    test.setTimeout(120_000)
    const { userId } = await ownerWithSelfResult(page)
    await page.clock.install()
    await page.goto('/results')
    await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
    const nudge = page.getByRole('complementary', { name: 'Lembrete' })
    await expect(nudge).toHaveCount(0)
    await page.clock.fastForward(30_000)
    await expect(nudge).toContainText('Que tal convidar mais alguém?')
    await page.clock.fastForward(10_000)
    await expect(nudge).toHaveCount(0)
    // Once per session: not again after a reload.
    await page.reload()
    await expect(page.getByText('Nenhum feedback recebido ainda').first()).toBeVisible()
    await page.clock.fastForward(45_000)
    await expect(nudge).toHaveCount(0)

    // Feedback is released in groups of three (issue 30): from 0 to 6 the count crossed the ladder's 3 and 6.
    for (let i = 1; i <= 6; i += 1) await feedbackViaApi(request, userId, `Traço ${i}`)
    await page.reload()
    await expect(page.getByText('Você recebeu 6 feedbacks')).toBeVisible()
    await expect(toastWith(page, 'Parabéns!')).toContainText('Você atingiu 6 feedbacks!')
    await expect(toastWith(page, 'Desbloqueie insights premium')).toHaveCount(0)
    await page.clock.fastForward(3_000)
    const upsell = toastWith(page, 'Desbloqueie insights premium')
    await expect(upsell).toContainText('Faça upgrade agora para ver todos os insights disponíveis com seus feedbacks!')
    await upsell.getByRole('button', { name: 'Ver planos' }).click()
    await expect(page).toHaveURL(/\/pricing$/)
  })
})

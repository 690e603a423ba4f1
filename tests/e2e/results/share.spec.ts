import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, giveFeedbackViaApi, newHydratingPage, newUser, openMoreForYou, selfDiscAnswers, tapAnswer, test, toastWith, userWithDiscResult, wizardStep } from '../fixtures'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) }
}

/** A share sheet that accepts files, recording what it was given (what a phone's browser offers). */
async function mockNativeShare(page: Page) {
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number; title?: string }[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Boolean(data.files?.length) })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        for (const file of data.files ?? []) shared.push({ name: file.name, type: file.type, size: file.size, title: data.title })
      },
    })
  })
}

/** A browser without the Web Share API (most desktops). */
async function removeNativeShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined })
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined })
  })
}

const analyticsEvents = (page: Page) => page.evaluate(() => (window.__analyticsEvents ?? []).map((e) => ({ event: e.event, params: e.params })))

const openShareCard = (page: Page) => openMoreForYou(page, 'Compartilhar meu estilo', 'Compartilhe seu estilo DISC')

for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
  test.describe(`Sharing at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('"Compartilhar meu resultado" hands the story card to the native share sheet', async ({ page, checkA11y }) => {
      await mockNativeShare(page)
      await userWithDiscResult(page.request, { answers: selfDiscAnswers(1) })
      await page.goto('/results')
      const card = await openShareCard(page)
      await expect(card).toBeVisible()
      await checkA11y(page)
      await card.getByRole('button', { name: 'Compartilhar meu resultado' }).click()
      await expect(toastWith(page, 'Compartilhado')).toBeVisible()
      const shared = await page.evaluate(() => (window as unknown as { __shared: { name: string; type: string; size: number }[] }).__shared)
      expect(shared).toHaveLength(1)
      expect(shared[0]).toMatchObject({ name: 'espelho-meu-disc-stories.png', type: 'image/png' })
      expect(shared[0]?.size).toBeGreaterThan(10_000)
      expect(await analyticsEvents(page)).toContainEqual({ event: 'result_card_shared', params: { format: 'story', method: 'native' } })
    })

    test('without the native share the card downloads; the invite QR code shows and downloads', async ({ page }) => {
      await removeNativeShare(page)
      await userWithDiscResult(page.request)
      await page.goto('/results')
      const card = await openShareCard(page)
      const [story] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Compartilhar meu resultado' }).click()])
      expect(story.suggestedFilename()).toBe('espelho-meu-disc-stories.png')
      expect(pngSize(await readFile(await story.path()))).toEqual({ width: 1080, height: 1920 })
      const [wide] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Imagem para posts e feed' }).click()])
      expect(pngSize(await readFile(await wide.path()))).toEqual({ width: 1200, height: 630 })
      expect(await analyticsEvents(page)).toContainEqual({ event: 'result_card_shared', params: { format: 'story', method: 'download' } })

      const invite = page.locator('#convite-feedback')
      const qr = invite.getByRole('img', { name: 'QR code do seu link de feedback' })
      // The QR code opens on demand, so the invite card stays short on a phone.
      await expect(qr).toHaveCount(0)
      const showQr = invite.getByRole('button', { name: 'Mais formas de enviar' })
      await expect(showQr).toHaveAttribute('aria-expanded', 'false')
      await showQr.click()
      await expect(showQr).toHaveAttribute('aria-expanded', 'true')
      await expect(qr).toBeVisible()
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      const [download] = await Promise.all([page.waitForEvent('download'), invite.getByRole('button', { name: 'Baixar QR code (PNG)' }).click()])
      expect(download.suggestedFilename()).toBe('espelho-qr-code-do-meu-link.png')
      expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1024, height: 1024 })
    })

    test('the owner invite page shows the QR code', async ({ page, checkA11y }) => {
      const { userId } = await userWithDiscResult(page.request)
      await page.goto(`/feedback/user/${userId}`)
      await expect(page.getByRole('img', { name: 'QR code do seu link de feedback' })).toBeVisible()
      await checkA11y(page)
    })

    test('a public result page: opt-in, seen by a logged-out stranger, no feedback, 404 once turned off', async ({ page, browser, checkA11y }) => {
      const owner = newUser()
      owner.username = 'Lúcia Fernandes'
      const { userId } = await userWithDiscResult(page.request, { user: owner, answers: selfDiscAnswers(2) })
      // Three, so the feedback is released to the owner (issue 30) and could leak if the page showed it.
      for (let i = 0; i < 3; i += 1) await giveFeedbackViaApi(page.request, userId, { strengths: ['Texto secreto do feedback'] })
      await page.goto('/results')
      const card = await openShareCard(page)
      await card.getByRole('button', { name: 'Criar página pública' }).click()
      const address = card.getByRole('textbox', { name: 'Sua página pública' })
      await expect(address).toHaveValue(/\/r\/[A-Za-z0-9_-]{43}$/)
      const url = await address.inputValue()
      expect(await analyticsEvents(page)).toContainEqual({ event: 'public_result_link_created', params: {} })

      const stranger = await browser.newContext({ viewport })
      try {
        const visitor = await newHydratingPage(stranger)
        const response = await visitor.goto(url)
        expect(response?.status()).toBe(200)
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(visitor.getByText('Perfil DISC de Lúcia')).toBeVisible()
        await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
        await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/result\/[A-Za-z0-9_-]{43}\.png$/)
        await expect(visitor.getByRole('link', { name: 'Faça o seu teste' }).first()).toHaveAttribute('href', '/assessment')
        await expect(visitor.getByText('Big Five (OCEAN)')).toHaveCount(0)
        await expect(visitor.locator('body')).not.toContainText('Texto secreto do feedback')
        await expect(visitor.locator('body')).not.toContainText('Fernandes')
        // A visitor reads about Lúcia in the third person, never "seu traço" (issue 33).
        await expect(visitor.locator('main')).not.toContainText(/seu traço/i)
        await checkA11y(visitor)
        await visitor.screenshot({ path: test.info().outputPath(`publica-${viewport.width}.png`), fullPage: true })

        await card.getByRole('button', { name: 'Desativar página pública' }).click()
        await expect(card.getByRole('button', { name: 'Criar página pública' })).toBeVisible()
        const gone = await visitor.goto(url)
        expect(gone?.status()).toBe(404)
        await expect(visitor.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
        await checkA11y(visitor)
      } finally {
        await stranger.close()
      }
    })
  })
}

test('an anonymous visitor shares the result from the completion card (download without native share)', async ({ page }) => {
  await removeNativeShare(page)
  await page.goto('/assessment')
  for (let index = 0; index < 10; index += 1) {
    await expect(wizardStep(page, 'Reflexão', index + 1, 10)).toBeVisible()
    // One tap answers and moves on (issue 24); after the last one, "Finalizar".
    await tapAnswer(page.getByRole('radio').first(), index < 9 ? wizardStep(page, 'Reflexão', index + 2, 10) : undefined)
  }
  await page.getByRole('button', { name: 'Finalizar' }).click()
  await expect(page.getByRole('heading', { name: 'Avaliação concluída!' })).toBeVisible()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Compartilhar meu resultado' }).click()])
  expect(pngSize(await readFile(await download.path()))).toEqual({ width: 1080, height: 1920 })
})

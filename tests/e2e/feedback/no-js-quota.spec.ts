import { request as playwrightRequest } from '@playwright/test'
import { startOwnServer } from '../ads-support'
import { expect, giveFeedbackViaApi, newHydratingPage, test, userWithDiscResult } from '../fixtures'

/**
 * Issue 46: a giver without JavaScript on a busy network learns on the landing, before answering,
 * that the network's quota is used, and that turning JavaScript on lets them through (decision 0031).
 */
test('a giver without JavaScript on a busy network is told on the landing, with the way through', async ({ browser }) => {
  test.setTimeout(240_000)
  // The real everyday quota (3), the giver's address read from X-Forwarded-For: the API givers stand
  // elsewhere, the browser (127.0.0.1) is the busy office.
  const server = await startOwnServer({ E2E_FEEDBACK_PER_NETWORK_PER_LINK: '3', TRUST_PROXY: '1' })
  const ownerApi = await playwrightRequest.newContext({ baseURL: server.baseURL })
  try {
    const owner = await userWithDiscResult(ownerApi, { baseURL: server.baseURL })
    for (let i = 1; i <= 8; i += 1) await giveFeedbackViaApi(ownerApi, owner.userId, { forwardedFor: `192.0.2.${i}` }, server.baseURL)
    for (let i = 0; i < 3; i += 1) await giveFeedbackViaApi(ownerApi, owner.userId, {}, server.baseURL)

    const noScript = await browser.newContext({ baseURL: server.baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
    const page = await noScript.newPage()
    await page.goto(`/feedback/user/${owner.userId}`)
    await expect(page.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
    const notice = page.getByRole('alert')
    await expect(notice).toContainText('Esta pessoa já recebeu 3 respostas vindas da sua rede nas últimas 24 horas')
    await expect(notice).toContainText('Ative o JavaScript do navegador e recarregue esta página')
    // Before "Começar": nothing answered yet.
    await expect(page.getByRole('link', { name: 'Começar' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('no-js-quota-landing-360.png'), fullPage: true })
    if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/no-js-quota-landing-360.png`, fullPage: true })
    await noScript.close()

    // With JavaScript the page solves the harder proof itself: nothing to tell.
    const withScript = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 740 } })
    const scripted = await newHydratingPage(withScript)
    await scripted.goto(`/feedback/user/${owner.userId}`)
    await expect(scripted.getByRole('heading', { level: 1, name: /^Como você vê / })).toBeVisible()
    await expect(scripted.getByText('Ative o JavaScript')).toHaveCount(0)
    await withScript.close()
  } finally {
    await ownerApi.dispose()
    await server.stop()
  }
})

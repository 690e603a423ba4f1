import { readFile } from 'node:fs/promises'
import { expect, giveFeedbackViaApi, newUser, signUpViaApi, test, toastWith, userWithDiscResult } from '../fixtures'

test.describe('Seus dados (LGPD), on /account', () => {
  test('"Baixar meus dados" downloads a JSON file with the account, results and feedback received', async ({ page, request, checkA11y }) => {
    const { user, userId: publicId } = await userWithDiscResult(page.request)
    // Feedback is released in groups of three (issue 30): three colleagues, so the group and its label show.
    for (let i = 0; i < 3; i += 1) {
      await giveFeedbackViaApi(request, publicId, { strengths: ['Generosa com o tempo'], improvements: ['Delegar mais'], relationshipType: 'colleague' })
    }

    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Seus dados' })
    await expect(section).toBeVisible()
    await section.scrollIntoViewIfNeeded()
    await checkA11y(page, { include: '[aria-labelledby="seus-dados-titulo"]' })

    const downloading = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Baixar meus dados' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^espelho-meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
    await expect(toastWith(page, 'Download iniciado')).toBeVisible()
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      conta: { email: string; nomeDeUsuario: string; id: string }
      avaliacoesDisc: unknown[]
      feedbacksRecebidos: { pontosFortes: string[]; pontosAMelhorar: string[]; relacionamento: string | null }[]
    }
    expect(data.conta).toMatchObject({ email: user.email, nomeDeUsuario: user.username, id: publicId })
    expect(data.avaliacoesDisc).toHaveLength(1)
    // The export shows what the list shows: a free account sees 2 of its 3 feedbacks.
    const received = expect.objectContaining({ pontosFortes: ['Generosa com o tempo'], pontosAMelhorar: ['Delegar mais'], relacionamento: 'Colega' })
    expect(data.feedbacksRecebidos).toEqual([received, received])
  })

  test('deleting the account asks for confirmation, signs out everywhere and ends the login and the feedback link', async ({ page, checkA11y }) => {
    const { user, userId: publicId } = await signUpViaApi(page.request)
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Seus dados' })

    // Cancelling changes nothing.
    await section.getByRole('button', { name: 'Excluir minha conta' }).click()
    let dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(dialog).toBeHidden()
    expect((await page.request.get('/api/auth/me')).status()).toBe(200)

    await section.getByRole('button', { name: 'Excluir minha conta' }).click()
    dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
    const confirm = dialog.getByRole('button', { name: 'Excluir conta definitivamente' })
    await expect(dialog.getByLabel('Sua senha')).toBeVisible()
    await checkA11y(page)
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir')
    await expect(confirm).toBeDisabled()

    // A wrong password keeps everything, says why, and keeps what was typed.
    await dialog.getByLabel('Sua senha').fill('nao-e-a-senha')
    await confirm.click()
    await expect(dialog.getByRole('alert')).toHaveText('Senha incorreta. A conta não foi excluída.')
    await expect(dialog.getByLabel('Digite EXCLUIR para confirmar')).toHaveValue('excluir')
    expect((await page.request.get('/api/auth/me')).status()).toBe(200)

    await dialog.getByLabel('Sua senha').fill(user.password)
    await confirm.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(toastWith(page, 'Conta excluída')).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Principal' })
    await expect(nav.getByRole('link', { name: 'Entrar' })).toBeVisible()
    expect((await page.request.get('/api/auth/me')).status()).toBe(401)

    // The account and results pages now ask for a login, and the old password no longer opens anything.
    await page.goto('/results')
    await expect(page).toHaveURL(/\/login/)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha').fill(user.password)
    await page.getByRole('button', { name: 'Entrar', exact: true }).click()
    await expect(toastWith(page, 'Falha no login')).toBeVisible()
    await expect(page).toHaveURL(/\/login/)

    // The feedback link is dead.
    await page.goto(`/feedback/user/${publicId}`)
    await expect(page.getByText('Este link de feedback não é válido ou expirou.')).toBeVisible()
  })

  test('registration refuses a common password with a clear message, before anything is sent', async ({ page }) => {
    const user = newUser()
    await page.goto('/register')
    await page.getByLabel('Nome de usuário').fill(user.username)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Senha', { exact: true }).fill('Flamengo')
    await page.getByLabel('Confirmar senha').fill('Flamengo')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Essa senha é muito comum. Escolha uma senha mais difícil de adivinhar.')).toBeVisible()
    await expect(page).toHaveURL(/\/register/)
    expect((await page.request.get('/api/auth/me')).status()).toBe(401)
  })

  test('the section and the dialog fit a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await signUpViaApi(page.request)
    await page.goto('/account')
    const section = page.getByRole('region', { name: 'Seus dados' })
    await section.getByRole('button', { name: 'Excluir minha conta' }).click()
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' })
    await expect(dialog.getByRole('button', { name: 'Excluir conta definitivamente' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await dialog.boundingBox()
    expect(box?.width ?? 0).toBeLessThanOrEqual(360)
  })
})

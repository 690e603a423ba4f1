import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'

/** Issue 20: the methodology sections on /disc and /ocean, and the corrected factual claims. */

const section = (page: Page, title: string) => page.getByRole('region', { name: title })

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `a página ${page.url()} rola na horizontal`).toBeLessThanOrEqual(0)
}

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`Methodology at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('/disc explains what a percentage means, what it rests on and the blind-spot rule', async ({ page, checkA11y }, testInfo) => {
      await page.goto('/disc')
      const methodology = section(page, 'Como ler os números do DISC')
      await expect(methodology).toBeVisible()
      for (const title of [
        'O que a porcentagem significa',
        'Em quantas respostas se apoia',
        'Por que uma diferença pode ser só variação',
        'Quando chamamos de ponto cego',
      ]) {
        await expect(methodology.getByRole('heading', { level: 3, name: title })).toBeVisible()
      }
      await expect(methodology).toContainText('O seu teste tem 10 respostas, então cada uma vale 10 pontos.')
      await expect(methodology).toContainText('responde 24 perguntas e pode marcar “Não sei dizer” em até 8 delas')
      await expect(methodology).toContainText('com 5 avaliações, ela se apoia em 80 a 120 respostas')
      await expect(methodology).toContainText('“pequena, pode ser variação natural”')
      await expect(methodology).toContainText('pelo menos 20 pontos (duas respostas do seu teste)')
      await expect(methodology).toContainText('o limite passa a ser 15 pontos')

      // Marston's own axes, not the modern pace × focus reading.
      const origin = section(page, 'De onde vem o DISC')
      await expect(origin).toContainText('se o ambiente parece favorável ou desafiador')
      await expect(origin).toContainText('Marston não criou um questionário')
      await expect(origin).not.toContainText('Marston observou que o comportamento das pessoas variava em dois eixos')
      // The card traits are nouns, so they describe anyone.
      const traits = page.getByRole('list', { name: 'Traços marcantes' }).first()
      await expect(traits).toContainText('Objetividade')
      await expect(page.getByRole('main')).not.toContainText(/\b(Decidido|Analítico|Comunicativo)\b/)

      await expectNoHorizontalScroll(page)
      await checkA11y(page)
      await methodology.scrollIntoViewIfNeeded()
      await testInfo.attach(`disc-methodology-${viewport.width}.png`, {
        body: await methodology.screenshot({ path: testInfo.outputPath(`disc-methodology-${viewport.width}.png`) }),
        contentType: 'image/png',
      })
    })

    test('/ocean explains the score, its margin and when reliability figures are published', async ({ page, checkA11y }, testInfo) => {
      await page.goto('/ocean')
      const methodology = section(page, 'Como ler a sua nota')
      await expect(methodology).toBeVisible()
      for (const title of [
        'O que a nota significa',
        'Em quantas respostas se apoia',
        'Por que uma diferença pode ser só variação',
        'De onde vêm as afirmações',
        'Consistência interna',
      ]) {
        await expect(methodology.getByRole('heading', { level: 3, name: title })).toBeVisible()
      }
      await expect(methodology).toContainText('Não é um percentil')
      await expect(methodology).toContainText('Cada fator se apoia em 5 afirmações')
      await expect(methodology).toContainText('muda a nota em 5 pontos')
      await expect(methodology).toContainText('inspiradas em itens de domínio público do IPIP')
      await expect(methodology).toContainText('Publicamos os valores aqui quando houver pelo menos 200 pessoas')
      // No figures are published yet, so no table of alphas.
      await expect(methodology.getByRole('table')).toHaveCount(0)

      // Extraversion is described as the Big Five describes it, not as an energy source.
      await expect(page.getByRole('main')).not.toContainText('De onde vem a sua energia')
      await expect(page.getByRole('main')).toContainText('O quanto você busca contato social')

      await expectNoHorizontalScroll(page)
      await checkA11y(page)
      await methodology.scrollIntoViewIfNeeded()
      await testInfo.attach(`ocean-methodology-${viewport.width}.png`, {
        body: await methodology.screenshot({ path: testInfo.outputPath(`ocean-methodology-${viewport.width}.png`) }),
        contentType: 'image/png',
      })
    })
  })
}

test('/about no longer calls the tests themselves "reconhecidos"', async ({ page }) => {
  await page.goto('/about')
  const main = page.getByRole('main')
  await expect(main).toContainText('testes baseados em modelos conhecidos de comportamento (DISC) e de personalidade (Big Five)')
  await expect(main).not.toContainText('testes reconhecidos')
  await expect(main).toContainText('inspiradas em itens de domínio público do IPIP')
})

test('profile pages speak of the profile, not of "ele"', async ({ page }) => {
  await page.goto('/profile/influence')
  const main = page.getByRole('main')
  await expect(main).toContainText('Reconhecimento, convivência e novidade são o que move o Inspirador.')
  await expect(main).not.toContainText('pesam mais para ele')
  await page.goto('/profile/steadiness')
  await expect(page.getByRole('main')).toContainText('não pede que você abra mão da calma ou da generosidade')
})

/**
 * Issues 33 and 46: a whole /results page read at 360×740 (and 1280×800) at 3, 6 and 9 feedbacks,
 * free and Premium, failing on any contradiction:
 * - verdict vs headline vs text: one status per dimension; a headline states a difference as a fact
 *   only under "Diferença clara", an uncertain one says what the answers suggest and that it is not
 *   sure yet, and its meaning is a possibility; agreement ("concorda") is never a dimension's word;
 *   one word for certainty ("Certeza", never "Confiabilidade");
 * - figure vs figure: the radar's "você X%" / "outros Y%", its table, the card's "Outros: média Y ·
 *   Você: X", the headline's gap (= |X − Y|), the API and, for Premium, the PDF's row print the same;
 * - ladder vs ladder: every "Faltam N", "abre com N", "revelada com N" lands on one step of the one
 *   ladder (whole groups of three), "com mais N respostas" is whole groups, and the "Pontos cegos"
 *   summary counts the clear cards.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import { DISC_NAMES, DISC_TYPES, TYPE_TO_SCORE_KEY, type DiscType } from '#shared/disc/types'
import { UNLOCK_LADDER } from '#shared/feedback/milestones'
import { answersOf, expect, buyPremiumViaSandbox, giveFeedbackViaApi, test, userWithDiscResult, type CheckA11y } from '../fixtures'

/** Nine raters of someone who answered half Dominance, half Influence: agreement on some dimensions, not others. */
const RATERS: DiscType[][] = [['S'], ['S', 'I'], ['I', 'S', 'D'], ['S'], ['C', 'S'], ['S', 'I'], ['D', 'S'], ['S'], ['I', 'C', 'S']]
const SELF: DiscType[] = ['D', 'I']
const STATUSES = ['Diferença clara', 'Diferença incerta', 'Sem diferença relevante']
const LADDER = new Set(UNLOCK_LADDER.map((step) => step.at))

async function give(anonymous: APIRequestContext, userId: string, from: number, to: number) {
  for (const types of RATERS.slice(from, to)) {
    await giveFeedbackViaApi(anonymous, userId, { answers: answersOf(DISC_OTHERS_QUESTIONS, types), strengths: ['Calma'] })
  }
}

const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ')

interface CardFigures {
  self: number
  others: number
  status: string
}

/** Every label of one dimension agrees with the others; answers the figures the card prints. */
async function readCard(card: Locator, released: number, before: string | undefined): Promise<CardFigures> {
  // A verdict that changed since the last look says so once (issue 46): the note names the old and
  // the new verdict, the new one being the badge's; the rest of the card is read without it.
  const note = card.getByTestId(/^mudanca-/)
  const noteText = (await note.count()) > 0 ? clean(await note.textContent()) : ''
  const text = clean(await card.textContent()).replace(noteText, '')
  const statuses = STATUSES.filter((label) => text.includes(label))
  expect(statuses, text).toHaveLength(1)
  const status = statuses[0] ?? ''
  if (before !== undefined && before !== status) {
    expect(noteText).toMatch(new RegExp(`^Mudou de “${before}” para “${status}”: [^.]+\\.$`))
  } else expect(noteText, 'a change note without a change').toBe('')
  expect(text).toContain(`baseado em ${released} pessoas`)
  expect(text).not.toContain('concorda')
  expect(text).not.toContain('Confiabilidade')
  const ranges = /Outros: média (\d+) \(provavelmente entre (\d+) e (\d+)\) · Você: (\d+) \(margem de ± \d+\)/.exec(text)
  expect(ranges, text).not.toBeNull()
  const [, others, low, high, self] = (ranges ?? []).map(Number)
  expect(low).toBeLessThanOrEqual(others ?? -1)
  expect(high).toBeGreaterThanOrEqual(others ?? 101)
  const gap = Math.abs((self ?? 0) - (others ?? 0))
  if (status === 'Diferença clara') {
    expect(text).toContain('As duas faixas não se cruzam')
    expect(text).not.toMatch(/opiniões divididas|se dividem|ainda alcança|incerta|pequena|sem certeza|Se a diferença se confirmar/)
    expect(text).toMatch(new RegExp(`(Os outros veem ${gap} pontos a mais de|Você se vê com ${gap} pontos a mais de)`))
  }
  if (status === 'Diferença incerta') {
    // Never a fact: what the answers suggest, that it is not sure yet, and the meaning as a possibility.
    expect(text).toMatch(new RegExp(`As respostas até agora sugerem .*\\(${gap} pontos a mais\\), mas ainda sem certeza`))
    expect(text).not.toMatch(/Os outros veem \d+ pontos a mais|Você se vê com \d+ pontos a mais/)
    expect(text).toContain('Se a diferença se confirmar:')
    expect(text).toMatch(/saberemos|Responda sobre você|pequena demais para confirmar|divididas entre si|não diminui com mais respostas/)
    expect(text).not.toMatch(/dificilmente/)
    for (const [, more] of text.matchAll(/Com mais (\d+) respostas/g)) {
      expect(Number(more) % 3).toBe(0)
      expect(released + Number(more)).toBeLessThanOrEqual(Math.max(15, released + 6))
    }
  }
  if (status === 'Sem diferença relevante') {
    expect(text).not.toMatch(/divid|pontos a mais/)
    expect(gap).toBeLessThan(10)
  }
  if (text.includes('ainda alcança')) expect(text).toMatch(/A média dos outros fica (acima|abaixo) da sua nota[^.]*, mas a margem de erro/)
  return { self: self ?? -1, others: others ?? -1, status }
}

/** Every ladder number on the page lands on a step of the one ladder. */
async function expectOneLadder(page: Page, released: number) {
  const text = clean(await page.locator('main').textContent())
  for (const [, missing] of text.matchAll(/Faltam? (\d+) feedbacks?/g)) expect(LADDER.has(released + Number(missing)), text).toBe(true)
  for (const [, at] of text.matchAll(/(?:abre com|revelada com|aparecem? com) (\d+) feedbacks/g)) expect(LADDER.has(Number(at)), `${at}`).toBe(true)
  expect(text).not.toContain('Confiabilidade')
}

async function readResults(page: Page, checkA11y: CheckA11y, name: string, premium: boolean, before: Map<DiscType, string>) {
  const stats = await page.request.get('/api/feedback/stats').then((r) => r.json())
  const released = Number(stats.feedbackCount)
  expect(released % 3).toBe(0)
  const shown = new Map<DiscType, string>()
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/results?aba=voce')
    await expect(page.getByRole('tabpanel', { name: 'Você' })).toBeVisible()
    await expectOneLadder(page, released)
    await page.goto('/results?aba=outros')
    const section = page.getByRole('region', { name: 'Pontos cegos' })
    await expect(section).toBeVisible()
    await expect(section).toContainText('Diferenças de percepção')
    await expectOneLadder(page, released)
    await expect(section.getByTestId('confiabilidade')).toContainText(/Média dos outros: (ainda instável|começando a se firmar|estável)/)
    await expect(section.getByTestId('legenda-faixas')).toBeVisible()
    const cards = section.locator('[data-testid^="gap-"]')
    await expect(cards).toHaveCount(4)
    const figures = new Map<DiscType, CardFigures>()
    for (const type of DISC_TYPES) figures.set(type, await readCard(section.getByTestId(`gap-${type}`), released, before.get(type)))
    for (const [type, card] of figures) shown.set(type, card.status)
    // The summary counts the clear cards, or says none is confirmed yet and what would confirm one.
    const clear = [...figures.values()].filter((card) => card.status === 'Diferença clara').length
    const summary = section.getByTestId('pontos-cegos-resumo')
    if (clear === 0) await expect(summary).toContainText(/Nenhum ponto cego (confirmado ainda|por enquanto).*Um ponto cego se confirma quando/)
    else await expect(summary).toContainText(clear === 1 ? '1 ponto cego confirmado' : `${clear} pontos cegos confirmados`)
    // A verdict that can still change says why, once, in one sentence.
    if ([...figures.values()].some((card) => card.status === 'Diferença incerta')) {
      await expect(summary).toContainText('Os resultados podem mudar a cada novo grupo de 3 respostas')
    }
    // Figure vs figure: the card, the API, the radar's labels and the numbers table.
    const radar = page.getByTestId('radar-360')
    await expect(radar.locator('svg').first()).toBeVisible()
    const radarText = clean(await radar.textContent())
    await page.getByRole('button', { name: 'Ver os números' }).click()
    const table = page.getByRole('table', { name: /Comparação entre como você se vê e como os outros te veem/ })
    for (const type of DISC_TYPES) {
      const card = figures.get(type)!
      const key = TYPE_TO_SCORE_KEY[type]
      expect(card.others, `${type} API`).toBe(stats.feedbackDisc[key])
      expect(card.self, `${type} API`).toBe(stats.selfDisc[key])
      expect(radarText).toContain(`você ${card.self}%`)
      expect(radarText).toContain(`outros ${card.others}%`)
      const row = table.getByRole('row', { name: new RegExp(`^${DISC_NAMES[type]} \\(${type}\\)`) })
      await expect(row).toContainText(`${card.self}%`)
      await expect(row).toContainText(`${card.others}%`)
    }
    if (premium && viewport.width === 360) {
      // The PDF prints the same row for every dimension.
      const pdf = await page.request.get('/api/report.pdf')
      expect(pdf.status()).toBe(200)
      const document = await getDocumentProxy(new Uint8Array(await pdf.body()))
      const text = clean((await extractText(document, { mergePages: true })).text)
      for (const type of DISC_TYPES) {
        const card = figures.get(type)!
        expect(text).toMatch(new RegExp(`${DISC_NAMES[type]} ${card.self} \\(± \\d+\\) ${card.others} \\(\\d+–\\d+\\) ${Math.abs(card.self - card.others)} ${card.status}`))
      }
    }
    if (premium) await expect(section.getByText('Ver análise completa')).toHaveCount(0)
    else await expect(section.getByRole('button', { name: 'Ver análise completa' })).toBeVisible()
    // The radar fills a phone; its ring labels do not pile up in the centre (the scale is written under it).
    const box = await radar.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(viewport.width === 360 ? 300 : 500)
    if (viewport.width === 360) await expect(page.getByTestId('radar-escala')).toContainText(/Anéis a cada \d+%, até \d+%/)
    const clipped = await radar.evaluate((element) => {
      const frame = element.getBoundingClientRect()
      return [...element.querySelectorAll('svg text')]
        .filter((text) => {
          const box = text.getBoundingClientRect()
          return box.width > 0 && (box.left < frame.left - 1 || box.right > frame.right + 1)
        })
        .map((text) => text.textContent)
    })
    expect(clipped, 'textos do radar cortados').toEqual([])
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`), fullPage: true })
    await checkA11y(page)
  }
  return shown
}

for (const premium of [false, true]) {
  test(`${premium ? 'Premium' : 'free'}: a whole results page without contradictions at 3, 6 and 9 feedbacks`, async ({ page, playwright, checkA11y }) => {
    test.setTimeout(360_000)
    const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const { userId } = await userWithDiscResult(page.request, { answers: answersOf(DISC_SELF_QUESTIONS, SELF) })
    if (premium) await buyPremiumViaSandbox(page.request)
    let given = 0
    // The verdicts the page last showed: a card whose verdict changed since says so, the others do not.
    let before = new Map<DiscType, string>()
    for (const upTo of [3, 6, 9]) {
      await give(anonymous, userId, given, upTo)
      given = upTo
      before = await readResults(page, checkA11y, `${premium ? 'premium' : 'free'}-${upTo}`, premium, before)
    }
    await anonymous.dispose()
  })
}

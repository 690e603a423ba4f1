import type { Page } from '@playwright/test'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { expect, newUser, optionWithValue, signUpViaApi, tapAnswer, test, wizardStep } from '../fixtures'

/**
 * The invite's time, measured as a giver meets it (issue 46): at 360×740, from the invite link
 * through the 24 questions to the details step, the words on each question's screen (the question
 * and every option, explanations and "Não sei dizer" included, as innerText of what is displayed)
 * read at 200 words a minute. The landing's figure must cover that reading, and not by more than two
 * minutes. src/shared/giver-time.test.ts counts the question bank; this counts the screens.
 */
const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE })

const WORDS_PER_MINUTE = 200
/** How far above the reading time the promise may be: a little time to choose, not a padded figure. */
const SLACK_MINUTES = 2

/** A word: a run of characters between spaces holding at least one letter or digit ("—" and "…" are not). */
const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** What a giver reads on the question screen now: the question and each option as displayed. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (element: Element) => element instanceof HTMLElement && element.offsetParent !== null
    const question = [...document.querySelectorAll('h2[id$="-pergunta"]')].filter(shown)
    const options = [...document.querySelectorAll('[role="radio"]')].filter(shown)
    return [...question, ...options].map((element) => (element as HTMLElement).innerText).join('\n')
  })
}

test('the invite promises at least the time reading the 24 questions takes at 200 words a minute, and at most 2 minutes more', async ({ page, browser, baseURL, checkA11y }) => {
  const ownerContext = await browser.newContext({ baseURL })
  const { userId: ownerLink } = await signUpViaApi(ownerContext.request, newUser())
  await ownerContext.close()

  await page.goto(`/feedback/user/${ownerLink}`)
  const landing = page.getByTestId('convite-feedback')
  await expect(landing).toBeVisible()
  const promise = /Leva cerca de (\d+) minutos/.exec(await landing.innerText())
  expect(promise, 'the landing states a time').not.toBeNull()
  const stated = Number(promise![1])
  await page.screenshot({ path: test.info().outputPath('giver-time-landing-360.png') })
  await checkA11y(page)
  await landing.getByRole('link', { name: 'Começar' }).click()

  const total = DISC_OTHERS_QUESTIONS.length
  let words = 0
  for (let i = 0; i < total; i += 1) {
    const question = DISC_OTHERS_QUESTIONS[i]!
    await expect(wizardStep(page, 'Pergunta', i + 1, total)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: question.text })).toBeVisible()
    const text = await screenText(page)
    // The screen shows this question and its four options (and "Não sei dizer"), nothing of another.
    expect(text).toContain(question.text)
    for (const option of question.options) expect(text).toContain(option.text)
    words += countWords(text)
    if (i === 0) await checkA11y(page)
    await tapAnswer(optionWithValue(page, question.options[i % 4]!.id), i < total - 1 ? wizardStep(page, 'Pergunta', i + 2, total) : undefined)
  }
  // The details step follows: the reading measured is everything before it.
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible()

  const minutes = words / WORDS_PER_MINUTE
  test.info().annotations.push({ type: 'reading', description: `${words} palavras, ${minutes.toFixed(2)} min; prometido: ${stated} min` })
  expect(words).toBeGreaterThan(1000)
  expect(stated, `${words} words read`).toBeGreaterThanOrEqual(minutes)
  expect(stated, `${words} words read`).toBeLessThanOrEqual(minutes + SLACK_MINUTES)
})

import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import type { DiscQuestion } from '#shared/disc/types'
import { GIVER_DURATION, GIVER_MINUTES } from './giver-time'
import { inviteMessage } from './invite-message'

const WORDS_PER_MINUTE = 200

/** A word: a run of characters between spaces holding at least one letter or digit ("—" and "…" are not). */
const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** The words a giver reads before the details step: every question, option and explanation. */
function readingWords(questions: readonly DiscQuestion[]): number {
  let words = 0
  for (const question of questions) {
    words += countWords(question.text)
    for (const option of question.options) words += countWords(option.text) + countWords(option.description ?? '')
  }
  return words
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

describe('the time a giver is promised (issue 46)', () => {
  it('is what reading the questions takes at 200 words a minute, rounded up: never less', () => {
    const minutes = readingWords(DISC_OTHERS_QUESTIONS) / WORDS_PER_MINUTE
    expect(readingWords(DISC_OTHERS_QUESTIONS)).toBeGreaterThan(1000)
    // Fails when the questions grow past the promise: shorten them, or raise GIVER_MINUTES (every text follows).
    expect(minutes).toBeLessThanOrEqual(GIVER_MINUTES)
    // And fails when they shrink a whole minute: the promise is then lowered.
    expect(Math.ceil(minutes)).toBe(GIVER_MINUTES)
  })

  it('counts every word of the questions, their options and explanations', () => {
    const one: DiscQuestion[] = [{ id: 'x', text: 'Quando enfrenta — um problema…', options: [{ id: 'x-a', type: 'D', text: 'Age na hora', description: 'Toma a frente.' }] }]
    expect(readingWords(one)).toBe(4 + 3 + 3)
  })

  it('is the figure the invite message (WhatsApp, e-mail, copied link) sends', () => {
    expect(inviteMessage('https://espelho.app/feedback/user/x')).toContain(`Leva ${GIVER_DURATION} e é totalmente anônimo`)
  })

  it('is the only time the code promises a giver: the old promises are gone', () => {
    const root = path.resolve(import.meta.dirname, '..')
    const stale = sourceFiles(root).filter((file) => /2 a 3 minutos|Leva cerca de 3 minutos/.test(readFileSync(file, 'utf8')))
    expect(stale).toEqual([])
  })
})

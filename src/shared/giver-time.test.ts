import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DISC_OTHERS_QUESTIONS } from '#shared/disc/others-questions'
import { DISC_PARALLEL_SELF_QUESTIONS } from '#shared/disc/parallel-self-questions'
import { DISC_SELF_QUESTIONS } from '#shared/disc/self-questions'
import type { DiscQuestion } from '#shared/disc/types'
import { ANSWER_SCALE, OCEAN_QUESTIONS } from '#shared/ocean/questions'
import { OTHERS_OCEAN_QUESTIONS } from '#shared/ocean/others-questions'
import * as SURVEY from '#shared/survey/questions'
import { DISC_SELF_MINUTES, OCEAN_MINUTES, PARALLEL_SELF_MINUTES, SURVEY_MINUTES, aboutMinutes } from './form-time'
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

/** A Big Five form: each statement, with the 5-point scale read under it. */
function statementWords(statements: readonly { text: string }[]): number {
  const scale = ANSWER_SCALE.reduce((sum, step) => sum + countWords(step.label), 0)
  return statements.reduce((sum, statement) => sum + countWords(statement.text) + scale, 0)
}

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The survey's words: its step titles, the questions, hints and scale ends of its steps, every choice. */
function surveyWords(): number {
  const steps = read('client/features/survey/components/survey-steps.tsx')
  const props = [...steps.matchAll(/(?:legend|hint|label|lowLabel|highLabel)=(?:"([^"]+)"|\{`([^`]+)`\})/g)].map((m) => m[1] ?? m[2] ?? '')
  expect(props.length).toBeGreaterThanOrEqual(10)
  const lists: unknown[] = Object.values(SURVEY)
  const choices = lists
    .filter((value): value is readonly (readonly [string, string])[] => Array.isArray(value) && Array.isArray(value[0]))
    .flatMap((list) => list.map(([, label]) => label))
  return [...props, ...SURVEY.SURVEY_STEP_TITLES, ...choices].reduce((sum, text) => sum + countWords(text), 0)
}

/** Code without its comments (which may quote a measure), the text a person can be shown. */
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

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
    const stale = sourceFiles(root).filter((file) => /2 a 3 minutos|Leva cerca de 3 minutos/.test(readFileSync(file, 'utf8')))
    expect(stale).toEqual([])
  })
})

describe('every time a form promises, by the same measure (issue 46)', () => {
  const minutes = (words: number) => words / WORDS_PER_MINUTE

  it.each([
    ['the parallel self form (24 questions)', readingWords(DISC_PARALLEL_SELF_QUESTIONS), PARALLEL_SELF_MINUTES],
    ['the DISC self test (10 questions)', readingWords(DISC_SELF_QUESTIONS), DISC_SELF_MINUTES],
    ['the Big Five test (25 statements)', statementWords(OCEAN_QUESTIONS), OCEAN_MINUTES],
  ])('%s: what reading it takes at 200 words a minute, rounded up', (_name, words, promised) => {
    expect(minutes(words)).toBeLessThanOrEqual(promised)
    expect(Math.ceil(minutes(words))).toBe(promised)
  })

  it('the survey: never less than reading it, and within two minutes of it (its three open answers are optional)', () => {
    const reading = minutes(surveyWords())
    expect(reading).toBeGreaterThan(0.3)
    expect(reading).toBeLessThanOrEqual(SURVEY_MINUTES)
    expect(SURVEY_MINUTES - reading).toBeLessThanOrEqual(2)
  })

  it('the Big Five step after the DISC questions: "menos de um minuto" is true', () => {
    expect(minutes(statementWords(OTHERS_OCEAN_QUESTIONS))).toBeLessThan(1)
    expect(read('client/features/feedback/components/giver-ocean-step.tsx')).toMatch(/Leva menos\s+de um minuto/)
  })

  it('says each figure where a person reads it: the results page, the first look, the Big Five pages', () => {
    expect(read('client/features/parallel-self/components/parallel-self-card.tsx')).toContain('Leva {aboutMinutes(PARALLEL_SELF_MINUTES)}.')
    expect(read('client/features/results/components/first-discovery-card.tsx')).toContain('{aboutMinutes(DISC_SELF_MINUTES)}')
    expect(aboutMinutes(PARALLEL_SELF_MINUTES)).toBe('cerca de 9 minutos')
    // The giver's 24 questions and the parallel form's are the same questions: one duration.
    expect(PARALLEL_SELF_MINUTES).toBe(GIVER_MINUTES)
  })

  it('no time is written by hand: every "N minutos" in the code is a measured constant (or a PIX code\'s 30-minute life)', () => {
    const written = sourceFiles(path.resolve(root, '..', 'src')).flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/\b(?:\d+|uns|dois|três|cinco|dez)\s+minutos?\b/g)]
        .map((match) => `${path.relative(root, file)}: ${match[0]}`)
        .filter((hit) => !/: 30 minutos$/.test(hit)),
    )
    expect(written).toEqual([])
  })
})

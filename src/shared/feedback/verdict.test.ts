import { describe, expect, it } from 'vitest'
import {
  CLEAR_GAP,
  LOOKAHEAD_RATERS,
  RELIABILITY_HIGH_AT,
  RELIABILITY_MEDIUM_AT,
  VERDICT_GAP,
  meanAndSd,
  reliabilityOf,
  tCritical975,
  verdictFor,
  type DimensionAggregate,
  type Instrument,
  type Verdict,
} from './verdict'
import {
  blindSpotsSummary,
  certaintySentence,
  changeNote,
  rangesSentence,
  reliabilityLabel,
  reliabilitySentence,
  surerSentence,
  verdictLabel,
  verdictSentence,
} from './verdict-texts'

const sums = (values: readonly number[]): DimensionAggregate => ({
  n: values.length,
  sum: values.reduce((a, b) => a + b, 0),
  sumSq: values.reduce((a, b) => a + b * b, 0),
})

function verdict(self: number, raters: readonly number[], instrument: Instrument = 'disc-short'): Verdict {
  const result = verdictFor(self, sums(raters), instrument)
  if (!result) throw new Error('expected a verdict')
  return result
}

/** Everything a person reads about one dimension, as one string. */
const words = (v: Verdict) => [verdictLabel(v), rangesSentence(v), verdictSentence(v), surerSentence(v) ?? '', certaintySentence(v)].join(' ')

describe('tCritical975 and meanAndSd', () => {
  it('reads the t table, cautiously between tabulated df, the normal at infinity', () => {
    expect(tCritical975(2)).toBe(4.3027)
    expect(tCritical975(35)).toBe(2.0423)
    expect(tCritical975(500)).toBe(1.96)
    expect(tCritical975(0)).toBeNaN()
  })

  it('is the sample SD (n − 1), none below 2 values', () => {
    expect(meanAndSd(sums([10, 20, 30]))).toEqual({ mean: 20, sd: 10 })
    expect(meanAndSd(sums([10])).sd).toBeNull()
  })
})

describe('verdictFor', () => {
  it('says nothing below 3 raters (anonymity)', () => {
    expect(verdictFor(50, sums([10, 20]), 'disc-short')).toBeNull()
    expect(verdictFor(50, sums([]), 'ocean')).toBeNull()
  })

  it('none: under 10 points, no reason, nothing to settle', () => {
    const v = verdict(30, [30, 30, 30])
    expect(v).toMatchObject({ status: 'none', reason: null, gap: 0, moreRaters: null, longerSelfTest: false })
    expect(verdictLabel(v)).toBe('Sem diferença relevante')
    expect(verdictSentence(v)).toBe(`A sua visão e a média dos outros ficam a menos de ${VERDICT_GAP} pontos uma da outra.`)
    expect(surerSentence(v)).toBeNull()
    expect(verdict(39, [30, 30, 30]).status).toBe('none') // 9 points
    expect(verdict(40, [30, 30, 30]).status).not.toBe('none') // 10 points
  })

  it('clear: raters agree and the two ranges do not cross', () => {
    // Self 100 on Dominance, three raters at 0 (the e2e person).
    const v = verdict(100, [0, 0, 0])
    expect(v).toMatchObject({ status: 'clear', reason: null, ratersAgree: true, gap: 100, direction: 'self-higher', certainty: 'high' })
    expect(v.selfLow).toBeGreaterThan(v.othersHigh)
    expect(verdictLabel(v)).toBe('Diferença clara')
    expect(verdictSentence(v)).toBe(
      'As duas faixas não se cruzam: a média dos outros (provavelmente de 0 a 11) fica abaixo da sua nota mesmo contando a margem de erro do seu teste de 10 perguntas.',
    )
    expect(surerSentence(v)).toBeNull()
  })

  it('a zero spread still gets an interval: one rater answering 24 questions is not exact', () => {
    const v = verdict(60, [30, 30, 30])
    // Binomial SD over 24 answers at p = .3 is 9.35; t(2) = 4.30; half-width 4.30 × 9.35 / √3 = 23.2.
    expect(v.othersLow).toBe(7)
    expect(v.othersHigh).toBe(53)
  })

  it('uncertain, small: 10 to 19 points on the 10-question test, whatever the agreement', () => {
    const v = verdict(0, [50, 0, 0]) // mean 16.7
    expect(v).toMatchObject({ status: 'uncertain', reason: 'small', gap: 17, certainty: 'low', moreRaters: null })
    expect(verdictLabel(v)).toBe('Diferença incerta — pequena, pode ser variação natural')
    expect(words(v)).not.toContain('concord')
    // "Pequena demais" only here, where it is (17 < 20), and no "mais respostas dificilmente mudam isso"
    // beside the card's "Se a diferença se confirmar:" (issue 46).
    expect(surerSentence(v)).toBe(
      'Do tamanho que está, é pequena demais para confirmar: só viraria um ponto cego se as próximas respostas a aumentassem para 20 pontos ou mais.',
    )
    // The same 15 points count as large enough on the 24-question form.
    expect(verdict(45, [30, 30, 30, 30, 30, 30, 30, 30, 30, 30], 'disc-parallel').reason).not.toBe('small')
    expect(CLEAR_GAP['disc-parallel']).toBe(15)
  })

  it('uncertain, divided: the raters’ own range reaches the self score', () => {
    const v = verdict(0, [0, 0, 50, 100, 0, 0]) // mean 25, SD 41.8
    expect(v).toMatchObject({ status: 'uncertain', reason: 'divided', ratersAgree: false, gap: 25 })
    expect(v.othersLow).toBe(0)
    expect(verdictLabel(v)).toBe('Diferença incerta — opiniões divididas')
    expect(verdictSentence(v)).toContain('inclui a sua nota, 0')
    expect(words(v)).not.toContain('concord')
  })

  it('uncertain, margin: the raters agree, the self test’s margin reaches their range, and the words say how both hold', () => {
    const v = verdict(60, [30, 32, 34, 28, 31])
    expect(v).toMatchObject({ status: 'uncertain', reason: 'margin', ratersAgree: true, gap: 29 })
    expect(v.self).toBeGreaterThan(v.othersHigh)
    expect(v.selfLow).toBeLessThanOrEqual(v.othersHigh)
    expect(verdictLabel(v)).toBe('Diferença incerta — dentro da margem de erro do seu teste')
    expect(verdictSentence(v)).toMatch(/^A média dos outros fica abaixo da sua nota \(provavelmente de \d+ a \d+\), mas a margem de erro do seu teste de 10 perguntas \(± \d+\) ainda alcança essa faixa\.$/)
    // More raters cannot shrink the self side; the 24-question form can.
    expect(v.moreRaters).toBeNull()
    expect(v.longerSelfTest).toBe(true)
    expect(surerSentence(v)).toBe(
      'Responda sobre você as mesmas 24 perguntas que os outros respondem: a margem do seu lado cai e a comparação fica mais firme.',
    )
  })

  it('computes how many more raters would settle it, the smallest such number', () => {
    const raters = [20, 50, 35]
    const v = verdict(80, raters, 'disc-parallel')
    expect(v.status).toBe('uncertain')
    expect(v.moreRaters).not.toBeNull()
    const extra = v.moreRaters as number
    // Same mean and spread with `extra` more raters: clear; with one fewer: not yet.
    const { mean, sd } = meanAndSd(sums(raters))
    const withRaters = (n: number): DimensionAggregate => ({ n, sum: mean * n, sumSq: (sd ?? 0) ** 2 * (n - 1) + mean * mean * n })
    expect(verdictFor(80, withRaters(3 + extra), 'disc-parallel')?.status).toBe('clear')
    if (extra > 1) expect(verdictFor(80, withRaters(3 + extra - 1), 'disc-parallel')?.status).toBe('uncertain')
    // Said in whole groups of three (answers are shown three at a time), and only when reachable.
    expect(surerSentence(v)).toBe(`Com mais ${3 * Math.ceil(extra / 3)} respostas saberemos, se as opiniões continuarem assim.`)
    expect(extra).toBeLessThanOrEqual(LOOKAHEAD_RATERS)
  })

  it('never promises "com mais N respostas" beyond a number a person can reach (issue 46)', () => {
    const far: Verdict = { ...verdict(80, [20, 50, 35], 'disc-parallel'), moreRaters: 28, longerSelfTest: false }
    expect(surerSentence(far)).not.toMatch(/Com mais/)
    // Its reason named: a gap past the 20 (here 15) points of a blind spot is never "pequena demais" (issue 46).
    expect(far).toMatchObject({ reason: 'margin', gap: 45 })
    expect(surerSentence(far)).toMatch(/^A margem de erro do seu teste de 24 perguntas \(± \d+\) não diminui com mais respostas dos outros: a diferença pode continuar incerta\.$/)
    // The audit's case: 25 points, the others' answers divided, no reachable number settles it.
    const divided: Verdict = { ...verdict(0, [0, 0, 50, 100, 0, 0]), moreRaters: null, longerSelfTest: false }
    expect(divided).toMatchObject({ reason: 'divided', gap: 25 })
    expect(surerSentence(divided)).toBe('As respostas dos outros estão divididas entre si: mesmo com mais respostas, a diferença pode continuar incerta.')
    const near: Verdict = { ...far, moreRaters: 4 }
    expect(surerSentence(near)).toBe('Com mais 6 respostas saberemos, se as opiniões continuarem assim.')
  })

  it('Big Five: the 5-item scale’s margin (± 18) and the 10-point gap', () => {
    const v = verdict(40, [80, 80, 80, 80, 80], 'ocean')
    expect(v.selfMargin).toBe(18)
    expect(v.status).toBe('clear')
    expect(verdictSentence(v)).toContain('margem de erro do seu teste Big Five')
    expect(verdict(50, Array<number>(10).fill(62), 'ocean')).toMatchObject({ status: 'uncertain', reason: 'margin' })
    expect(verdict(50, [55, 55, 55], 'ocean').status).toBe('none')
  })

  it('keeps every range within 0–100', () => {
    const v = verdict(100, [0, 0, 0, 100])
    expect(v.othersLow).toBeGreaterThanOrEqual(0)
    expect(v.othersHigh).toBeLessThanOrEqual(100)
    expect(v.selfHigh).toBe(100)
  })

  it('never contradicts itself: no agreement word, a reaching margin only with a "mas", one status, across many cases', () => {
    const instruments: Instrument[] = ['disc-short', 'disc-parallel', 'ocean']
    let seen = 0
    for (const instrument of instruments) {
      for (let self = 0; self <= 100; self += 10) {
        for (const raters of [[30, 30, 30], [0, 50, 100], [20, 25, 30, 35, 40], [10, 10, 60, 60, 10, 10, 60, 60, 10, 10], [70, 75, 80, 72, 78, 74, 76, 73, 77, 71]]) {
          const v = verdict(self, raters, instrument)
          const text = words(v)
          seen += 1
          const statuses = ['Diferença clara', 'Diferença incerta', 'Sem diferença relevante'].filter((label) => text.includes(label))
          expect(statuses).toHaveLength(1)
          expect(text).not.toContain('concorda')
          if (text.includes('ainda alcança')) {
            expect(v.reason).toBe('margin')
            expect(text).toMatch(/A média dos outros fica (acima|abaixo) da sua nota[^.]*, mas a margem de erro/)
          }
          if (v.status === 'clear') {
            expect(v.selfLow > v.othersHigh || v.selfHigh < v.othersLow).toBe(true)
            expect(text).not.toMatch(/divid|alcança|incerta/)
          }
          if (v.status === 'uncertain') expect(surerSentence(v)).not.toBeNull()
          expect(certaintySentence(v)).toContain(`baseado em ${raters.length} pessoas`)
        }
      }
    }
    expect(seen).toBe(165)
  })
})

describe('reliabilityOf ("confiabilidade")', () => {
  const agreeing = (n: number) => [sums(Array<number>(n).fill(30)), sums(Array<number>(n).fill(20))]
  const disagreeing = (n: number) => [sums(Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 0 : 60)))]

  it('grows with raters in whole groups: low below 6, medium 6–8, high from 9', () => {
    expect(reliabilityOf(agreeing(2))).toBeNull()
    expect(reliabilityOf(agreeing(3))).toMatchObject({ level: 'low', nextLevelAt: RELIABILITY_MEDIUM_AT })
    expect(reliabilityOf(agreeing(6))).toMatchObject({ level: 'medium', nextLevelAt: RELIABILITY_HIGH_AT })
    expect(reliabilityOf(agreeing(8))).toMatchObject({ level: 'medium', nextLevelAt: RELIABILITY_HIGH_AT })
    expect(reliabilityOf(agreeing(9))).toMatchObject({ level: 'high', nextLevelAt: null })
    expect(RELIABILITY_MEDIUM_AT % 3).toBe(0)
    expect(RELIABILITY_HIGH_AT % 3).toBe(0)
  })

  it('drops a level when the raters disagree a lot', () => {
    expect(reliabilityOf(disagreeing(6))).toMatchObject({ level: 'low', disagree: true, nextLevelAt: 9 })
    expect(reliabilityOf(disagreeing(10))).toMatchObject({ level: 'medium', disagree: true, nextLevelAt: null })
  })

  it('says it in words, with how many more people raise it', () => {
    const low = reliabilityOf(agreeing(3))!
    expect(reliabilityLabel(low)).toBe('Média dos outros: ainda instável')
    expect(reliabilitySentence(low)).toBe(
      'Com 3 pessoas, a média dos outros ainda pode mudar bastante a cada novo grupo de 3 respostas. Se as respostas continuarem parecidas entre si, a partir de 6 pessoas (faltam 3) ela começa a se firmar.',
    )
    expect(reliabilitySentence(reliabilityOf(disagreeing(6))!)).toContain('Mesmo com opiniões diferentes, a partir de 9 pessoas (faltam 3) ela começa a se firmar.')
    expect(reliabilitySentence(reliabilityOf(agreeing(10))!)).toContain('já é estável')
    expect(reliabilitySentence(reliabilityOf(disagreeing(6))!)).toContain('descrevem você de jeitos bem diferentes')
  })
})

describe('the "Média dos outros" promise is kept by the data (issue 46)', () => {
  const LEVELS = ['low', 'medium', 'high'] as const
  const promised = (sentence: string) => (sentence.includes('fica estável') ? 'high' : sentence.includes('ela começa a se firmar') ? 'medium' : null)
  const spreadOf = (sd: number) => (n: number) => [sums(Array.from({ length: n }, (_, i) => 30 + (i % 2 === 0 ? -sd : sd)))]

  it('promises a level without a condition only when every way the answers can go reaches it', () => {
    for (const now of [0, 10, 30, 40]) {
      for (const n of [3, 4, 5, 6, 7, 8]) {
        const reliability = reliabilityOf(spreadOf(now)(n))!
        const sentence = reliabilitySentence(reliability)
        const level = promised(sentence)
        if (level === null || reliability.nextLevelAt === null) continue
        const reached = [0, 10, 30, 40].map((later) => reliabilityOf(spreadOf(later)(reliability.nextLevelAt!))!.level)
        const kept = reached.every((got) => LEVELS.indexOf(got) >= LEVELS.indexOf(level))
        // The 3-giver page said "A partir de 6 pessoas… começa a se firmar" and the 6-giver page, with
        // answers now apart, "ainda instável… a partir de 9": an unconditional promise must hold always.
        if (!kept) expect(sentence).toMatch(/Se as respostas continuarem parecidas entre si, a partir de/)
        else expect(sentence).not.toMatch(/^A partir de| A partir de/)
      }
    }
  })
})

describe('an uncertain difference no reachable number of answers settles says why (issue 46)', () => {
  it('is "pequena demais" only under the gap of a blind spot; divided or within the margin, it says so', () => {
    let checked = 0
    for (const instrument of ['disc-short', 'disc-parallel', 'ocean'] as const) {
      for (let self = 0; self <= 100; self += 5) {
        for (const raters of [[0, 0, 50], [0, 50, 100, 0, 0, 0], [20, 50, 35], [30, 32, 34, 28, 31], [10, 60, 20, 70, 15, 65, 30, 40, 50]]) {
          const v = verdict(self, raters, instrument)
          const sentence = surerSentence(v)
          if (v.status !== 'uncertain' || sentence === null) continue
          checked += 1
          expect(sentence).not.toMatch(/dificilmente/)
          if (/pequena demais/.test(sentence)) expect(v.gap).toBeLessThan(CLEAR_GAP[instrument])
          if (v.reason === 'divided' && !/Com mais|Responda/.test(sentence)) expect(sentence).toMatch(/divididas/)
          if (v.reason === 'margin' && !/Com mais|Responda/.test(sentence)) expect(sentence).toMatch(/margem de erro/)
        }
      }
    }
    expect(checked).toBeGreaterThan(50)
  })
})

describe('the "Pontos cegos" summary and the change note (issue 46)', () => {
  const base = { instrument: 'disc-short' as const, certainty: 'medium' as const }
  it('counts the confirmed ones, or says plainly none is confirmed yet and what would confirm one', () => {
    expect(blindSpotsSummary([{ ...base, status: 'clear' }, { ...base, status: 'none' }])).toMatch(/^1 ponto cego confirmado/)
    expect(blindSpotsSummary([{ ...base, status: 'clear' }, { ...base, status: 'clear' }])).toMatch(/^2 pontos cegos confirmados/)
    const none = blindSpotsSummary([{ ...base, status: 'uncertain' }, { ...base, status: 'none' }])
    expect(none).toMatch(/^Nenhum ponto cego confirmado ainda\. Há 1 diferença incerta abaixo\./)
    expect(none).toContain('pelo menos 20 pontos e as duas faixas não se cruzam')
    expect(blindSpotsSummary([{ ...base, status: 'none' }])).toMatch(/^Nenhum ponto cego por enquanto/)
  })

  it('says once why verdicts can change, and nothing when every one is settled', () => {
    expect(changeNote([{ status: 'uncertain', certainty: 'low' }])).toMatch(/podem mudar a cada novo grupo de 3 respostas/)
    expect(changeNote([{ status: 'clear', certainty: 'high' }, { status: 'none', certainty: 'high' }])).toBeNull()
  })
})

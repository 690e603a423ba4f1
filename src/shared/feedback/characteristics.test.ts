import fc from 'fast-check'
import { describe, it, expect } from 'vitest'
import { compareSpelling, normalizeCharacteristic, rankCharacteristicTallies, type CharacteristicTally } from './characteristics'
import { parseTextList, rankCharacteristics } from '#test/scoring-oracles'

describe('normalizeCharacteristic', () => {
  it('gives one key to case, spacing and trailing-period variants', () => {
    const variants = ['Comunicativo', ' comunicativo ', 'COMUNICATIVO', 'comunicativo.', 'Comunicativo ...']
    const keys = variants.map((v) => normalizeCharacteristic(v)?.key)
    expect(new Set(keys)).toEqual(new Set(['comunic']))
  })

  it('collapses inner whitespace and capitalises the first letter for display', () => {
    expect(normalizeCharacteristic('  atenção   aos\tdetalhes  ')).toEqual({
      key: 'atenca aos detalh',
      display: 'Atenção aos detalhes',
    })
    expect(normalizeCharacteristic('ética')?.display).toBe('Ética')
  })

  it('keeps the rest of the typed casing in the display text', () => {
    expect(normalizeCharacteristic('bom com TI')?.display).toBe('Bom com TI')
  })

  it('treats composed and decomposed accents alike', () => {
    expect(normalizeCharacteristic('pacie\u0302ncia')?.key).toBe(normalizeCharacteristic('Paciência')?.key)
  })

  it('keys on the words only, stemmed and accent-folded; the display keeps inner periods', () => {
    expect(normalizeCharacteristic('Líder nato. Calmo.')?.key).toBe('lid nat calm')
    expect(normalizeCharacteristic('Líder nato. Calmo.')?.display).toBe('Líder nato. Calmo')
  })

  it('groups accent, gender, number and noun/adjective variants of one trait (Snowball stemmer)', () => {
    const key = (text: string) => normalizeCharacteristic(text)?.key
    for (const variant of ['organizada', 'Organizadas', 'Organização', 'organizacao', 'ORGANIZAÇÕES', 'organizacoes']) {
      expect(key(variant), variant).toBe(key('Organizado'))
    }
    for (const variant of ['comunicativa', 'Comunicação', 'comunicacao', 'Comunicatívo']) {
      expect(key(variant), variant).toBe(key('Comunicativo'))
    }
    expect(key('Paciencia')).toBe(key('Paciência'))
    expect(key('criativa')).toBe(key('Criatividade'))
    expect(key('calma')).toBe(key('Calmo'))
  })

  it('keeps different traits apart', () => {
    const key = (text: string) => normalizeCharacteristic(text)?.key
    expect(key('Organizado')).not.toBe(key('Comunicativo'))
    expect(key('Calma')).not.toBe(key('Criatividade'))
    expect(key('Paciente')).not.toBe(key('Pontual'))
  })

  it('returns null for blank input', () => {
    expect(normalizeCharacteristic('')).toBeNull()
    expect(normalizeCharacteristic('   ')).toBeNull()
    expect(normalizeCharacteristic(' . ')).toBeNull()
    expect(normalizeCharacteristic(42 as unknown as string)).toBeNull()
  })
})

describe('rankCharacteristics', () => {
  it('groups variants, shows the most common (then first-seen) form, and computes percentages', () => {
    const result = rankCharacteristics(
      [
        ['comunicativo', 'Organizado'],
        ['COMUNICATIVO', 'criativo'],
        [' Comunicativo. ', 'organizado'],
        ['Paciente'],
      ],
      4,
    )
    expect(result).toEqual([
      { text: 'Comunicativo', count: 3, percentage: 75 },
      { text: 'Organizado', count: 2, percentage: 50 },
      { text: 'Criativo', count: 1, percentage: 25 },
      { text: 'Paciente', count: 1, percentage: 25 },
    ])
  })

  it('counts variants of one trait as one entry, shown with its most common spelling', () => {
    // The review's example: six feedbacks, all some form of "organised".
    const result = rankCharacteristics(
      [['Organizado'], ['organizada'], ['Organização'], ['organizacao'], ['Organizado'], ['Organizadas', 'Calma']],
      6,
    )
    expect(result).toEqual([
      { text: 'Organizado', count: 6, percentage: 100 },
      { text: 'Calma', count: 1, percentage: 17 },
    ])
    // A variant typed twice in one feedback still counts once.
    expect(rankCharacteristics([['Organizada', 'organização']], 1)).toEqual([{ text: 'Organizada', count: 1, percentage: 100 }])
    // The most common spelling wins even when it was not seen first.
    expect(rankCharacteristics([['comunicacao'], ['Comunicação'], ['Comunicação']], 3)[0]?.text).toBe('Comunicação')
  })

  it('counts a characteristic at most once per feedback', () => {
    const result = rankCharacteristics([['Calmo', 'calmo', 'CALMO.'], ['Calmo']], 2)
    expect(result).toEqual([{ text: 'Calmo', count: 2, percentage: 100 }])
  })

  it('rounds percentages to whole numbers', () => {
    const result = rankCharacteristics([['Gentil'], [], []], 3)
    expect(result).toEqual([{ text: 'Gentil', count: 1, percentage: 33 }])
    expect(rankCharacteristics([['A1'], ['A1'], []], 3)[0]?.percentage).toBe(67)
  })

  it('breaks a tie between spellings by the spelling, never by which arrived first (issue 45)', () => {
    // Two givers, one spelling each: whichever answered first, the group shows the same text.
    const spellings = [['organizado'], ['Organizada']]
    expect(rankCharacteristics(spellings)).toEqual(rankCharacteristics([...spellings].reverse()))
    expect(rankCharacteristics(spellings)[0]?.text).toBe('Organizada')
    expect(rankCharacteristics([['Comunicação'], ['comunicacao']])[0]?.text).toBe('Comunicacao')
    // Composed and decomposed accents collate equal: code points still give one fixed order.
    const composed = 'Ética'
    const decomposed = 'E\u0301tica'
    expect(compareSpelling(composed, decomposed)).toBe(-compareSpelling(decomposed, composed))
    expect(compareSpelling(composed, decomposed)).not.toBe(0)
  })

  it('ranks the same tallies the same way in every order of arrival (issue 45)', () => {
    const tallies: CharacteristicTally[] = [
      { key: 'organiz', display: 'Organizado', count: 2 },
      { key: 'organiz', display: 'Organizada', count: 2 },
      { key: 'calm', display: 'Calma', count: 4 },
      { key: 'lid', display: 'Líder', count: 1 },
      { key: 'lid', display: 'Lider', count: 1 },
      { key: 'pacient', display: 'Paciente', count: 2 },
    ]
    const expected = rankCharacteristicTallies(tallies, 6)
    expect(expected.map((item) => item.text)).toEqual(['Calma', 'Organizada', 'Lider', 'Paciente'])
    fc.assert(
      fc.property(fc.shuffledSubarray(tallies, { minLength: tallies.length, maxLength: tallies.length }), (order) => {
        expect(rankCharacteristicTallies(order, 6)).toEqual(expected)
      }),
    )
  })

  it('breaks count ties alphabetically (pt-BR)', () => {
    const result = rankCharacteristics([['Zeloso', 'Ético', 'Esforçado']], 1)
    expect(result.map((r) => r.text)).toEqual(['Esforçado', 'Ético', 'Zeloso'])
  })

  it('defaults the feedback count to the number of lists', () => {
    expect(rankCharacteristics([['Leal'], ['Leal'], ['Justo'], ['Leal']])[0]).toEqual({
      text: 'Leal',
      count: 3,
      percentage: 75,
    })
  })

  it('ignores blank entries and odd lists, and never divides by zero or exceeds 100%', () => {
    expect(rankCharacteristics([['', '  '], null as unknown as string[]], 2)).toEqual([])
    expect(rankCharacteristics([['Leal']], 0)).toEqual([{ text: 'Leal', count: 1, percentage: 0 }])
    expect(rankCharacteristics([['Leal'], ['Leal']], 1)[0]?.percentage).toBe(100)
    expect(rankCharacteristics([])).toEqual([])
  })
})

describe('parseTextList', () => {
  it('accepts an array of strings', () => {
    expect(parseTextList(['Comunicativo', 'Organizado'])).toEqual(['Comunicativo', 'Organizado'])
  })

  it('accepts a JSON string of an array', () => {
    expect(parseTextList('["Comunicativo","Paciência"]')).toEqual(['Comunicativo', 'Paciência'])
    expect(parseTextList('[]')).toEqual([])
  })

  it('trims, collapses whitespace and drops blanks and non-strings', () => {
    expect(parseTextList(['  muito   atencioso ', '', '   ', 3, null, { a: 1 }, 'ok'])).toEqual([
      'muito atencioso',
      'ok',
    ])
    expect(parseTextList('[" a ", 1, "", "b"]')).toEqual(['a', 'b'])
  })

  it('returns nothing for garbage', () => {
    for (const value of [undefined, null, 42, true, {}, { strengths: ['x'] }, '', 'não é json', '{"a":1}', '"texto"', '[unclosed', 'null', '12']) {
      expect(parseTextList(value), String(value)).toEqual([])
    }
  })
})

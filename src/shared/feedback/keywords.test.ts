import { describe, it, expect } from 'vitest'
import { WORD_CLOUD } from '#shared/product'
import { keywordFrequencies, tokenize, wordCloudFontSize } from './keywords'

describe('tokenize', () => {
  it('keeps negators attached to their word, never leaving the opposite word alone', () => {
    expect(tokenize('Nunca desiste')).toEqual(['nunca desiste'])
    expect(tokenize('Não julga ninguém')).toEqual(['não julga'])
    expect(tokenize('Nada egoísta')).toEqual(['nada egoísta'])
    expect(tokenize('Não é pontual')).toEqual(['não pontual'])
    expect(tokenize('nao e pontual, mas é gentil')).toEqual(['nao pontual', 'gentil'])
    expect(tokenize('Sem paciência para esperar')).toEqual(['sem paciência', 'esperar'])
    expect(tokenize('não é nada egoísta')).toEqual(['nada egoísta'])
  })

  it('drops a negator with nothing after it', () => {
    expect(tokenize('Calma. Não.')).toEqual(['calma'])
    expect(tokenize('nunca')).toEqual([])
  })

  it('leaves filler nouns and verbs of feedback out', () => {
    expect(tokenize('Pessoa muito gentil')).toEqual(['gentil'])
    expect(tokenize('Precisa melhorar a pontualidade, consegue tentar')).toEqual(['pontualidade'])
  })

  it('lower-cases and removes stop words', () => {
    expect(tokenize('Ela é MUITO comunicativa e está sempre disposta')).toEqual(['comunicativa', 'disposta'])
  })

  it('keeps only tokens longer than 2 characters', () => {
    expect(tokenize('ok tá lá sol mar paz')).toEqual(['sol', 'mar', 'paz'])
    expect(tokenize('ab abc')).toEqual(['abc'])
  })

  it('counts an accented letter as one character, in composed or decomposed form', () => {
    expect(tokenize('pé fé')).toEqual([])
    expect(tokenize('ação')).toEqual(['ação'])
    expect(tokenize('ac\u0327a\u0303o')).toEqual(['ação'])
  })

  it('strips punctuation and treats it as a separator', () => {
    expect(tokenize('Criativo, dedicado; focado! (paciente)... "líder"?')).toEqual([
      'criativo', 'dedicado', 'focado', 'paciente', 'líder',
    ])
    expect(tokenize('legal,simpático')).toEqual(['legal', 'simpático'])
    expect(tokenize('😊 alegre!!! 🎉')).toEqual(['alegre'])
  })

  it('keeps accents, cedillas and digits', () => {
    expect(tokenize('Atenção, coração, ÓTIMA reunião às 100%')).toEqual(['atenção', 'coração', 'ótima', 'reunião', '100'])
  })

  it('keeps hyphenated compounds as one word and drops stray hyphens', () => {
    expect(tokenize('bem-humorado - proativo -')).toEqual(['bem-humorado', 'proativo'])
  })

  it('splits on any whitespace', () => {
    expect(tokenize('  dedicada\n\tcuidadosa   gentil ')).toEqual(['dedicada', 'cuidadosa', 'gentil'])
  })

  it('drops stop words regardless of case or missing accents', () => {
    expect(tokenize('NÃO nao Você voce TAMBÉM tambem às vezes')).toEqual([])
  })

  it('returns nothing for empty or non-string input', () => {
    expect(tokenize('')).toEqual([])
    expect(tokenize('   ')).toEqual([])
    expect(tokenize(undefined as unknown as string)).toEqual([])
  })
})

describe('keywordFrequencies', () => {
  it('counts tokens over all texts, most frequent first, ties alphabetical', () => {
    const result = keywordFrequencies([
      'Comunicativo e criativo',
      'muito comunicativo, organizado',
      'Criativo. Comunicativo!',
      'ágil',
    ])
    expect(result).toEqual([
      { text: 'comunicativo', value: 3 },
      { text: 'criativo', value: 2 },
      { text: 'ágil', value: 1 },
      { text: 'organizado', value: 1 },
    ])
  })

  it('sorts accented words in Portuguese alphabetical order', () => {
    expect(keywordFrequencies(['zeloso', 'ético', 'esforçado']).map((k) => k.text)).toEqual([
      'esforçado', 'ético', 'zeloso',
    ])
  })

  it('counts a negated word apart from the word itself', () => {
    expect(keywordFrequencies(['Nunca desiste', 'nunca desiste!', 'Desiste fácil'])).toEqual([
      { text: 'nunca desiste', value: 2 },
      { text: 'desiste', value: 1 },
      { text: 'fácil', value: 1 },
    ])
  })

  it('is empty for no texts or only stop words', () => {
    expect(keywordFrequencies([])).toEqual([])
    expect(keywordFrequencies(['é muito', 'às vezes', ''])).toEqual([])
  })
})

describe('wordCloudFontSize', () => {
  it('is 12 plus 8 per count', () => {
    expect(wordCloudFontSize(0)).toBe(12)
    expect(wordCloudFontSize(1)).toBe(20)
    expect(wordCloudFontSize(2)).toBe(28)
    expect(wordCloudFontSize(5)).toBe(52)
  })

  it('is capped at 60', () => {
    expect(wordCloudFontSize(6)).toBe(60)
    expect(wordCloudFontSize(7)).toBe(WORD_CLOUD.maxFont)
    expect(wordCloudFontSize(100)).toBe(60)
    expect(wordCloudFontSize(Infinity)).toBe(60)
  })

  it('never goes below the minimum', () => {
    expect(wordCloudFontSize(-3)).toBe(WORD_CLOUD.minFont)
    expect(wordCloudFontSize(Number.NaN)).toBe(WORD_CLOUD.minFont)
  })
})

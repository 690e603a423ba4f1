import { describe, it, expect } from 'vitest'
import { PT_BR_STOP_WORDS } from './stop-words'

describe('PT_BR_STOP_WORDS', () => {
  it('holds articles, prepositions and contractions', () => {
    for (const word of ['o', 'a', 'uma', 'de', 'para', 'com', 'sem', 'sobre', 'do', 'da', 'no', 'na', 'pelo', 'pela', 'ao', 'às', 'naquele', 'disso']) {
      expect(PT_BR_STOP_WORDS.has(word), word).toBe(true)
    }
  })

  it('holds pronouns, possessives and demonstratives', () => {
    for (const word of ['eu', 'ele', 'ela', 'você', 'vocês', 'nós', 'meu', 'sua', 'nosso', 'este', 'essa', 'isso', 'aquilo', 'dele', 'quem', 'que']) {
      expect(PT_BR_STOP_WORDS.has(word), word).toBe(true)
    }
  })

  it('holds common verb forms and adverbs, including "às vezes"', () => {
    for (const word of ['é', 'ser', 'são', 'está', 'estar', 'tem', 'têm', 'ter', 'foi', 'há', 'vai', 'pode', 'muito', 'mais', 'menos', 'pouco', 'bem', 'sempre', 'nunca', 'às', 'vezes', 'não', 'também']) {
      expect(PT_BR_STOP_WORDS.has(word), word).toBe(true)
    }
  })

  it('holds the unaccented spellings people type on phones', () => {
    for (const word of ['nao', 'voce', 'tambem', 'entao', 'ate', 'sao', 'esta']) {
      expect(PT_BR_STOP_WORDS.has(word), word).toBe(true)
    }
  })

  it('does not swallow words that describe a person', () => {
    for (const word of ['comunicativo', 'comunicação', 'paciente', 'líder', 'organizada', 'empatia', 'determinação', 'calma']) {
      expect(PT_BR_STOP_WORDS.has(word), word).toBe(false)
    }
  })

  it('stores every entry as a single lower-case NFC word', () => {
    for (const word of PT_BR_STOP_WORDS) {
      expect(word).toBe(word.normalize('NFC').toLocaleLowerCase('pt-BR').trim())
      expect(word).not.toMatch(/\s/)
    }
  })

  it('is reasonably complete', () => {
    expect(PT_BR_STOP_WORDS.size).toBeGreaterThan(250)
  })
})

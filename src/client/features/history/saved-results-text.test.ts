import { describe, expect, it } from 'vitest'
import { savedResultsText } from './saved-results-text'

describe('savedResultsText', () => {
  it('agrees in number with what is saved', () => {
    expect(savedResultsText(1, 0)).toBe('1 resultado DISC guardado')
    expect(savedResultsText(0, 1)).toBe('1 resultado Big Five guardado')
    expect(savedResultsText(2, 0)).toBe('2 resultados DISC guardados')
    expect(savedResultsText(1, 1)).toBe('1 resultado DISC e 1 resultado Big Five guardados')
    expect(savedResultsText(3, 2)).toBe('3 resultados DISC e 2 resultados Big Five guardados')
  })
})

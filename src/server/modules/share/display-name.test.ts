import { describe, expect, it } from 'vitest'
import { displayName, firstName, NAME_MAX_CHARS } from './display-name'

describe('displayName: what of a typed name goes on an image', () => {
  it('keeps Portuguese names as typed', () => {
    expect(displayName('  João   Conceição ')).toBe('João Conceição')
    expect(displayName("D'Ávila-Souza")).toBe("D'Ávila-Souza")
  })

  it('cuts long names between words, and one long word with an ellipsis', () => {
    expect(displayName('Maria Eduarda Albuquerque de Souza Lima')).toBe('Maria Eduarda')
    const long = displayName('A'.repeat(200))
    expect(long).toBe(`${'A'.repeat(NAME_MAX_CHARS - 1)}…`)
    expect(Array.from(long ?? '').length).toBe(NAME_MAX_CHARS)
  })

  it('drops markup characters, emoji, RTL text and direction controls', () => {
    expect(displayName('<script>alert(1)</script>')).toBe('scriptalert1script')
    expect(displayName('Ana 🎉🔥')).toBe('Ana')
    expect(displayName('Ana \u202Eesrever\u202C')).toBe('Ana esrever')
    expect(displayName('Sara שרה')).toBe('Sara')
  })

  it('gives null when nothing drawable is left (the generic image)', () => {
    expect(displayName('🎉🎉')).toBeNull()
    expect(displayName('محمد')).toBeNull()
    expect(displayName('<>"&')).toBeNull()
    expect(displayName('')).toBeNull()
  })

  it('firstName takes the first word only', () => {
    expect(firstName('Maria Clara Souza')).toBe('Maria')
    expect(firstName('🎉')).toBeNull()
  })
})

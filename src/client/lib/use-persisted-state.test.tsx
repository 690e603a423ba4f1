import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parsePersisted, readPersisted, usePersistedState } from './use-persisted-state'

const Progress = z.object({ answers: z.record(z.string(), z.number()), index: z.number().int().min(0) })

describe('parsePersisted', () => {
  it('returns a value of the schema’s shape', () => {
    expect(parsePersisted('{"answers":{"q1":3},"index":1}', Progress)).toEqual({ answers: { q1: 3 }, index: 1 })
  })

  it('returns what the schema makes of it (defaults, transforms, unknown keys dropped)', () => {
    const WithDefaults = z.object({ index: z.number().catch(0), step: z.literal(1).default(1) })
    expect(parsePersisted('{"index":"x","extra":true}', WithDefaults)).toEqual({ index: 0, step: 1 })
  })

  it.each([
    ['nothing stored', null],
    ['no storage at all', undefined],
    ['an empty string', ''],
    ['text that is not JSON', '{"answers":'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[{"answers":{},"index":0}]'],
    ['a missing field', '{"answers":{}}'],
    ['a field of the wrong type', '{"answers":{"q1":"3"},"index":0}'],
    ['a value out of range', '{"answers":{},"index":-1}'],
    ['an older format', '{"version":0,"progress":[1,2,3]}'],
  ])('ignores %s', (_label, raw) => {
    expect(parsePersisted(raw, Progress)).toBeUndefined()
  })

  it('keeps a stored null when the schema allows it', () => {
    expect(parsePersisted('null', z.null())).toBeNull()
  })
})

describe('on the server (no window)', () => {
  it('reads nothing', () => {
    expect(typeof window).toBe('undefined')
    expect(readPersisted('local', 'espelho.test', Progress)).toBeUndefined()
  })

  it('renders the initial value without touching storage', () => {
    function Wizard() {
      const [progress] = usePersistedState('espelho.test', Progress, () => ({ answers: {}, index: 2 }), { area: 'session' })
      return <p>Pergunta {progress.index + 1}</p>
    }
    expect(renderToString(<Wizard />)).toBe('<p>Pergunta <!-- -->3</p>')
  })
})

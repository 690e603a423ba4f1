import { describe, expect, it } from 'vitest'
import {
  DiscFormProgressSchema,
  FormErrorSchema,
  isDiscFormProgress,
  isFormError,
  isOceanFormProgress,
  OceanFormProgressSchema,
} from './self-tests'

// The browser checks the server's page data by hand (no zod on a test page's first load, decision
// 0032): each guard must accept exactly what its schema accepts.
const CASES: unknown[] = [
  { seed: 1, index: 0, answers: {} },
  { seed: 4_294_967_295, index: 99, answers: { q1: 'a', q2: 'b' } },
  { seed: 4_294_967_296, index: 0, answers: {} },
  { seed: -1, index: 0, answers: {} },
  { seed: 1.5, index: 0, answers: {} },
  { seed: 1, index: 100, answers: {} },
  { seed: 1, index: -1, answers: {} },
  { seed: '1', index: 0, answers: {} },
  { seed: 1, index: 0, answers: [] },
  { seed: 1, index: 0, answers: { q1: 3 } },
  { seed: 1, index: 0, answers: { q1: 0 } },
  { seed: 1, index: 0, answers: { q1: 6 } },
  { seed: 1, index: 0, answers: { q1: 2.5 } },
  { seed: 1, index: 0, answers: { q1: 'x'.repeat(17) } },
  { seed: 1, index: 0, answers: { ['q'.repeat(17)]: 'a' } },
  { seed: 1, index: 0 },
  null,
  [],
  'progress',
  { title: 'Erro', description: 'Falha' },
  { title: 'Erro' },
  { title: 1, description: 'x' },
]

describe('hand-written guards of the no-JS page data', () => {
  it.each(CASES.map((value) => [JSON.stringify(value), value]))('agree with their schemas on %s', (_name, value) => {
    expect(isDiscFormProgress(value)).toBe(DiscFormProgressSchema.safeParse(value).success)
    expect(isOceanFormProgress(value)).toBe(OceanFormProgressSchema.safeParse(value).success)
    expect(isFormError(value)).toBe(FormErrorSchema.safeParse(value).success)
  })
})

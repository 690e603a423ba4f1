import { describe, expect, it } from 'vitest'
import { createBatchLookup } from './session-view-batch'
import { createSessionViewCache } from './session-view-cache'

describe('createSessionViewCache', () => {
  it('forgets everything once a write completes', () => {
    let writes = 0
    const cache = createSessionViewCache<string>(() => writes)
    cache.set('a', cache.begin(), 'Ana')
    expect(cache.get('a')).toBe('Ana')
    writes += 1
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size()).toBe(0)
  })

  it('refuses a row read while a write completed: it may be older than that write', () => {
    let writes = 0
    const cache = createSessionViewCache<string>(() => writes)
    const startedAt = cache.begin()
    writes += 1 // a logout commits while the lookup is on its way
    cache.set('a', startedAt, 'stale')
    expect(cache.get('a')).toBeUndefined()
  })

  it('keeps at most `limit` rows, dropping the oldest', () => {
    const cache = createSessionViewCache<number>(() => 0, 2)
    for (const [key, value] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(key, cache.begin(), value)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3])
  })
})

describe('createBatchLookup', () => {
  /** A query that waits until released, recording the keys it was sent with. */
  function fakeQuery() {
    const sent: string[][] = []
    const release: (() => void)[] = []
    const run = (keys: string[]) =>
      new Promise<Map<string, string>>((resolve) => {
        sent.push(keys)
        release.push(() => resolve(new Map(keys.map((key) => [key, `row ${key}`]))))
      })
    return { sent, release, run }
  }

  it('sends the first lookup at once and the ones arriving meanwhile together, after it returns', async () => {
    const query = fakeQuery()
    const lookup = createBatchLookup(query.run)
    const first = lookup('a')
    expect(query.sent).toEqual([['a']])
    const waiting = [lookup('b'), lookup('c'), lookup('a')]
    // Not answered by the query already on its way: it was sent before they arrived.
    expect(query.sent).toEqual([['a']])
    query.release[0]?.()
    expect(await first).toBe('row a')
    await Promise.resolve()
    expect(query.sent).toEqual([['a'], ['b', 'c', 'a']])
    query.release[1]?.()
    expect(await Promise.all(waiting)).toEqual(['row b', 'row c', 'row a'])
  })

  it('answers null for a key without a row and passes a failure to every lookup of the batch', async () => {
    const lookup = createBatchLookup(async (keys: string[]) => {
      if (keys.includes('boom')) throw new Error('banco fora do ar')
      return new Map<string, string>()
    })
    expect(await lookup('x')).toBeNull()
    const blocked = lookup('y')
    const failing = Promise.allSettled([lookup('boom'), lookup('z')])
    expect(await blocked).toBeNull()
    const outcomes = await failing
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : outcome.status))).toEqual([
      'Error: banco fora do ar',
      'Error: banco fora do ar',
    ])
  })
})

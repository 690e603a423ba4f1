import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackWrites, type WriteGeneration } from './write-generation'

/** Decision 0024: the counter that tells memory it may stand in for a PGlite lookup. */
describe('trackWrites', () => {
  let client: PGlite
  let generation: WriteGeneration
  beforeAll(async () => {
    client = new PGlite()
    generation = trackWrites(client)
    await client.exec('create table t (id int primary key, v text)')
  })
  afterAll(async () => {
    await client.close()
  })

  it('a select leaves it alone; every other statement bumps it once finished', async () => {
    const start = generation()
    await client.query('select 1')
    await client.query('  SELECT * from t')
    expect(generation()).toBe(start)
    await client.query('insert into t values (1, $1)', ['a'])
    expect(generation()).toBe(start + 1)
    await client.query("with x as (update t set v = 'b' returning id) select * from x")
    await client.query('delete from t where id = 99')
    await client.exec('analyze t')
    expect(generation()).toBe(start + 4)
  })

  it('a transaction bumps it after its commit, not before; a failed one bumps it too', async () => {
    const start = generation()
    let inside = -1
    await client.transaction(async (tx) => {
      await tx.query("insert into t values (2, 'c')")
      inside = generation()
    })
    expect(inside).toBe(start)
    expect(generation()).toBe(start + 1)
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into t values (3, 'd')")
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(generation()).toBe(start + 2)
  })

  it('a failed statement still bumps it', async () => {
    const start = generation()
    await expect(client.query("insert into t values (2, 'duplicate')")).rejects.toThrow()
    expect(generation()).toBe(start + 1)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { deferModule } from './deferred-module'
import { later } from './use-persisted-state'

describe('a module loaded after hydration', () => {
  it('is asked for once, on the first load, and held from then on', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const module = deferModule(importer)
    expect(importer).not.toHaveBeenCalled()
    expect(module.current).toBeUndefined()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect(first).toBe(second)
    expect(module.current).toEqual({ answer: 42 })
    await module.load()
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('is asked for again after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 1 })
    const module = deferModule<{ answer: number }>(importer)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.current).toBeUndefined()
    await expect(module.load()).resolves.toEqual({ answer: 1 })
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('gives its schema only once loaded', async () => {
    const { z } = await import('zod')
    const module = deferModule(() => Promise.resolve({ Schema: z.number() }))
    const schema = later(module, (loaded) => loaded.Schema)
    expect(() => schema.schema()).toThrow()
    await module.load()
    expect(schema.schema().safeParse(3).success).toBe(true)
  })
})

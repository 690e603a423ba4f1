import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { lineIcons } from '../line-icons.config'

describe('lineIcons', () => {
  it('the build plugin (line-icons.config.ts) gives the icon’s data and nothing else, and refuses other files', async () => {
    const plugin = lineIcons()
    const load = plugin.load as (this: unknown, id: string) => Promise<string | null>
    const context = {
      error(message: string): never {
        throw new Error(message)
      },
    }
    const file = createRequire(import.meta.url).resolve('lucide-react/dist/esm/icons/lock.mjs')
    const code = await load.call(context, `${file}?line-icon`)
    expect(code).toMatch(/^export const __iconData = \{"name":"lock","node":\[\["rect",/)
    expect(code).not.toContain('import')
    expect(code).not.toContain('createLucideIcon')
    expect(await load.call(context, file)).toBeNull()
    await expect(load.call(context, `${createRequire(import.meta.url).resolve('react')}?line-icon`)).rejects.toThrow(/só serve para os ícones do lucide-react/)
  })
})

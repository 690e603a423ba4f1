import { afterEach, beforeEach, vi } from 'vitest'

// A console.error during a test is a bug we did not assert on: fail loudly.
let errorSpy: ReturnType<typeof vi.spyOn> | undefined
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called during test: ${args.map(String).join(' ')}`)
  })
})
afterEach(() => {
  errorSpy?.mockRestore()
})

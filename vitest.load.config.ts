import { defineConfig } from 'vitest/config'
import { layerAliases } from './aliases.config'

/**
 * The proof tests of issue 10 that need the production build and real processes: load with
 * nothing lost, PostgreSQL stopped under load, SIGTERM under load, two app processes. Run after
 * `npm run build` (npm test does): `npx vitest run --config vitest.load.config.ts`.
 */
export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    root: import.meta.dirname,
    include: ['tests/load/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // One at a time: each file drives real processes at full load on a 2-core machine.
    fileParallelism: false,
    pool: 'forks',
    // Real processes and timing on a shared 2-core machine: in CI, one more try before failing.
    retry: process.env.CI ? 1 : 0,
  },
})

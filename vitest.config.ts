import { defineConfig } from 'vitest/config'
import { layerAliases } from './aliases.config'

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // One migrated PGlite database per run, dumped; every test database is loaded from it.
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})

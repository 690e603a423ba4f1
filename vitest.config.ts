import { configDefaults, defineConfig } from 'vitest/config'
import { layerAliases } from './aliases.config'

export default defineConfig({
  resolve: { alias: layerAliases },
  test: {
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on 2 cores is one worker (cores - 1), which leaves a core idle while a file
    // waits on PostgreSQL, argon2 or SMTP: two workers keep both busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/client/**'],
          // One migrated database per run, that every test database is copied from.
          globalSetup: ['tests/support/global-setup.ts'],
          // The server files share their worker's module graph: the app, PGlite's WASM and the
          // rest are loaded once per worker instead of once per file (about a third of the time).
          // They stub no globals and leave no fake timers; each builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          // Browser code stubs window, document and fetch and resets modules: a process per file.
          include: ['src/client/**/*.test.ts', 'src/**/*.test.tsx', 'tests/lint/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
})

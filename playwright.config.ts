import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? '4173'}`

/**
 * Debian's headless shell (package chromium-headless-shell) runs the same Blink as /usr/bin/chromium
 * without the full browser around it: about 30% less time per spec on two cores. The full browser is
 * the fallback; CHROMIUM_PATH chooses either.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the production
 * build, served by scripts/e2e-server.mjs with a fresh embedded database per run.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Two cores: two workers, files in parallel, the tests of one file in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.reports/playwright.json' }]],
  use: {
    baseURL,
    // A trace costs about a third of a test's time on two cores: recorded only when a test is retried.
    trace: 'on-first-retry',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Specs that check the phone layout set { width: 360, height: 740 } themselves.
        viewport: { width: 1280, height: 800 },
        // After the device preset, so the preset cannot replace our browser or its flags.
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-dev-shm-usage',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Playwright SIGKILLs the server's process group by default; SIGTERM lets e2e-server.mjs stop
    // the app cleanly and delete its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})

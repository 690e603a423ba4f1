// Flat config. Type-aware rules are left out on purpose: `npm run typecheck` already runs tsc,
// and untyped linting keeps `eslint .` fast.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.reports/',
      'test-results/',
      'playwright-report/',
      'data/',
      'src/server/db/migrations/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    rules: {
      'no-console': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Node: the server, build/test scripts, configs at the root and the Playwright specs.
    files: ['src/server/**', 'scripts/**', 'tests/**', '*.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Shared code runs in both; test setup and co-located tests run under Node.
    files: ['src/shared/**', 'src/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // v7 exposes the flat preset under `configs.flat`; `configs.recommended` is the legacy
    // eslintrc shape (plugins as an array of names) and would not load in a flat config.
    // .ts too: custom hooks (`useX`) and query hooks live in plain .ts files.
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
)

// Flat config. Type-aware rules are left out on purpose: `npm run typecheck` already runs tsc,
// and untyped linting keeps `eslint .` fast.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
const features = foldersOf('./src/client/features')
const serverModules = foldersOf('./src/server/modules')
/** Globs are matched against absolute paths. */
const absolute = (relative) => fileURLToPath(new URL(relative, import.meta.url))

/**
 * The layers of the house (docs/architecture.md): shared is pure, client and server never meet,
 * a feature never reaches into another (pages that combine features live in client/app/routes),
 * client/lib sits below client/components, and server/plugins below server/modules.
 */
const boundaryZones = [
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared é puro: não importa cliente nem servidor.' },
  { target: './src/client', from: './src/server', message: 'O cliente não importa o servidor; use src/shared.' },
  { target: './src/server', from: './src/client', message: 'O servidor não importa o cliente; use src/shared.' },
  { target: './src/client/lib', from: ['./src/client/components', './src/client/features', './src/client/app'], message: 'client/lib fica abaixo de components, features e app.' },
  { target: './src/client/components', from: ['./src/client/features', './src/client/app'], message: 'client/components não importa features nem app.' },
  { target: './src/client/features', from: './src/client/app', message: 'Uma feature não importa app: as páginas em app combinam features, não o contrário.' },
  { target: './src/server/plugins', from: ['./src/server/modules', './src/server/pages'], message: 'server/plugins fica abaixo de server/modules e server/pages.' },
  {
    target: ['./src/server/db', './src/server/lib', './src/server/config.ts'],
    from: ['./src/server/modules', './src/server/pages', './src/server/app.ts'],
    message: 'server/db, server/lib e config ficam abaixo dos módulos e das páginas.',
  },
  { target: './src/server/modules', from: './src/server/pages', message: 'Um módulo não importa server/pages; o que ambos usam fica em server/lib.' },
  ...serverModules.map((module) => ({
    target: `./src/server/modules/${module}`,
    from: [absolute('./src/server/modules/*/*.routes.ts')],
    except: [absolute(`./src/server/modules/${module}/**`)],
    message: 'Um módulo não importa as rotas (*.routes.ts) de outro; o que ambos usam fica em server/lib ou num arquivo do módulo que não seja de rotas.',
  })),
  ...features.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'Uma feature não importa outra; combine-as numa página em src/client/app/routes.',
  })),
]

const noClimbing = {
  regex: '^\\.\\./\\.\\./',
  message: 'Importe pelo apelido da camada (#shared/…, #client/…, #server/…) em vez de subir pastas.',
}

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'test-results-*/',
      'node_modules/',
      '.reports/',
      'test-results/',
      'playwright-report/',
      'data/',
      'src/server/db/migrations/',
      // Deliberate boundary breaks that tests/lint/boundaries.test.ts lints on purpose.
      'tests/lint/fixtures/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so no-cycle follows every import.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'no-console': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [noClimbing],
        },
      ],
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
    // Test support (tests/support, `#test/…`) is for tests: production code under src never imports it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test-setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noClimbing,
            { regex: '^#test/', message: 'O apoio aos testes (#test/…) é só para arquivos *.test.ts; o código de produção não o importa.' },
          ],
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

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { layerAliases } from './aliases.config'
import { lineIcons } from './line-icons.config'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * V8's explicit compile hint (Chrome 136+) as the first line of the browser's entries and React DOM's chunk: React DOM, the
 * router and the layout run almost whole while a page hydrates, so V8 compiles them on a background
 * thread while the file streams in instead of function by function on the main thread (decision 0049:
 * about 40% less main-thread compile on the giver's page at 4× CPU). V8 reads the comment only before
 * the code, so it is written into the file after Vite has added its own first line; the source map
 * moves down the one line it adds.
 */
function compileHint(): Plugin {
  return {
    name: 'espelho-compile-hint',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist'
      for (const file of Object.values(bundle)) {
        // Both entries, and React DOM's own chunk (both entries share it).
        if (file.type !== 'chunk' || !(file.isEntry || file.moduleIds.some((id) => id.includes('/node_modules/react-dom/')))) continue
        const codePath = path.join(outDir, file.fileName)
        writeFileSync(codePath, COMPILE_HINT + readFileSync(codePath, 'utf8'))
        const mapPath = `${codePath}.map`
        const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string }
        writeFileSync(mapPath, JSON.stringify({ ...map, mappings: `;${map.mappings}` }))
      }
    },
  }
}

/** A module id pattern per alternative, written with '/' (matched as either path separator). */
const ids = (...patterns: string[]) => new RegExp(patterns.join('|').replaceAll('/', String.raw`[\\/]`))

/**
 * The browser's chunks for what a page loads before it can react (decision 0050): one file each
 * instead of the many small files the bundler would cut by import graph, which gzip compresses worse
 * (every file starts with an empty dictionary). Paths under the repository, matched on the module id.
 */
const FIRST_LOAD_CHUNKS: { name: string; modules: RegExp }[] = [
  { name: 'react', modules: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  {
    // What both page islands and every other page need before they react.
    name: 'kit',
    modules: ids(
      'node_modules/clsx/',
      'node_modules/@tanstack/react-query/build/modern/QueryClientProvider',
      'preload-helper',
      'src/client/boot\\.ts$',
      'src/client/app/(island|providers|layout/route-error)\\.tsx$',
      'src/client/components/(ui/(button|card|spinner|line-icon)|ads/deferred-ad-slot)\\.tsx$',
      'src/client/lib/(after-hydration|api-client|cn|history-entry-key|leave-document|page-form-data|query-slot|router|session|storage|toast-store|use-persisted-state|use-request|visit-seed|when-idle)\\.tsx?$',
      'src/shared/(product|ssr/page-state|disc/types)\\.ts$',
    ),
  },
  {
    // The shell around every page: the route table, the layout, consent, and Lucide's component code
    // (the icons the layout and most pages draw). In the whole app's first load; loaded right after a
    // page island is hydrated.
    name: 'shell',
    modules: ids(
      'node_modules/lucide-react/dist/esm/(Icon|context|createLucideIcon|defaultAttributes|shared/.*|icons/(x|menu|crown|external-link|log-out|user-round))\\.mjs$',
      'src/client/app/(routes|shell|layout/(layout|navbar|footer|nav-links|use-route-meta))\\.tsx?$',
      'src/client/components/(logo|ui/toaster|consent/(analytics-and-ads|cookie-preferences-button))\\.tsx$',
      'src/client/lib/(consent-store|client-config)\\.ts$',
      'src/client/features/auth/api/logout\\.ts$',
      'src/shared/time-zone\\.ts$',
    ),
  },
  {
    // The one-tap wizards' logic: the DISC test and a giver's link.
    name: 'wizard',
    modules: ids(
      'src/client/components/wizard/wizard-steps\\.ts$',
      'src/client/lib/question-bank\\.ts$',
      'src/shared/ssr/seeded-shuffle\\.ts$',
    ),
  },
  {
    // The DISC scoring and the self test's stored progress and result.
    name: 'disc-test',
    modules: ids(
      'src/client/lib/(wizard-started|assessment-data)\\.ts$',
      'src/shared/(disc/scoring|schemas/assessment-constants|forms/self-tests)\\.ts$',
    ),
  },
  {
    // Their screens: in the DISC test's first load; a giver's page loads them after the landing.
    name: 'wizard-ui',
    modules: ids(
      'src/client/components/(wizard/(one-tap-options|wizard-bar|wizard-form|wizard-intro|wizard-panel)|disc-question)\\.tsx$',
      'icons/(arrow-left|arrow-right|check)\\.mjs\\?line-icon$',
    ),
  },
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [lineIcons(), react(), tailwindcss(), ...(isSsrBuild ? [] : [compileHint()])],
  publicDir: 'src/client/public',
  resolve: {
    // React 19 and ReactDOM themselves (docs/decisions/0023-react-and-server-rendering.md).
    alias: layerAliases,
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: scripts/check-bundle.mjs measures the first load of / from it.
    manifest: !isSsrBuild,
    // The server render (npm run build: `vite build --ssr src/client/entry-server.tsx`) needs no
    // copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The browser has two entries: index.html's (main.tsx, every page) and the page islands'
      // (island.tsx: /assessment and a giver's link, decision 0050), which the server's boot script loads instead.
      ...(isSsrBuild ? {} : { input: { index: path.resolve(import.meta.dirname, 'index.html'), island: path.resolve(import.meta.dirname, 'src/client/island.tsx') } }),
      // zod's builders (`z.object(…)`, `z.string().max(…)`, …) have no side effects: a schema no code
      // uses is dropped, so a page that imports only a path or a message from src/shared/schemas
      // does not download zod (docs/decisions/0032). zod-locale.ts configures zod under another name.
      treeshake: { manualPureFunctions: ['z'] },
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: FIRST_LOAD_CHUNKS.map(({ name, modules }, index) => ({ name, test: modules, priority: FIRST_LOAD_CHUNKS.length - index })),
              },
            },
          }),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/sandbox': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
    },
  },
}))

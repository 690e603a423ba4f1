import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { layerAliases } from './aliases.config'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * V8's explicit compile hint (Chrome 136+) as the first line of the browser's entry and React DOM's chunk: React DOM, the
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
        // The entry, and the chunk that holds React DOM.
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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compileHint()])],
  publicDir: 'src/client/public',
  resolve: {
    // React 19 and ReactDOM themselves (docs/decisions/0023-react-and-server-rendering.md).
    alias: layerAliases,
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // No preload lists for dynamic imports (decision 0052): they put every chunk's name and every
    // lazy page's dependencies into the entry, about 4 KB gzip of every page's first load. A page's
    // first load is asked for by the server's boot script (decision 0026) all the same; a page
    // reached by a client-side navigation fetches the imports it does not share with what is
    // already loaded after its own chunk.
    modulePreload: false,
    // .vite/manifest.json: scripts/check-bundle.mjs measures the first load of / from it.
    manifest: !isSsrBuild,
    // The server render (npm run build: `vite build --ssr src/client/entry-server.tsx`) needs no
    // copy of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // zod's builders (`z.object(…)`, `z.string().max(…)`, …) have no side effects: a schema no code
      // uses is dropped, so a page that imports only a path or a message from src/shared/schemas
      // does not download zod (docs/decisions/0032). zod-locale.ts configures zod under another name.
      treeshake: { manualPureFunctions: ['z'] },
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

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { layerAliases } from './aliases.config'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'src/client/public',
  resolve: {
    // Preact's React-compatible layer instead of ReactDOM keeps the first load of / within the
    // JavaScript budget (docs/decisions/0006-preact-compat.md).
    alias: [
      ...layerAliases,
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: scripts/check-bundle.mjs measures the first load of / from it.
    manifest: true,
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
})

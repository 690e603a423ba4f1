import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { layerAliases } from './aliases.config'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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

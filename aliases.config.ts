// The import aliases of every layer (`#shared/…`, `#client/…`, `#server/…`), and `#test/…` for the
// test support in tests/support (only tests may import it), for Vite and Vitest.
// tsc, esbuild, tsx and Playwright read the same map from tsconfig.json `paths`.
import path from 'node:path'

const src = path.resolve(import.meta.dirname, 'src')

export const layerAliases = [
  ...['shared', 'client', 'server'].map((layer) => ({
    find: new RegExp(`^#${layer}/`),
    replacement: `${path.join(src, layer)}/`,
  })),
  { find: /^#test\//, replacement: `${path.resolve(import.meta.dirname, 'tests/support')}/` },
]

// `lucide-react/dist/esm/icons/{name}.mjs?line-icon`: an icon's data alone, for LineIcon
// (src/client/components/ui/line-icon.tsx, decision 0050). lucide-react's module for an icon also
// creates its component with Lucide's shared code (about 2 KB gzip); the pages hydrated as an island
// must not load that before they can react. This plugin loads the real module here, at build time,
// and gives the page a module with its `__iconData` and nothing else. Used by Vite and Vitest.
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const QUERY = '?line-icon'

export function lineIcons(): Plugin {
  return {
    name: 'espelho-line-icons',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const file = id.slice(0, -QUERY.length)
      if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][a-z0-9-]+\.mjs$/.test(file)) {
        this.error(`${QUERY} só serve para os ícones do lucide-react (dist/esm/icons/{nome}.mjs): ${id}`)
      }
      const icon = ((await import(pathToFileURL(file).href)) as { __iconData?: { name?: string; node?: unknown } }).__iconData
      if (!icon || !Array.isArray(icon.node)) this.error(`${file} não exporta __iconData com node: o formato do lucide-react mudou`)
      return `export const __iconData = ${JSON.stringify({ name: icon.name, node: icon.node })}\n`
    },
  }
}

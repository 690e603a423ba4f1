import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import type { Node } from './elements'

const require = createRequire(import.meta.url)

/**
 * Inter (SIL Open Font License 1.1, from @fontsource/inter) in the Latin and Latin Extended
 * subsets: every Portuguese letter, in WOFF, which satori reads (it cannot read WOFF2). The files
 * come from node_modules at run time, like every other dependency of the server bundle.
 */
const FONT_FILES: { weight: Font['weight']; files: string[] }[] = [
  { weight: 500, files: ['inter-latin-500-normal.woff', 'inter-latin-ext-500-normal.woff'] },
  { weight: 700, files: ['inter-latin-700-normal.woff', 'inter-latin-ext-700-normal.woff'] },
  { weight: 800, files: ['inter-latin-800-normal.woff', 'inter-latin-ext-800-normal.woff'] },
]

let fonts: Font[] | undefined

function loadFonts(): Font[] {
  fonts ??= FONT_FILES.flatMap(({ weight, files }) =>
    files.map((file) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(require.resolve(`@fontsource/inter/files/${file}`)),
    })),
  )
  return fonts
}

/**
 * An element tree (satori's subset of HTML and CSS) to a PNG. Text becomes vector paths in the
 * SVG, so nothing a person typed can ever be read as markup by the rasteriser.
 */
export async function renderPng(tree: Node, width: number, height: number): Promise<Buffer> {
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts: loadFonts() })
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
  return Buffer.from(png)
}

import { createRequire } from 'node:module'
import { Font } from '@react-pdf/renderer'

/** The report's one typeface, embedded in every PDF: Noto Sans (OFL) from @fontsource, Latin subset (all Portuguese accents). */
export const REPORT_FONT = 'Noto Sans'

let registered = false

export function registerReportFonts() {
  if (registered) return
  const require = createRequire(import.meta.url)
  Font.register({
    family: REPORT_FONT,
    fonts: [
      { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'), fontWeight: 400 },
      { src: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'), fontWeight: 700 },
    ],
  })
  // Whole words only: react-pdf's default hyphenation is English.
  Font.registerHyphenationCallback((word) => [word])
  registered = true
}

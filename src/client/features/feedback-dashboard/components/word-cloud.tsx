import { keywordFrequencies, wordCloudFontSize, type KeywordFrequency } from '#shared/feedback/keywords'
import { WORD_CLOUD } from '#shared/product'

const PALETTE = ['#6d28d9', '#a21caf', '#dc2626', '#c2410c', '#15803d', '#1d4ed8', '#7c3aed', '#be185d']
/** Share of the 500×280 box that words may cover, so the layout never overflows. */
const FILL_RATIO = 0.62

/** Rough box of a word at a font size (average bold glyph ≈ 0.56 em wide, 1.2 em line). */
function estimatedArea(word: KeywordFrequency) {
  const size = wordCloudFontSize(word.value)
  return (size * 0.56 * [...word.text].length + 2 * WORD_CLOUD.padding) * (size * 1.2 + 2 * WORD_CLOUD.padding)
}

/** Most frequent words first, as many as fit the box. */
function wordsThatFit(words: KeywordFrequency[]): KeywordFrequency[] {
  const budget = WORD_CLOUD.width * WORD_CLOUD.height * FILL_RATIO
  const kept: KeywordFrequency[] = []
  let used = 0
  for (const word of words) {
    const area = estimatedArea(word)
    if (used + area > budget) continue
    kept.push(word)
    used += area
  }
  return kept
}

/**
 * A keyword cloud (SPEC.md §9): font 12 + 8 per count up to 60 px, in a 500×280 box with 5 px
 * padding, scaled down with the box on narrow screens. Biggest words sit in the middle.
 */
export function WordCloud({ texts, label }: { texts: string[]; label: string }) {
  const words = wordsThatFit(keywordFrequencies(texts))
  if (words.length === 0) {
    return (
      <p className="flex aspect-[500/280] w-full max-w-[500px] items-center justify-center rounded-xl bg-slate-50 text-sm text-slate-600">
        Nenhum dado disponível para exibir
      </p>
    )
  }
  // Alternate sides so the most frequent words end up near the centre.
  const arranged: KeywordFrequency[] = []
  words.forEach((word, index) => (index % 2 === 0 ? arranged.push(word) : arranged.unshift(word)))
  return (
    <div className="@container w-full max-w-[500px]">
      <ul
        aria-label={label}
        className="flex aspect-[500/280] w-full flex-wrap content-center items-center justify-center overflow-hidden rounded-xl bg-slate-50"
        style={{ padding: WORD_CLOUD.padding }}
      >
        {arranged.map((word) => {
          const size = wordCloudFontSize(word.value)
          return (
            <li
              key={word.text}
              className="font-bold leading-tight"
              style={{
                // Scales with the box: 500 px wide shows the exact sizes of SPEC.md §9.
                fontSize: `min(${size}px, ${((size / WORD_CLOUD.width) * 100).toFixed(2)}cqw)`,
                padding: WORD_CLOUD.padding,
                color: PALETTE[word.text.length % PALETTE.length],
              }}
            >
              {word.text}
              <span className="sr-only"> ({word.value === 1 ? '1 menção' : `${word.value} menções`})</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

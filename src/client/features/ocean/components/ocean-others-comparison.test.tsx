import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { compareOcean, OCEAN_OTHERS_MIN_RATERS, oceanReliability, othersOceanAverages } from '#shared/ocean/others-scoring'
import type { OceanScores } from '#shared/ocean/types'
import type { OthersOcean } from '#shared/schemas/ocean-others'
import { OTHERS_OCEAN_QUERY_KEY } from '#client/features/ocean/api/get-others-ocean'
import { aggregateOceanScores } from '#test/scoring-oracles'
import { OceanOthersComparison } from './ocean-others-comparison'

/** The page as the server would answer it: the raters' scores per factor, run through the shared verdict. */
function render(self: OceanScores, raters: OceanScores[]): string {
  const aggregates = aggregateOceanScores(raters)
  const averages = othersOceanAverages(raters.length, aggregates)
  if (!averages) throw new Error('too few raters')
  const data: OthersOcean = {
    count: raters.length,
    minimum: OCEAN_OTHERS_MIN_RATERS,
    ...averages,
    verdicts: compareOcean(self, raters.length, aggregates).map(({ flagged: _f, confirmed: _c, ...verdict }) => verdict),
    reliability: oceanReliability(raters.length, aggregates) ?? undefined,
  }
  const client = new QueryClient()
  client.setQueryData(OTHERS_OCEAN_QUERY_KEY, data)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <OceanOthersComparison self={self} />
    </QueryClientProvider>,
  )
}

const even: OceanScores = { openness: 50, conscientiousness: 50, extraversion: 50, agreeableness: 50, neuroticism: 50 }

describe('OceanOthersComparison', () => {
  it('writes the verdict’s own gap, as the PDF does, even where the rounded average would say one less', () => {
    // Raters' openness 37.5 (shown as 38): the difference is 12.5, which the verdict (and the PDF) call 13.
    const html = render(even, [0, 1, 2].map(() => ({ ...even, openness: 37.5 })))
    expect(html).toContain('Você se vê com 13 pontos a mais de abertura do que as pessoas percebem.')
  })

  it('says who sees more when the raters see more', () => {
    const html = render(even, [0, 1, 2].map(() => ({ ...even, extraversion: 75 })))
    expect(html).toContain('As pessoas percebem 25 pontos a mais de extroversão do que você se atribui.')
  })
})

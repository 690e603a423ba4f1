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
  it('writes the gap the printed figures subtract to (issue 46: one results model), in the badge’s voice', () => {
    // Raters' openness 37.5, printed as 38 beside "Você 50": the gap is 12 everywhere (the PDF too), and
    // with three raters it is uncertain, so the headline says what the answers suggest, not a fact.
    const html = render(even, [0, 1, 2].map(() => ({ ...even, openness: 37.5 })))
    expect(html).toContain('Você 50 · Outros 38')
    expect(html).toContain('As respostas até agora sugerem que você se vê com mais abertura do que os outros (12 pontos a mais), mas ainda sem certeza.')
    expect(html).not.toContain('13 pontos')
  })

  it('says who sees more when the raters see more', () => {
    const html = render(even, [0, 1, 2].map(() => ({ ...even, extraversion: 75 })))
    expect(html).toMatch(/os outros veem mais extroversão em você \(25 pontos a mais\)|Os outros veem 25 pontos a mais de extroversão do que você/)
  })
})

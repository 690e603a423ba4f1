import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DISC_SELF_QUESTION_COUNT } from '#shared/product'
import { CLEAR_GAP, OCEAN_SELF_MARGIN } from '#shared/feedback/verdict'
import { OCEAN_FACTORS } from '#shared/ocean/types'
import type { PublishedReliability } from '#shared/ocean/reliability'
import { DiscMethodology, OceanMethodology } from './methodology'

function published(n: number): PublishedReliability {
  const factors = Object.fromEntries(OCEAN_FACTORS.map((f, i) => [f, { n, alpha: 0.7 + i / 100 }]))
  return { measuredOn: '2027-03-05', factors: factors as PublishedReliability['factors'] }
}

describe('OceanMethodology', () => {
  it('says the figures come from 200 people while none are published', () => {
    const html = renderToStaticMarkup(<OceanMethodology published={null} />)
    expect(html).toContain('Publicamos os valores aqui quando houver pelo menos 200 pessoas')
    expect(html).not.toContain('<table')
  })

  it('keeps quiet about figures measured on fewer than 200 people', () => {
    const html = renderToStaticMarkup(<OceanMethodology published={published(199)} />)
    expect(html).not.toContain('<table')
    expect(html).toContain('pelo menos 200 pessoas')
  })

  it('shows alpha and n per factor, in Brazilian notation, from 200 people', () => {
    const html = renderToStaticMarkup(<OceanMethodology published={published(200)} />)
    expect(html).toContain('<table')
    expect(html).toContain('Medido em 05/03/2027')
    expect(html).toContain('Abertura</th><td class="py-1 text-right tabular-nums">200</td><td class="py-1 text-right tabular-nums">0,70</td>')
    expect(html).toContain('Neuroticismo</th><td class="py-1 text-right tabular-nums">200</td><td class="py-1 text-right tabular-nums">0,74</td>')
    expect(html).not.toContain('pelo menos 200 pessoas')
  })

  it('gives the same margin the results show beside a Big Five score (± 1.96 × the scale’s SEM, 18 points)', () => {
    const html = renderToStaticMarkup(<OceanMethodology published={null} />)
    expect(OCEAN_SELF_MARGIN).toBe(18)
    expect(html).toContain(`faixa de cerca de ${OCEAN_SELF_MARGIN} pontos para cima ou para`)
  })
})

describe('DiscMethodology', () => {
  it('states the thresholds with the numbers behind them', () => {
    const html = renderToStaticMarkup(<DiscMethodology />)
    expect(html).toContain('cada uma vale 10 pontos')
    expect(html).toContain('pelo menos 20 pontos')
    expect(html).toContain('passa a ser 15 pontos')
    expect(html).toContain('em até 8 delas')
    expect(html).toContain('“Diferença clara” (um ponto cego) só quando as duas faixas não se cruzam')
    expect(html).toContain('estável a partir de 9')
  })

  it('quotes the typical error of each form from the verdict’s own item counts', () => {
    const html = renderToStaticMarkup(<DiscMethodology />)
    expect(html).toContain('o erro típico de cada porcentagem é de cerca de 14 pontos.')
    expect(html).toContain('o erro típico cai para cerca de 9 pontos e o')
  })

  it('says in words how many answers of the short test the clear gap is, and the words agree with the numbers', () => {
    const html = renderToStaticMarkup(<DiscMethodology />)
    expect(html).toContain(`pelo menos ${CLEAR_GAP['disc-short']} pontos (duas respostas do seu teste)`)
    // "duas respostas" is written out: it must stay the clear gap over one answer's worth of points.
    expect(CLEAR_GAP['disc-short'] / (100 / DISC_SELF_QUESTION_COUNT)).toBe(2)
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { FeedbackListItem } from '#shared/schemas/feedback'
import { FeedbackItem } from './feedback-list-section'
import { RelationshipGroupsSection } from './relationship-groups-section'
import { WordCloud } from './word-cloud'

const item: FeedbackListItem = {
  perceivedType: 'S',
  disc: { dominance: 10, influence: 20, steadiness: 60, compliance: 10 },
  relationshipType: 'colleague',
  strengths: ['<img src=x onerror="alert(1)">Líder', '<script>alert(2)</script>'],
  improvements: ['<b>Ouvir</b> mais'],
}

describe('feedback sections', () => {
  it('renders what givers typed as text, never as markup', () => {
    const html = renderToStaticMarkup(<FeedbackItem item={item} />)
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Líder')
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;')
    expect(html).toContain('&lt;b&gt;Ouvir&lt;/b&gt; mais')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<script')
    expect(html).toContain('Colega')
    expect(html).toContain('Estabilidade')
  })

  it('says why a relationship is hidden when its group is under 3', () => {
    const html = renderToStaticMarkup(<FeedbackItem item={{ ...item, relationshipType: null }} />)
    expect(html).toContain('Relação oculta para proteger o anonimato')
    expect(html).not.toContain('Colega')
  })

  it('shows the empty state of a word cloud without words', () => {
    const html = renderToStaticMarkup(<WordCloud texts={['de', 'a', '']} label="Nuvem" />)
    expect(html).toContain('Nenhum dado disponível para exibir')
  })

  it('sizes cloud words by count (12 + 8 per count, at most 60 px) and escapes them', () => {
    const texts = ['paciente paciente', 'paciente', 'organizada', '<b>calma</b>']
    const html = renderToStaticMarkup(<WordCloud texts={texts} label="Nuvem" />)
    expect(html).toContain('font-size:min(36px')
    expect(html).toContain('font-size:min(20px')
    expect(html).not.toContain('<b>')
    expect(html).toMatch(/>calma<span/)
  })

  it('groups: one column per group the server sent, with how many people, and no column for the others', () => {
    const html = renderToStaticMarkup(
      <RelationshipGroupsSection
        count={10}
        isPremium
        groups={[
          { relationshipType: 'friend', count: 4, disc: { dominance: 10, influence: 25, steadiness: 55, compliance: 10 } },
          { relationshipType: 'colleague', count: 3, disc: { dominance: 0, influence: 33, steadiness: 67, compliance: 0 } },
        ]}
      />,
    )
    expect(html).toContain('Amigos')
    expect(html).toContain('4 pessoas')
    expect(html).toContain('Colegas')
    expect(html).not.toContain('Família')
    expect(html.match(/<th scope="col"/g)).toHaveLength(3)
    expect(html).toContain('67%')
  })

})

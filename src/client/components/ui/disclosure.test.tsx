import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Disclosure, DisclosureRow } from './disclosure'

describe('Disclosure', () => {
  it('starts closed: a button with aria-expanded="false", the content not rendered', () => {
    const html = renderToStaticMarkup(
      <Disclosure label="Ver os números">
        <p>Conteúdo secundário</p>
      </Disclosure>,
    )
    expect(html).toMatch(/<button[^>]*aria-expanded="false"/)
    expect(html).toContain('Ver os números')
    expect(html).not.toContain('Conteúdo secundário')
  })

  it('opens when asked to, and the button then names the content it controls', () => {
    const html = renderToStaticMarkup(
      <Disclosure label="Ver detalhes" defaultOpen>
        <p>Conteúdo secundário</p>
      </Disclosure>,
    )
    expect(html).toMatch(/<button[^>]*aria-expanded="true"/)
    const controls = /<button[^>]*aria-controls="([^"]+)"/.exec(html)?.[1]
    expect(controls).toBeTruthy()
    expect(html).toContain(`id="${controls}"`)
    expect(html).toContain('Conteúdo secundário')
  })

  it('a row names what it opens and keeps its card out until opened', () => {
    const html = renderToStaticMarkup(
      <DisclosureRow label="Minha evolução" hint="Seus resultados ao longo do tempo">
        <section aria-label="Sua evolução">cartão</section>
      </DisclosureRow>,
    )
    expect(html).toMatch(/<button[^>]*aria-expanded="false"/)
    expect(html).toContain('Minha evolução')
    expect(html).not.toContain('cartão')
  })
})

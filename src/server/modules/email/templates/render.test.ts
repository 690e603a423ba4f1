import { describe, expect, it } from 'vitest'
import { PRODUCT_MOTTO_PT } from '#shared/product'
import { renderEmail } from './render'

const content = {
  subject: 'Assunto',
  preheader: 'Prévia',
  heading: 'Título',
  paragraphs: ['Olá!'],
  highlights: [],
  notes: [],
  footer: ['Rodapé'],
}

describe('email header', () => {
  it('carries the motto in Portuguese, never the Latin', () => {
    const { html } = renderEmail(content)
    expect(html).toContain(PRODUCT_MOTTO_PT)
    expect(html).toContain('Conhece-te a ti mesmo')
    expect(html).not.toContain('Nosce te ipsum')
  })
})

import { __iconData as check } from 'lucide-react/dist/esm/icons/check.mjs?line-icon'
import { __iconData as eyeOff } from 'lucide-react/dist/esm/icons/eye-off.mjs?line-icon'
import { renderToStaticMarkup } from 'react-dom/server'
import { Check, EyeOff } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { LineIcon } from './line-icon'

/** The drawing of an <svg>: its child elements with their attributes, in order. */
const drawing = (html: string) => html.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')

describe('LineIcon', () => {
  it('draws the same shapes as Lucide’s own component, from the icon’s data alone', () => {
    for (const [data, Component] of [
      [check, Check],
      [eyeOff, EyeOff],
    ] as const) {
      const ours = renderToStaticMarkup(<LineIcon icon={data} className="size-4" />)
      const lucide = renderToStaticMarkup(<Component className="size-4" />)
      expect(drawing(ours)).toBe(drawing(lucide))
      expect(drawing(ours)).toMatch(/^<path /)
    }
  })

  it('is a 24×24 outline in the current colour, hidden from screen readers unless named', () => {
    const html = renderToStaticMarkup(<LineIcon icon={check} className="size-3" strokeWidth={3} />)
    expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/)
    expect(html).toContain('stroke="currentColor"')
    expect(html).toContain('stroke-width="3"')
    expect(html).toContain('class="lucide lucide-check size-3"')
    expect(html).toContain('aria-hidden="true"')
    const named = renderToStaticMarkup(<LineIcon icon={check} aria-label="Escolhida" />)
    expect(named).not.toContain('aria-hidden')
    expect(named).toContain('aria-label="Escolhida"')
  })
})

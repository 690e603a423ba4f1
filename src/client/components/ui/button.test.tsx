import { createRef, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'

/** Renders Button's own output one level down: the element its asChild child becomes. */
function asChildElement(element: ReactElement): ReactElement<Record<string, unknown>> {
  const rendered = (Button as (props: unknown) => ReactElement<Record<string, unknown>>)(element.props)
  return (rendered.type as (props: unknown) => ReactElement<Record<string, unknown>>)(rendered.props)
}

describe('Button', () => {
  it('is a type="button" button by default, with its variant and size classes', () => {
    const html = renderToStaticMarkup(<Button size="sm">Salvar</Button>)
    expect(html).toMatch(/^<button type="button" class="[^"]*">Salvar<\/button>$/)
    expect(html).toContain('bg-violet-700')
    expect(html).toContain('h-9')
  })

  it('asChild renders the child element itself with both class lists, no type, and the child’s own attributes', () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="secondary" className="w-full" aria-label="Ver planos agora">
        <a href="/pricing" className="underline" aria-label="Ver planos">
          Ver planos
        </a>
      </Button>,
    )
    expect(html).toMatch(/^<a href="\/pricing" class="[^"]*ring-violet-200[^"]* w-full underline" aria-label="Ver planos">Ver planos<\/a>$/)
    expect(html).not.toContain('type=')
  })

  it('asChild calls both click handlers, the child’s first, merges styles and sets both refs', () => {
    const calls: string[] = []
    const buttonRef = createRef<HTMLAnchorElement>()
    const childRef = createRef<HTMLAnchorElement>()
    const element = asChildElement(
      <Button asChild onClick={() => calls.push('button')} style={{ color: 'red' }} ref={buttonRef as never}>
        <a href="/x" onClick={() => calls.push('child')} style={{ margin: 1 }} ref={childRef}>
          x
        </a>
      </Button>,
    )
    ;(element.props.onClick as () => void)()
    expect(calls).toEqual(['child', 'button'])
    expect(element.props.style).toEqual({ color: 'red', margin: 1 })
    const node = { tagName: 'A' } as unknown as HTMLAnchorElement
    ;(element.props.ref as (value: unknown) => void)(node)
    expect(buttonRef.current).toBe(node)
    expect(childRef.current).toBe(node)
  })

  it('asChild with an only handler keeps it as it is', () => {
    const onClick = vi.fn()
    const element = asChildElement(
      <Button asChild>
        <a href="/x" onClick={onClick}>
          x
        </a>
      </Button>,
    )
    expect(element.props.onClick).toBe(onClick)
  })
})

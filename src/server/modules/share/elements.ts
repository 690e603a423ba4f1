/**
 * The element objects satori reads, built without React (the server has no JSX): `h('div', style,
 * ...children)`. Strings are text nodes; satori never parses them as markup.
 */
export interface Node {
  type: string
  props: { style?: Style; children?: Child | Child[]; [key: string]: unknown }
}
type Child = Node | string | null | false
export type Style = Record<string, string | number>

export function h(type: string, style: Style, ...children: Child[]): Node {
  const kids = children.filter((child) => child !== null && child !== false)
  return { type, props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: kids.length === 1 ? kids[0] : kids } }
}

/** The brand mark (the logo of src/client/components/logo.tsx) as an image source for satori. */
export const LOGO_SRC = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><ellipse cx="32" cy="32" rx="15" ry="20" fill="none" stroke="#fff" stroke-width="5"/></svg>',
).toString('base64')}`

export function logo(size: number): Node {
  return { type: 'img', props: { src: LOGO_SRC, width: size, height: size, style: { width: size, height: size } } }
}

import { DISC_COLORS } from '#shared/disc/colors'
import { discStyleName, joinWithE, topTypes } from '#shared/disc/scoring'
import { DISC_NAMES, DISC_NICKNAMES, DISC_TYPES, scoreOf, type DiscScores } from '#shared/disc/types'
import { PRODUCT_NAME } from '#shared/product'
import { GIVER_DURATION } from '#shared/giver-time'
import { h, logo, type Node } from './elements'

/** Bump when a design changes: it is part of every image's ETag and cache key. */
export const DESIGN_VERSION = 1

export const SIZES = {
  wide: { width: 1200, height: 630 },
  story: { width: 1080, height: 1920 },
} as const
export type CardFormat = keyof typeof SIZES

const VIOLET = '#4c1d95'
const LAVENDER = '#ede9fe'
const PINK = '#f5d0fe'

/** Flat shapes, not gradients: PNGs stay small enough for WhatsApp previews. */
function backdrop(width: number, height: number): Node[] {
  const big = Math.round(Math.max(width, height) * 0.55)
  return [
    h('div', { position: 'absolute', width: big, height: big, borderRadius: big, background: '#6d28d9', right: -big / 3, top: -big / 3 }),
    h('div', { position: 'absolute', width: big / 2, height: big / 2, borderRadius: big, background: '#86198f', left: -big / 8, bottom: -big / 5 }),
  ]
}

function brand(size: number): Node {
  return h('div', { alignItems: 'center', gap: size * 0.4 }, logo(size * 1.4), h('div', { fontSize: size, fontWeight: 800, color: '#fff' }, PRODUCT_NAME))
}

function pill(text: string, size: number): Node {
  return h(
    'div',
    { padding: `${size * 0.45}px ${size * 0.9}px`, borderRadius: 999, background: 'rgba(255,255,255,0.16)', color: '#fff', fontSize: size, fontWeight: 700 },
    text,
  )
}

function discTiles(tile: number): Node {
  return h(
    'div',
    { flexWrap: 'wrap', width: tile * 2 + 20, gap: 20 },
    ...DISC_TYPES.map((type) =>
      h(
        'div',
        { width: tile, height: tile, borderRadius: tile / 4, background: DISC_COLORS[type], alignItems: 'center', justifyContent: 'center', color: '#fff', fontSize: tile * 0.5, fontWeight: 800 },
        type,
      ),
    ),
  )
}

export interface InviteCardInput {
  /** Already made safe by displayName; null gives the generic invitation. */
  name: string | null
  host: string
}

/** The preview of an invite link (1200×630): who asks, how long it takes, that it is anonymous. */
export function inviteCard({ name, host }: InviteCardInput): Node {
  const { width, height } = SIZES.wide
  const nameSize = !name ? 84 : Array.from(name).length <= 11 ? 96 : Array.from(name).length <= 16 ? 76 : 60
  return h(
    'div',
    { width, height, position: 'relative', background: VIOLET, fontFamily: 'Inter', color: '#fff', overflow: 'hidden' },
    ...backdrop(width, height),
    h(
      'div',
      { position: 'absolute', left: 0, top: 0, width, height, padding: '60px 72px', flexDirection: 'column' },
      brand(40),
      h(
        'div',
        { flexDirection: 'column', marginTop: 44, width: 760 },
        name
          ? h('div', { fontSize: 56, fontWeight: 700, color: LAVENDER }, 'Como você vê')
          : h('div', { fontSize: nameSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }, 'Como você me vê?'),
        name ? h('div', { fontSize: nameSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 }, `${name}?`) : null,
      ),
      h('div', { marginTop: 24, width: 720, fontSize: 34, lineHeight: 1.3, color: LAVENDER }, `Responda em ${GIVER_DURATION}, de forma totalmente anônima.`),
      h('div', { marginTop: 'auto', alignItems: 'center', justifyContent: 'space-between', width: width - 144 }, pill('Feedback 360° anônimo', 26), h('div', { fontSize: 28, fontWeight: 700, color: PINK }, host)),
    ),
    h('div', { position: 'absolute', right: 80, top: 150 }, discTiles(124)),
  )
}

export interface DiscCardInput {
  scores: DiscScores
  /** When the result was made, already formatted ('25 de novembro de 2026'). */
  date: string
  host: string
}

function bars(scores: DiscScores, scale: number): Node {
  return h(
    'div',
    { flexDirection: 'column', gap: 22 * scale, width: '100%' },
    ...DISC_TYPES.map((type) => {
      const value = Math.max(0, Math.min(100, Math.round(scoreOf(scores, type))))
      return h(
        'div',
        { flexDirection: 'column', gap: 8 * scale },
        h(
          'div',
          { justifyContent: 'space-between', alignItems: 'baseline', fontSize: 28 * scale, fontWeight: 700, color: '#1e1b4b' },
          h('div', {}, `${type} · ${DISC_NAMES[type]}`),
          h('div', { fontWeight: 800 }, `${value}%`),
        ),
        h(
          'div',
          { height: 22 * scale, borderRadius: 999, background: '#ede9fe', width: '100%' },
          h('div', { height: 22 * scale, borderRadius: 999, background: DISC_COLORS[type], width: `${Math.max(value, 2)}%` }),
        ),
      )
    }),
  )
}

function styleHeading(scores: DiscScores, scale: number): Node {
  const top = topTypes(scores)
  const style = discStyleName(top)
  const styleSize = (style.length > 14 ? 64 : 88) * scale
  return h(
    'div',
    { flexDirection: 'column' },
    h('div', { fontSize: 28 * scale, fontWeight: 700, color: PINK, textTransform: 'uppercase', letterSpacing: 3 * scale }, top.length > 1 ? 'Meu estilo DISC combinado' : 'Meu estilo DISC'),
    h('div', { marginTop: 10 * scale, fontSize: styleSize, fontWeight: 800, lineHeight: 1.05, letterSpacing: -2 * scale }, style),
    h('div', { marginTop: 12 * scale, fontSize: 44 * scale, fontWeight: 700, color: LAVENDER }, joinWithE(top.map((type) => DISC_NICKNAMES[type]))),
  )
}

/** A DISC result card: the predominant style, its name, the four bars, the date, brand and address. */
export function discCard(format: CardFormat, { scores, date, host }: DiscCardInput): Node {
  const { width, height } = SIZES[format]
  const shell = (...children: Node[]) =>
    h('div', { width, height, position: 'relative', background: VIOLET, fontFamily: 'Inter', color: '#fff', overflow: 'hidden' }, ...backdrop(width, height), ...children)
  const panel = (scale: number, style: Record<string, string | number>) =>
    h('div', { background: '#fff', borderRadius: 32 * scale, padding: 40 * scale, ...style }, bars(scores, scale))

  if (format === 'wide') {
    return shell(
      h(
        'div',
        { position: 'absolute', left: 0, top: 0, width, height, padding: '56px 64px', flexDirection: 'column' },
        brand(36),
        h(
          'div',
          { marginTop: 40, justifyContent: 'space-between', alignItems: 'flex-start' },
          h('div', { flexDirection: 'column', width: 500 }, styleHeading(scores, 0.85), h('div', { marginTop: 28, fontSize: 24, color: LAVENDER }, date)),
          panel(0.8, { width: 540 }),
        ),
        h('div', { marginTop: 'auto', fontSize: 28, fontWeight: 700, color: PINK }, `Descubra o seu em ${host}`),
      ),
    )
  }
  return shell(
    h(
      'div',
      { position: 'absolute', left: 0, top: 0, width, height, padding: '120px 96px', flexDirection: 'column' },
      brand(52),
      h('div', { marginTop: 140, flexDirection: 'column' }, styleHeading(scores, 1.3)),
      panel(1.35, { marginTop: 80, width: width - 192 }),
      h('div', { marginTop: 48, fontSize: 34, color: LAVENDER }, date),
      h(
        'div',
        { marginTop: 'auto', flexDirection: 'column', gap: 16 },
        h('div', { fontSize: 44, fontWeight: 800 }, 'Faça o seu teste'),
        h('div', { fontSize: 40, fontWeight: 700, color: PINK }, host),
      ),
    ),
  )
}

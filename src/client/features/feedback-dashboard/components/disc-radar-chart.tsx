import { useState } from 'react'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts'
import { RADAR_REFERENCE_RING } from '#shared/product'
import { radarScale } from '#shared/feedback/radar-scale'
import { DISC_NAMES, DISC_TYPES, TYPE_TO_SCORE_KEY, type DiscScores, type DiscType } from '#shared/disc/types'
import { DISC_THEME } from '#client/components/disc-theme'

/**
 * "você" and "outros" differ in three ways, so no one depends on telling two hues apart (issue 46):
 * violet against amber (a blue–yellow pair, kept apart by every common colour-vision deficiency), a
 * solid line against a dashed one, and a filled shape against an almost empty one.
 */
const SELF_COLOR = '#6d28d9'
const OTHERS_COLOR = '#d97706'
/** Darker than the line, for text contrast (WCAG AA on white). */
const OTHERS_TEXT_COLOR = '#92400e'
const REFERENCE_COLOR = '#64748b'

interface TickProps {
  /** Narrow charts show the letter only; the values grid under the chart names each dimension. */
  compact?: boolean
  /** Self score per type, written under the axis label. */
  self?: Readonly<Record<DiscType, number>>
  /** Others' average per type, written under the self score. */
  others?: Readonly<Record<DiscType, number>>
  x?: number | string
  y?: number | string
  textAnchor?: string
  payload?: { value: string }
}

/** Axis labels in each type's colour (D red, I orange, S green, C blue). */
function TypeTick({ compact = false, self, others, x = 0, y = 0, textAnchor = 'middle', payload }: TickProps) {
  const type = (payload?.value ?? 'D') as DiscType
  if (compact) {
    // A phone has no room beside the side axes for "Conformidade" and two values: the letter only,
    // and the values in the grid under the chart.
    return (
      <text x={Number(x)} y={Number(y)} textAnchor={textAnchor as 'start' | 'middle' | 'end'} dominantBaseline="central" fill={DISC_THEME[type].textColor} fontSize={16} fontWeight={700}>
        {type}
      </text>
    )
  }
  // The top label's extra lines go above it, the others' below, so none runs into the chart.
  const top = type === 'D'
  const lines = (self ? 1 : 0) + (others ? 1 : 0)
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      textAnchor={textAnchor as 'start' | 'middle' | 'end'}
      dominantBaseline="central"
      fill={DISC_THEME[type].textColor}
      fontSize={13}
      fontWeight={700}
    >
      <tspan x={Number(x)} dy={top ? `${-1.2 * lines}em` : 0}>
        {`${DISC_NAMES[type]} (${type})`}
      </tspan>
      {self ? (
        <tspan x={Number(x)} dy="1.2em" fontSize={12} fontWeight={700} fill={SELF_COLOR}>
          {`você ${self[type]}%`}
        </tspan>
      ) : null}
      {others ? (
        <tspan x={Number(x)} dy="1.2em" fontSize={12} fontWeight={700} fill={OTHERS_TEXT_COLOR}>
          {`outros ${others[type]}%`}
        </tspan>
      ) : null}
    </text>
  )
}

/**
 * Self view against the average of others' views (issue 33). Loaded lazily (Recharts stays out of the
 * first load); no animation. The axis is scaled to the data (radarScale: the smallest of 40, 50, 60,
 * 80 or 100 that holds every value), so the shapes fill the chart instead of huddling near the centre;
 * the scale is printed on the rings and a dashed ring marks 25 % (an even split). Both values are
 * written at each axis (docs/decisions/0038-one-verdict.md).
 */
export default function DiscRadarChart({ self, others }: { self: DiscScores; others: DiscScores }) {
  const data = DISC_TYPES.map((type) => ({
    type,
    self: self[TYPE_TO_SCORE_KEY[type]],
    others: others[TYPE_TO_SCORE_KEY[type]],
    reference: RADAR_REFERENCE_RING,
  }))
  const selfByType = Object.fromEntries(data.map((point) => [point.type, point.self])) as Record<DiscType, number>
  const othersByType = Object.fromEntries(data.map((point) => [point.type, point.others])) as Record<DiscType, number>
  const { max, ticks } = radarScale(data.flatMap((point) => [point.self, point.others]))
  const [compact, setCompact] = useState(false)
  return (
    <div className="flex w-full flex-col gap-2" data-testid="radar-360" data-domain-max={max}>
      <div className="h-[20rem] w-full sm:h-[30rem]">
        <ResponsiveContainer width="100%" height="100%" onResize={(width) => setCompact(width < 480)}>
          <RadarChart
            data={data}
            cy={compact ? '46%' : '48%'}
            outerRadius={compact ? '78%' : '70%'}
            margin={compact ? { top: 12, right: 4, bottom: 0, left: 4 } : { top: 40, right: 24, bottom: 8, left: 24 }}
          >
            <PolarGrid stroke="#e2e8f0" />
            <PolarAngleAxis dataKey="type" tick={<TypeTick compact={compact} self={selfByType} others={othersByType} />} />
            {/* On a phone the ring labels would pile up in the centre: the scale is written under the chart instead. */}
            <PolarRadiusAxis
              domain={[0, max]}
              ticks={ticks}
              angle={45}
              tick={compact ? false : { fontSize: 11, fill: '#475569' }}
              axisLine={false}
              tickFormatter={(value: number) => (value === 0 ? '' : `${value}%`)}
            />
            <Radar
              name="Divisão igual (25%)"
              dataKey="reference"
              stroke={REFERENCE_COLOR}
              fill="none"
              strokeWidth={1.5}
              strokeDasharray="2 4"
              isAnimationActive={false}
            />
            <Radar
              name="Como você se vê"
              dataKey="self"
              stroke={SELF_COLOR}
              fill={SELF_COLOR}
              fillOpacity={0.25}
              strokeWidth={2}
              isAnimationActive={false}
            />
            <Radar
              name="Como os outros te veem"
              dataKey="others"
              stroke={OTHERS_COLOR}
              fill={OTHERS_COLOR}
              fillOpacity={0.08}
              strokeWidth={2.5}
              strokeDasharray="7 4"
              isAnimationActive={false}
            />
            <Legend iconType="plainline" iconSize={22} wrapperStyle={compact ? { fontSize: 12, lineHeight: '16px', paddingTop: 0 } : { fontSize: 13, paddingTop: 8 }} />
          </RadarChart>
        </ResponsiveContainer>
      </div>
      {compact ? (
        <p className="px-2 text-xs text-slate-600" data-testid="radar-escala">
          {`Anéis a cada ${ticks[1] ?? max}%, até ${max}%; o anel pontilhado marca 25% (divisão igual).`}
        </p>
      ) : null}
      {compact ? (
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1 px-2 text-xs" data-testid="radar-valores">
          {DISC_TYPES.map((type) => (
            <li key={type} className="flex flex-col">
              <span className="font-bold" style={{ color: DISC_THEME[type].textColor }}>
                {`${DISC_NAMES[type]} (${type})`}
              </span>
              <span className="font-semibold tabular-nums" style={{ color: SELF_COLOR }}>{`você ${selfByType[type]}%`}</span>
              <span className="font-semibold tabular-nums" style={{ color: OTHERS_TEXT_COLOR }}>{`outros ${othersByType[type]}%`}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

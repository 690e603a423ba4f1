import { useState } from 'react'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts'
import { RADAR_AXIS_MAX, RADAR_REFERENCE_RING } from '#shared/product'
import { DISC_NAMES, DISC_TYPES, TYPE_TO_SCORE_KEY, type DiscScores, type DiscType } from '#shared/disc/types'
import { DISC_THEME } from '#client/components/disc-theme'

const SELF_COLOR = '#6d28d9'
const OTHERS_COLOR = '#c026d3'
const REFERENCE_COLOR = '#64748b'
const TICKS = [0, 25, 50, 75, 100]

interface TickProps {
  /** Narrow charts show the letter only; the table below names each dimension. */
  compact?: boolean
  /** Others' average per type, written under the axis label. */
  others?: Readonly<Record<DiscType, number>>
  x?: number | string
  y?: number | string
  textAnchor?: string
  payload?: { value: string }
}

/** Axis labels in each type's colour (D red, I orange, S green, C blue). */
function TypeTick({ compact = false, others, x = 0, y = 0, textAnchor = 'middle', payload }: TickProps) {
  const type = (payload?.value ?? 'D') as DiscType
  // The top label's second line goes above it, the others' below, so none runs into the chart.
  const top = type === 'D'
  return (
    <text
      x={Number(x)}
      y={Number(y)}
      textAnchor={textAnchor as 'start' | 'middle' | 'end'}
      dominantBaseline="central"
      fill={DISC_THEME[type].textColor}
      fontSize={compact ? 15 : 13}
      fontWeight={700}
    >
      <tspan x={Number(x)} dy={top ? '-0.6em' : 0}>
        {compact ? type : `${DISC_NAMES[type]} (${type})`}
      </tspan>
      {others ? (
        <tspan x={Number(x)} dy="1.2em" fontSize={12} fontWeight={600} fill="#334155">
          {compact ? `${others[type]}%` : `outros: ${others[type]}%`}
        </tspan>
      ) : null}
    </text>
  )
}

/**
 * Self view against the average of others' views. Loaded lazily (Recharts stays out of the first
 * load); no animation. The axis is fixed at 0–100 % so shapes compare across people and over time,
 * with a dashed reference ring at 25 % (an even split); others' averages are written on the axes
 * (docs/decisions/0014-measurement-deviations.md).
 */
export default function DiscRadarChart({ self, others }: { self: DiscScores; others: DiscScores }) {
  const data = DISC_TYPES.map((type) => ({
    type,
    self: self[TYPE_TO_SCORE_KEY[type]],
    others: others[TYPE_TO_SCORE_KEY[type]],
    reference: RADAR_REFERENCE_RING,
  }))
  const othersByType = Object.fromEntries(data.map((point) => [point.type, point.others])) as Record<DiscType, number>
  const max = RADAR_AXIS_MAX
  const [compact, setCompact] = useState(false)
  return (
    <div className="h-60 w-full sm:h-[26rem]" data-testid="radar-360" data-domain-max={max}>
      <ResponsiveContainer width="100%" height="100%" onResize={(width) => setCompact(width < 480)}>
        <RadarChart data={data} cy={compact ? '43%' : '45%'} outerRadius={compact ? '76%' : '74%'} margin={compact ? { top: 20, right: 8, bottom: 0, left: 8 } : { top: 24, right: 16, bottom: 8, left: 16 }}>
          <PolarGrid stroke="#e2e8f0" />
          <PolarAngleAxis dataKey="type" tick={<TypeTick compact={compact} others={othersByType} />} />
          <PolarRadiusAxis domain={[0, max]} ticks={TICKS} angle={45} tick={{ fontSize: 11, fill: '#475569' }} axisLine={false} />
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
            fillOpacity={0.2}
            strokeWidth={2}
            strokeDasharray="6 4"
            isAnimationActive={false}
          />
          <Legend wrapperStyle={compact ? { fontSize: 12, lineHeight: '16px', paddingTop: 0 } : { fontSize: 13, paddingTop: 8 }} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  )
}

import { useState } from 'react'
import { Legend, PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from 'recharts'
import { radarDomainMax } from '#shared/feedback/tiers'
import { DISC_NAMES, DISC_TYPES, TYPE_TO_SCORE_KEY, type DiscScores, type DiscType } from '#shared/disc/types'
import { DISC_THEME } from '#client/components/disc-theme'

const SELF_COLOR = '#6d28d9'
const OTHERS_COLOR = '#c026d3'

interface TickProps {
  /** Narrow charts show the letter only; the table below names each dimension. */
  compact?: boolean
  x?: number | string
  y?: number | string
  textAnchor?: string
  payload?: { value: string }
}

/** Axis labels in each type's colour (D red, I orange, S green, C blue). */
function TypeTick({ compact = false, x = 0, y = 0, textAnchor = 'middle', payload }: TickProps) {
  const type = (payload?.value ?? 'D') as DiscType
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
      {compact ? type : `${DISC_NAMES[type]} (${type})`}
    </text>
  )
}

/**
 * Self view against the average of others' views. Loaded lazily (Recharts stays out of the first
 * load); no animation. The axis starts at 0-30 and grows so no value is ever clipped.
 */
export default function DiscRadarChart({ self, others }: { self: DiscScores; others: DiscScores }) {
  const data = DISC_TYPES.map((type) => ({
    type,
    self: self[TYPE_TO_SCORE_KEY[type]],
    others: others[TYPE_TO_SCORE_KEY[type]],
  }))
  const max = radarDomainMax(data.flatMap((point) => [point.self, point.others]))
  const [compact, setCompact] = useState(false)
  return (
    <div className="h-80 w-full sm:h-[26rem]" data-testid="radar-360" data-domain-max={max}>
      <ResponsiveContainer width="100%" height="100%" onResize={(width) => setCompact(width < 480)}>
        <RadarChart data={data} outerRadius="80%" margin={{ top: 16, right: 16, bottom: 8, left: 16 }}>
          <PolarGrid stroke="#e2e8f0" />
          <PolarAngleAxis dataKey="type" tick={<TypeTick compact={compact} />} />
          <PolarRadiusAxis domain={[0, max]} angle={45} tickCount={4} tick={{ fontSize: 11, fill: '#475569' }} axisLine={false} />
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
          <Legend wrapperStyle={{ fontSize: 13 }} />
        </RadarChart>
      </ResponsiveContainer>
    </div>
  )
}

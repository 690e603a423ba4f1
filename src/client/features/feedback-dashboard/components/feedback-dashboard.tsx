import type { UseQueryResult } from '@tanstack/react-query'
import { FEEDBACK_PROGRESS_MAX, RADAR_UNLOCK_AT } from '#shared/product'
import type { User } from '#shared/schemas/auth'
import type { FeedbackStats } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Skeleton } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { BlindSpotsSection } from './blind-spots-section'
import { FeedbackCountBanner } from './feedback-count-banner'
import { FeedbackListSection } from './feedback-list-section'
import { FeedbackProgressCard } from './feedback-progress-card'
import { RadarSection } from './radar-section'
import { RelationshipGroupsSection } from './relationship-groups-section'
import { TopCharacteristics } from './top-characteristics'

type StatsQuery = UseQueryResult<FeedbackStats>

function StatsPending() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <Skeleton className="h-56 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  )
}

function StatsError({ stats }: { stats: StatsQuery }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
      <p>{errorMessage(stats.error, 'Não foi possível carregar seus feedbacks. Tente novamente em alguns instantes.')}</p>
      <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
        Tentar novamente
      </Button>
    </div>
  )
}

/**
 * The "Como os outros te veem" tab of /results (SPEC.md §2, §4, §9; issue 24): the radar, the
 * perception differences, the groups, the characteristics and what each person said (with the
 * clouds). The invite card and the "Faltam N feedbacks" line live above the tabs, once.
 */
export function OthersView({ user, stats }: { user: User; stats: StatsQuery }) {
  if (stats.isPending) return <StatsPending />
  if (stats.isError) return <StatsError stats={stats} />
  const { feedbackCount: count, selfDisc, feedbackDisc, topCharacteristics, topCharacteristicsTotal, perception, feedbackDiscByRelationship } = stats.data
  return (
    <div className="@container flex min-w-0 flex-col gap-6">
      {count >= FEEDBACK_PROGRESS_MAX ? <FeedbackCountBanner count={count} isPremium={user.isPremium} rankedCharacteristics={topCharacteristicsTotal} /> : null}
      <RadarSection count={count} self={selfDisc} others={feedbackDisc} />
      <BlindSpotsSection count={count} isPremium={user.isPremium} perception={perception} owner={user.id} />
      <RelationshipGroupsSection count={count} isPremium={user.isPremium} groups={feedbackDiscByRelationship} />
      <TopCharacteristics count={count} isPremium={user.isPremium} characteristics={topCharacteristics} total={topCharacteristicsTotal} />
      <FeedbackListSection count={count} isPremium={user.isPremium} />
    </div>
  )
}

/** "Seu progresso" on the "Você" tab, once the count is known. */
export function ProgressView({ user, stats }: { user: User; stats: StatsQuery }) {
  if (stats.isPending) return <Skeleton className="h-48 w-full" />
  if (stats.isError) return null
  return (
    <FeedbackProgressCard
      count={stats.data.feedbackCount}
      waiting={stats.data.waitingCount}
      isPremium={user.isPremium}
      rankedCharacteristics={stats.data.feedbackCount >= RADAR_UNLOCK_AT ? stats.data.topCharacteristicsTotal : undefined}
    />
  )
}

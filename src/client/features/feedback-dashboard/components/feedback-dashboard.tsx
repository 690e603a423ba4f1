import type { User } from '#shared/schemas/auth'
import { Button } from '#client/components/ui/button'
import { Skeleton } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { useFeedbackStats } from '#client/features/feedback-dashboard/api/get-feedback-stats'
import { BlindSpotsSection } from './blind-spots-section'
import { FeedbackCountBanner } from './feedback-count-banner'
import { FeedbackInviteSection } from './feedback-invite-section'
import { FeedbackListSection } from './feedback-list-section'
import { FeedbackProgressCard } from './feedback-progress-card'
import { FloatingNudge } from './floating-nudge'
import { JourneyCards } from './journey-cards'
import { RadarSection } from './radar-section'
import { RelationshipGroupsSection } from './relationship-groups-section'
import { ShareLinkCard } from './share-link-card'
import { TopCharacteristics } from './top-characteristics'
import { useMilestoneToasts } from '#client/features/feedback-dashboard/hooks/use-milestone-toasts'

function Heading() {
  return (
    <div className="flex flex-col gap-1">
      <h2 id="feedback-360-titulo" className="text-2xl font-bold tracking-tight text-slate-900">
        Feedback 360°
      </h2>
      <p className="text-slate-600">Como as pessoas próximas te veem, comparado a como você se vê.</p>
    </div>
  )
}

/** Every feedback section of /results (SPEC.md §2, §4, §9), for a user with a self DISC result. */
export function FeedbackDashboard({ user }: { user: User }) {
  const stats = useFeedbackStats()
  useMilestoneToasts(stats.data?.feedbackCount, user.isPremium)

  if (stats.isPending) {
    return (
      <section aria-labelledby="feedback-360-titulo" aria-busy="true" className="flex flex-col gap-6">
        <Heading />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-80 w-full" />
      </section>
    )
  }

  if (stats.isError) {
    return (
      <section aria-labelledby="feedback-360-titulo" className="flex flex-col gap-4">
        <Heading />
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-5 text-red-900">
          <p>{errorMessage(stats.error, 'Não foi possível carregar seus feedbacks. Tente novamente em alguns instantes.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
            Tentar novamente
          </Button>
        </div>
      </section>
    )
  }

  const { feedbackCount: count, selfDisc, feedbackDisc, topCharacteristics, topCharacteristicsTotal, blindSpots, feedbackDiscByRelationship } = stats.data
  return (
    <section aria-labelledby="feedback-360-titulo" className="@container flex min-w-0 flex-col gap-6">
      <Heading />
      <FeedbackCountBanner count={count} />
      <FeedbackInviteSection count={count} />
      <RadarSection count={count} self={selfDisc} others={feedbackDisc} />
      <BlindSpotsSection count={count} isPremium={user.isPremium} self={selfDisc} others={feedbackDisc} blindSpots={blindSpots} />
      <RelationshipGroupsSection count={count} isPremium={user.isPremium} groups={feedbackDiscByRelationship} />
      <TopCharacteristics count={count} isPremium={user.isPremium} characteristics={topCharacteristics} total={topCharacteristicsTotal} />
      <FeedbackListSection count={count} isPremium={user.isPremium} />
      <FeedbackProgressCard count={count} />
      <JourneyCards count={count} />
      <ShareLinkCard />
      <FloatingNudge count={count} />
    </section>
  )
}

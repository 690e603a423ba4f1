import { RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { dominantType } from '#shared/disc/scoring'
import type { DiscAssessment } from '#shared/schemas/assessment'
import type { User } from '#shared/schemas/auth'
import { ProtectedRoute } from '#client/components/protected-route'
import { PremiumUpsell } from '#client/components/upgrade/premium-upsell'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { clearAssessmentData } from '#client/lib/assessment-data'
import { useLatestAssessment } from '#client/features/results/api/get-latest-assessment'
import { useRecentOcean } from '#client/features/ocean/api/get-recent-ocean'
import { DiscProfileCard } from '#client/features/results/components/disc-profile-card'
import { DiscProfilesGuide } from '#client/features/results/components/disc-profiles-guide'
import { FeedbackDashboard } from '#client/features/feedback-dashboard/components/feedback-dashboard'
import { PremiumOverlay } from '#client/features/feedback-dashboard/components/premium-overlay'
import { FirstDiscoveryCard, type OceanPresence } from '#client/features/results/components/first-discovery-card'
import { OceanPanel } from '#client/features/ocean/components/ocean-panel'
import { ReportCard } from '#client/features/report/components/report-card'
import { ResultsSkeleton } from '#client/features/results/components/results-skeleton'
import { SurveyLauncher } from '#client/features/survey/components/survey-launcher'
import { AdSlot } from '#client/components/ads/ad-slot'
import { AccountDataSection } from '#client/features/account/components/account-data-section'
import { EvolutionSection } from '#client/features/history/components/evolution-section'
import { ParallelSelfCard } from '#client/features/parallel-self/components/parallel-self-card'

/**
 * The DISC-present dashboard: a main column (profile, then the feedback sections) and, from
 * 1024 px, a side column; on a phone everything stacks in one column.
 */
function DiscDashboard({ assessment, user }: { assessment: DiscAssessment; user: User }) {
  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <DiscProfileCard scores={assessment} createdAt={assessment.createdAt} />
          {/* FEEDBACK SECTIONS (issue 4) */}
          <AdSlot placement="feedback-top" />
          <FeedbackDashboard user={user} />
          <ParallelSelfCard />
          <EvolutionSection />
          <AdSlot placement="feedback-bottom" />
        </div>
        <aside aria-label="Mais sobre você" className="flex min-w-0 flex-col gap-6">
          <OceanPanel />
          <ReportCard user={user} />
          <AdSlot placement="results-sidebar" />
          {/* PREMIUM UPSELL (issue 7) */}
          <PremiumUpsell user={user} />
          <PremiumOverlay user={user} />
          {/* SURVEY (issue 9) */}
          <SurveyLauncher />
          <DiscProfilesGuide dominant={dominantType(assessment)} />
        </aside>
      </div>
    </>
  )
}

/** No self DISC result yet: whether an OCEAN result exists decides what the card offers. */
function NoDiscYet() {
  const ocean = useRecentOcean()
  if (ocean.isPending) return <ResultsSkeleton />
  const presence: OceanPresence = ocean.isError ? 'unknown' : ocean.data ? 'present' : 'absent'
  return <FirstDiscoveryCard ocean={presence} onRetryOcean={() => void ocean.refetch()} retrying={ocean.isFetching} />
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 text-center">
      <h2 className="text-xl font-bold text-slate-900">Não foi possível carregar seus resultados</h2>
      <p className="text-slate-600">Verifique sua conexão e tente novamente em alguns instantes.</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className="size-4" /> {retrying ? 'Carregando...' : 'Tentar novamente'}
      </Button>
    </Card>
  )
}

function Dashboard({ user }: { user: User }) {
  const latest = useLatestAssessment()

  useEffect(() => {
    // Signed in, the anonymous result has been claimed by the server (also after Google sign-in).
    clearAssessmentData()
  }, [])

  let content
  if (latest.isPending) content = <ResultsSkeleton />
  else if (latest.isError) content = <LoadError onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
  else if (latest.data) content = <DiscDashboard assessment={latest.data} user={user} />
  else content = <NoDiscYet />

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Olá, {user.username}</h1>
        <p className="mt-1 text-slate-600">Este é o seu painel de autoconhecimento.</p>
      </header>
      <AdSlot placement="results-top" />
      {content}
      {latest.isPending ? null : <AccountDataSection />}
    </div>
  )
}

export function ResultsPage() {
  return <ProtectedRoute>{(user) => <Dashboard user={user} />}</ProtectedRoute>
}

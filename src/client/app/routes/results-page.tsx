import { BookOpen, FileText, RefreshCw, Share2, TrendingUp, Users } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { FEEDBACK_PROGRESS_MAX, RADAR_UNLOCK_AT } from '#shared/product'
import { dominantType } from '#shared/disc/scoring'
import type { DiscAssessment } from '#shared/schemas/assessment'
import type { User } from '#shared/schemas/auth'
import { ProtectedRoute } from '#client/components/protected-route'
import { PremiumUntil } from '#client/components/upgrade/premium-until'
import { PremiumUpsell } from '#client/components/upgrade/premium-upsell'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { DisclosureRow } from '#client/components/ui/disclosure'
import { clearAssessmentData } from '#client/lib/assessment-data'
import { useDialogPolicyPage } from '#client/lib/dialog-policy'
import { useLatestAssessment } from '#client/features/results/api/get-latest-assessment'
import { useRecentOcean } from '#client/features/ocean/api/get-recent-ocean'
import { DiscProfileCard } from '#client/features/results/components/disc-profile-card'
import { DiscProfilesGuide } from '#client/features/results/components/disc-profiles-guide'
import { OthersView, ProgressView } from '#client/features/feedback-dashboard/components/feedback-dashboard'
import { FeedbackInviteSection } from '#client/features/feedback-dashboard/components/feedback-invite-section'
import { FloatingNudge } from '#client/features/feedback-dashboard/components/floating-nudge'
import { WaitingNotice } from '#client/features/feedback-dashboard/components/waiting-notice'
import { useFeedbackStats } from '#client/features/feedback-dashboard/api/get-feedback-stats'
import { useMilestoneToasts } from '#client/features/feedback-dashboard/hooks/use-milestone-toasts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs'
import { PremiumOverlay } from '#client/features/feedback-dashboard/components/premium-overlay'
import { FirstDiscoveryCard, type OceanPresence } from '#client/features/results/components/first-discovery-card'
import { OceanPanel } from '#client/features/ocean/components/ocean-panel'
import { ReportCard } from '#client/features/report/components/report-card'
import { ResultsSkeleton } from '#client/features/results/components/results-skeleton'
import { SurveyLauncher } from '#client/features/survey/components/survey-launcher'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'
import { VerifyEmailBanner } from '#client/features/email/components/verify-email-banner'
import { EvolutionSection } from '#client/features/history/components/evolution-section'
import { RoundsCard } from '#client/features/history/components/rounds-card'
import { ParallelSelfCard } from '#client/features/parallel-self/components/parallel-self-card'
import { ShareResultCard } from '#client/features/share/components/share-result-card'
import { CompareEntry } from '#client/features/compare/components/compare-entry'
import { InviteLinkWithoutScript } from '#client/components/invite/invite-link-without-script'
import { useHydrated } from '#client/lib/use-persisted-state'

const RESULT_TABS = ['voce', 'outros', 'big-five'] as const
type ResultTab = (typeof RESULT_TABS)[number]

function isResultTab(value: string | null): value is ResultTab {
  return (RESULT_TABS as readonly (string | null)[]).includes(value)
}

/** The open tab lives in the address (`?aba=outros`): reload, back and forward keep it. */
function useResultTab(): [ResultTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams()
  const raw = params.get('aba')
  const tab = isResultTab(raw) ? raw : 'voce'
  const select = (next: string) => {
    if (!isResultTab(next) || next === tab) return
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous)
        updated.set('aba', next)
        return updated
      },
      { preventScrollReset: true },
    )
  }
  return [tab, select]
}

/**
 * The DISC-present dashboard (issue 24): the invite card once, above the tabs, until the profile is
 * complete; then three tabs, each a few phone screens long: "Você" (your DISC and what to do next),
 * "Como os outros te veem" and "Big Five".
 */
function DiscDashboard({ assessment, user }: { assessment: DiscAssessment; user: User }) {
  const stats = useFeedbackStats()
  const count = stats.data?.feedbackCount
  useMilestoneToasts(count, user.isPremium)
  // The one rule for dialogs that open by themselves (issue 46): they wait for feedback, 10 s and a quiet moment.
  useDialogPolicyPage(count)
  const [tab, selectTab] = useResultTab()
  // Whatever tab opens: a Big Five result left by an anonymous test is saved now (a Google sign-in
  // lands here), and the "Big Five" tab opens without waiting.
  useRecentOcean()

  return (
    <>
      {count !== undefined && count < FEEDBACK_PROGRESS_MAX ? <FeedbackInviteSection count={count} waiting={stats.data?.waitingCount ?? 0} isPremium={user.isPremium} rankedCharacteristics={count >= RADAR_UNLOCK_AT ? stats.data?.topCharacteristicsTotal : undefined} /> : null}
      <WaitingNotice waiting={stats.data?.waitingCount ?? 0} />
      <Tabs value={tab} onValueChange={selectTab} className="gap-4 sm:gap-6">
        <TabsList aria-label="Seus resultados" className="grid-flow-row grid-cols-[auto_minmax(0,1fr)_auto] sm:grid-flow-col sm:grid-cols-none">
          <TabsTrigger value="voce" className="px-4">Você</TabsTrigger>
          <TabsTrigger value="outros">Como os outros te veem</TabsTrigger>
          <TabsTrigger value="big-five" className="px-3">Big Five</TabsTrigger>
        </TabsList>
        <TabsContent value="voce">
          <h2 className="sr-only">Você</h2>
          <div className="grid items-start gap-4 sm:gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
              <DiscProfileCard scores={assessment} createdAt={assessment.createdAt} />
              <ProgressView user={user} stats={stats} />
              <ParallelSelfCard />
              {/* Secondary material, one row each: open what you came for (issue 24). */}
              <Card role="region" aria-labelledby="mais-para-voce-titulo" className="flex flex-col gap-1 p-4 sm:p-5">
                <h2 id="mais-para-voce-titulo" className="px-1 pb-1 text-base font-bold text-slate-900 sm:text-lg">
                  Mais para você
                </h2>
                <DisclosureRow label="Compartilhar meu estilo" hint="Imagem para o status e página pública" icon={<Share2 className="size-5" />}>
                  <ShareResultCard />
                </DisclosureRow>
                {/* Comparing with someone (issue 47). */}
                <DisclosureRow label="Comparar com alguém" hint="Seus resultados lado a lado, com consentimento" icon={<Users className="size-5" />}>
                  <CompareEntry />
                </DisclosureRow>
                <DisclosureRow label="Minha evolução" hint="Seus resultados ao longo do tempo" icon={<TrendingUp className="size-5" />}>
                  <EvolutionSection />
                </DisclosureRow>
                <DisclosureRow label="Relatório em PDF" hint="Para guardar, imprimir ou levar a um coach" icon={<FileText className="size-5" />}>
                  <ReportCard user={user} />
                </DisclosureRow>
                <DisclosureRow label="Conhecer os quatro perfis" hint="Leia sobre os outros estilos" icon={<BookOpen className="size-5" />}>
                  <DiscProfilesGuide dominant={dominantType(assessment)} />
                </DisclosureRow>
              </Card>
            </div>
            <aside aria-label="Mais sobre você" className="flex min-w-0 flex-col gap-4 sm:gap-6">
              {/* PREMIUM UPSELL (issue 7) */}
              <PremiumUpsell user={user} />
              <AdSlot placement="results-sidebar" />
              {/* SURVEY (issue 9) */}
              <SurveyLauncher />
            </aside>
          </div>
        </TabsContent>
        <TabsContent value="outros">
          <h2 className="sr-only">Como os outros te veem</h2>
          <AdSlot placement="feedback-top" />
          <div className="flex min-w-0 flex-col gap-4 sm:gap-6">
            <RoundsCard waiting={stats.data?.waitingCount ?? 0} />
            <OthersView user={user} stats={stats} />
          </div>
          <AdSlot placement="feedback-bottom" />
        </TabsContent>
        <TabsContent value="big-five">
          <h2 className="sr-only">Big Five</h2>
          <OceanPanel />
        </TabsContent>
      </Tabs>
      <PremiumOverlay user={user} />
      {count !== undefined ? <FloatingNudge count={count} /> : null}
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

/**
 * What a browser without JavaScript gets while the results would load (issue 47): the person's own
 * link, ready for WhatsApp (a giver who signs up without JavaScript lands here), and why the rest
 * does not come, instead of a skeleton that never ends.
 */
function ResultsWithoutScript() {
  const hydrated = useHydrated()
  // Only a browser without JavaScript reads what a <noscript> holds.
  if (hydrated) return null
  return (
    <noscript>
      <style>{'[data-results-skeleton]{display:none}'}</style>
      <div className="flex flex-col gap-4 sm:gap-6">
        <InviteLinkWithoutScript />
        <Card role="note" className="flex flex-col gap-1 p-4 text-sm text-slate-700 sm:p-5">
          <h2 className="text-base font-bold text-slate-900">Seus resultados precisam de JavaScript</h2>
          <p>
            Seu perfil DISC, o que os outros disseram e o Big Five aparecem quando o JavaScript está ativado no navegador. Ative-o e
            recarregue a página para vê-los.
          </p>
        </Card>
      </div>
    </noscript>
  )
}

function Dashboard({ user }: { user: User }) {
  const latest = useLatestAssessment()

  useEffect(() => {
    // Signed in, the anonymous result has been claimed by the server (also after Google sign-in).
    clearAssessmentData()
  }, [])

  let content
  if (latest.isPending) content = (
    <>
      <ResultsWithoutScript />
      <ResultsSkeleton />
    </>
  )
  else if (latest.isError) content = <LoadError onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
  else if (latest.data) content = <DiscDashboard assessment={latest.data} user={user} />
  else content = <NoDiscYet />

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:gap-6 sm:py-12">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Olá, {user.username}</h1>
        <p className="mt-1 hidden text-slate-600 sm:block">Este é o seu painel de autoconhecimento.</p>
        <PremiumUntil user={user} className="mt-3" />
      </header>
      {user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      <AdSlot placement="results-top" />
      {content}
    </div>
  )
}

export function ResultsPage() {
  return <ProtectedRoute>{(user) => <Dashboard user={user} />}</ProtectedRoute>
}

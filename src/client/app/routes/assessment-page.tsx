import { lazy, Suspense, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { DiscQuestion, DiscScores } from '#shared/disc/types'
import { TEMP_RESULT_KEY } from '#shared/forms/self-tests'
import type { DiscAssessment } from '#shared/schemas/assessment'
import { Spinner } from '#client/components/ui/spinner'
import { clearAssessmentData, hasStoredAssessmentData, readAssessmentData, storeAssessmentData } from '#client/lib/assessment-data'
import { assessmentSchemas, progressSchemas } from '#client/lib/deferred-module'
import { useUser } from '#client/lib/session'
import { useBrowserState } from '#client/lib/use-persisted-state'
import { usePageFormData } from '#client/lib/query-client'
import { useDiscBank } from '#client/lib/question-bank'
import { useTempAssessment } from '#client/features/assessment/api/get-temp-assessment'
import { DiscWizard } from '#client/features/assessment/components/disc-wizard'
import { hasStoredProgress, readProgress } from '#client/features/assessment/hooks/disc-progress'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'

// Never painted by the server (it shows a result only this browser knows of, or one just sent): its
// own chunk, with the share and sign-in buttons, out of the page's first load (decision 0032).
const LazyCompletionCard = lazy(
  async () => ({ default: (await import('#client/features/assessment/components/completion-card')).CompletionCard }),
)

function CompletionCard(props: { scores: DiscScores; onRetake: () => void }) {
  return (
    <Suspense fallback={<Spinner label="Carregando seu resultado..." className="min-h-[40vh]" />}>
      <LazyCompletionCard {...props} />
    </Suspense>
  )
}

/** What this browser stores for the page is read with the shared schemas, loaded after hydration (decision 0052). */
const STORED = { modules: [progressSchemas, assessmentSchemas], needed: () => hasStoredProgress() || hasStoredAssessmentData() }

function scoresOf(value: DiscScores): DiscScores {
  const { dominance, influence, steadiness, compliance } = value
  return { dominance, influence, steadiness, compliance }
}

/**
 * An anonymous visitor: the wizard, then the completion card. A visitor who already finished (and
 * has not started again) sees the card with the result the server still holds for them.
 */
function AnonymousAssessment({ bank }: { bank: readonly DiscQuestion[] }) {
  // The server paints the wizard's intro; a browser holding a finished result switches to it after
  // hydrating. A visitor who finished through the forms (issue 32) gets the result painted by the server.
  const painted = usePageFormData<DiscAssessment>(TEMP_RESULT_KEY)
  const [wizard, setWizard] = useBrowserState(
    () => readProgress(bank) !== null || (readAssessmentData() === null && painted === null),
    () => painted === null,
    STORED,
  )
  const [finished, setFinished] = useState<DiscScores | null>(null)
  const temp = useTempAssessment(!wizard && finished === null)

  useEffect(() => {
    // Keep the browser's copy in line with the server: refreshed when found, forgotten when gone.
    if (temp.data) storeAssessmentData(temp.data)
    else if (temp.data === null) clearAssessmentData()
  }, [temp.data])

  const retake = () => {
    setFinished(null)
    setWizard(true)
    window.scrollTo({ top: 0 })
  }

  if (finished) return <CompletionCard scores={finished} onRetake={retake} />
  if (!wizard) {
    if (temp.isPending) return <Spinner label="Carregando seu resultado..." className="min-h-[40vh]" />
    // Unreachable server: the copy in this browser still shows the result.
    const previous = temp.data ?? (temp.isError ? readAssessmentData() : null)
    if (previous) return <CompletionCard scores={scoresOf(previous)} onRetake={retake} />
  }
  return (
    <DiscWizard
      bank={bank}
      onSubmitted={(saved) => {
        storeAssessmentData(saved)
        setFinished(scoresOf(saved))
        window.scrollTo({ top: 0 })
      }}
    />
  )
}

export function AssessmentPage() {
  const { user, isLoading } = useUser()
  const navigate = useNavigate()
  // Read by every render, the server's too: the page then carries the questions (useDiscBank).
  const bank = useDiscBank('self')

  let content
  if (isLoading) content = <Spinner className="min-h-[50vh]" />
  else if (user) content = <DiscWizard bank={bank} onSubmitted={() => navigate('/results')} />
  else content = <AnonymousAssessment bank={bank} />

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-8 pt-3 sm:pt-6">
      <AdSlot placement="assessment-top" stepScope="disc" className="mb-2 sm:mb-4" />
      {content}
      <AdSlot placement="assessment-bottom" stepScope="disc" className="mt-8" />
    </div>
  )
}

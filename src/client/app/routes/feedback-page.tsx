import { useQueryClient } from '@tanstack/react-query'
import { lazy, memo, Suspense, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { GIVER_FORM_KEYS } from '#shared/forms/giver-form'
import type { GiverFormView } from '#shared/schemas/progress'
import { isUuid } from '#shared/schemas/feedback-texts'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useUser } from '#client/lib/session'
import { useFeedbackLink } from '#client/features/feedback/api/get-feedback-link'
import { detailsStepModule, GiverFlow } from '#client/features/feedback/components/giver-flow'
import { useGiverOcean } from '#client/features/feedback/hooks/use-giver-ocean'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'

// A link that does not work: rare, its own chunk (the server paints it; React keeps that until it arrives).
const InvalidLink = lazy(async () => ({ default: (await import('#client/features/feedback/components/invalid-link')).InvalidLink }))
// Neither is on a giver's first screen: the owner's own view of the link and the Big Five 360 step
// (after the 24 answers) load when shown, not before a giver's page can react (issue 32).
const OwnerInvite = lazy(async () => ({ default: (await import('#client/features/feedback/components/owner-invite')).OwnerInvite }))
// The details step of a giver whose answers went by posted forms: hydrated once its chunk is in
// (the server's markup, a plain form, works meanwhile).
const PostedDetailsStep = lazy(async () => ({ default: (await detailsStepModule.load()).PostedDetailsStep }))
const loadOceanStep = () => import('#client/features/feedback/components/giver-ocean-step')
const GiverOceanStep = lazy(async () => ({ default: (await loadOceanStep()).GiverOceanStep }))
const PostedOceanStep = lazy(async () => ({ default: (await loadOceanStep()).PostedOceanStep }))

/**
 * What the server painted into the page for a giver without JavaScript (issue 32): read once, as
 * the server's GiverFormViewSchema made it (decision 0052).
 */
function useServerForm(uuid: string) {
  const client = useQueryClient()
  const [form] = useState(() => ({
    view: client.getQueryData<GiverFormView>(GIVER_FORM_KEYS.view(uuid)) ?? null,
    error: client.getQueryData<string>(GIVER_FORM_KEYS.error(uuid)) ?? null,
    gone: client.getQueryData(GIVER_FORM_KEYS.gone(uuid)) === true,
    withoutScript: client.getQueryData<string>(GIVER_FORM_KEYS.withoutScript(uuid)) ?? null,
  }))
  return form
}

interface PostedStepProps {
  uuid: string
  username: string
  view: GiverFormView
  error: string | null
}

/**
 * The step of a giver whose answers went by posted forms, as the server painted it: it hydrates
 * once its chunk is in, and until then the server's form works as it is. Memoized, so that nothing
 * the page renders again meanwhile (the stored Big Five step restored, the link asked again, the
 * session) reaches the step before it has hydrated: React would drop the server's form for the
 * fallback until the chunk came, and a tap in that moment was lost (the giver stuck on a statement).
 */
const PostedStep = memo(function PostedStep({ uuid, username, view, error }: PostedStepProps) {
  return (
    <Suspense fallback={<Spinner label="Carregando..." className="min-h-[40vh]" />}>
      {view.stage === 'details' ? (
        <PostedDetailsStep uuid={uuid} username={username} view={view} error={error} />
      ) : (
        <PostedOceanStep uuid={uuid} username={username} view={view} error={error} />
      )}
    </Suspense>
  )
})

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Não foi possível abrir este link</h1>
      <p role="alert" className="text-slate-700">
        {errorMessage(error, 'Tente novamente em alguns instantes.')}
      </p>
      <Button onClick={onRetry}>Tentar novamente</Button>
    </Card>
  )
}

/**
 * /feedback/user/{uuid}: the owner sees their invite page; anyone else (signed in or not) gives
 * anonymous feedback.
 */
export function FeedbackPage() {
  const { uuid = '' } = useParams()
  const valid = isUuid(uuid)
  const link = useFeedbackLink(uuid, valid)
  const { user, isLoading: sessionLoading } = useUser()
  const server = useServerForm(uuid)
  const [gone, setGone] = useState(server.gone)
  const navigate = useNavigate()
  const ocean = useGiverOcean(uuid)
  // On the way to /thank-you nothing of the flow renders again: a fresh giver flow would save a new,
  // empty progress for this link.
  const [leaving, setLeaving] = useState(false)
  const thankYou = () => {
    setLeaving(true)
    ocean.finish()
    navigate('/thank-you', { replace: true })
  }

  let content
  if (!valid || gone || (link.error instanceof ApiError && link.error.status === 404)) content = <InvalidLink />
  else if (link.isError) content = <LoadFailure error={link.error} onRetry={() => void link.refetch()} />
  else if (link.isPending || sessionLoading || leaving) content = <Spinner label="Carregando..." className="min-h-[40vh]" />
  else if (user && user.userId === link.data.userId) content = <OwnerInvite username={link.data.username} />
  // Answers sent by a posted form: their secret stays on the server, so these steps post forms too.
  else if (server.view && server.view.stage !== 'questions') {
    content = <PostedStep uuid={uuid} username={link.data.username} view={server.view} error={server.error} />
  } else if (ocean.progress) {
    content = (
      <GiverOceanStep uuid={uuid} username={link.data.username} progress={ocean.progress} update={ocean.update} onDone={thankYou} />
    )
  } else {
    const { username } = link.data
    content = (
      <div className="flex flex-col gap-2 sm:gap-4">
        <AdSlot placement="feedback-top" />
        <GiverFlow
          uuid={uuid}
          username={username}
          onLinkGone={() => setGone(true)}
          server={server.view}
          serverError={server.error}
          withoutScript={server.withoutScript}
          onSent={(assessmentId) => (assessmentId === null ? thankYou() : ocean.start(assessmentId))}
        />
        <AdSlot placement="feedback-bottom" />
      </div>
    )
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 pb-8 pt-3 sm:pt-6">
      <Suspense fallback={<Spinner label="Carregando..." className="min-h-[40vh]" />}>{content}</Suspense>
    </div>
  )
}

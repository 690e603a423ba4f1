import { useQueryClient } from '@tanstack/react-query'
import { CloudOff } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { OCEAN_QUESTION_COUNT } from '#shared/product'
import { OCEAN_MESSAGES, type OceanAssessment } from '#shared/schemas/ocean'
import { Button } from '#client/components/ui/button'
import { Spinner } from '#client/components/ui/spinner'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { readOceanTempResult } from '#client/features/ocean/ocean-assessment'
import { useUser } from '#client/lib/session'
import { oceanAssessmentQueryKey, useOceanAssessment } from '#client/features/ocean/api/get-ocean-assessment'
import { useRecentOceanAssessment } from '#client/features/ocean/api/get-recent-ocean-assessment'
import { useSaveOceanTempResult } from '#client/features/ocean/api/save-ocean-assessment'
import { OceanInlineLogin } from '#client/features/ocean/components/ocean-inline-login'
import { LoginForm } from '#client/features/auth/components/login-form'
import { OceanMessageCard } from '#client/features/ocean/components/ocean-message-card'
import { OceanResultView } from '#client/features/ocean/components/ocean-result-view'
import { OceanOthersComparison } from '#client/features/ocean/components/ocean-others-comparison'
import { AdSlot } from '#client/components/ads/deferred-ad-slot'
// Big Five norms (issue 48): the consent to count (the percentiles are in each factor's card).
import { NormsConsentField } from '#client/features/norms/components/norms-consent-field'
import { aboutMinutes, OCEAN_MINUTES } from '#shared/form-time'

const LOGIN_FAILED = 'Erro ao fazer login'
const CONNECTION_FAILED = 'Erro ao conectar com o servidor'

/** The inline login shows the server's reason, or a connection error when there was no answer. */
const inlineLoginFailure = (error: Error) =>
  error instanceof ApiError ? (error.userMessage ?? LOGIN_FAILED) : CONNECTION_FAILED

function PageShell({ children, subtitle }: { children: ReactNode; subtitle: string }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
      <AdSlot placement="ocean-results-top" />
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Resultados Big Five</h1>
        <p className="mt-2 text-slate-700">{subtitle}</p>
      </header>
      {children}
    </div>
  )
}

function RetakeLinks({ primary = 'Refazer o teste', quiet = false }: { primary?: string; quiet?: boolean }) {
  return (
    <>
      <Button asChild variant={quiet ? 'secondary' : 'primary'}>
        <Link to="/ocean-assessment">{primary}</Link>
      </Button>
      <Button asChild variant={quiet ? 'ghost' : 'secondary'}>
        <Link to="/ocean">Conhecer o Big Five</Link>
      </Button>
    </>
  )
}

function SavedResult({ assessment }: { assessment: OceanAssessment }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="flex flex-col gap-6">
        <OceanResultView scores={assessment} date={assessment.createdAt} norms={assessment} />
        <NormsConsentField />
        <OceanOthersComparison self={assessment} />
      </div>
      <aside aria-label="Próximos passos" className="flex flex-col gap-3 lg:sticky lg:top-24">
        <Button asChild>
          <Link to="/results">Ver meu painel</Link>
        </Button>
        <RetakeLinks quiet />
        <AdSlot placement="ocean-results-sidebar" />
      </aside>
    </div>
  )
}

/**
 * Signed in (SPEC.md §4): a temporary result from an anonymous test is saved first (it is the
 * newest one); then `?id=` is honoured for the owner, or the latest is loaded and its id put in
 * the address; with none, 'Nenhuma avaliação OCEAN encontrada'.
 */
function SignedInResults() {
  const [params, setParams] = useSearchParams()
  const id = params.get('id')
  const queryClient = useQueryClient()
  const [temp] = useState(readOceanTempResult)
  const saveTemp = useSaveOceanTempResult()
  const started = useRef(false)

  const showId = (assessment: OceanAssessment) =>
    setParams({ id: String(assessment.id) }, { replace: true, preventScrollReset: true })

  const saveTempNow = () =>
    saveTemp.mutate(undefined, {
      onSuccess: (saved) => {
        if (saved) showId(saved)
      },
    })

  useEffect(() => {
    if (!temp || started.current) return
    started.current = true
    saveTempNow()
    // Runs once per visit: the ref guards against React's double effects in development.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [temp])

  const tempBusy = temp !== null && (saveTemp.isIdle || saveTemp.isPending)
  const tempFailed = temp !== null && saveTemp.isError
  const settled = !tempBusy && !tempFailed
  const recent = useRecentOceanAssessment(settled && id === null)
  const byId = useOceanAssessment(settled ? id : null)

  // The latest result gets its id in the address (replace, so Back does not bounce here).
  useEffect(() => {
    if (id !== null || !recent.data) return
    queryClient.setQueryData(oceanAssessmentQueryKey(String(recent.data.id)), recent.data)
    setParams({ id: String(recent.data.id) }, { replace: true, preventScrollReset: true })
  }, [id, recent.data, queryClient, setParams])

  if (tempBusy) return <Spinner label="Salvando seu resultado..." className="min-h-[50vh]" />

  if (tempFailed && temp) {
    return (
      <PageShell subtitle="Seu resultado ainda não foi salvo na sua conta.">
        <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center">
          <CloudOff aria-hidden="true" className="size-6 shrink-0 text-red-700" />
          <div className="flex-1 text-sm text-red-900">
            <p className="font-semibold">{OCEAN_MESSAGES.saveOnSignUpFailed}</p>
            <p>{errorMessage(saveTemp.error, OCEAN_MESSAGES.processFailed)}</p>
          </div>
          <Button onClick={saveTempNow}>Tentar novamente</Button>
        </div>
        <OceanResultView scores={temp} date={temp.completedAt} />
      </PageShell>
    )
  }

  const query = id === null ? recent : byId
  if (query.isPending) return <Spinner label="Carregando seu resultado..." className="min-h-[50vh]" />

  if (query.isError) {
    return (
      <PageShell subtitle="Não conseguimos carregar seu resultado agora.">
        <OceanMessageCard
          tone="error"
          title={OCEAN_MESSAGES.fetchFailed}
          actions={
            <>
              <Button onClick={() => void query.refetch()}>Tentar novamente</Button>
              <Button asChild variant="secondary">
                <Link to="/ocean">Conhecer o Big Five</Link>
              </Button>
            </>
          }
        >
          Verifique sua conexão com a internet e tente novamente em alguns instantes.
        </OceanMessageCard>
      </PageShell>
    )
  }

  if (!query.data) {
    return id === null ? (
      <PageShell subtitle="Conheça seus cinco grandes fatores de personalidade.">
        <OceanMessageCard title={OCEAN_MESSAGES.notFound} actions={<RetakeLinks primary="Fazer o teste Big Five" />}>
          Responda {OCEAN_QUESTION_COUNT} afirmações em {aboutMinutes(OCEAN_MINUTES)} e descubra como você se posiciona em
          Abertura, Conscienciosidade, Extroversão, Amabilidade e Neuroticismo.
        </OceanMessageCard>
      </PageShell>
    ) : (
      <PageShell subtitle="Não encontramos o resultado deste endereço.">
        <OceanMessageCard
          title={OCEAN_MESSAGES.assessmentNotFound}
          actions={
            <>
              <Button asChild>
                <Link to="/ocean-results">Ver minha avaliação mais recente</Link>
              </Button>
              <RetakeLinks />
            </>
          }
        >
          Este endereço não corresponde a uma avaliação da sua conta. Veja a mais recente ou faça o teste novamente.
        </OceanMessageCard>
      </PageShell>
    )
  }

  return (
    <PageShell subtitle="Como você se posiciona em cada um dos cinco grandes fatores da personalidade.">
      <SavedResult assessment={query.data} />
    </PageShell>
  )
}

/** Anonymous (SPEC.md §2): the temporary result with an inline login, or a call to take the test. */
function AnonymousResults() {
  const [temp] = useState(readOceanTempResult)
  if (!temp) {
    return (
      <PageShell subtitle="Conheça seus cinco grandes fatores de personalidade.">
        <OceanMessageCard title="Faça o teste Big Five" actions={<RetakeLinks primary="Fazer o teste Big Five" />}>
          <p>
            Ainda não há um resultado neste navegador. Responda {OCEAN_QUESTION_COUNT} afirmações em{' '}
            {aboutMinutes(OCEAN_MINUTES)} para ver o seu.
          </p>
          <p className="mt-3 text-sm">
            Já fez o teste com sua conta?{' '}
            <Link to="/login?redirect=/ocean-results" className="font-semibold text-violet-800 underline">
              Entre para ver seu resultado
            </Link>
          </p>
        </OceanMessageCard>
      </PageShell>
    )
  }
  return (
    <PageShell subtitle="Seu resultado está pronto. Ele ainda não foi salvo: entre ou crie uma conta gratuita para guardá-lo.">
      <a
        href="#salvar-resultado"
        className="self-start rounded-full bg-amber-100 px-4 py-2 text-sm font-semibold text-amber-950 ring-1 ring-inset ring-amber-300 hover:bg-amber-200 lg:hidden"
      >
        Resultado não salvo · Salvar agora
      </a>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <OceanResultView scores={temp} date={temp.completedAt} />
        <aside className="flex flex-col gap-4 lg:sticky lg:top-24">
          <OceanInlineLogin
            loginForm={<LoginForm validation="presence" label="Entrar com e-mail e senha" onFailure={inlineLoginFailure} redirect="/ocean-results" />}
          />
          <Button asChild variant="ghost">
            <Link to="/ocean-assessment">Refazer o teste</Link>
          </Button>
        </aside>
      </div>
    </PageShell>
  )
}

export function OceanResultsPage() {
  const { user, isLoading } = useUser()
  if (isLoading) return <Spinner label="Verificando sua sessão..." className="min-h-[50vh]" />
  return user ? <SignedInResults /> : <AnonymousResults />
}

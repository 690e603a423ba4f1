import { Brain, Compass, RefreshCw } from 'lucide-react'
import { Link } from 'react-router'
import { DISC_SELF_QUESTION_COUNT, OCEAN_QUESTION_COUNT } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { aboutMinutes, DISC_SELF_MINUTES, OCEAN_MINUTES } from '#shared/form-time'

/** Whether the user has an OCEAN result: known yes/no, or unknown when the check failed. */
export type OceanPresence = 'present' | 'absent' | 'unknown'

interface FirstDiscoveryCardProps {
  ocean: OceanPresence
  onRetryOcean: () => void
  retrying: boolean
}

/**
 * The 'waiting for first discovery' card shown while there is no self DISC result (SPEC.md §2):
 * with nothing done it offers both tests; with only OCEAN done it invites to complete DISC.
 */
export function FirstDiscoveryCard({ ocean, onRetryOcean, retrying }: FirstDiscoveryCardProps) {
  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-6 py-10 text-center sm:px-10">
      <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-violet-100 text-violet-700">
        <Compass className="size-8" />
      </span>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">Aguardando sua primeira descoberta</p>
        {ocean === 'present' ? (
          <>
            <h2 className="text-2xl font-bold text-slate-900">Seu Big Five está pronto. Agora complete o DISC!</h2>
            <p className="text-slate-600">
              Com o teste DISC você descobre seu estilo de comportamento e ganha um link para que amigos, família e
              colegas te avaliem de forma anônima. São só {DISC_SELF_QUESTION_COUNT} reflexões.
            </p>
          </>
        ) : (
          <>
            <h2 className="text-2xl font-bold text-slate-900">Seu painel ainda está em branco</h2>
            <p className="text-slate-600">
              Comece pelo teste DISC ({DISC_SELF_QUESTION_COUNT} reflexões, {aboutMinutes(DISC_SELF_MINUTES)}) ou pelo Big Five (
              {OCEAN_QUESTION_COUNT} afirmações, {aboutMinutes(OCEAN_MINUTES)}). Seus resultados aparecem aqui.
            </p>
          </>
        )}
      </div>

      <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
        {ocean === 'present' ? (
          <Button asChild variant="secondary" size="lg">
            <Link to="/ocean-results">
              <Brain aria-hidden="true" className="size-5" /> Ver resultados Big Five
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg">
          <Link to="/assessment">Fazer teste DISC</Link>
        </Button>
        {ocean === 'absent' ? (
          <Button asChild variant="secondary" size="lg">
            <Link to="/ocean-assessment">Fazer teste Big Five</Link>
          </Button>
        ) : null}
      </div>

      {ocean === 'unknown' ? (
        <div role="alert" className="flex w-full flex-col items-center gap-2 rounded-2xl bg-amber-50 p-4 text-sm text-amber-950">
          <p>Não conseguimos verificar se você já fez o teste Big Five.</p>
          <Button variant="secondary" size="sm" onClick={onRetryOcean} disabled={retrying}>
            <RefreshCw aria-hidden="true" className="size-4" /> {retrying ? 'Verificando...' : 'Tentar novamente'}
          </Button>
        </div>
      ) : null}
    </Card>
  )
}

import { ArrowLeft } from 'lucide-react'
import { Link, useNavigate, useParams } from 'react-router'
import { ProtectedRoute } from '#client/components/protected-route'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { COMPARE_MESSAGES } from '#shared/schemas/compare'
import { isUuid } from '#shared/schemas/feedback-texts'
import { errorMessage } from '#client/lib/api-client'
import { useComparison } from '#client/features/compare/api/compare'
import { ComparisonView } from '#client/features/compare/components/comparison-view'
import { EndComparisonButton } from '#client/features/compare/components/end-comparison-button'
import { NeedsJavaScript } from '#client/components/needs-javascript'

function ComparisonBody({ id }: { id: string }) {
  const comparison = useComparison(id)
  const navigate = useNavigate()

  if (comparison.isLoading) return <Spinner label="Carregando a comparação..." className="min-h-[40vh]" />
  if (comparison.error || !comparison.data) {
    return (
      <Card className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Comparação indisponível</h1>
        <p role="alert" className="text-slate-800">
          {isUuid(id) ? errorMessage(comparison.error, 'Não foi possível carregar a comparação agora. Tente novamente.') : COMPARE_MESSAGES.notFound}
        </p>
        <Button asChild size="lg" variant="secondary">
          <Link to="/comparar">Minhas comparações</Link>
        </Button>
      </Card>
    )
  }
  const data = comparison.data
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Link to="/comparar" className="flex items-center gap-1 text-sm font-semibold text-violet-800 underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> Minhas comparações
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Você e {data.other.name}</h1>
      </header>
      <ComparisonView comparison={data} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">Encerrar apaga esta comparação para os dois, na hora.</p>
        <div>
          <EndComparisonButton
            id={data.id}
            otherName={data.other.name}
            onEnded={(message) => void navigate('/comparar', { replace: true, state: { notice: message } })}
          />
        </div>
      </div>
    </div>
  )
}

/** One comparison (issue 47): both people's self results side by side, for either of the two. */
export function ComparisonPage() {
  const { id = '' } = useParams()
  return (
    <>
      <NeedsJavaScript>Para ver esta comparação, ative o JavaScript nas configurações do navegador e recarregue a página.</NeedsJavaScript>
      <ProtectedRoute>
        {() => (
          <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
            <ComparisonBody id={id} />
          </div>
        )}
      </ProtectedRoute>
    </>
  )
}

import { useNavigate } from 'react-router'
import { DISC_OTHERS_QUESTION_COUNT } from '#shared/product'
import { ProtectedRoute } from '#client/components/protected-route'
import { toast } from '#client/lib/toast-store'
import { PARALLEL_INVITATION } from '#client/features/parallel-self/components/parallel-self-card'
import { ParallelWizard } from '#client/features/parallel-self/components/parallel-wizard'

/** /assessment/parallel: the others' 24 questions answered about oneself (signed in only). */
function ParallelAssessment() {
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-6 text-center sm:mb-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-violet-700">Autoavaliação paralela</p>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{PARALLEL_INVITATION}</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          São as {DISC_OTHERS_QUESTION_COUNT} perguntas do feedback, escritas para você. Assim a comparação entre como você
          se vê e como os outros te veem usa as mesmas perguntas dos dois lados.
        </p>
      </header>
      <ParallelWizard
        onSubmitted={() => {
          toast({ title: 'Respostas salvas', description: 'Sua comparação com os outros agora usa as mesmas perguntas.' })
          void navigate('/results')
        }}
      />
    </div>
  )
}

export function ParallelAssessmentPage() {
  return <ProtectedRoute>{() => <ParallelAssessment />}</ProtectedRoute>
}

import { useNavigate } from 'react-router'
import { ProtectedRoute } from '#client/components/protected-route'
import { toast } from '#client/lib/toast-store'
import { ParallelWizard } from '#client/features/parallel-self/components/parallel-wizard'

/** /assessment/parallel: the others' 24 questions answered about oneself (signed in only). */
function ParallelAssessment() {
  const navigate = useNavigate()
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-8 pt-3 sm:pt-6">
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

import { HeartHandshake, ShieldCheck, Sparkles } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { DISC_SELF_QUESTION_COUNT } from '#shared/product'
import { DISC_FORM_ACTION, FORM_FIELDS } from '#shared/forms/self-tests'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { WizardForm } from '#client/components/wizard/wizard-form'
import { inOrder } from '#client/components/wizard/wizard-steps'
import { QuestionStep } from '#client/features/assessment/components/question-step'
import { freshProgress, readProgress } from '#client/features/assessment/hooks/disc-progress'
import { track } from '#client/lib/analytics'
import { useDiscBank } from '#client/lib/question-bank'
import { useUser } from '#client/lib/session'
import { shuffled } from '#client/lib/shuffle'
import { STORAGE_KEYS, writeJson } from '#client/lib/storage'
import { wizardStarted } from '#client/lib/wizard-started'
import { useVisitSeed } from '#client/lib/visit-seed'

/**
 * The DISC test's first question, right on the "Obrigado" (issue 47): one tap answers it and opens
 * the test at question 2. Before the page's code runs (or without it) the tap posts the DISC form
 * and the server keeps the answer, as on /assessment (issue 32).
 */
function FirstQuestion() {
  const bank = useDiscBank('self')
  const seed = useVisitSeed()
  const navigate = useNavigate()
  const question = bank[0]
  if (!question) return null
  const options = inOrder(question.options, shuffled(question.options.map((option) => option.id), seed, question.id))

  const answer = (optionId: string) => {
    // A test already under way in this browser goes on where it was; otherwise this is its first answer.
    const current = readProgress(bank)
    if (!current || !wizardStarted(current)) {
      // The order drawn from this visit's seed (the one on screen), the answer kept, the wizard at question 2.
      writeJson('local', STORAGE_KEYS.discProgress, { ...freshProgress(bank, seed), answers: { [question.id]: optionId }, index: 1 })
      track('assessment_started', { type: 'self' })
    }
    void navigate('/assessment')
  }

  return (
    <WizardForm action={DISC_FORM_ACTION} hidden={{ [FORM_FIELDS.question]: question.id, [FORM_FIELDS.seed]: seed }} className="contents">
      <QuestionStep question={question} options={options} selected={undefined} onSelect={answer} name={FORM_FIELDS.answer} />
    </WizardForm>
  )
}

/** /thank-you: after giving feedback, the giver is thanked and their own test starts right here. */
export function ThankYouPage() {
  const { user } = useUser()
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-3 px-4 py-3 sm:gap-6 sm:py-12">
      {/* On a phone the thanks and the test's first question fit the first screen (issues 33 and 47). */}
      <div className="flex items-center gap-3 sm:flex-col sm:text-center">
        <span className="shrink-0 rounded-full bg-emerald-100 p-2 text-emerald-800 sm:p-3">
          <HeartHandshake aria-hidden="true" className="size-5 sm:size-8" />
        </span>
        <div className="flex flex-col gap-0.5 sm:gap-2">
          <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-4xl">Obrigado pelo seu feedback!</h1>
          <p className="text-sm text-slate-600 sm:text-lg">Sua visão sincera ajuda alguém a enxergar o que não veria sozinho.</p>
        </div>
      </div>

      <Card className="flex flex-col gap-3 bg-gradient-to-br from-violet-50 to-fuchsia-50 p-3! sm:gap-5 sm:p-6!">
        <div className="flex items-start gap-2">
          <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-700" />
          <div className="flex flex-col gap-0.5">
            <h2 className="text-lg font-bold text-slate-900">E você, como se vê?</h2>
            {user ? (
              <p className="text-sm text-slate-700">Seu perfil e o seu link de feedback estão na sua área.</p>
            ) : (
              <p className="text-sm text-slate-700">
                Teste DISC gratuito: {DISC_SELF_QUESTION_COUNT} reflexões rápidas. Depois, seu próprio link para receber feedback.
              </p>
            )}
          </div>
        </div>
        {user ? (
          <Button asChild size="lg">
            <Link to="/results">Ver meu perfil e meu link</Link>
          </Button>
        ) : (
          <FirstQuestion />
        )}
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
          Seu resultado fica privado: só você tem acesso a ele.
        </p>
      </Card>

      <p className="text-center text-sm text-slate-600">
        Suas respostas foram enviadas de forma anônima. Saiba como cuidamos dos dados na nossa{' '}
        <Link to="/privacy" className="font-semibold text-violet-800 underline underline-offset-2 hover:text-violet-950">
          Política de Privacidade
        </Link>
        . Ou volte ao{' '}
        <Link to="/" className="font-semibold text-violet-800 underline underline-offset-2 hover:text-violet-950">
          Início
        </Link>
        .
      </p>
    </div>
  )
}

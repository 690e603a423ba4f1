import { BellOff } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { EMAIL_PREFERENCES_PATH, EMAIL_MESSAGES } from '#shared/schemas/email'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { errorMessage } from '#client/lib/api-client'
import { useUnsubscribe } from '#client/features/email/api/email-preferences'

const LIST_NAMES = { feedbackDigests: 'os avisos sobre seus feedbacks', premiumReminders: 'os lembretes do fim do Premium' } as const

/** The unsubscribe link of an email: works without logging in; a click confirms (no change on mere opening). */
export function UnsubscribePage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = useUnsubscribe()

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">Cancelar inscrição</h1>
      <Card className="flex flex-col gap-5">
        {unsubscribe.isSuccess ? (
          <div className="flex flex-col gap-3" role="status">
            <p className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
              <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <span>
                {EMAIL_MESSAGES.unsubscribed} Você deixou de receber {LIST_NAMES[unsubscribe.data.list]}.
              </span>
            </p>
            <p className="text-sm text-slate-600">
              Mudou de ideia? Ative de novo nas{' '}
              <Link to={EMAIL_PREFERENCES_PATH} className="font-medium text-violet-800 underline underline-offset-2">
                preferências de e-mail
              </Link>
              .
            </p>
          </div>
        ) : (
          <>
            <p className="text-slate-700">Não quer mais receber este tipo de e-mail? Confirme abaixo. E-mails essenciais da conta continuam chegando.</p>
            {unsubscribe.isError ? (
              <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {errorMessage(unsubscribe.error, EMAIL_MESSAGES.tokenInvalid)}
              </p>
            ) : null}
            <Button size="lg" onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending || !token}>
              {unsubscribe.isPending ? 'Cancelando...' : 'Cancelar inscrição'}
            </Button>
          </>
        )}
      </Card>
    </div>
  )
}

import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { EMAIL_MESSAGES } from '#shared/schemas/email'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { useVerifyEmail } from '#client/features/email/api/verify-email'
import { TokenProblem } from '#client/features/email/components/token-problem'

/** The page a confirmation email links to: confirms on arrival, once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const verify = useVerifyEmail()
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    verify.mutate(token)
  }, [token, verify])

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">Confirmação de e-mail</h1>
      <Card className="flex flex-col gap-5">
        {!token ? (
          <TokenProblem message={EMAIL_MESSAGES.tokenInvalid} action="verify" />
        ) : verify.isSuccess ? (
          <div className="flex flex-col gap-4" role="status">
            <p className="flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" /> {verify.data.message}
            </p>
            <Button asChild size="lg">
              <Link to="/results">Ver meus resultados</Link>
            </Button>
          </div>
        ) : verify.isError ? (
          <TokenProblem message={errorMessage(verify.error, EMAIL_MESSAGES.tokenInvalid)} action="verify" />
        ) : (
          <Spinner className="min-h-32" label="Confirmando seu e-mail..." />
        )}
      </Card>
    </div>
  )
}

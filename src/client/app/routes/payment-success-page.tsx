import { AlertTriangle, CheckCircle2, LogIn } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { CURRENCY, PLANS, type PlanId } from '#shared/product'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { PremiumFeatureList } from '#client/components/upgrade/premium-features'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/lib/toast-store'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useSession } from '#client/lib/session'
import { activatePremium } from '#client/features/payment/api/activate-premium'
import { checkPaymentStatus } from '#client/features/payment/api/check-payment-status'
import { PaymentResult } from '#client/features/payment/components/payment-result'
import { paymentIdFrom } from '#client/features/payment/payment-params'
import { track } from '#client/lib/analytics'

type Phase = 'activating' | 'activated' | 'already-active' | 'session-expired' | 'error'

/** /login?redirect=/payment/success… that brings the payment id back, flagged as a restored session. */
function loginLink(paymentId: string, plan: PlanId) {
  const back = `/payment/success?payment_id=${paymentId}&plan=${plan}&session_restored=true`
  return `/login?redirect=${encodeURIComponent(back).replace(/%2F/g, '/')}`
}

/**
 * SPEC.md §4 "Payment success page": with a session, ask the server to check the payment (which
 * applies it when approved); if that does not make the user premium, call the activation; if that
 * fails but the user is premium anyway, the plan was already active. Runs once.
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const session = useSession()
  const paymentId = paymentIdFrom(params)
  const plan: PlanId = params.get('plan') === 'quarterly' ? 'quarterly' : 'monthly'
  const sessionRestored = params.get('session_restored') === 'true'
  const [phase, setPhase] = useState<Phase>('activating')
  const [problem, setProblem] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const freshUser = () => session.refresh()

    const activated = async () => {
      track('upgrade_completed', { plan, price: PLANS[plan].price, value: PLANS[plan].price, currency: CURRENCY, method: 'mercadopago' })
      await session.refresh().catch(() => undefined)
      toast({ title: 'Premium ativado!', description: 'Aproveite todos os recursos do Espelho Premium.', variant: 'success' })
      setPhase('activated')
    }

    const run = async () => {
      if (!paymentId) {
        toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.missingPaymentId, variant: 'destructive' })
        navigate('/checkout', { replace: true })
        return
      }
      const user = await freshUser()
      if (!user) {
        setPhase('session-expired')
        return
      }
      const check = await checkPaymentStatus(paymentId).catch(() => null)
      if (check?.isPremium || user.isPremium) return activated()
      try {
        await activatePremium({ isPremium: true, months: PLANS[plan].months, paymentId })
        return await activated()
      } catch (error) {
        const now = await freshUser().catch(() => null)
        if (now?.isPremium) {
          toast({ title: PAYMENT_MESSAGES.alreadyActiveTitle, description: 'Seu plano Premium já está ativo.' })
          setPhase('already-active')
          return
        }
        if (error instanceof ApiError && error.status === 401) {
          setPhase('session-expired')
          return
        }
        const description = errorMessage(error, PAYMENT_MESSAGES.successException)
        toast({ title: PAYMENT_MESSAGES.activationTitle, description, variant: 'destructive' })
        setProblem(description)
        setPhase('error')
      }
    }

    run().catch(() => {
      toast({ title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.successException, variant: 'destructive' })
      setProblem(PAYMENT_MESSAGES.successException)
      setPhase('error')
    })
  }, [navigate, paymentId, plan, session])

  if (phase === 'session-expired' && paymentId) {
    return (
      <PaymentResult tone="warning" icon={<LogIn className="size-7" />} title="Sessão expirada">
        <p className="text-center text-slate-700">
          Seu pagamento foi recebido, mas sua sessão expirou. Entre novamente para ativarmos seu plano Premium.
        </p>
        <Button asChild size="lg">
          <Link to={loginLink(paymentId, plan)}>Entrar para ativar</Link>
        </Button>
      </PaymentResult>
    )
  }

  if (phase === 'error') {
    return (
      <PaymentResult tone="danger" icon={<AlertTriangle className="size-7" />} title={PAYMENT_MESSAGES.activationTitle}>
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {problem}
        </p>
        <p className="text-slate-700">
          Recarregue a página para tentar de novo. Se o problema continuar, fale com o suporte informando o ID do pagamento{' '}
          <strong>{paymentId}</strong>.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => window.location.reload()}>Tentar novamente</Button>
          <Button asChild variant="secondary">
            <Link to="/">Voltar ao início</Link>
          </Button>
        </div>
      </PaymentResult>
    )
  }

  const activating = phase === 'activating'
  return (
    <PaymentResult tone="success" icon={<CheckCircle2 className="size-7" />} title="Pagamento confirmado!">
      {sessionRestored ? (
        <p role="status" className="rounded-xl bg-violet-50 p-3 text-sm text-violet-950">
          Sessão restaurada: você entrou novamente e estamos concluindo a ativação do seu plano.
        </p>
      ) : null}
      {activating ? (
        <div className="flex items-center justify-center gap-3 rounded-xl bg-slate-50 p-4" role="status">
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-[3px] border-violet-200 border-t-violet-700" />
          <span className="font-medium text-slate-800">Ativando seu plano...</span>
        </div>
      ) : (
        <p role="status" className="text-center text-slate-700">
          {phase === 'already-active' ? (
            <>
              <strong>{PAYMENT_MESSAGES.alreadyActiveTitle}.</strong> Seu plano Premium já estava ativo.
            </>
          ) : (
            'Seu plano Premium está ativo. Obrigado por apoiar o Espelho!'
          )}
        </p>
      )}
      <div className="rounded-xl border border-slate-200 p-4">
        <h2 className="mb-3 font-semibold text-slate-900">Seu plano Premium inclui</h2>
        <PremiumFeatureList />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" className="sm:flex-1" disabled={activating} onClick={() => navigate('/results')}>
          Ver resultados
        </Button>
        <Button size="lg" variant="secondary" className="sm:flex-1" disabled={activating} onClick={() => navigate('/')}>
          Voltar ao início
        </Button>
      </div>
    </PaymentResult>
  )
}

import { Clock } from 'lucide-react'
import { Link, useLocation, useNavigate, useSearchParams } from '#client/lib/router'
import { PAYMENT_MESSAGES, planLabel } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/lib/toast-store'
import { errorMessage } from '#client/lib/api-client'
import { useCheckPaymentStatus } from '#client/features/payment/api/check-payment-status'
import { PaymentResult } from '#client/features/payment/components/payment-result'
import { SandboxNotice } from '#client/features/payment/components/sandbox-notice'
import { paymentIdFrom } from '#client/features/payment/payment-params'

const REFUSED = new Set(['rejected', 'cancelled', 'refunded', 'charged_back'])

export function PaymentPendingPage() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const paymentId = paymentIdFrom(params)
  const plan = params.get('plan')
  const check = useCheckPaymentStatus()

  const verify = () => {
    if (!paymentId) return
    check.mutate(paymentId, {
      onSuccess: (result) => {
        if (result.isPremium) {
          navigate(`/payment/success?payment_id=${paymentId}&status=approved${plan ? `&plan=${encodeURIComponent(plan)}` : ''}`)
        } else if (REFUSED.has(result.status)) {
          navigate(`/payment/cancel?payment_id=${paymentId}&status=${encodeURIComponent(result.status)}`)
        } else {
          toast({
            title: PAYMENT_MESSAGES.stillPendingTitle,
            description: 'O Mercado Pago ainda não confirmou o pagamento. Tente de novo em alguns minutos.',
          })
        }
      },
      onError: (error) =>
        toast({
          title: PAYMENT_MESSAGES.checkFailedTitle,
          description: errorMessage(error, 'Não foi possível verificar o pagamento agora. Tente novamente em instantes.'),
          variant: 'destructive',
        }),
    })
  }

  return (
    <PaymentResult tone="warning" icon={<Clock className="size-7" />} title="Pagamento pendente">
      <p className="text-center text-slate-700">
        O Mercado Pago ainda está processando seu pagamento. Pix costuma ser confirmado em minutos; boleto, em até 3 dias
        úteis. Assim que for aprovado, seu Premium é ativado automaticamente.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4">
        <dt className="text-slate-600">Plano</dt>
        <dd className="font-semibold text-slate-900">Premium {planLabel(plan)}</dd>
        <dt className="text-slate-600">ID do pagamento</dt>
        <dd className="break-all font-semibold text-slate-900">{paymentId ?? 'Não disponível'}</dd>
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="lg" className="sm:flex-1" disabled={!paymentId || check.isPending} aria-busy={check.isPending} onClick={verify}>
          {check.isPending ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
          ) : null}
          Verificar status
        </Button>
        <Button asChild size="lg" variant="secondary" className="sm:flex-1">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </div>
      {paymentId ? (
        <SandboxNotice>
          <form method="post" action={`/sandbox/mercadopago/payments/${paymentId}/approve`}>
            <input type="hidden" name="back" value={location.pathname + location.search} />
            <p className="mb-2">Para demonstrar a confirmação, aprove este pagamento simulado e depois clique em “Verificar status”.</p>
            <Button type="submit" size="sm" variant="secondary">
              Aprovar pagamento de teste
            </Button>
          </form>
        </SandboxNotice>
      ) : null}
    </PaymentResult>
  )
}

import { Clock, LogIn, QrCode } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { PAYMENT_MESSAGES, planLabel } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { Spinner } from '#client/components/ui/spinner'
import { toast } from '#client/lib/toast-store'
import { ApiError, errorMessage } from '#client/lib/api-client'
import { useCheckPaymentStatus } from '#client/features/payment/api/check-payment-status'
import { usePaymentStatus } from '#client/features/payment/api/payment-status'
import { PaymentResult } from '#client/features/payment/components/payment-result'
import { PixPanel } from '#client/features/payment/components/pix-panel'
import { SandboxNotice } from '#client/features/payment/components/sandbox-notice'
import { paymentIdFrom } from '#client/features/payment/payment-params'

const REFUSED = new Set(['rejected', 'cancelled', 'refunded', 'charged_back'])

/** /login?redirect=… back to this very page (the payment id is in its address). */
const loginLink = (path: string) => `/login?redirect=${encodeURIComponent(path).replace(/%2F/g, '/')}`

/**
 * A payment still waiting (boleto, PIX): the page asks the server every few seconds and moves on
 * by itself when the approval (verified by the server) arrives, or to the failure page when the
 * payment is refused, expires or is given back (decision 0047). "Verificar status" asks at once.
 */
export function PaymentPendingPage() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const paymentId = paymentIdFrom(params)
  const plan = params.get('plan')
  const check = useCheckPaymentStatus()
  const status = usePaymentStatus(paymentId)
  const data = status.data
  const isPix = data ? data.method === 'pix' : params.get('method') === 'pix'
  const isGift = data ? data.gift : params.get('gift') === '1'
  const outcome = isGift
    ? 'esta página mostra sozinha o link do presente'
    : 'seu Premium é ativado e esta página avança sozinha'
  const here = location.pathname + location.search

  useEffect(() => {
    if (!data || !paymentId) return
    const planQuery = `&plan=${encodeURIComponent(data.plan)}`
    if (data.status === 'approved' && data.gift) {
      navigate(`/gift/success?payment_id=${paymentId}${planQuery}`, { replace: true })
    } else if (data.status === 'approved') {
      navigate(`/payment/success?payment_id=${paymentId}&status=approved${planQuery}`, { replace: true })
    } else if (REFUSED.has(data.status)) {
      const detail = data.statusDetail ? `&status_detail=${encodeURIComponent(data.statusDetail)}` : ''
      const method = data.method ? `&method=${encodeURIComponent(data.method)}` : ''
      // The plan and the gift mark let the failure page offer a new PIX for the same purchase.
      const gift = data.gift ? '&gift=1' : ''
      navigate(`/payment/cancel?payment_id=${paymentId}&status=${encodeURIComponent(data.status)}${detail}${method}${planQuery}${gift}`, { replace: true })
    }
  }, [data, navigate, paymentId])

  const verify = () => {
    if (!paymentId) return
    check.mutate(paymentId, {
      onSuccess: (result) => {
        if (result.status === 'approved' || REFUSED.has(result.status)) {
          void status.refetch()
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

  const signedOut = status.error instanceof ApiError && status.error.status === 401
  if (signedOut) {
    return (
      <PaymentResult tone="warning" icon={<LogIn className="size-7" />} title="Entre para acompanhar o pagamento">
        <p className="text-center text-slate-700">
          Sua sessão expirou. Entre novamente para ver o status do pagamento {paymentId}; nada foi perdido.
        </p>
        <Button asChild size="lg">
          <Link to={loginLink(here)}>Entrar</Link>
        </Button>
      </PaymentResult>
    )
  }

  const title = isPix ? PAYMENT_MESSAGES.pixWaiting : 'Pagamento pendente'
  return (
    <PaymentResult tone="warning" icon={isPix ? <QrCode className="size-7" /> : <Clock className="size-7" />} title={title}>
      {isPix ? (
        <p className="text-center text-slate-700">
          Pague o PIX pelo app do seu banco. Assim que o Mercado Pago confirmar, {outcome}.
        </p>
      ) : (
        <p className="text-center text-slate-700">
          O Mercado Pago ainda está processando seu pagamento. Pix costuma ser confirmado em minutos; boleto, em até 3 dias
          úteis. Assim que for aprovado, {isGift ? 'o link do presente aparece aqui' : 'seu Premium é ativado'} automaticamente.
        </p>
      )}
      {paymentId && status.isPending ? <Spinner label="Consultando o pagamento..." className="py-2" /> : null}
      {status.error && !signedOut ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {errorMessage(status.error, 'Não foi possível consultar o pagamento agora. Tente novamente em instantes.')}
        </p>
      ) : null}
      {data?.pix ? <PixPanel pix={data.pix} /> : null}
      {data && !status.error ? (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-700">
          <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-amber-500" />
          {isPix ? `${PAYMENT_MESSAGES.pixWaiting}…` : 'Aguardando a confirmação do Mercado Pago…'}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4">
        <dt className="text-slate-600">{isGift ? 'Presente' : 'Plano'}</dt>
        <dd className="font-semibold text-slate-900">Premium {planLabel(data?.plan ?? plan)}</dd>
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
          {data?.pix?.ticketUrl ? (
            <p>
              <a className="font-semibold underline" href={data.pix.ticketUrl}>
                Abrir este PIX no Mercado Pago de teste
              </a>{' '}
              para simular o pagamento pelo banco.
            </p>
          ) : null}
          <form method="post" action={`/sandbox/mercadopago/payments/${paymentId}/approve`}>
            <input type="hidden" name="back" value={here} />
            <p className="mb-2">Para demonstrar a confirmação, aprove este pagamento simulado: esta página se atualiza sozinha.</p>
            <Button type="submit" size="sm" variant="secondary">
              Aprovar pagamento de teste
            </Button>
          </form>
        </SandboxNotice>
      ) : null}
    </PaymentResult>
  )
}

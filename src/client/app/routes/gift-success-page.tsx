import { AlertTriangle, Clock, Gift } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { PLANS } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { Spinner } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { useGifts } from '#client/features/payment/api/gifts'
import { usePaymentStatus } from '#client/features/payment/api/payment-status'
import { GiftShare } from '#client/features/payment/components/gift-share'
import { PaymentResult } from '#client/features/payment/components/payment-result'
import { paymentIdFrom } from '#client/features/payment/payment-params'

/**
 * Where a gift's approved payment lands (decision 0048): the server verifies the payment (which
 * makes the code available) and the page shows the code and the ways to send it. A reload asks
 * again from the payment id in the address.
 */
export function GiftSuccessPage() {
  const [params] = useSearchParams()
  const paymentId = paymentIdFrom(params)
  const status = usePaymentStatus(paymentId)
  const approved = status.data?.status === 'approved'
  const gifts = useGifts({ enabled: approved })
  const gift = gifts.data?.bought.find((entry) => entry.paymentId === paymentId)

  if (!paymentId) {
    return (
      <PaymentResult tone="danger" icon={<AlertTriangle className="size-7" />} title="Presente não encontrado">
        <p className="text-center text-slate-700">Não conseguimos identificar o pagamento deste presente.</p>
        <Button asChild size="lg">
          <Link to="/account">Ver meus presentes</Link>
        </Button>
      </PaymentResult>
    )
  }

  const problem = status.error ?? gifts.error
  if (problem || (status.data && !approved && status.data.status !== 'pending' && status.data.status !== 'in_process')) {
    return (
      <PaymentResult tone="danger" icon={<AlertTriangle className="size-7" />} title="Não foi possível mostrar o presente">
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
          {problem
            ? errorMessage(problem, 'Não foi possível consultar o pagamento agora. Tente novamente em instantes.')
            : 'O pagamento deste presente não foi aprovado (recusado, cancelado ou estornado). Nenhum código foi criado.'}
        </p>
        <Button asChild size="lg" variant="secondary">
          <Link to="/account">Ver meus presentes</Link>
        </Button>
      </PaymentResult>
    )
  }

  if (status.data && !approved) {
    return (
      <PaymentResult tone="warning" icon={<Clock className="size-7" />} title="Aguardando pagamento">
        <p className="text-center text-slate-700">
          O Mercado Pago ainda não confirmou o pagamento do presente. O link aparece aqui assim que ele for aprovado.
        </p>
        <Button asChild size="lg">
          <Link to={`/payment/pending?payment_id=${paymentId}&gift=1`}>Acompanhar o pagamento</Link>
        </Button>
      </PaymentResult>
    )
  }

  if (!gift) {
    return (
      <PaymentResult tone="neutral" icon={<Gift className="size-7" />} title="Preparando seu presente">
        <Spinner label="Confirmando o pagamento e criando o código do presente..." />
        <p className="text-center text-slate-700" aria-hidden="true">
          Confirmando o pagamento...
        </p>
      </PaymentResult>
    )
  }

  const period = PLANS[gift.plan].months === 1 ? '1 mês' : `${PLANS[gift.plan].months} meses`
  return (
    <PaymentResult tone="success" icon={<Gift className="size-7" />} title="Seu presente está pronto!">
      <p role="status" className="text-center text-slate-700">
        Pagamento confirmado: {period} de Premium para quem você quiser. Envie o link abaixo; ele vale uma única vez.
      </p>
      {gift.status === 'available' && gift.code && gift.redeemUrl ? (
        <GiftShare plan={gift.plan} code={gift.code} redeemUrl={gift.redeemUrl} />
      ) : (
        <p className="rounded-xl bg-slate-50 p-3 text-center text-slate-800">
          {gift.status === 'redeemed' ? 'Este presente já foi resgatado.' : 'Este presente foi cancelado.'}
        </p>
      )}
      <Button asChild size="lg" variant="secondary" className="h-auto! min-h-12 whitespace-normal py-3 text-center">
        <Link to="/account">Ver meus presentes em Minha conta</Link>
      </Button>
    </PaymentResult>
  )
}

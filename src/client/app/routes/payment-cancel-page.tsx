import { XCircle } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment'
import { Button } from '#client/components/ui/button'
import { PaymentResult } from '#client/features/payment/components/payment-result'

/** SPEC.md §8 cancel page error codes; any other code gets the generic message. */
const ERROR_MESSAGES: Record<string, string> = {
  no_payment_id: 'Não conseguimos identificar os detalhes do seu pagamento.',
  payment_verification_failed: 'Não conseguimos verificar o status do pagamento com o Mercado Pago.',
  internal_error: 'Ocorreu um erro interno ao processar seu pagamento.',
}
const GENERIC_ERROR = 'Houve um problema com o seu pagamento.'

const statusOf = (params: URLSearchParams) => params.get('status') ?? params.get('collection_status')

/** PIX (decision 0047): expired unpaid, or paid too late and given back; null for anything else. */
function pixOutcome(params: URLSearchParams): 'expired' | 'refunded' | null {
  if (params.get('error')) return null
  const status = statusOf(params)
  if (params.get('method') === 'pix' && status === 'refunded') return 'refunded'
  if (status === 'cancelled' && params.get('status_detail') === 'expired') return 'expired'
  return null
}

function reason(params: URLSearchParams): string {
  const error = params.get('error')
  if (error) return ERROR_MESSAGES[error] ?? GENERIC_ERROR
  const pix = pixOutcome(params)
  if (pix) return pix === 'refunded' ? PAYMENT_MESSAGES.pixPaidAfterExpiry : PAYMENT_MESSAGES.pixExpired
  const status = statusOf(params)
  if (status === 'rejected') return 'O pagamento foi recusado pelo Mercado Pago.'
  if (status === 'cancelled') return 'O pagamento foi cancelado.'
  return 'Você saiu do pagamento antes de concluí-lo.'
}

const CARD_TIPS = [
  'Pague com PIX: o botão abaixo gera o QR Code e o código Copia e Cola, sem cartão.',
  'Ou confira os dados do cartão e se há limite disponível; às vezes o banco bloqueia a compra.',
  'Se o problema continuar, fale com o nosso suporte.',
]
const PIX_EXPIRED_TIPS = [
  'Gere um novo código pelo botão abaixo.',
  'Pague em até 30 minutos pelo app do seu banco, lendo o QR Code ou colando o código.',
  'Se preferir, escolha cartão na mesma página.',
]
const PIX_REFUNDED_TIPS = [
  'O Mercado Pago devolve o valor sozinho para a conta que fez o PIX; você não precisa pedir.',
  'Para assinar, gere um novo código pelo botão abaixo e pague dentro dos 30 minutos.',
  'Se o valor não voltar, fale com o nosso suporte informando o número do pagamento.',
]

/** What the person can do next: a card's problems are not an expired PIX's. */
const TIPS = { expired: PIX_EXPIRED_TIPS, refunded: PIX_REFUNDED_TIPS } as const
const tips = (params: URLSearchParams): string[] => {
  const pix = pixOutcome(params)
  return pix ? TIPS[pix] : CARD_TIPS
}

/**
 * Where to pay again: the same choice of PIX or card, PIX already chosen (issue 46), on the gift page
 * for a gift (with its plan) and on the checkout otherwise.
 */
function retryPath(params: URLSearchParams): string {
  if (params.get('gift') === '1') {
    const plan = params.get('plan') === 'quarterly' ? 'quarterly' : 'monthly'
    return `/gift?plan=${plan}&method=pix`
  }
  return '/checkout?method=pix'
}

export function PaymentCancelPage() {
  const [params] = useSearchParams()
  const pix = pixOutcome(params)
  return (
    <PaymentResult tone="danger" icon={<XCircle className="size-7" />} title="Pagamento não concluído">
      <div className="flex flex-col gap-2 text-center">
        <p className="text-slate-800">{reason(params)}</p>
        <p className="font-semibold text-slate-900">
          {params.get('status') === 'refunded'
            ? 'O valor volta para a sua conta pelo próprio PIX.'
            : 'Fique tranquilo: nenhuma cobrança foi feita.'}
        </p>
      </div>
      <div className="rounded-xl bg-slate-50 p-4">
        <h2 className="mb-2 font-semibold text-slate-900">O que você pode fazer</h2>
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-slate-700">
          {tips(params).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg" className="sm:flex-1">
          <Link to={retryPath(params)}>{pix ? 'Gerar novo PIX' : 'Pagar com PIX'}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary" className="sm:flex-1">
          <Link to="/">Voltar ao início</Link>
        </Button>
      </div>
    </PaymentResult>
  )
}

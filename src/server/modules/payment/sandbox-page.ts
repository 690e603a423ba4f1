import type { SandboxPayment, SandboxPreference } from './sandbox-store'
import { formatMoney } from '#shared/format'

/** Server-rendered pages of the sandbox checkout: plain HTML and CSS, no script (CSP allows none). */
const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')


const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1e293b;line-height:1.5}
.banner{background:#fef3c7;color:#78350f;border-bottom:2px solid #f59e0b;padding:12px 16px;text-align:center;font-weight:700}
.banner span{display:block;font-weight:400;font-size:14px}
header{background:#0a5a8f;color:#fff;padding:14px 16px}header p{margin:0;max-width:560px;margin:0 auto;font-weight:700;font-size:18px}
main{max-width:560px;margin:24px auto;padding:0 16px 32px}
h1{font-size:24px;margin:0 0 16px}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 1px 3px rgba(15,23,42,.12);margin-bottom:16px}
.muted{color:#475569;font-size:14px;margin:0;overflow-wrap:anywhere}.item{font-weight:700;font-size:18px;margin:4px 0}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid #e2e8f0;margin-top:12px;padding-top:12px}
.total strong{font-size:26px}
form{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-weight:700;border:0;border-radius:12px;padding:14px 16px;cursor:pointer;text-align:left}
button small{display:block;font-weight:400;font-size:13px;opacity:.95}
button:focus-visible,a:focus-visible{outline:3px solid #1e293b;outline-offset:2px}
.pix{background:#0a5a8f;color:#fff}.pix:hover{background:#084a75}
.approve{background:#047857;color:#fff}.approve:hover{background:#065f46}
.pending{background:#fff;color:#92400e;box-shadow:inset 0 0 0 2px #d97706}.pending:hover{background:#fffbeb}
.reject{background:#b91c1c;color:#fff}.reject:hover{background:#991b1b}
a{color:#075985}.back{display:inline-block;margin-top:16px}
.qr{display:block;width:220px;max-width:100%;height:auto;margin:8px auto;image-rendering:pixelated}
label{font-weight:700;display:block;margin:12px 0 4px}
textarea{width:100%;font:13px ui-monospace,monospace;border:1px solid #94a3b8;border-radius:8px;padding:8px;resize:none;word-break:break-all}
.status{font-weight:700;border-radius:8px;padding:8px 12px;background:#f1f5f9}
`

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<title>${escapeHtml(title)} | Mercado Pago (ambiente de teste)</title>
<style>${STYLES}</style>
</head>
<body>
<div class="banner" role="note">Ambiente de teste — nenhuma cobrança real<span>Este é o Mercado Pago simulado do Espelho, para testes e demonstrações.</span></div>
<header><p>Mercado Pago <small>(simulado)</small></p></header>
<main>
${body}
</main>
</body>
</html>`
}

export function renderCheckoutPage(preference: SandboxPreference, leaveUrl: string | null) {
  const item = preference.items[0]
  const total = preference.items.reduce((sum, entry) => sum + entry.unit_price * entry.quantity, 0)
  const currency = item?.currency_id ?? 'BRL'
  const email = preference.payer?.email
  const action = `/sandbox/mercadopago/checkout/${encodeURIComponent(preference.id)}`
  return layout(
    'Finalize seu pagamento',
    `<h1>Finalize seu pagamento</h1>
<section class="card" aria-labelledby="resumo">
  <h2 id="resumo" class="muted">Você está pagando para Espelho</h2>
  <p class="item">${escapeHtml(item?.title ?? 'Pagamento')}</p>
  ${item?.description ? `<p class="muted">${escapeHtml(item.description)}</p>` : ''}
  ${email ? `<p class="muted">Pagador: ${escapeHtml(email)}</p>` : ''}
  <div class="total"><span>Total</span><strong>${escapeHtml(formatMoney(Math.round(total * 100), currency))}</strong></div>
</section>
<section class="card" aria-labelledby="pix">
  <h2 id="pix" style="font-size:18px;margin:0 0 4px">Pagar com PIX</h2>
  <p class="muted" style="margin-bottom:12px">QR Code ou PIX Copia e Cola, com aprovação em instantes.</p>
  <form method="post" action="${escapeHtml(action)}">
    <button class="pix" type="submit" name="action" value="pix">Pagar com PIX<small>Gera o QR Code e o código Copia e Cola desta compra.</small></button>
  </form>
</section>
<section class="card" aria-labelledby="simular">
  <h2 id="simular" style="font-size:18px;margin:0 0 4px">Cartão ou boleto: escolha o resultado</h2>
  <p class="muted" style="margin-bottom:12px">Nenhum dado de cartão é pedido: o botão decide o que o Mercado Pago responderia.</p>
  <form method="post" action="${escapeHtml(action)}">
    <button class="approve" type="submit" name="action" value="approve">Aprovar pagamento<small>Como um cartão aprovado na hora.</small></button>
    <button class="pending" type="submit" name="action" value="pending">Deixar pendente<small>Como um boleto ainda não pago; pode ser aprovado depois.</small></button>
    <button class="reject" type="submit" name="action" value="reject">Recusar pagamento<small>Como um cartão recusado pelo banco.</small></button>
  </form>
  ${leaveUrl ? `<a class="back" href="${escapeHtml(leaveUrl)}">Voltar para a loja sem pagar</a>` : ''}
</section>`,
  )
}

export function renderMessagePage(title: string, message: string, status: 'error' | 'info' = 'error') {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<section class="card" ${status === 'error' ? 'role="alert"' : ''}>
  <p>${escapeHtml(message)}</p>
</section>`,
  )
}

const PIX_STATUS: Record<string, string> = {
  pending: 'Aguardando pagamento do PIX',
  approved: 'PIX pago e aprovado',
  refunded: 'PIX recebido depois do vencimento: o valor foi devolvido (estornado)',
  cancelled: 'PIX expirado: este código não pode mais ser pago',
}

/**
 * A PIX charge's page (its ticket_url at Mercado Pago): the QR code, the code to copy (selectable
 * text: this page has no script, the copy button lives on the site's own page) and the sandbox's
 * button that plays the payer's bank. Paying after the expiry is allowed here on purpose: Mercado
 * Pago then gives the money back, and the site must not start anything.
 */
export function renderPixPage(payment: SandboxPayment, now: number, back: string) {
  const data = payment.point_of_interaction?.transaction_data
  const expires = payment.date_of_expiration ? new Date(payment.date_of_expiration) : null
  const expired = expires !== null && now > expires.getTime()
  const payable = payment.status === 'pending' || (payment.status === 'cancelled' && payment.status_detail === 'expired')
  const expiresText = expires
    ? expires.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' })
    : ''
  return layout(
    'Pagar com PIX',
    `<h1>Pagar com PIX</h1>
<section class="card" aria-labelledby="resumo">
  <h2 id="resumo" class="muted">Você está pagando para Espelho</h2>
  <p class="item">${escapeHtml(payment.description)}</p>
  <div class="total"><span>Total</span><strong>${escapeHtml(formatMoney(Math.round(payment.transaction_amount * 100), payment.currency_id))}</strong></div>
  <p class="status" role="status">${escapeHtml(PIX_STATUS[payment.status] ?? payment.status)}</p>
  ${expires && payment.status === 'pending' ? `<p class="muted">Válido até ${escapeHtml(expiresText)} (horário de Brasília).</p>` : ''}
</section>
${
  data
    ? `<section class="card" aria-labelledby="qr">
  <h2 id="qr" style="font-size:18px;margin:0 0 4px">Escaneie o QR Code no app do seu banco</h2>
  <img class="qr" src="data:image/png;base64,${escapeHtml(data.qr_code_base64)}" alt="QR Code do PIX de ${escapeHtml(formatMoney(Math.round(payment.transaction_amount * 100), payment.currency_id))}" width="220" height="220" />
  <label for="pix-code">PIX Copia e Cola</label>
  <textarea id="pix-code" rows="4" readonly>${escapeHtml(data.qr_code)}</textarea>
</section>`
    : ''
}
${
  payable
    ? `<section class="card" aria-labelledby="simular">
  <h2 id="simular" style="font-size:18px;margin:0 0 4px">Simular o pagamento</h2>
  <p class="muted" style="margin-bottom:12px">${expired ? 'Este PIX já venceu: pagar agora mostra o estorno automático.' : 'O botão faz o papel do app do banco que paga o PIX.'}</p>
  <form method="post" action="/sandbox/mercadopago/payments/${payment.id}/approve">
    <input type="hidden" name="back" value="${escapeHtml(back)}" />
    <button class="approve" type="submit">Pagar PIX de teste<small>Como se o banco tivesse confirmado a transferência.</small></button>
  </form>${
    payment.status === 'pending'
      ? `
  <form method="post" action="/sandbox/mercadopago/payments/${payment.id}/expire" style="margin-top:10px">
    <input type="hidden" name="back" value="${escapeHtml(back)}" />
    <button class="pending" type="submit">Simular vencimento<small>Como se os 30 minutos tivessem passado sem pagamento.</small></button>
  </form>`
      : ''
  }
</section>`
    : ''
}
<a class="back" href="${escapeHtml(back)}">Voltar para o Espelho</a>`,
  )
}

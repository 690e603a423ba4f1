import type { SandboxPreference } from './sandbox-store'
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
.muted{color:#475569;font-size:14px;margin:0}.item{font-weight:700;font-size:18px;margin:4px 0}
.total{display:flex;justify-content:space-between;align-items:baseline;border-top:1px solid #e2e8f0;margin-top:12px;padding-top:12px}
.total strong{font-size:26px}
form{display:flex;flex-direction:column;gap:10px}
button{font:inherit;font-weight:700;border:0;border-radius:12px;padding:14px 16px;cursor:pointer;text-align:left}
button small{display:block;font-weight:400;font-size:13px;opacity:.95}
button:focus-visible,a:focus-visible{outline:3px solid #1e293b;outline-offset:2px}
.approve{background:#047857;color:#fff}.approve:hover{background:#065f46}
.pending{background:#fff;color:#92400e;box-shadow:inset 0 0 0 2px #d97706}.pending:hover{background:#fffbeb}
.reject{background:#b91c1c;color:#fff}.reject:hover{background:#991b1b}
a{color:#075985}.back{display:inline-block;margin-top:16px}
`

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
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
<section class="card" aria-labelledby="simular">
  <h2 id="simular" style="font-size:18px;margin:0 0 4px">Escolha o resultado do pagamento</h2>
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

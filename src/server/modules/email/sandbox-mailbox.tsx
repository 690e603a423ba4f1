import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { sandboxEmails } from '#server/db/schema'
import { formatDate } from '#shared/format'

type SandboxEmail = typeof sandboxEmails.$inferSelect

export const SANDBOX_MAILBOX_PATH = '/sandbox/email'

const STYLES = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1fb;color:#1e293b;line-height:1.5}
.banner{background:#fef3c7;color:#78350f;border-bottom:2px solid #f59e0b;padding:12px 16px;text-align:center;font-weight:700}
.banner span{display:block;font-weight:400;font-size:14px}
header{background:#5b21b6;color:#fff;padding:14px 16px}header p{margin:0 auto;max-width:760px;font-weight:700;font-size:18px}
main{max-width:760px;margin:20px auto;padding:0 16px 32px}
h1{font-size:24px;margin:0 0 12px}h2{font-size:18px;margin:20px 0 8px}
.card{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgba(15,23,42,.12)}
ul.list{list-style:none;margin:0;padding:0}
ul.list li+li{border-top:1px solid #e2e8f0}
ul.list a{display:block;padding:12px 16px;color:inherit;text-decoration:none}
ul.list a:hover{background:#faf5ff}
.subject{display:block;font-weight:700;color:#4c1d95}.meta{display:block;font-size:14px;color:#475569}
.empty{padding:16px;margin:0;color:#475569}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0;padding:16px;font-size:14px}
dt{font-weight:700;color:#334155}dd{margin:0;word-break:break-all;color:#334155}
iframe{width:100%;height:640px;border:0;border-radius:14px;background:#fff;display:block}
pre{white-space:pre-wrap;word-break:break-word;padding:16px;margin:0;font-size:14px}
a{color:#5b21b6}a:focus-visible{outline:3px solid #1e293b;outline-offset:2px}
.back{display:inline-block;margin-bottom:12px}
`

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <title>{`${title} | Caixa de e-mails (ambiente de teste)`}</title>
        <style>{STYLES}</style>
      </head>
      <body>
        <div className="banner" role="note">
          Ambiente de teste — nenhum e-mail real é enviado
          <span>Esta é a caixa de e-mails simulada do Espelho: as mensagens ficam guardadas aqui enquanto SMTP_URL não é definido.</span>
        </div>
        <header>
          <p>Caixa de e-mails (simulada)</p>
        </header>
        <main>{children}</main>
      </body>
    </html>
  )
}


const html = (node: ReactNode) => `<!doctype html>${renderToStaticMarkup(node)}`

export function renderMailboxList(messages: Pick<SandboxEmail, 'id' | 'toAddress' | 'subject' | 'createdAt'>[], to: string | undefined) {
  return html(
    <Page title="Mensagens">
      <h1>Mensagens {to ? `para ${to}` : 'enviadas'}</h1>
      {to ? (
        <a className="back" href={SANDBOX_MAILBOX_PATH}>
          Ver todas as mensagens
        </a>
      ) : null}
      <section className="card" aria-label="Lista de mensagens">
        {messages.length === 0 ? (
          <p className="empty">Nenhuma mensagem ainda.</p>
        ) : (
          <ul className="list">
            {messages.map((message) => (
              <li key={message.id}>
                <a href={`${SANDBOX_MAILBOX_PATH}/${message.id}`}>
                  <span className="subject">{message.subject}</span>
                  <span className="meta">
                    Para {message.toAddress} · {formatDate(message.createdAt, 'dateTime')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>,
  )
}

export function renderMailboxMessage(message: SandboxEmail) {
  return html(
    <Page title={message.subject}>
      <a className="back" href={`${SANDBOX_MAILBOX_PATH}?to=${encodeURIComponent(message.toAddress)}`}>
        ← Mensagens para {message.toAddress}
      </a>
      <h1>{message.subject}</h1>
      <section className="card" aria-label="Cabeçalhos">
        <dl>
          <dt>Para</dt>
          <dd>{message.toAddress}</dd>
          <dt>Enviada em</dt>
          <dd>{formatDate(message.createdAt, 'dateTime')}</dd>
          {Object.entries(message.headers).map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <h2>Versão HTML</h2>
      <iframe title="Versão HTML da mensagem" src={`${SANDBOX_MAILBOX_PATH}/${message.id}/html`} sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" />
      <h2>Versão em texto</h2>
      <section className="card" aria-label="Versão em texto">
        <pre>{message.text}</pre>
      </section>
    </Page>,
  )
}

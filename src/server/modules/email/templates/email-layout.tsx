import type { CSSProperties, ReactNode } from 'react'
import { PRODUCT_MOTTO_PT, PRODUCT_NAME } from '#shared/product'
import type { EmailContent } from './content'

/*
 * The one look of every Espelho email: a table layout with inline styles, because that is what
 * mail clients (Gmail, Outlook, Apple Mail) render alike; 600 px wide at most, full width on phones.
 */
const colors = { brand: '#7c3aed', brandDeep: '#5b21b6', pink: '#db2777', ink: '#1e293b', muted: '#475569', line: '#e2e8f0', page: '#f4f1fb' }
const font = 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif'

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font, color: colors.ink },
  outer: { width: '100%', backgroundColor: colors.page },
  card: { width: '100%', maxWidth: 600, backgroundColor: '#ffffff', borderRadius: 16, overflow: 'hidden' },
  header: { backgroundColor: colors.brand, backgroundImage: `linear-gradient(135deg, ${colors.brand}, ${colors.pink})`, padding: '22px 28px' },
  brand: { margin: 0, fontSize: 22, fontWeight: 700, color: '#ffffff', letterSpacing: '-0.01em' },
  motto: { margin: '2px 0 0', fontSize: 12, color: '#f5f3ff', fontStyle: 'italic' },
  content: { padding: '28px 28px 8px' },
  heading: { margin: '0 0 16px', fontSize: 22, lineHeight: '30px', fontWeight: 700, color: colors.ink },
  paragraph: { margin: '0 0 14px', fontSize: 16, lineHeight: '24px', color: colors.ink },
  highlight: { margin: '0 0 18px', padding: '14px 16px', backgroundColor: '#f5f3ff', borderRadius: 12, fontSize: 15, lineHeight: '22px', color: colors.brandDeep },
  buttonCell: { padding: '8px 0 20px' },
  button: { display: 'inline-block', backgroundColor: colors.brand, color: '#ffffff', fontSize: 16, fontWeight: 700, textDecoration: 'none', padding: '14px 26px', borderRadius: 12 },
  fallback: { margin: '0 0 18px', fontSize: 13, lineHeight: '20px', color: colors.muted },
  fallbackLink: { color: colors.brandDeep, wordBreak: 'break-all' },
  link: { color: colors.brandDeep },
  note: { margin: '0 0 12px', fontSize: 14, lineHeight: '21px', color: colors.muted },
  footer: { padding: '16px 28px 26px', borderTop: `1px solid ${colors.line}` },
  footerText: { margin: '0 0 6px', fontSize: 12, lineHeight: '18px', color: colors.muted },
} satisfies Record<string, CSSProperties>

function Paragraph({ children }: { children: ReactNode }) {
  return <p style={styles.paragraph}>{children}</p>
}

/** The HTML part of a message, from the same content the text part is made of. */
export function EmailDocument({ content }: { content: EmailContent }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        {/* The preview line mail apps show next to the subject; hidden in the message itself. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{content.preheader}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.outer}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={styles.card}>
                  <tbody>
                    <tr>
                      <td style={styles.header}>
                        <p style={styles.brand}>{PRODUCT_NAME}</p>
                        <p style={styles.motto}>{PRODUCT_MOTTO_PT}</p>
                      </td>
                    </tr>
                    <tr>
                      <td style={styles.content}>
                        <h1 style={styles.heading}>{content.heading}</h1>
                        {content.paragraphs.map((text) => (
                          <Paragraph key={text}>{text}</Paragraph>
                        ))}
                        {content.highlights.length > 0 ? (
                          <div style={styles.highlight}>
                            {content.highlights.map((text) => (
                              <p key={text} style={{ margin: '0 0 4px' }}>
                                {text}
                              </p>
                            ))}
                          </div>
                        ) : null}
                        {content.button ? (
                          <>
                            <table role="presentation" cellPadding={0} cellSpacing={0}>
                              <tbody>
                                <tr>
                                  <td style={styles.buttonCell}>
                                    <a href={content.button.url} style={styles.button}>
                                      {content.button.label}
                                    </a>
                                  </td>
                                </tr>
                              </tbody>
                            </table>
                            <p style={styles.fallback}>
                              Se o botão não funcionar, copie e cole este endereço no navegador:{' '}
                              <a href={content.button.url} style={styles.fallbackLink}>
                                {content.button.url}
                              </a>
                            </p>
                          </>
                        ) : null}
                        {content.notes.map((text) => (
                          <p key={text} style={styles.note}>
                            {text}
                          </p>
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td style={styles.footer}>
                        {content.footer.map((text) => (
                          <p key={text} style={styles.footerText}>
                            {text}
                          </p>
                        ))}
                        {content.preferences ? (
                          <p style={styles.footerText}>
                            <a href={content.preferences.preferencesUrl} style={styles.link}>
                              Preferências de e-mail
                            </a>
                            {' · '}
                            <a href={content.preferences.unsubscribeUrl} style={styles.link}>
                              Cancelar inscrição
                            </a>
                          </p>
                        ) : null}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  )
}

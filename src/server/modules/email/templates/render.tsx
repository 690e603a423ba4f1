import { renderToStaticMarkup } from 'react-dom/server'
import { EmailDocument } from './email-layout'
import type { EmailContent } from './content'

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** The plain-text part, from the same blocks as the HTML. */
function toText(content: EmailContent): string {
  const blocks: string[] = [content.heading, ...content.paragraphs]
  if (content.highlights.length > 0) blocks.push(content.highlights.map((line) => `• ${line}`).join('\n'))
  if (content.button) blocks.push(`${content.button.label}:\n${content.button.url}`)
  blocks.push(...content.notes)
  blocks.push(['—', ...content.footer].join('\n'))
  if (content.preferences) {
    blocks.push(`Preferências de e-mail: ${content.preferences.preferencesUrl}\nCancelar inscrição: ${content.preferences.unsubscribeUrl}`)
  }
  return `${blocks.join('\n\n')}\n`
}

/** HTML rendered by React (escaping included) and its text twin. */
export function renderEmail(content: EmailContent): RenderedEmail {
  return {
    subject: content.subject,
    html: `<!doctype html>${renderToStaticMarkup(<EmailDocument content={content} />)}`,
    text: toText(content),
  }
}

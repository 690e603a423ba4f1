import { PRODUCT_NAME } from '#shared/product'
import { GIVER_DURATION } from '#shared/giver-time'

/** The warm invite message; the invite URL is appended after it. */
export const INVITE_SHARE_TEXT = `Oi! Estou numa jornada de autoconhecimento no ${PRODUCT_NAME} e quero saber como você me vê. Você me ajuda respondendo algumas perguntas? Leva ${GIVER_DURATION} e é totalmente anônimo:`

/** The message with the link: what WhatsApp gets and what "Copiar link" copies. */
export function inviteMessage(url: string): string {
  return `${INVITE_SHARE_TEXT} ${url}`
}

import type { FastifyInstance } from 'fastify'
import { formatGiftCode, GiftCodeSchema } from '#shared/schemas/payment'

const REDEEM_PAGE = '/gift/redeem'

/**
 * A gift's link (decision 0048) carries its code in the fragment, `/gift/redeem#code=…` (issue 45):
 * browsers never send a fragment, so the code stays out of every request line, proxy log and
 * Referer; the redeem page reads it in the browser.
 */
export const giftRedeemUrl = (publicUrl: string, code: string) => `${publicUrl}${REDEEM_PAGE}#code=${formatGiftCode(code)}`

/**
 * Links sent before issue 45 say `/gift/redeem?code=…`: answered with a 303 to the same page with
 * the code in the fragment, so it leaves the address bar, the history and the Referer of what the
 * page loads next. The app's own log never has query strings (issue 31); a code that is not one
 * is dropped.
 */
export function giftLinkRedirects(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return
    const queryStart = request.url.indexOf('?')
    if (queryStart === -1 || request.url.slice(0, queryStart) !== REDEEM_PAGE) return
    const code = GiftCodeSchema.safeParse(new URLSearchParams(request.url.slice(queryStart + 1)).get('code') ?? '')
    reply.header('Referrer-Policy', 'strict-origin').header('Cache-Control', 'no-store')
    return reply.redirect(code.success ? `${REDEEM_PAGE}#code=${formatGiftCode(code.data)}` : REDEEM_PAGE, 303)
  })
}

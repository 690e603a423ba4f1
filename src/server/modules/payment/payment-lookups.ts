import { RecentlyUsed } from '#server/lib/recently-used'
import { MercadoPagoError, type MercadoPagoClient, type MercadoPagoPayment } from './mercadopago.client'

/**
 * How long the pending page's polls share one look-up of a payment at the provider (issue 45). The
 * page asks every 4 s, so one tab still sees each change at its next poll; what the cache stops is
 * a burst (many tabs, a script) turning into one provider call per request.
 */
export const PAYMENT_LOOKUP_TTL_MS = 3_000
/** Payment ids kept at most: a look-up is small and short-lived; the oldest is forgotten beyond this. */
const KEPT = 2_000

interface Entry {
  at: number
  lookup: Promise<MercadoPagoPayment>
}

export interface PaymentLookups {
  /** The payment as the provider told it at most PAYMENT_LOOKUP_TTL_MS ago; concurrent asks share one call. */
  get(id: string): Promise<MercadoPagoPayment>
  /** Forgets a payment (a notification or a fresh look-up saw it change): the next poll asks anew. */
  forget(id: string): void
}

/**
 * In this process's memory, not in the configured store (Redis): each process makes at most one
 * call per payment per TTL, a bound that holds for a cluster of N processes too (N per TTL), and
 * the provider's answer (payer details included) never leaves the process that fetched it.
 * Answers and "no such payment" are kept; any other failure (timeout, provider down) is dropped
 * once settled, so the next poll tries again.
 */
export function createPaymentLookups(client: Pick<MercadoPagoClient, 'getPayment'>, now: () => number = Date.now): PaymentLookups {
  const entries = new RecentlyUsed<string, Entry>(KEPT)
  return {
    get(id) {
      const kept = entries.get(id)
      const at = now()
      if (kept && at - kept.at >= 0 && at - kept.at < PAYMENT_LOOKUP_TTL_MS) return kept.lookup
      const lookup = client.getPayment(id)
      const entry = { at, lookup }
      entries.set(id, entry)
      lookup.catch((error: unknown) => {
        const keep = error instanceof MercadoPagoError && error.kind === 'not_found'
        if (!keep && entries.has(id) && entries.get(id) === entry) entries.delete(id)
      })
      return lookup
    },
    forget(id) {
      entries.delete(id)
    },
  }
}

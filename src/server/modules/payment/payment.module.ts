import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '#server/config'
import { rateLimits } from '#server/plugins/rate-limit'
import type { Db } from '#server/db/client'
import { appSecret } from '#server/lib/app-secret'
import { createGiftRepository } from './gift.repository'
import { createMercadoPagoClient } from './mercadopago.client'
import { createPaymentLookups } from './payment-lookups'
import { createPaymentRepository } from './payment.repository'
import { paymentRoutes } from './payment.routes'
import { SANDBOX_ACCESS_TOKEN, SANDBOX_PREFIX, SANDBOX_WEBHOOK_SECRET, sandboxRoutes } from './sandbox'
import { createSandboxStore } from './sandbox-store'

/**
 * Payments: the real Mercado Pago when MERCADOPAGO_ACCESS_TOKEN is set, otherwise the built-in
 * sandbox mounted in this app. Either way the product's client goes over HTTP to `apiBase`.
 * `fetchImpl` lets tests carry those HTTP calls without a listening socket.
 */
export async function paymentModule(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; fetchImpl?: typeof fetch; sandboxClock?: () => number },
) {
  const { config } = deps
  const settings = config.mercadoPago
  const fetchImpl = deps.fetchImpl ?? globalThis.fetch
  const sandbox = !settings.accessToken
  const webhookSecret = settings.webhookSecret ?? SANDBOX_WEBHOOK_SECRET

  if (sandbox) {
    await sandboxRoutes(app, { store: createSandboxStore({ now: deps.sandboxClock }), publicUrl: config.publicUrl, webhookSecret, fetch: fetchImpl })
    if (config.env === 'production') {
      app.log.warn('Pagamentos no Mercado Pago simulado (ambiente de teste): defina MERCADOPAGO_ACCESS_TOKEN para cobrar de verdade.')
    }
  }

  const client = createMercadoPagoClient({
    apiBase: settings.apiBase ?? `${config.publicUrl}${SANDBOX_PREFIX}`,
    accessToken: settings.accessToken ?? SANDBOX_ACCESS_TOKEN,
    publicUrl: config.publicUrl,
    timeoutMs: settings.timeoutMs,
    fetch: fetchImpl,
  })

  paymentRoutes(app, {
    client,
    // On the sandbox's clock in tests (which move it to expire a PIX); Date.now otherwise.
    lookups: createPaymentLookups(client, deps.sandboxClock),
    repo: createPaymentRepository(deps.db),
    sandbox,
    webhookSecret,
    limits: rateLimits(config),
    gifts: createGiftRepository(deps.db),
    giftSecret: appSecret(deps.db, 'gift-codes'),
    publicUrl: config.publicUrl,
  })
}

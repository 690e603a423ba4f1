import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { CURRENCY, PAYMENT_REDIRECT_DELAY_MS, PLANS, type PlanId } from '#shared/product'
import type { CreatePixResponse, PreferenceResponse } from '#shared/schemas/payment'
import { PAYMENT_MESSAGES } from '#shared/schemas/payment-texts'
import { toast } from '#client/lib/toast-store'
import { ApiError, api } from '#client/lib/api-client'
import { clientConfig } from '#client/lib/client-config'
import { rememberPostLoginPath } from '#client/lib/post-login'
import { useSession } from '#client/lib/session'
import { track } from '#client/lib/analytics'
import { formatDate } from '#shared/format'

/** Card (and the rest of Mercado Pago's checkout), or PIX on the site's own page (decision 0047). */
export type PaymentMethod = 'card' | 'pix'

/** The answers' schemas, loaded while a request travels: zod is not on /pricing's first load (decision 0052). */
const paymentSchemas = () => import('#shared/schemas/payment')

/** PIX comes first and is chosen unless the person picks the card (issue 46: as Brazilians pay). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'pix'

/** The method a link asks for (`?method=card|pix`, e.g. from the failure page); PIX otherwise. */
export const paymentMethodFrom = (params: URLSearchParams): PaymentMethod => (params.get('method') === 'card' ? 'card' : DEFAULT_PAYMENT_METHOD)

/** POST /api/payment/preference: a Mercado Pago checkout for one plan (for oneself, or a gift: decision 0048). */
export async function createPreference(plan: PlanId, gift = false): Promise<PreferenceResponse> {
  return api.post('/api/payment/preference', gift ? { plan, gift } : { plan }, async () => (await paymentSchemas()).PreferenceResponseSchema)
}

/** POST /api/payment/pix: a PIX charge (QR code and copy-and-paste code) for one plan (decision 0047). */
async function createPix(plan: PlanId, gift = false): Promise<CreatePixResponse> {
  return api.post('/api/payment/pix', gift ? { plan, gift } : { plan }, async () => (await paymentSchemas()).CreatePixResponseSchema)
}

/** GET /api/payment/config: whether payments go to the built-in sandbox (nothing really charged). */
export const paymentEnvironmentQueryOptions = () =>
  queryOptions({
    queryKey: ['payment', 'environment'],
    queryFn: () => api.get('/api/payment/config', async () => (await paymentSchemas()).PaymentEnvironmentSchema),
    staleTime: Infinity,
  })

/**
 * The page carries it (the server's client settings, `paymentSandbox`): the notice is painted with the
 * page and nothing loads the payment schemas after hydration (issue 44). Asked for only on a page the
 * app did not serve (Vite's dev server).
 */
export function usePaymentEnvironment() {
  const sandbox = clientConfig().paymentSandbox
  const asked = useQuery({ ...paymentEnvironmentQueryOptions(), enabled: sandbox === undefined }).data
  return sandbox === undefined ? asked : { provider: 'mercadopago' as const, sandbox }
}

/**
 * One formatter (building one is costly), in Brasília time: the server paints the same day as the
 * browser hydrates, whatever the server's own time zone.
 */

/** "12 de março de 2026": the day premium ends. */
export const formatPremiumDate = (iso: string | null | undefined) => (iso ? formatDate(iso) : null)

/** The checkout address must be a web address: never run anything else the server might send. */
const isWebUrl = (value: string | undefined): value is string => {
  if (!value) return false
  try {
    return ['http:', 'https:'].includes(new URL(value, window.location.href).protocol)
  } catch {
    return false
  }
}

export interface StartUpgradeOptions {
  /** Where to come back after signing in (SPEC.md §4: /pricing or /checkout; the modal stores /checkout). */
  returnPath: string
  /** The sign-in notice's text; the modal has its own (SPEC.md §8). */
  loginMessage?: string
}

/**
 * SPEC.md §4 upgrade flow. Logged out: a notice, remember the return page, go to /login.
 * Logged in: ask for a payment preference, then send the browser to Mercado Pago after 500 ms.
 * `pendingPlan` stays set until the browser leaves, so the buttons cannot be pressed twice.
 */
export function useStartUpgrade({ returnPath, loginMessage = PAYMENT_MESSAGES.authRequired }: StartUpgradeOptions) {
  const session = useSession()
  const navigate = useNavigate()
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null)
  const busy = useRef(false)
  const redirectTimer = useRef<number | undefined>(undefined)

  useEffect(() => {
    // Coming back with the browser's back button restores this page from cache: free the buttons.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        busy.current = false
        setPendingPlan(null)
      }
    }
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('pageshow', onPageShow)
      window.clearTimeout(redirectTimer.current)
    }
  }, [])

  const requireLogin = useCallback(() => {
    toast({ title: PAYMENT_MESSAGES.authRequiredTitle, description: loginMessage, variant: 'destructive' })
    rememberPostLoginPath(returnPath)
    navigate('/login')
  }, [loginMessage, navigate, returnPath])

  const fail = (title: string, description: string) => {
    toast({ title, description, variant: 'destructive' })
    busy.current = false
    setPendingPlan(null)
  }

  const start = async (plan: PlanId, method: PaymentMethod, options: { gift?: boolean } = {}) => {
    const gift = options.gift ?? false
    if (busy.current) return
    busy.current = true
    const user = await session.fetch().catch(() => null)
    if (!user) {
      busy.current = false
      requireLogin()
      return
    }
    track('upgrade_initiated', { plan, value: PLANS[plan].price, currency: CURRENCY })
    setPendingPlan(plan)
    try {
      if (method === 'pix') {
        // The QR code is shown on our own pending page, which polls until the approval arrives.
        const pix = await createPix(plan, gift)
        navigate(`/payment/pending?payment_id=${pix.paymentId}&plan=${plan}&method=pix${gift ? '&gift=1' : ''}`)
        return
      }
      const answer = await createPreference(plan, gift)
      if (!answer.success || !answer.preference) {
        fail(PAYMENT_MESSAGES.processingTitle, answer.error ?? PAYMENT_MESSAGES.processingFallback)
        return
      }
      const initPoint = answer.preference.init_point
      if (!isWebUrl(initPoint)) {
        fail(PAYMENT_MESSAGES.configTitle, PAYMENT_MESSAGES.configMissingUrl)
        return
      }
      redirectTimer.current = window.setTimeout(() => window.location.assign(initPoint), PAYMENT_REDIRECT_DELAY_MS)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        session.set(null)
        busy.current = false
        setPendingPlan(null)
        requireLogin()
      } else if (error instanceof TypeError) {
        // fetch itself failed: no connection.
        fail(PAYMENT_MESSAGES.networkTitle, PAYMENT_MESSAGES.network)
      } else {
        const message = error instanceof ApiError ? error.userMessage : undefined
        fail(PAYMENT_MESSAGES.processingTitle, message ?? PAYMENT_MESSAGES.processingFallback)
      }
    }
  }

  return { start, pendingPlan, isPending: pendingPlan !== null }
}

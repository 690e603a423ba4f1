import type { CLIENT_FUNNEL_STEPS } from '#shared/funnel'
import { apiRequest } from './api-client'

type ClientFunnelStep = (typeof CLIENT_FUNNEL_STEPS)[number]

const reported = new Set<ClientFunnelStep>()

/**
 * The product events (SPEC.md §7, lib/analytics.ts) that are funnel steps only the browser sees: a
 * self test's first answer, and a tap that sends one's own invite link (copy, WhatsApp, share sheet).
 */
function funnelStepOf(event: string, params: Record<string, unknown>): ClientFunnelStep | null {
  if (event === 'assessment_started') return params.type === 'self' ? 'test_started' : null
  if (event === 'invite_link_copied' || event === 'invite_link_shared' || event === 'invite_link_shared_whatsapp') return 'link_shared'
  return null
}

/**
 * Tells the server about a funnel step only the browser sees (issue 47): the first answer of the
 * DISC test, a tap that sends one's own link. Once per page load and step; the body names the step
 * and nothing else, and a failure is silent (a count is not worth an error on the person's screen).
 */
export function reportFunnelEvent(event: string, params: Record<string, unknown>) {
  const step = funnelStepOf(event, params)
  if (!step || typeof window === 'undefined' || reported.has(step)) return
  reported.add(step)
  apiRequest('POST', '/api/funnel/step', { step }).catch(() => undefined)
}

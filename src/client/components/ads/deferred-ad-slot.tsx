import { afterHydration } from '#client/lib/after-hydration'

/**
 * The banner of ad-slot.tsx, loaded after hydration: it shows nothing before the browser knows the
 * visitor's consent, plan and the day's views, so the server paints none.
 */
export const AdSlot = afterHydration(() => import('./ad-slot'))

/**
 * Premium is on while `premium_until` lies ahead (SPEC.md §5). The one place the server decides
 * it: the user object, the feedback list's free limit, the payment status and the ads all ask here.
 * The browser never decides it; it reads `isPremium` from the user object.
 */
export function isPremium(premiumUntil: Date | null, now = new Date()): boolean {
  return premiumUntil !== null && premiumUntil.getTime() > now.getTime()
}

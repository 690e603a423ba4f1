/**
 * The growth funnel's steps (issue 47, docs/decisions/0056-giver-funnel.md), in the order a person
 * goes through them. Each is counted per source: 'invite' for someone who arrived by giving
 * feedback, 'direct' for everyone else.
 */
export const FUNNEL_STEPS = [
  'invite_viewed',
  'feedback_step1',
  'feedback_finished',
  'home_viewed',
  'test_started',
  'test_finished',
  'account_created',
  'link_shared',
  'first_feedback',
] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

export const FUNNEL_SOURCES = ['invite', 'direct'] as const
export type FunnelSource = (typeof FUNNEL_SOURCES)[number]

/** The steps only the browser sees (a first answer, a tap on "Copiar link"): it reports them itself. */
export const CLIENT_FUNNEL_STEPS = ['test_started', 'link_shared'] as const

import type { DiscType } from '#shared/disc/types'

export interface TitledText {
  readonly title: string
  readonly text: string
}

/** Everything one DISC profile page shows (SPEC.md §2, profile pages); one data file per profile. */
export interface ProfileContent {
  readonly type: DiscType
  /** Where the back link at the top leads: /about for Dominance, /disc for the others (SPEC.md §2). */
  readonly back: { readonly to: '/about' | '/disc'; readonly label: string }
  /** A line in the profile's own voice, shown in the hero. */
  readonly quote: string
  readonly lede: string
  readonly motivation: { readonly paragraphs: readonly string[]; readonly drivers: readonly string[] }
  readonly strengths: readonly TitledText[]
  /** What people with this profile often hear from others in 360° feedback. */
  readonly feedbackPhrases: { readonly praise: readonly string[]; readonly attention: readonly string[] }
  readonly whyItHappens: readonly TitledText[]
  readonly evolution: readonly TitledText[]
  readonly closing: string
}

export const BACK_TO_ABOUT = { to: '/about', label: 'Voltar para Sobre o Espelho' } as const
export const BACK_TO_DISC = { to: '/disc', label: 'Voltar para a Metodologia DISC' } as const

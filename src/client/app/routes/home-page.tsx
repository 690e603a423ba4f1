import { BlindSpotSection } from '#client/features/home/components/blind-spot-section'
import { ClosingCta } from '#client/features/home/components/closing-cta'
import { Hero } from '#client/features/home/components/hero'
import { MethodsSection } from '#client/features/home/components/methods-section'
import { StepsSection } from '#client/features/home/components/steps-section'
// The ad machinery (with the schemas it checks its configuration against) stays out of the first
// load of / (DESIGN.md §7): the banner's code arrives once the page is hydrated. If it cannot load
// (offline, blocked), the page simply has no banner.
import { AdSlot } from '#client/components/ads/deferred-ad-slot'

/** SPEC.md §2 Home: hero, banner ad place, blind spots, three steps, DISC and OCEAN, closing call. */
export function HomePage() {
  return (
    <>
      <Hero />
      <AdSlot placement="home-hero" className="mx-auto max-w-4xl px-4 pt-8" />
      <BlindSpotSection />
      <StepsSection />
      <MethodsSection />
      <ClosingCta />
    </>
  )
}

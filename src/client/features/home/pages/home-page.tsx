import { BlindSpotSection } from '../components/blind-spot-section'
import { ClosingCta } from '../components/closing-cta'
import { Hero } from '../components/hero'
import { MethodsSection } from '../components/methods-section'
import { StepsSection } from '../components/steps-section'
import { AdSlot } from '../../../components/ads/ad-slot'

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

import { MessageSquareHeart } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SURVEY_PROMPT_PROBABILITY } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { track } from '#client/lib/analytics'
import { useSurveyShouldShow } from '#client/features/survey/api/get-survey-should-show'
import { markSurveyPrompted, wasSurveyPrompted } from './survey-draft'
import { SurveyDialog } from './survey-dialog'

const PROMPT_DELAY_MS = 1500

/**
 * The survey button on /results, and the random prompt (probability 0.25 per visit, shown at
 * most once per browser) for users the server says may be asked.
 */
export function SurveyLauncher() {
  const { data } = useSurveyShouldShow()
  const [open, setOpen] = useState(false)
  const eligible = data?.shouldShow === true

  useEffect(() => {
    if (!eligible || wasSurveyPrompted()) return
    // Each visit rolls the dice until the prompt has been shown once.
    if (Math.random() >= SURVEY_PROMPT_PROBABILITY) return
    // A moment after the dashboard appears, so the prompt does not cover it before it is seen.
    const timer = setTimeout(() => {
      markSurveyPrompted()
      setOpen(true)
    }, PROMPT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [eligible])

  if (!eligible) return null
  return (
    <>
      <section aria-labelledby="pesquisa-titulo" className="rounded-2xl border border-violet-200 bg-violet-50 p-4 sm:p-5">
        <h2 id="pesquisa-titulo" className="flex items-center gap-2 font-bold text-violet-950">
          <MessageSquareHeart aria-hidden="true" className="size-5" /> Sua opinião importa
        </h2>
        <p className="mt-1 text-sm text-violet-900">Leva 2 minutos e nos ajuda a melhorar sua experiência.</p>
        <Button
          className="mt-2 sm:mt-3"
          size="sm"
          onClick={() => {
            track('survey_button_click')
            setOpen(true)
          }}
        >
          Responder pesquisa
        </Button>
      </section>
      <SurveyDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

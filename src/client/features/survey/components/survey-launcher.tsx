import { MessageSquareHeart } from 'lucide-react'
import { useEffect, useState } from 'react'
import { SURVEY_PROMPT_PROBABILITY } from '#shared/product'
import { Button } from '#client/components/ui/button'
import { track } from '#client/lib/analytics'
import { useAutomaticDialog } from '#client/lib/dialog-policy'
import { useSurveyShouldShow } from '#client/features/survey/api/get-survey-should-show'
import { markSurveyPrompted, wasSurveyPrompted } from './survey-draft'
import { SurveyDialog } from './survey-dialog'
import { SURVEY_MINUTES } from '#shared/form-time'

/**
 * The survey button on /results, and the random prompt (probability 0.25 per visit, shown at
 * most once per browser) for users the server says may be asked. When the prompt opens is the
 * dialog policy's call (lib/dialog-policy: after feedback, never in the first 10 s, never while
 * the person acts, never over another dialog).
 */
export function SurveyLauncher() {
  const { data } = useSurveyShouldShow()
  const [asked, setAsked] = useState(false)
  const eligible = data?.shouldShow === true
  // Each visit rolls the dice (in the browser) until the prompt has been shown once.
  const prompt = useAutomaticDialog('survey', eligible, () => !wasSurveyPrompted() && Math.random() < SURVEY_PROMPT_PROBABILITY)
  useEffect(() => {
    if (prompt.open) markSurveyPrompted()
  }, [prompt.open])
  const open = asked || prompt.open

  if (!eligible) return null
  return (
    <>
      <section aria-labelledby="pesquisa-titulo" className="rounded-2xl border border-violet-200 bg-violet-50 p-4 sm:p-5">
        <h2 id="pesquisa-titulo" className="flex items-center gap-2 font-bold text-violet-950">
          <MessageSquareHeart aria-hidden="true" className="size-5" /> Sua opinião importa
        </h2>
        <p className="mt-1 text-sm text-violet-900">Leva {SURVEY_MINUTES} minutos e nos ajuda a melhorar sua experiência.</p>
        <Button
          className="mt-2 sm:mt-3"
          size="sm"
          onClick={() => {
            track('survey_button_click')
            setAsked(true)
          }}
        >
          Responder pesquisa
        </Button>
      </section>
      <SurveyDialog
        open={open}
        onClose={() => {
          setAsked(false)
          prompt.close()
        }}
      />
    </>
  )
}

import { Clock, EyeOff, Lock, Users } from 'lucide-react'
import { DISC_OTHERS_QUESTION_COUNT, RELEASE_GROUP_SIZE } from '#shared/product'
import { GIVER_DURATION } from '#shared/giver-time'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'

/**
 * The id of the questions, which share the landing's document (issue 44): "Começar" is a link to
 * this fragment, and the `:target` rules in styles.css show question 1 in place of the landing, with
 * or without the page's code, without loading anything.
 */
export const QUESTIONS_ID = 'perguntas'

interface GiverLandingProps {
  username: string
  /** After the fragment navigation: the page's code (once it runs) brings focus to question 1. */
  onStart: () => void
  /** Why answering without JavaScript would be refused now (the network's quota), with the way through. */
  withoutScript: string | null
}

/**
 * What a giver reads before question 1 (issue 33): who asked, that it is anonymous, how long it
 * takes and what happens to the answers; one tap to start.
 */
export function GiverLanding({ username, onStart, withoutScript }: GiverLandingProps) {
  return (
    <Card className="giver-landing flex flex-col gap-4 sm:gap-5" data-testid="convite-feedback">
      <header className="flex flex-col items-center gap-1.5 text-center sm:gap-2">
        <span className="inline-flex items-center gap-2 rounded-full bg-violet-100 px-3 py-1 text-sm font-semibold text-violet-900">
          <Lock className="size-4" />
          Feedback anônimo
        </span>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{`Como você vê ${username}?`}</h1>
        <p className="text-slate-700">{`${username} pediu a sua opinião sincera.`}</p>
      </header>
      <ul className="flex flex-col gap-2.5 text-sm text-slate-800 sm:gap-3 sm:text-base">
        <li className="flex gap-3">
          <EyeOff className="mt-0.5 size-5 shrink-0 text-violet-700" />
          <span>
            <strong className="font-semibold text-slate-900">É anônimo.</strong>{' '}
            {`${username} não vê seu nome nem quando você respondeu: as respostas chegam em grupos de pelo menos ${RELEASE_GROUP_SIZE} pessoas.`}
          </span>
        </li>
        <li className="flex gap-3">
          <Clock className="mt-0.5 size-5 shrink-0 text-violet-700" />
          <span>
            <strong className="font-semibold text-slate-900">{`Leva ${GIVER_DURATION}.`}</strong>{' '}
            {`${DISC_OTHERS_QUESTION_COUNT} perguntas de um toque e, no fim, de onde vocês se conhecem e um ponto forte.`}
          </span>
        </li>
        <li className="flex gap-3">
          <Users className="mt-0.5 size-5 shrink-0 text-violet-700" />
          <span>
            <strong className="font-semibold text-slate-900">O que acontece depois.</strong>{' '}
            {`Suas respostas se somam às de outras pessoas e mostram a ${username} onde a visão que tem de si difere da visão dos outros.`}
          </span>
        </li>
      </ul>
      {withoutScript ? (
        // Only a browser without JavaScript reads it: with JavaScript the page solves the extra check itself.
        <noscript>
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            {withoutScript}
          </p>
        </noscript>
      ) : null}
      <Button asChild size="lg" className="w-full sm:mx-auto sm:w-64">
        <a href={`#${QUESTIONS_ID}`} onClick={onStart} data-wizard-start="">
          Começar
        </a>
      </Button>
      <p className="text-center text-xs text-slate-600">Sem cadastro. Você pode rever as respostas antes de enviar.</p>
    </Card>
  )
}

import { SURVEY_TEXT_MAX } from '#shared/product'
import {
  COMPARED_DISC_GRAPHS,
  HOW_FOUND,
  KNEW_DISC_BEFORE,
  WHO_ASKED_FEEDBACK,
} from '#shared/survey/questions'
import { PRODUCT_NAME } from '#shared/product'
import { CheckboxChoices, LimitedTextarea, RadioChoices, ScaleChoices } from './choice-group'
import type { SurveyAnswers } from './survey-draft'

interface StepProps {
  answers: SurveyAnswers
  update: (patch: Partial<SurveyAnswers>) => void
}

function FoundStep({ answers, update }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <RadioChoices
        legend={`Como você encontrou o ${PRODUCT_NAME}?`}
        choices={HOW_FOUND}
        value={answers.howFoundEspelho}
        onChange={(value) => update({ howFoundEspelho: value as SurveyAnswers['howFoundEspelho'] })}
        columns={2}
      />
      <RadioChoices
        legend="Você já conhecia o DISC antes?"
        choices={KNEW_DISC_BEFORE}
        value={answers.knewDiscBefore}
        onChange={(value) => update({ knewDiscBefore: value as SurveyAnswers['knewDiscBefore'] })}
      />
    </div>
  )
}

function FeedbackProcessStep({ answers, update }: StepProps) {
  return (
    <CheckboxChoices
      legend="Para quem você pediu feedback?"
      hint="Marque todas as opções que se aplicam."
      choices={WHO_ASKED_FEEDBACK}
      value={answers.whoAskedFeedback ?? []}
      onChange={(value) => update({ whoAskedFeedback: value as SurveyAnswers['whoAskedFeedback'] })}
    />
  )
}

function ResultsStep({ answers, update }: StepProps) {
  return (
    <RadioChoices
      legend="Você comparou os dois gráficos DISC: como você se vê e como os outros te veem?"
      choices={COMPARED_DISC_GRAPHS}
      value={answers.comparedDiscGraphs}
      onChange={(value) => update({ comparedDiscGraphs: value as SurveyAnswers['comparedDiscGraphs'] })}
    />
  )
}

function ValueStep({ answers, update }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <ScaleChoices
        legend="Quanto o feedback 360° foi valioso para você?"
        min={1}
        max={5}
        lowLabel="Pouco valioso"
        highLabel="Muito valioso"
        value={answers.feedbackValue}
        onChange={(value) => update({ feedbackValue: value })}
      />
      <ScaleChoices
        legend={`De 0 a 10, o quanto você recomendaria o ${PRODUCT_NAME} para um amigo?`}
        min={0}
        max={10}
        lowLabel="Nada provável"
        highLabel="Muito provável"
        value={answers.npsScore}
        onChange={(value) => update({ npsScore: value })}
      />
    </div>
  )
}

function SuggestionsStep({ answers, update }: StepProps) {
  return (
    <div className="flex flex-col gap-5">
      <LimitedTextarea
        label="O que motivou a sua nota?"
        value={answers.npsReason}
        max={SURVEY_TEXT_MAX}
        onChange={(value) => update({ npsReason: value })}
      />
      <LimitedTextarea
        label="Que recursos você gostaria de ver?"
        value={answers.desiredFeatures}
        max={SURVEY_TEXT_MAX}
        onChange={(value) => update({ desiredFeatures: value })}
      />
      <LimitedTextarea
        label="Como podemos melhorar?"
        value={answers.improvementSuggestions}
        max={SURVEY_TEXT_MAX}
        onChange={(value) => update({ improvementSuggestions: value })}
      />
    </div>
  )
}

export const SURVEY_STEP_COMPONENTS = [FoundStep, FeedbackProcessStep, ResultsStep, ValueStep, SuggestionsStep] as const

import { StepProgress } from '#client/components/step-progress'

/** 'Pergunta N de 24' and the share done, over a progress bar. */
export function GiverProgressBar({ index, total }: { index: number; total: number }) {
  return <StepProgress index={index} total={total} stepLabel="Pergunta" doneLabel="concluído" ariaLabel="Progresso das perguntas" />
}

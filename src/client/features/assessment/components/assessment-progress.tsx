import { StepProgress } from '#client/components/step-progress'

/** 'Reflexão N de 10' and 'X% da jornada' over a progress bar (SPEC.md §2). */
export function AssessmentProgress({ index, total }: { index: number; total: number }) {
  return <StepProgress index={index} total={total} stepLabel="Reflexão" doneLabel="da jornada" ariaLabel="Progresso do teste" />
}

/**
 * 'N of total' and the share done over a progress bar, for the one-question-at-a-time flows (the
 * self DISC test, the feedback giver's questions). Labels come from the caller because SPEC.md
 * words each flow differently.
 */
export function StepProgress({
  index,
  total,
  stepLabel,
  doneLabel,
  ariaLabel,
}: {
  index: number
  total: number
  /** e.g. 'Reflexão' → 'Reflexão 3 de 10'. */
  stepLabel: string
  /** e.g. 'da jornada' → '30% da jornada'. */
  doneLabel: string
  ariaLabel: string
}) {
  const step = index + 1
  const percent = Math.round((step / total) * 100)
  const stepText = `${stepLabel} ${step} de ${total}`
  const doneText = `${percent}% ${doneLabel}`
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span className="text-violet-800">{stepText}</span>
        <span className="text-slate-600">{doneText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={ariaLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText}, ${doneText}`}
        className="h-2.5 overflow-hidden rounded-full bg-violet-100"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-violet-600 to-fuchsia-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

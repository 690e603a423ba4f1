/** 'Reflexão N de 10' and 'X% da jornada' over a progress bar (SPEC.md §2). */
export function AssessmentProgress({ index, total }: { index: number; total: number }) {
  const step = index + 1
  const percent = Math.round((step / total) * 100)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span className="text-violet-800">
          Reflexão {step} de {total}
        </span>
        <span className="text-slate-600">{percent}% da jornada</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progresso do teste"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Reflexão ${step} de ${total}, ${percent}% da jornada`}
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

/** 'Pergunta N de 24' and the share done, over a progress bar. */
export function GiverProgressBar({ index, total }: { index: number; total: number }) {
  const step = index + 1
  const percent = Math.round((step / total) * 100)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3 text-sm font-semibold">
        <span className="text-violet-800">
          Pergunta {step} de {total}
        </span>
        <span className="text-slate-600">{percent}% concluído</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progresso das perguntas"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Pergunta ${step} de ${total}, ${percent}% concluído`}
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

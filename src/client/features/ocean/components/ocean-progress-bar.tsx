import { Progress } from 'radix-ui'

/** 'Afirmação N de 25' and how much of the test is answered, as an accessible progress bar. */
export function OceanProgressBar({ current, total, answered }: { current: number; total: number; answered: number }) {
  const percent = Math.round((answered / total) * 100)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-semibold text-slate-800">
          Afirmação {current} de {total}
        </span>
        <span className="text-slate-600">{percent}% concluído</span>
      </div>
      <Progress.Root
        value={answered}
        max={total}
        getValueLabel={() => `${answered} de ${total} respondidas`}
        aria-label="Progresso do teste"
        className="h-2.5 w-full overflow-hidden rounded-full bg-violet-100"
      >
        <Progress.Indicator
          className="h-full rounded-full bg-gradient-to-r from-violet-700 to-fuchsia-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </Progress.Root>
    </div>
  )
}

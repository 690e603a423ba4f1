import { Plus } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { suggestedStrengths } from '#shared/feedback/suggested-characteristics'
import { shuffledWithSeed } from '#shared/ssr/seeded-shuffle'

interface SuggestionChipsProps {
  /** The strengths typed so far; a chip already there, or no free field left, is disabled. */
  strengths: string[]
  onPick: (text: string) => void
}

const normalize = (text: string) => text.trim().toLocaleLowerCase('pt-BR')

let seedOfThisPage: number | undefined

/** One random seed per page load in the browser; read only after hydration (see below). */
function browserSeed() {
  seedOfThisPage ??= Math.floor(Math.random() * 2 ** 32)
  return seedOfThisPage
}
const serverSeed = () => null
const subscribeNever = () => () => {}

/**
 * The same neutral strengths for every giver, in a random order per giver (never from their own
 * answers, never naming a profile); picking one fills the next empty field. The server and the
 * hydrating render use the canonical order, then the browser's seed shuffles it, so they agree.
 */
export function SuggestionChips({ strengths, onPick }: SuggestionChipsProps) {
  const seed = useSyncExternalStore(subscribeNever, browserSeed, serverSeed)
  const suggestions = seed === null ? suggestedStrengths() : shuffledWithSeed(suggestedStrengths(), seed)
  const used = new Set(strengths.map(normalize))
  const full = strengths.every((text) => text.trim().length > 0)
  return (
    <div className="flex flex-col gap-2">
      <p id="sugestoes-titulo" className="text-sm text-slate-700">
        Algumas sugestões de pontos fortes. Toque para usar ou escreva com suas palavras.
      </p>
      <ul aria-labelledby="sugestoes-titulo" className="flex flex-wrap gap-2">
        {suggestions.map((text) => {
          const disabled = full || used.has(normalize(text))
          return (
            <li key={text}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(text)}
                aria-label={`Adicionar ${text} aos pontos fortes`}
                className="inline-flex items-center gap-1 rounded-full border border-violet-200 bg-violet-50 px-3 py-1.5 text-sm font-medium text-violet-900 transition-colors hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Plus aria-hidden="true" className="size-3.5" />
                {text}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

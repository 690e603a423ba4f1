import { Cloud, Lock } from 'lucide-react'
import { keywordCloudState } from '#shared/feedback/tiers'
import { KEYWORD_CLOUD_UNLOCK_AT } from '#shared/product'
import type { FeedbackListItem } from '#shared/schemas/feedback'
import { LockedNotice } from './section-card'
import { UpgradeLink } from './upgrade-link'
import { WordCloud } from './word-cloud'

/** Keyword clouds of strengths and improvements: from the ladder's step (KEYWORD_CLOUD_UNLOCK_AT), clear for premium, blurred for free. */
export function KeywordClouds({ count, isPremium, items }: { count: number; isPremium: boolean; items: FeedbackListItem[] }) {
  const state = keywordCloudState(count, isPremium)
  if (state === 'locked') {
    return (
      <LockedNotice>
        <Cloud aria-hidden="true" className="size-8 text-violet-400" />
        <p className="font-semibold">As nuvens de palavras aparecem com {KEYWORD_CLOUD_UNLOCK_AT} feedbacks.</p>
      </LockedNotice>
    )
  }
  const clouds = (
    <div className="grid gap-6 @3xl:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-slate-900">Pontos fortes</h4>
        <WordCloud texts={items.flatMap((item) => item.strengths)} label="Palavras mais usadas nos pontos fortes" />
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold text-slate-900">Pontos de melhoria</h4>
        <WordCloud texts={items.flatMap((item) => item.improvements)} label="Palavras mais usadas nos pontos de melhoria" />
      </div>
    </div>
  )
  if (state === 'clear') return clouds
  return (
    <div className="relative">
      <div aria-hidden="true" inert className="pointer-events-none select-none blur-md" data-testid="blurred-clouds">
        {clouds}
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <div className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-white/95 p-5 text-center shadow-lg">
          <Lock aria-hidden="true" className="size-6 text-violet-700" />
          <p className="font-semibold text-slate-900">Veja as palavras que mais aparecem nos seus feedbacks</p>
          <p className="text-sm text-slate-600">As nuvens de palavras completas fazem parte do Premium.</p>
          <UpgradeLink label="Desbloquear com Premium" />
        </div>
      </div>
    </div>
  )
}

import { Lock, MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { DISC_NAMES } from '#shared/disc/types'
import { unlockAt } from '#shared/feedback/milestones'
import { RELATIONSHIP_GROUP_MIN, RELATIONSHIP_TYPES, type RelationshipType } from '#shared/product'
import { RELATIONSHIP_LABELS, type FeedbackListItem } from '#shared/schemas/feedback'
import { Button } from '#client/components/ui/button'
import { Disclosure } from '#client/components/ui/disclosure'
import { Skeleton } from '#client/components/ui/spinner'
import { errorMessage } from '#client/lib/api-client'
import { cn } from '#client/lib/cn'
import { useFeedbackList } from '#client/features/feedback-dashboard/api/get-feedback-list'
import { DISC_THEME } from '#client/components/disc-theme'
import { KeywordClouds } from './keyword-clouds'
import { feedbacks } from './plural'
import { SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'

type Filter = 'all' | RelationshipType

const FILTER_LABELS: Record<Filter, string> = { all: 'Todos', ...RELATIONSHIP_LABELS }
/** Long lists open collapsed, a few cards at a time, so the tab stays a few phone screens long. */
const INITIALLY_SHOWN = 3
/** On phones (below `sm`) the collapsed list shows fewer cards still; the others are hidden by CSS. */
const INITIALLY_SHOWN_ON_PHONES = 1
const LOAD_MORE_ERROR = 'Não foi possível carregar mais feedbacks.'

function TextList({ title, items, tone }: { title: string; items: string[]; tone: 'strength' | 'improvement' }) {
  if (items.length === 0) return null
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 sm:gap-y-1.5">
      <p className="text-[0.6875rem] font-semibold uppercase tracking-wide text-slate-600 sm:text-xs">{title}</p>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((text, index) => (
          <li
            key={index}
            className={cn(
              'max-w-full break-words rounded-lg px-2 py-0.5 text-[0.8125rem] sm:px-2.5 sm:py-1 sm:text-sm',
              tone === 'strength' ? 'bg-emerald-50 text-emerald-950' : 'bg-amber-50 text-amber-950',
            )}
          >
            {text}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One feedback: who the giver is to the user (never which person), the profile they saw, their words. */
export function FeedbackItem({ item, className }: { item: FeedbackListItem; className?: string }) {
  const type = item.perceivedType
  return (
    <li className={cn(className, 'flex flex-col gap-1.5 rounded-xl border border-slate-200 px-3 py-2.5 sm:gap-3 sm:p-4')}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.8125rem] sm:text-sm">
        {item.relationshipType ? (
          <span className="rounded-full bg-violet-100 px-2 py-0.5 font-semibold text-violet-900 sm:px-2.5">
            {RELATIONSHIP_LABELS[item.relationshipType]}
          </span>
        ) : (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700">Relação oculta para proteger o anonimato</span>
        )}
        <span className="text-slate-700">
          Perfil percebido:{' '}
          <span className="font-semibold" style={{ color: DISC_THEME[type].textColor }}>
            {DISC_NAMES[type]}
          </span>
        </span>
      </div>
      <TextList title="Pontos fortes" items={item.strengths} tone="strength" />
      <TextList title="Pontos de melhoria" items={item.improvements} tone="improvement" />
    </li>
  )
}

/**
 * Only relationship groups of 3 or more are offered: the server withholds the relationship of smaller
 * groups, so every type present in the list qualifies (docs/decisions/0013-anonymity-thresholds.md).
 */
function FilterTabs({
  value,
  onChange,
  disabled,
  groups,
}: {
  value: Filter
  onChange: (filter: Filter) => void
  disabled: boolean
  groups: RelationshipType[]
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:gap-2">
      <div role="group" aria-label="Filtrar por relacionamento" aria-describedby={disabled ? 'filtro-premium' : 'filtro-anonimato'} className="flex flex-wrap gap-1.5 sm:gap-2">
        {(['all', ...groups] as Filter[]).map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={value === filter}
            disabled={disabled}
            onClick={() => onChange(filter)}
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold sm:px-3.5 sm:py-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
              value === filter ? 'bg-violet-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200',
              'disabled:cursor-not-allowed disabled:opacity-60',
            )}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </div>
      {disabled ? (
        <p id="filtro-premium" className="flex items-center gap-2 text-xs text-slate-600 sm:text-sm">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          Filtrar por relacionamento (colegas, amigos, família) é um recurso Premium.
        </p>
      ) : (
        <p id="filtro-anonimato" className="text-xs text-slate-600 sm:text-sm">
          O filtro mostra só grupos com {RELATIONSHIP_GROUP_MIN} pessoas ou mais, para proteger o anonimato.
        </p>
      )}
    </div>
  )
}

/**
 * More pages of the list (issue 18): the button says how many are loaded of the total, stays in
 * place while the next page loads (aria-busy, disabled) and turns into an alert with a retry when
 * that page fails; the cards already shown stay.
 */
function LoadMore({ loaded, total, loading, failed, error, onLoad }: {
  loaded: number
  total: number
  loading: boolean
  failed: boolean
  error: unknown
  onLoad: () => void
}) {
  return (
    <div className="flex flex-col items-center gap-2">
      {failed ? (
        <p role="alert" className="text-sm text-red-900">
          {errorMessage(error, LOAD_MORE_ERROR)}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        aria-controls="lista-feedbacks"
        aria-busy={loading}
        disabled={loading}
        onClick={onLoad}
      >
        {loading ? 'Carregando…' : failed ? 'Tentar carregar mais' : 'Carregar mais'}
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        {loaded} de {total} feedbacks carregados
      </p>
    </div>
  )
}

/**
 * The button that opens the collapsed list. "todos" only when the list really holds all of them: a
 * free list that withholds some says what it opens (issue 33: never "Ver todos os 2" beside "2 de 3").
 */
function expandLabel(shown: number, { loadedOnly, withheld }: { loadedOnly: boolean; withheld: boolean }) {
  if (loadedOnly) return `Ver os ${shown} feedbacks carregados`
  if (withheld) return `Ver os ${shown} feedbacks liberados`
  return `Ver todos os ${shown} feedbacks`
}

/** What each person said, with the relationship filter and the keyword clouds (SPEC.md §2). */
export function FeedbackListSection({ count, isPremium }: { count: number; isPremium: boolean }) {
  const list = useFeedbackList(count > 0)
  const [filter, setFilter] = useState<Filter>('all')
  const [expanded, setExpanded] = useState(false)
  const items = list.data?.pages.flatMap((page) => page.feedback) ?? []
  const groups = RELATIONSHIP_TYPES.filter((type) => items.some((item) => item.relationshipType === type))
  const filtered = filter === 'all' ? items : items.filter((item) => item.relationshipType === filter)
  const shown = expanded ? filtered : filtered.slice(0, INITIALLY_SHOWN)
  const hiddenForFree = !isPremium && !list.hasNextPage && count > items.length && list.isSuccess
  // Only the expanded list grows: loading more into a collapsed one would show nothing new.
  const canLoadMore = list.hasNextPage && (expanded || filtered.length <= INITIALLY_SHOWN)

  return (
    <SectionCard title="O que disseram sobre você" icon={MessagesSquare} description="Cada cartão é uma pessoa. Nenhum nome, nenhuma data e nenhuma ordem de chegada: só o que ela vê em você.">
      {count === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-700">Nenhum feedback recebido ainda</p>
      ) : list.isPending ? (
        <div role="status" className="flex flex-col gap-3" aria-busy="true" aria-label="Carregando feedbacks">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : list.isError && items.length === 0 ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900">
          <p>{errorMessage(list.error, 'Não foi possível carregar seus feedbacks.')}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <FilterTabs value={filter} onChange={setFilter} disabled={!isPremium} groups={groups} />
          {filtered.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-4 text-center text-sm text-slate-700">
              Nenhum feedback de {FILTER_LABELS[filter].toLocaleLowerCase('pt-BR')} {list.hasNextPage ? 'entre os carregados' : 'ainda'}.
            </p>
          ) : (
            <ul id="lista-feedbacks" className="flex flex-col gap-2 sm:gap-3" aria-label="Feedbacks recebidos">
              {shown.map((item, index) => (
                <FeedbackItem key={index} item={item} className={!expanded && index >= INITIALLY_SHOWN_ON_PHONES ? 'max-sm:hidden' : undefined} />
              ))}
            </ul>
          )}
          {filtered.length > INITIALLY_SHOWN_ON_PHONES ? (
            <Button
              variant="secondary"
              size="sm"
              // Between the phone and the wider count, only phones have cards to reveal.
              className={cn('self-center', filtered.length > INITIALLY_SHOWN ? null : 'sm:hidden')}
              aria-expanded={expanded}
              aria-controls="lista-feedbacks"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Ver menos' : expandLabel(filtered.length, { loadedOnly: list.hasNextPage, withheld: hiddenForFree })}
            </Button>
          ) : null}
          {canLoadMore ? (
            <LoadMore
              loaded={items.length}
              total={count}
              loading={list.isFetchingNextPage}
              failed={list.isFetchNextPageError}
              error={list.error}
              onLoad={() => {
                setExpanded(true)
                void list.fetchNextPage()
              }}
            />
          ) : null}
          {hiddenForFree ? (
            <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-950 sm:flex-row sm:gap-3 sm:p-4 sm:items-center sm:justify-between">
              <p>
                Liberados para você: {feedbacks(items.length)} de {count}. A lista completa abre com {unlockAt('feedback-list')} feedbacks ou com o Premium.
              </p>
              <UpgradeLink label="Ver todos" />
            </div>
          ) : null}
          <div className="-mb-2 flex flex-col border-t border-slate-100 pt-1 sm:mb-0 sm:pt-2">
            <Disclosure label="Ver nuvem de palavras">
              <KeywordClouds count={count} isPremium={isPremium} items={filtered} />
              {list.hasNextPage && isPremium ? (
                <p className="text-sm text-slate-600">As nuvens contam as palavras dos {items.length} feedbacks carregados; carregue mais para incluir os outros.</p>
              ) : null}
            </Disclosure>
          </div>
        </>
      )}
    </SectionCard>
  )
}

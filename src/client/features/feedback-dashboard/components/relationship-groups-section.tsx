import { Lock, Users } from 'lucide-react'
import { radarUnlocked } from '#shared/feedback/tiers'
import { DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE } from '#shared/disc/types'
import { RELATIONSHIP_GROUP_MIN, type RelationshipType } from '#shared/product'
import type { RelationshipGroup } from '#shared/schemas/feedback'
import { DISC_THEME } from '#client/components/disc-theme'
import { LockedNotice, SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'

const GROUP_NAMES: Record<RelationshipType, string> = { colleague: 'Colegas', friend: 'Amigos', family: 'Família' }

function people(count: number) {
  return count === 1 ? '1 pessoa' : `${count} pessoas`
}

function GroupCard({ group }: { group: RelationshipGroup }) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" data-testid={`grupo-${group.relationshipType}`}>
      <p className="font-semibold text-slate-900">
        {GROUP_NAMES[group.relationshipType]} <span className="font-normal text-slate-600">· {people(group.count)}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1.5 text-sm">
        {DISC_SCORE_KEYS.map((key) => {
          const type = SCORE_KEY_TO_TYPE[key]
          const value = group.disc[key]
          return (
            <div key={key} className="contents">
              <dt className="text-slate-800">{DISC_NAMES[type]}</dt>
              <div aria-hidden="true" className="h-2 rounded-full bg-slate-100">
                <div className="h-2 rounded-full" style={{ width: `${Math.min(100, value)}%`, backgroundColor: DISC_THEME[type].color }} />
              </div>
              <dd className="text-right tabular-nums text-slate-900">{value}%</dd>
            </div>
          )
        })}
      </dl>
    </li>
  )
}

/**
 * "Como colegas, amigos e família te veem" (issue 16): the others' averages per relationship, for
 * groups of 3 or more only (the server decides which; DESIGN.md §10). Premium.
 */
export function RelationshipGroupsSection({
  count,
  isPremium,
  groups,
}: {
  count: number
  isPremium: boolean
  groups: RelationshipGroup[] | undefined
}) {
  if (!radarUnlocked(count)) return null
  const title = 'Como colegas, amigos e família te veem'
  if (!isPremium || groups === undefined) {
    return (
      <SectionCard title={title} icon={Users}>
        <LockedNotice>
          <Lock aria-hidden="true" className="size-6 text-violet-500" />
          <p>
            Compare como colegas, amigos e família te veem, sempre com pelo menos {RELATIONSHIP_GROUP_MIN} pessoas por
            grupo. Recurso Premium.
          </p>
          <UpgradeLink label="Ver planos Premium" />
        </LockedNotice>
      </SectionCard>
    )
  }
  return (
    <SectionCard
      title={title}
      icon={Users}
      description={`Média de cada grupo com ${RELATIONSHIP_GROUP_MIN} pessoas ou mais, para que ninguém seja identificado.`}
    >
      {groups.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
          Os grupos aparecem quando pelo menos {RELATIONSHIP_GROUP_MIN} colegas, {RELATIONSHIP_GROUP_MIN} amigos ou{' '}
          {RELATIONSHIP_GROUP_MIN} familiares responderem, e nenhum grupo menor puder ser deduzido a partir deles.
        </p>
      ) : (
        <ul className="grid gap-3 @lg:grid-cols-2" aria-label="Visão de cada grupo">
          {groups.map((group) => (
            <GroupCard key={group.relationshipType} group={group} />
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

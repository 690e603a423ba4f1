import { Lock, Users } from 'lucide-react'
import { radarUnlocked } from '#shared/feedback/tiers'
import { DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE } from '#shared/disc/types'
import { RELATIONSHIP_GROUP_MIN, type RelationshipType } from '#shared/product'
import type { RelationshipGroup } from '#shared/schemas/feedback'
import { DISC_THEME } from '#client/components/disc-theme'
import { SectionCard } from './section-card'
import { UpgradeLink } from './upgrade-link'

const GROUP_NAMES: Record<RelationshipType, string> = { colleague: 'Colegas', friend: 'Amigos', family: 'Família' }

function people(count: number) {
  return count === 1 ? '1 pessoa' : `${count} pessoas`
}

/**
 * One table for all groups: a column per group (name and how many people), a row per dimension.
 * Compact on a phone, and read cell by cell by screen readers.
 */
function GroupsTable({ groups }: { groups: RelationshipGroup[] }) {
  return (
    <table className="w-full table-fixed text-left text-sm">
      <caption className="sr-only">Média de cada dimensão DISC por grupo, em porcentagem</caption>
      <thead>
        <tr className="border-b border-slate-200 align-bottom">
          <th scope="col" className="w-[38%] py-2 font-semibold text-slate-600">
            Dimensão
          </th>
          {groups.map((group) => (
            <th key={group.relationshipType} scope="col" data-testid={`grupo-${group.relationshipType}`} className="py-2 pl-2 text-right font-semibold text-slate-900">
              {GROUP_NAMES[group.relationshipType]}
              <span className="block text-xs font-normal text-slate-600">
                <span className="sr-only"> · </span>
                {people(group.count)}
              </span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {DISC_SCORE_KEYS.map((key) => {
          const type = SCORE_KEY_TO_TYPE[key]
          return (
            <tr key={key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="truncate py-2 font-semibold" style={{ color: DISC_THEME[type].textColor }}>
                {DISC_NAMES[type]}
              </th>
              {groups.map((group) => (
                <td key={group.relationshipType} className="py-2 pl-2 text-right tabular-nums text-slate-900">
                  {group.disc[key]}%
                </td>
              ))}
            </tr>
          )
        })}
      </tbody>
    </table>
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
        <div className="flex flex-col gap-2 rounded-xl bg-violet-50 p-3 text-[0.8125rem] text-violet-950 sm:flex-row sm:gap-3 sm:text-sm sm:items-center sm:justify-between">
          <p className="flex items-start gap-2">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Compare como colegas, amigos e família te veem, sempre com pelo menos {RELATIONSHIP_GROUP_MIN} pessoas por
              grupo. Recurso Premium.
            </span>
          </p>
          <UpgradeLink label="Ver planos Premium" />
        </div>
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
        <GroupsTable groups={groups} />
      )}
    </SectionCard>
  )
}

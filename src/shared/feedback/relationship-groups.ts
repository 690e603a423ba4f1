/**
 * Which relationship groups may be compared (DESIGN.md §10, docs/decisions/0013-anonymity-thresholds.md).
 * A group is shown only with RELATIONSHIP_GROUP_MIN (3) or more feedbacks. The overall average is
 * shown too, so the feedbacks left outside the shown groups must also number 0 or at least 3: with
 * 4 feedbacks (3 friends, 1 colleague), the friends' average and the overall one would give away the
 * colleague's exact answers. Smallest groups are dropped until that holds.
 */
import { RELATIONSHIP_GROUP_MIN } from '#shared/product'

export function comparableGroups<T extends { count: number }>(groups: readonly T[], total: number): T[] {
  const shown = groups.filter((group) => group.count >= RELATIONSHIP_GROUP_MIN)
  const bySize = [...shown].sort((a, b) => a.count - b.count)
  const rest = () => total - shown.reduce((sum, group) => sum + group.count, 0)
  while (shown.length > 0 && rest() > 0 && rest() < RELATIONSHIP_GROUP_MIN) {
    const smallest = bySize.shift()
    shown.splice(shown.indexOf(smallest as T), 1)
  }
  return shown
}

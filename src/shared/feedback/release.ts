/**
 * Feedback is released to its owner in groups (issue 30, docs/decisions/0028-release-in-groups.md):
 * what the owner may read about answers that are still waiting.
 */
import { RELEASE_GROUP_SIZE } from '#shared/product'

/** "2 respostas aguardando — …", or null when none waits. */
export function waitingText(waiting: number): string | null {
  const n = Number.isFinite(waiting) ? Math.max(0, Math.floor(waiting)) : 0
  if (n === 0) return null
  const protect = 'para proteger o anonimato de quem respondeu.'
  if (n === 1) return `1 resposta aguardando — ela aparece junto com as próximas quando chegar a ${RELEASE_GROUP_SIZE}ª, ${protect}`
  return `${n} respostas aguardando — elas aparecem juntas quando chegar a ${RELEASE_GROUP_SIZE}ª, ${protect}`
}

/**
 * How many more answers it takes until `target` feedbacks are shown, when `released` are shown and
 * `waiting` wait: answers are shown three at a time, so it is the answers that complete enough groups.
 */
export function answersUntil(target: number, released: number, waiting: number): number {
  const missing = target - released
  if (missing <= 0) return 0
  return Math.max(1, RELEASE_GROUP_SIZE * Math.ceil(missing / RELEASE_GROUP_SIZE) - Math.max(0, waiting))
}

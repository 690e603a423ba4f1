// The pure parts of `npm run bench -- --only=tap` (scripts/bench-tap.mjs): the median of the runs,
// which tap was the first that worked and which taps were dead, the budgets and the Markdown table.
// No browser here, so scripts/tap-metrics.test.ts can check the rules.

/** A tap whose effect shows up later than this after the page handled it did not visibly work. */
export const EFFECT_WINDOW_MS = 150

/** The median of the numbers; `null` (a run without the value, e.g. no tap worked) counts as the worst. */
export function median(values) {
  if (values.length === 0) return null
  const sorted = values.map((value) => value ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  return Number.isFinite(value) ? value : null
}

/**
 * Which tap was the first that worked, and how many before it were dead.
 *
 * `taps`: the clicks the page received, each `{ at, handledAt, onTarget }` in ms since navigation
 * start (`at` when the finger came down, `handledAt` when the page's main thread got to it — later
 * when the page is busy). `effects`: what an answer (or the call to action) does, each `{ at, kind }`:
 * a navigation starting (form submission, link, client-side route) or the wizard's state changing.
 *
 * The rules:
 * - Only effects at or after the first handled tap count (whatever the page did on its own before
 *   — loading, hydrating — is no tap's doing).
 * - The first counted effect belongs to the earliest tap handled at most `window` ms before it; when
 *   none is that close (the page acted later, e.g. React replaying a click after hydration), to the
 *   last tap handled before it, and the result says `late`.
 * - Taps before that one that landed on the target are dead; taps that landed elsewhere (the
 *   layout moved) are `missed`. Taps after it are neither: they land while the effect (a
 *   navigation, the wizard's transition) is already under way.
 * - With no effect at all, every tap on the target is dead.
 */
export function classifyTaps(taps, effects, window = EFFECT_WINDOW_MS) {
  const ordered = [...taps].sort((a, b) => a.handledAt - b.handledAt)
  const first = ordered[0]
  const effect = first ? [...effects].sort((a, b) => a.at - b.at).find((candidate) => candidate.at >= first.handledAt) : undefined
  let working = null
  let late = false
  if (effect) {
    const before = ordered.filter((tap) => tap.handledAt <= effect.at)
    working = before.find((tap) => effect.at - tap.handledAt <= window) ?? null
    if (!working) {
      working = before[before.length - 1]
      late = true
    }
  }
  const earlier = working ? ordered.slice(0, ordered.indexOf(working)) : ordered
  return {
    working,
    effect: effect ?? null,
    late,
    dead: earlier.filter((tap) => tap.onTarget).length,
    missed: earlier.filter((tap) => !tap.onTarget).length,
    after: working ? ordered.length - ordered.indexOf(working) - 1 : 0,
  }
}

/** Issue 32's budgets: the first working tap on the two forms, and no dead tap anywhere. */
export const TAP_BUDGETS_MS = { mobile: 1500, poor3g: 3000 }

/** Issue 44's budgets: the second question on screen after that tap, on the same two forms. */
export const SECOND_QUESTION_BUDGETS_MS = { mobile: 2000, poor3g: 3500 }

/** Whether a page's medians keep the budgets; `firstTap` and `second` only for the pages that have them. */
export function withinBudget(row, profile) {
  const limit = row.firstTapBudget ? TAP_BUDGETS_MS[profile] : null
  const firstTap = limit === null ? null : row.firstTap !== null && row.firstTap <= limit
  const secondLimit = row.firstTapBudget ? SECOND_QUESTION_BUDGETS_MS[profile] : null
  const second = secondLimit === null ? null : row.second !== null && row.second <= secondLimit
  const dead = row.dead === 0
  return { firstTap, second, dead, ok: firstTap !== false && second !== false && dead }
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`)
const count = (n) => (n === null ? '—' : Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','))

/** One profile's Markdown table: the medians of each page and whether they keep the budgets. */
export function tapTable(profileLabel, profile, rows, runs) {
  const lines = [
    `| ${profileLabel} (mediana de ${runs}) | respostas visíveis | primeiro toque que funciona | segunda pergunta na tela | hidratada | toques mortos | orçamento do toque | orçamento da segunda pergunta | sem toque morto |`,
    '|---|---:|---:|---:|---:|---:|---|---|---|',
  ]
  const verdict = (ok, limit) => (ok === null ? '—' : `≤ ${seconds(limit)} ${ok ? '✓' : '✗'}`)
  for (const row of rows) {
    const budget = withinBudget(row, profile)
    lines.push(
      `| ${row.page} | ${seconds(row.visible)} | ${seconds(row.firstTap)} | ${seconds(row.second)} | ${seconds(row.hydrated)} | ${count(row.dead)} | ` +
        `${verdict(budget.firstTap, TAP_BUDGETS_MS[profile])} | ${verdict(budget.second, SECOND_QUESTION_BUDGETS_MS[profile])} | ${budget.dead ? '✓' : '✗'} |`,
    )
  }
  return lines.join('\n')
}

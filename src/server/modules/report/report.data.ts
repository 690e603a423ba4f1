import type { DiscScores } from '#shared/disc/types'
import { compareAll, discReliability, type DimensionComparison } from '#shared/feedback/blind-spots'
import { rankCharacteristicTallies, type RankedCharacteristic } from '#shared/feedback/characteristics'
import { radarUnlocked } from '#shared/feedback/tiers'
import type { Reliability } from '#shared/feedback/verdict'
import { compareOcean, oceanReliability, othersOceanAverages, type OceanFactorComparison } from '#shared/ocean/others-scoring'
import type { OceanScores } from '#shared/ocean/types'
import { isStraightLined } from '#shared/ocean/interpretation'
import type { DiscHistoryEntry, OceanHistoryEntry } from '#shared/schemas/history'
import type { AssessmentRepository } from '#server/modules/assessment/assessment.repository'
import type { FeedbackRepository } from '#server/modules/feedback/feedback.repository'
import type { OceanRepository } from '#server/modules/ocean/ocean.repository'
import type { NormsRepository } from '#server/modules/norms/norms.repository'
import type { NormsView } from '#shared/ocean/norms'
import type { Ocean360Repository } from '#server/modules/ocean-360/ocean-360.repository'
import type { Db } from '#server/db/client'
import { compareRounds, listRounds } from '#server/modules/feedback/feedback.rounds'
import type { RoundComparison } from '#shared/schemas/rounds'

/** Everything the PDF shows, already within the dashboard's anonymity thresholds. */
export interface ReportData {
  username: string
  generatedAt: Date
  discSelf: DiscScores | null
  /** Raters on the DISC 360 (feedbacks); the averages and comparisons only from RADAR_UNLOCK_AT. */
  feedbackCount: number
  discOthers: DiscScores | null
  /** Every DISC dimension compared (empty below the threshold): flagged, confirmed, blind spot. */
  discComparison: DimensionComparison[]
  discReliability: Reliability | null
  characteristics: RankedCharacteristic[]
  oceanSelf: OceanScores | null
  /** Issue 48: the percentiles of `oceanSelf` among Espelho's consenting people (null without a test). */
  oceanNorms: NormsView | null
  oceanRaters: number
  /** The raters' Big Five averages, from OCEAN_OTHERS_MIN_RATERS; shown even without an own test. */
  oceanOthers: OceanScores | null
  oceanReliability: Reliability | null
  oceanComparison: OceanFactorComparison[]
  discHistory: DiscHistoryEntry[]
  oceanHistory: OceanHistoryEntry[]
  /**
   * The feedback rounds side by side (decision 0046), oldest first, when there are two or more:
   * the same figures as the results page, within the same thresholds. Empty with one round.
   */
  rounds: { number: number; openedAt: Date; closedAt: Date | null; comparison: RoundComparison }[]
}

export interface ReportDeps {
  assessmentRepo: AssessmentRepository
  feedbackRepo: FeedbackRepository
  oceanRepo: OceanRepository
  ocean360Repo: Ocean360Repository
  norms: NormsRepository
  db: Db
}

/**
 * A fixed number of queries whatever the feedback count: the DISC 360 from SQL sums, the Big Five
 * 360 from its aggregate row, histories capped at HISTORY_LIMIT.
 */
export async function collectReport(deps: ReportDeps, user: { id: number; username: string }, now = new Date()): Promise<ReportData> {
  const [self, aggregate, oceanSelf, ocean360, discHistory, oceanHistory, rounds] = await Promise.all([
    deps.feedbackRepo.selfScoresForComparison(user.id),
    deps.feedbackRepo.aggregate(user.id),
    deps.oceanRepo.latest(user.id),
    deps.ocean360Repo.sums(user.id),
    deps.assessmentRepo.historyForUser(user.id),
    deps.oceanRepo.history(user.id),
    listRounds(deps.db, user.id),
  ])
  // A straight-lined Big Five (all answers the same) is compared with no one: no norms section at all.
  const oceanNorms = oceanSelf && !isStraightLined(oceanSelf.answers) ? await deps.norms.viewFor(user.id, oceanSelf) : null
  const comparison = rounds.length > 1 ? await compareRounds(deps.db, user.id, rounds) : []
  const unlocked = radarUnlocked(aggregate.count)
  const discSelf = self?.scores ?? null
  return {
    username: user.username,
    generatedAt: now,
    discSelf,
    feedbackCount: aggregate.count,
    discOthers: unlocked ? aggregate.averages : null,
    discComparison: unlocked && self ? compareAll(self.scores, aggregate.sums, self.source) : [],
    discReliability: unlocked ? discReliability(aggregate.sums) : null,
    characteristics: unlocked ? rankCharacteristicTallies(aggregate.characteristics, aggregate.count).slice(0, 10) : [],
    oceanSelf,
    oceanNorms,
    oceanRaters: ocean360.count,
    oceanOthers: othersOceanAverages(ocean360.count, ocean360.sums),
    oceanReliability: oceanReliability(ocean360.count, ocean360.sums),
    oceanComparison: oceanSelf ? compareOcean(oceanSelf, ocean360.count, ocean360.sums) : [],
    discHistory: discHistory.entries,
    oceanHistory: oceanHistory.entries,
    rounds: comparison.flatMap((entry, index) => {
      const round = rounds[index]
      return round ? [{ number: round.number, openedAt: round.openedAt, closedAt: round.closedAt, comparison: entry }] : []
    }),
  }
}

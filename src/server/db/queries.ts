import { and, desc, eq } from 'drizzle-orm'
import type { DiscScores } from '#shared/disc/types'
import type { Db } from './client'
import { discAssessments, discParallelAssessments } from './schema'

/** The four scores of a user's latest self DISC assessment (the one that counts), or null. */
export async function latestSelfDiscScores(db: Db, userId: number): Promise<DiscScores | null> {
  const [row] = await db
    .select({
      dominance: discAssessments.dominance,
      influence: discAssessments.influence,
      steadiness: discAssessments.steadiness,
      compliance: discAssessments.compliance,
    })
    .from(discAssessments)
    .where(and(eq(discAssessments.userId, userId), eq(discAssessments.isSelf, true)))
    .orderBy(desc(discAssessments.createdAt), desc(discAssessments.id))
    .limit(1)
  return row ?? null
}

/**
 * The four scores of a user's latest parallel self form (the others' 24 questions answered about
 * oneself, issue 20), or null when never taken. When present, the self-vs-others comparison uses it
 * instead of the 10-question test: same items on both sides.
 */
export async function latestParallelSelfScores(db: Db, userId: number): Promise<DiscScores | null> {
  const [row] = await db
    .select({
      dominance: discParallelAssessments.dominance,
      influence: discParallelAssessments.influence,
      steadiness: discParallelAssessments.steadiness,
      compliance: discParallelAssessments.compliance,
    })
    .from(discParallelAssessments)
    .where(eq(discParallelAssessments.userId, userId))
    .orderBy(desc(discParallelAssessments.createdAt), desc(discParallelAssessments.id))
    .limit(1)
  return row ?? null
}

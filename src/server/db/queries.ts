import { and, desc, eq } from 'drizzle-orm'
import type { DiscScores } from '#shared/disc/types'
import type { Db } from './client'
import { discAssessments } from './schema'

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

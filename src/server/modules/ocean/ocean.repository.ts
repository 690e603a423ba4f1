import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { oceanAssessments } from '#server/db/schema'
import type { OceanAnswers } from '#shared/ocean/scoring'
import type { OceanScores } from '#shared/ocean/types'
import type { OceanAssessment } from '#shared/schemas/ocean'
import { HISTORY_LIMIT, type OceanHistoryEntry } from '#shared/schemas/history'

type OceanRow = typeof oceanAssessments.$inferSelect

/** The largest id a PostgreSQL `serial` can hold; anything above cannot exist. */
const MAX_SERIAL = 2_147_483_647

function toView(row: OceanRow): OceanAssessment {
  return {
    id: row.id,
    openness: row.openness,
    conscientiousness: row.conscientiousness,
    extraversion: row.extraversion,
    agreeableness: row.agreeableness,
    neuroticism: row.neuroticism,
    answers: row.answers as OceanAssessment['answers'],
    isSelf: row.isSelf,
    createdAt: row.createdAt.toISOString(),
  }
}

export function createOceanRepository(db: Db) {
  return {
    async create(userId: number, scores: OceanScores, answers: OceanAnswers): Promise<OceanAssessment> {
      const [row] = await db
        .insert(oceanAssessments)
        .values({ userId, isSelf: true, ...scores, answers })
        .returning()
      if (!row) throw new Error('insert into ocean_assessments returned no row')
      return toView(row)
    },

    async latest(userId: number): Promise<OceanAssessment | null> {
      const [row] = await db
        .select()
        .from(oceanAssessments)
        .where(eq(oceanAssessments.userId, userId))
        .orderBy(desc(oceanAssessments.createdAt), desc(oceanAssessments.id))
        .limit(1)
      return row ? toView(row) : null
    },

    /** Every OCEAN result of the user, newest first (at most HISTORY_LIMIT), and how many there are. */
    async history(userId: number): Promise<{ total: number; entries: OceanHistoryEntry[] }> {
      const own = eq(oceanAssessments.userId, userId)
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            createdAt: oceanAssessments.createdAt,
            openness: oceanAssessments.openness,
            conscientiousness: oceanAssessments.conscientiousness,
            extraversion: oceanAssessments.extraversion,
            agreeableness: oceanAssessments.agreeableness,
            neuroticism: oceanAssessments.neuroticism,
          })
          .from(oceanAssessments)
          .where(own)
          .orderBy(desc(oceanAssessments.createdAt), desc(oceanAssessments.id))
          .limit(HISTORY_LIMIT),
        db.select({ n: count() }).from(oceanAssessments).where(own),
      ])
      return {
        total: Number(counted?.n ?? 0),
        entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      }
    },

    /** Only the owner's own assessment; someone else's id looks exactly like a missing one. */
    async findOwned(userId: number, id: number): Promise<OceanAssessment | null> {
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_SERIAL) return null
      const [row] = await db
        .select()
        .from(oceanAssessments)
        .where(and(eq(oceanAssessments.id, id), eq(oceanAssessments.userId, userId)))
        .limit(1)
      return row ? toView(row) : null
    },
  }
}

export type OceanRepository = ReturnType<typeof createOceanRepository>

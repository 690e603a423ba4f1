import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { oceanAssessments } from '#server/db/schema'
import type { OceanAnswers } from '#shared/ocean/scoring'
import type { OceanScores } from '#shared/ocean/types'
import type { OceanAssessment } from '#shared/schemas/ocean'

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

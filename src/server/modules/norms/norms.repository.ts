import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { normsConsents, oceanAssessments, oceanNorms } from '#server/db/schema'
import { rowsOf, toNumber } from '#server/db/rows'
import { NORM_SCORE_VALUES, emptyHistograms, normsViewOf, type NormHistograms, type NormsView } from '#shared/ocean/norms'
import { OCEAN_SCORE_KEYS, type OceanScoreKey, type OceanScores } from '#shared/ocean/types'

const isScoreKey = (value: unknown): value is OceanScoreKey =>
  typeof value === 'string' && (OCEAN_SCORE_KEYS as readonly string[]).includes(value)

/** The stored histograms, read defensively: anything but 101 counts per factor is no norms. */
function parseHistograms(value: unknown): NormHistograms | null {
  if (typeof value !== 'object' || value === null) return null
  const histograms = emptyHistograms()
  for (const key of OCEAN_SCORE_KEYS) {
    const counts = (value as Record<string, unknown>)[key]
    if (!Array.isArray(counts) || counts.length !== NORM_SCORE_VALUES) return null
    histograms[key] = counts.map((count) => Math.max(0, toNumber(count)))
  }
  return histograms
}

/**
 * Computes the norms again from the consenting people's latest Big Five tests, in one
 * transaction: first each consent row records the test it now counts (null for a withdrawal or
 * someone without a test), then the histograms are built from exactly those tests, so the
 * histograms and "the test this person counted with" always agree. Only changed rows are written.
 * Cost: one pass over the consenting people's tests, once a minute at most (norms.schedule.ts),
 * never per request.
 */
export async function refreshNorms(db: Db, now = new Date()): Promise<{ sample: number; changed: number }> {
  return db.transaction(async (tx) => {
    const changed = await tx.execute(sql`
      with latest as (
        select distinct on (o.user_id) o.user_id, o.id
        from ${oceanAssessments} o
        join ${normsConsents} c on c.user_id = o.user_id and c.consent
        where o.is_self
        order by o.user_id, o.created_at desc, o.id desc
      )
      update ${normsConsents} c set counted_assessment_id = l.id
      from ${normsConsents} c2 left join latest l on l.user_id = c2.user_id
      where c2.user_id = c.user_id and c.counted_assessment_id is distinct from l.id
      returning c.user_id`)
    const counted = rowsOf<{ key: unknown; score: unknown; n: unknown }>(
      await tx.execute(sql`
        select s.key, s.score, count(*) as n
        from ${normsConsents} c
        join ${oceanAssessments} o on o.id = c.counted_assessment_id
        cross join lateral (values
          ('openness', o.openness), ('conscientiousness', o.conscientiousness), ('extraversion', o.extraversion),
          ('agreeableness', o.agreeableness), ('neuroticism', o.neuroticism)
        ) as s(key, score)
        group by s.key, s.score`),
    )
    const histograms = emptyHistograms()
    for (const row of counted) {
      const score = toNumber(row.score)
      if (!isScoreKey(row.key) || !Number.isInteger(score) || score < 0 || score >= NORM_SCORE_VALUES) continue
      histograms[row.key][score] = toNumber(row.n)
    }
    const sample = histograms.openness.reduce((sum, count) => sum + count, 0)
    await tx
      .insert(oceanNorms)
      .values({ id: 1, sample, histograms, computedAt: now })
      .onConflictDoUpdate({ target: oceanNorms.id, set: { sample, histograms, computedAt: now } })
    return { sample, changed: rowsOf(changed).length }
  })
}

export function createNormsRepository(db: Db, options: { minSample: number }) {
  return {
    async consentOf(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ consent: normsConsents.consent })
        .from(normsConsents)
        .where(eq(normsConsents.userId, userId))
        .limit(1)
      return row?.consent ?? false
    },

    async setConsent(userId: number, consent: boolean): Promise<boolean> {
      const [row] = await db
        .insert(normsConsents)
        .values({ userId, consent })
        .onConflictDoUpdate({ target: normsConsents.userId, set: { consent, updatedAt: sql`now()` } })
        .returning({ consent: normsConsents.consent })
      return row?.consent ?? consent
    },

    /**
     * The percentiles of a result's scores among the other consenting people, from the stored
     * norms: one statement reads the histograms and the test the person counted with (taken out),
     * whatever the sample size.
     */
    async viewFor(userId: number, scores: OceanScores): Promise<NormsView> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select n.sample, n.histograms,
            o.openness, o.conscientiousness, o.extraversion, o.agreeableness, o.neuroticism
          from (select 1) as one
          left join ${oceanNorms} n on n.id = 1
          left join ${normsConsents} c on c.user_id = ${userId}
          left join ${oceanAssessments} o on o.id = c.counted_assessment_id`),
      )
      const histograms = parseHistograms(row?.histograms)
      const own =
        row && row.openness !== null && row.openness !== undefined
          ? (Object.fromEntries(OCEAN_SCORE_KEYS.map((key) => [key, toNumber(row[key])])) as OceanScores)
          : null
      return normsViewOf(scores, histograms, toNumber(row?.sample), own, options.minSample)
    },
  }
}

export type NormsRepository = ReturnType<typeof createNormsRepository>

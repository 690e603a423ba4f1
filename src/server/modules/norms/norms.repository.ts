import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { normsConsents, normsRemovals, oceanAssessments, oceanNorms } from '#server/db/schema'
import { rowsOf, toNumber } from '#server/db/rows'
import { NORM_SCORE_VALUES, emptyHistograms, normsViewOf, type NormHistograms, type NormsView, type PublicOceanNorms } from '#shared/ocean/norms'
import { OCEAN_SCORE_KEYS, type OceanScores } from '#shared/ocean/types'
import { isStraightLined } from '#shared/ocean/interpretation'

/**
 * Whether a test's answers are all the same (`isStraightLined` in SQL; the product shows it as
 * "Resultado pouco informativo"): two or more numeric answers, one distinct value. Such a test is
 * never counted in the norms and gets no percentile. For a test aliased `o`; scripts/norms.mjs repeats it.
 */
const O_STRAIGHT_LINED = sql`coalesce((
  select count(*) >= 2 and count(distinct e.value) = 1 from jsonb_each(o.answers) e where jsonb_typeof(e.value) = 'number'
), false)`

/** A result as the views get it: its scores and, when known, its answers (straight-lined ones get no percentile). */
type ScoredResult = OceanScores & { answers?: unknown }

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

const SCORE_COLUMNS = sql.raw(OCEAN_SCORE_KEYS.join(', '))

/** Scores read from a row's `prefix + key` columns; null when the row has none. */
function scoresOf(row: Record<string, unknown>, prefix: string): OceanScores | null {
  const values = OCEAN_SCORE_KEYS.map((key) => row[`${prefix}${key}`])
  if (values.some((value) => value === null || value === undefined)) return null
  return Object.fromEntries(OCEAN_SCORE_KEYS.map((key, i) => [key, toNumber(values[i])])) as OceanScores
}

function add(histograms: NormHistograms, scores: OceanScores, delta: 1 | -1) {
  for (const key of OCEAN_SCORE_KEYS) {
    const score = scores[key]
    if (!Number.isInteger(score) || score < 0 || score >= NORM_SCORE_VALUES) continue
    histograms[key][score] = Math.max(0, (histograms[key][score] ?? 0) + delta)
  }
}

/**
 * Computes the norms again, in one transaction, touching only what changed since the last time:
 * the scores of deleted accounts come out (norms_removals), and each consent row marked `dirty` (a
 * new consent, a withdrawal, a new test) takes out the scores it counted and puts in its latest
 * test's, if it still consents and that test is not straight-lined (all answers the same: then the
 * person counts with nothing until a new test). Its cost follows the number of changes, never the sample size;
 * the very first computation (no stored norms) counts every consenting person once.
 */
export async function refreshNorms(db: Db, now = new Date()): Promise<{ sample: number; changed: number }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(oceanNorms).where(eq(oceanNorms.id, 1)).for('update')
    let histograms = stored ? parseHistograms(stored.histograms) : null
    if (!histograms) {
      // From nothing: everyone who consents is counted afresh.
      histograms = emptyHistograms()
      await tx.execute(sql`delete from ${normsRemovals}`)
      await tx.execute(sql`
        update ${normsConsents} set dirty = true, counted_openness = null, counted_conscientiousness = null,
          counted_extraversion = null, counted_agreeableness = null, counted_neuroticism = null`)
    }
    const removed = rowsOf<Record<string, unknown>>(await tx.execute(sql`delete from ${normsRemovals} returning ${SCORE_COLUMNS}`))
    for (const row of removed) {
      const scores = scoresOf(row, '')
      if (scores) add(histograms, scores, -1)
    }
    const dirty = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select c.user_id,
          c.counted_openness, c.counted_conscientiousness, c.counted_extraversion, c.counted_agreeableness, c.counted_neuroticism,
          l.openness as latest_openness, l.conscientiousness as latest_conscientiousness, l.extraversion as latest_extraversion,
          l.agreeableness as latest_agreeableness, l.neuroticism as latest_neuroticism
        from ${normsConsents} c
        left join lateral (
          select ${SCORE_COLUMNS}, ${O_STRAIGHT_LINED} as straight_lined from ${oceanAssessments} o
          where o.user_id = c.user_id and o.is_self
          order by o.created_at desc, o.id desc
          limit 1
        ) l on c.consent and not l.straight_lined
        where c.dirty
        for update of c`),
    )
    const counted: Record<string, number | null>[] = []
    for (const row of dirty) {
      const before = scoresOf(row, 'counted_')
      const after = scoresOf(row, 'latest_')
      if (before) add(histograms, before, -1)
      if (after) add(histograms, after, 1)
      counted.push({ user_id: toNumber(row.user_id), ...Object.fromEntries(OCEAN_SCORE_KEYS.map((key) => [key, after ? after[key] : null])) })
    }
    if (counted.length > 0) {
      await tx.execute(sql`
        update ${normsConsents} c set dirty = false,
          counted_openness = v.openness, counted_conscientiousness = v.conscientiousness, counted_extraversion = v.extraversion,
          counted_agreeableness = v.agreeableness, counted_neuroticism = v.neuroticism
        from jsonb_to_recordset(${JSON.stringify(counted)}::jsonb)
          as v(user_id int, openness int, conscientiousness int, extraversion int, agreeableness int, neuroticism int)
        where c.user_id = v.user_id`)
    }
    const sample = histograms.openness.reduce((sum, count) => sum + count, 0)
    await tx
      .insert(oceanNorms)
      .values({ id: 1, sample, histograms, computedAt: now })
      .onConflictDoUpdate({ target: oceanNorms.id, set: { sample, histograms, computedAt: now } })
    return { sample, changed: dirty.length + removed.length }
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
        .onConflictDoUpdate({ target: normsConsents.userId, set: { consent, dirty: true, updatedAt: sql`now()` } })
        .returning({ consent: normsConsents.consent })
      return row?.consent ?? consent
    },

    /** A new Big Five test: if the person consents, the next computation counts it instead of the old one. */
    async testSaved(userId: number): Promise<void> {
      await db.update(normsConsents).set({ dirty: true }).where(eq(normsConsents.userId, userId))
    },

    /**
     * The percentiles of a result's scores among the other consenting people, from the stored
     * norms: one statement reads the histograms and the scores the person counts with (taken out),
     * whatever the sample size.
     */
    async viewFor(userId: number, scores: ScoredResult): Promise<NormsView> {
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select n.sample, n.histograms,
            c.counted_openness, c.counted_conscientiousness, c.counted_extraversion, c.counted_agreeableness, c.counted_neuroticism
          from (select 1) as one
          left join ${oceanNorms} n on n.id = 1
          left join ${normsConsents} c on c.user_id = ${userId}`),
      )
      const histograms = parseHistograms(row?.histograms)
      const own = row ? scoresOf(row, 'counted_') : null
      const view = normsViewOf(scores, histograms, toNumber(row?.sample), own, options.minSample)
      // An uninformative result (all answers the same) is not compared with anyone.
      return isStraightLined(scores.answers) ? { ...view, percentiles: null, percentileIntervals: null } : view
    },

    /**
     * The percentiles of a shared result's scores on its public page (/r/{token}): against the
     * stored norms as they are, whoever's scores they are, so the page says nothing about whether
     * its owner consents (their own view takes their counted test out; here the comparison and its
     * sample are the same for every page). Null below the minimum: a public page never says how
     * many people the norms still need. One row read, whatever the sample size.
     */
    async publicViewFor(scores: ScoredResult): Promise<PublicOceanNorms | null> {
      if (isStraightLined(scores.answers)) return null
      const [row] = await db.select({ sample: oceanNorms.sample, histograms: oceanNorms.histograms }).from(oceanNorms).where(eq(oceanNorms.id, 1))
      const view = normsViewOf(scores, parseHistograms(row?.histograms), toNumber(row?.sample), null, options.minSample)
      if (!view.percentiles || !view.percentileIntervals) return null
      return { percentiles: view.percentiles, percentileIntervals: view.percentileIntervals, normSample: view.normSample }
    },
  }
}

export type NormsRepository = ReturnType<typeof createNormsRepository>

import { hostname } from 'node:os'
import { and, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '#server/db/client'
import { comparisons, discAssessments, feedback, oauthFlows, oceanOthersRatings, periodicRuns, sessions } from '#server/db/schema'
import { currentRoundOf, pendingAnswersFresh, releaseStranded } from '#server/modules/feedback/feedback.aggregates'
import { TEMPORARY_TTL_MS } from '#server/modules/assessment/assessment.repository'
import { forgetGiverMarks } from '#server/modules/feedback/giver-guard'
import { forgetStaleFormProgress } from '#server/modules/forms/form-progress'
import { rowsOf } from '#server/db/rows'
import { planRoundEmails } from '#server/modules/email/round-mail'

const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000
/** How often housekeeping runs, across all app processes together. */
const EVERY_MS = 60 * 60 * 1000
/** How often each process asks whether the period's run is due: a run is at most this late. */
const CHECK_EVERY_MS = 5 * 60 * 1000

/**
 * Forgets what has expired: sessions past their date, anonymous results nobody claimed in time,
 * others' answers whose feedback never came (after 1–2 days, issue 30), abandoned Google sign-ins,
 * the giver guard's marks and spent proofs of work past their window, no-JS progress nobody came
 * back to (issue 32), answers a closed round left unreleased (issue 45); and releases answers a
 * failed release left waiting (issue 30). Idempotent, so any number of app processes may run it.
 */
export async function forgetExpired(db: Db, now = new Date()) {
  const expiredSessions = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id })
  const expiredResults = await db
    .delete(discAssessments)
    .where(
      and(
        isNotNull(discAssessments.anonId),
        isNull(discAssessments.userId),
        lt(discAssessments.createdAt, new Date(now.getTime() - TEMPORARY_TTL_MS)),
      ),
    )
    .returning({ id: discAssessments.id })
  // Others' answers whose giver never sent step 2 in time (issue 30): never shown, never exported.
  const expiredAnswers = await db.execute(sql`
    delete from ${discAssessments} d
    where d.is_self = false and d.subject_user_id is not null
      and not (${pendingAnswersFresh(sql`d.created_at`)})
      and not exists (select 1 from ${feedback} f where f.assessment_id = d.id)
    returning d.id`)
  const expiredFlows = await db
    .delete(oauthFlows)
    .where(lt(oauthFlows.createdAt, new Date(now.getTime() - OAUTH_FLOW_TTL_MS)))
    .returning({ id: oauthFlows.id })
  // Invitations to compare nobody accepted in time (issue 47).
  const expiredInvitations = await db
    .delete(comparisons)
    .where(and(isNull(comparisons.inviteeId), lt(comparisons.expiresAt, now)))
    .returning({ id: comparisons.id })
  const giver = await forgetGiverMarks(db, now)
  const formProgress = await forgetStaleFormProgress(db, now)
  const strandedReleases = await releaseStranded(db)
  // Big Five answers that came for a closed round's feedback after the round closed (issue 36): a
  // closed round's figures never change, so they can never be shown and are not kept.
  const closedRoundRatings = await db.execute(sql`
    delete from ${oceanOthersRatings} r using ${feedback} f
    where r.assessment_id = f.assessment_id and r.released = false
      and f.round < ${currentRoundOf(sql`f.subject_user_id`)}
    returning r.id`)
  // Answers a closed round left unreleased (issue 45): never shown, never exported, not kept. The
  // opening deletes its remainder; this catches any that committed into it afterwards.
  const closedRoundAnswers = await db.execute(sql`
    delete from ${discAssessments} d using ${feedback} f
    where f.assessment_id = d.id and f.released = false
      and f.round < ${currentRoundOf(sql`f.subject_user_id`)}
    returning d.id`)
  return {
    sessions: expiredSessions.length,
    temporaryResults: expiredResults.length,
    unfinishedAnswers: rowsOf(expiredAnswers).length,
    closedRoundRatings: rowsOf(closedRoundRatings).length,
    closedRoundAnswers: rowsOf(closedRoundAnswers).length,
    oauthFlows: expiredFlows.length,
    comparisonInvitations: expiredInvitations.length,
    strandedReleases,
    formProgress,
    ...giver,
  }
}

interface HousekeepingOptions {
  refreshStatistics?: boolean
}

/**
 * One pass: what has expired goes; the feedback rounds' emails that are due are queued (issue 36);
 * with `refreshStatistics`, the planner's statistics are gathered again.
 */
export async function housekeepingPass(db: Db, options: HousekeepingOptions = {}) {
  await forgetExpired(db)
  // Issue 36: the rounds' reminder and invitation, once per round each (the outbox's dedupe key).
  await planRoundEmails(db, new Date())
  if (options.refreshStatistics) await db.execute(sql`analyze`)
}

/**
 * Takes the next run of a periodic job when it is due: one conditional upsert moves the job's
 * `next_run_at` `everyMs` ahead (database time, so the machines' clocks do not matter) and answers
 * true in the one process whose statement moved it; every other process, at the same moment or
 * later in the period, answers false (issue 35: N processes, one run per period).
 */
export async function claimPeriodicRun(db: Db, job: string, everyMs: number, by = `${hostname()}:${process.pid}`): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${periodicRuns} (job, next_run_at, last_run_by)
    values (${job}, now() + make_interval(secs => ${everyMs / 1000}), ${by})
    on conflict (job) do update set next_run_at = excluded.next_run_at, last_run_by = excluded.last_run_by
      where ${periodicRuns.nextRunAt} <= now()
    returning job`)
  return rowsOf(result).length === 1
}

/**
 * Runs `housekeepingPass` once the app is ready and then every hour, until the app closes: each
 * process checks every few minutes, and only the one that claims the period runs it. With
 * `refreshStatistics` (PGlite, which has no autovacuum daemon), each pass also runs ANALYZE: without
 * statistics the planner takes a person's 1,000 feedbacks for 3 and sorts them all to show 20,
 * instead of walking the list index (issue 18; docs/decisions/0025-list-plan-and-statistics.md).
 */
/** How long a shutdown waits for a housekeeping pass in progress. */
const SHUTDOWN_WAIT_MS = 10_000

export function scheduleHousekeeping(app: FastifyInstance, db: Db, options: HousekeepingOptions = {}) {
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()
  const run = () => {
    inFlight = claimPeriodicRun(db, 'housekeeping', EVERY_MS)
      .then((mine) => (mine ? housekeepingPass(db, options) : undefined))
      .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed; will retry'))
  }
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, CHECK_EVERY_MS)
    timer.unref()
  })
  // A pass in progress finishes before the app (and then its database) closes: a shutdown never
  // cuts it off halfway or leaves it talking to a closed pool. A database that stopped answering
  // holds the shutdown 10 s at most.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    let waited: NodeJS.Timeout | undefined
    await Promise.race([inFlight, new Promise((resolve) => (waited = setTimeout(resolve, SHUTDOWN_WAIT_MS)))])
    clearTimeout(waited)
  })
}

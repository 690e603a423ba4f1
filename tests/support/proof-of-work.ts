import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/**
 * Solves a challenge from GET /api/feedback/challenge with altcha-lib, as a script or the
 * `altcha` widget does (docs/decisions/0015-feedback-proof-of-work.md), and returns the base64
 * payload the giver's first POST carries in `altcha`. Route tests fetch the challenge with
 * `app.inject`, browser tests with Playwright's request; both solve it here.
 */
export async function solveFeedbackChallenge(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey })
  if (!solution) throw new Error('proof of work not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/**
 * Issue 46, "one results model": every figure a person reads about a DISC dimension comes from one
 * computation on the server and prints the same number everywhere. For fixtures at 3, 6 and 9
 * raters whose averages fall between integers (where half-up rounding and the largest remainder
 * disagree), the results payload (what the radar, its table and the cards print), the Premium
 * verdicts and the PDF carry one figure per dimension, and every gap is the subtraction of the
 * printed figures. The page itself is read by tests/e2e/results/verdicts.spec.ts.
 */
import { sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, it } from 'vitest'
import { DISC_NAMES, DISC_SCORE_KEYS, SCORE_KEY_TO_TYPE, type DiscScores } from '#shared/disc/types'
import type { DiscType } from '#shared/disc/types'
import type { FeedbackStats } from '#shared/schemas/feedback'
import { changeNote, surerSentence, verdictLabel } from '#shared/feedback/verdict-texts'
import { api, describeWithApp, registerUser } from '#test/app'
import { giveFeedback, insertSelfAssessment } from '#test/feedback'

async function pdfText(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body))
  const { text } = await extractText(pdf, { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

/**
 * Raters whose shares average to thirds: on the first three, D 73.67 · I 7 · S 12.67 · C 7, where
 * half-up rounding prints 74 + 7 + 13 + 7 = 101 and the one rounding (largest remainder) 73 / 13.
 */
const RATERS: DiscType[][] = [['D'], ['D'], ['D', 'I', 'S', 'C', 'S'], ['S'], ['D', 'C'], ['I', 'S', 'D'], ['C', 'D', 'D'], ['I'], ['S', 'D']]
const SELF: DiscScores = { dominance: 10, influence: 30, steadiness: 40, compliance: 20 }

describeWithApp('one results model: the payload, the verdicts and the PDF print one figure per dimension', (ctx) => {
  it('at 3, 6 and 9 raters', async () => {
    const person = await registerUser(ctx.app, { username: 'Figuras Iguais' })
    const id = person.user.id as number
    const uuid = person.user.userId as string
    await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${id}`)
    await insertSelfAssessment(ctx.database.db, id, SELF)
    let given = 0
    for (const upTo of [3, 6, 9]) {
      for (const types of RATERS.slice(given, upTo)) await giveFeedback(ctx.app, uuid, { types, strengths: ['Calma'] })
      given = upTo
      const stats = (await api(ctx.app, 'GET', '/api/feedback/stats', { cookie: person.cookie })).json() as FeedbackStats
      expect(stats.feedbackCount).toBe(upTo)
      const shown = stats.feedbackDisc
      expect(DISC_SCORE_KEYS.reduce((sum, key) => sum + shown[key], 0)).toBe(100)
      const dimensions = stats.perception?.dimensions ?? []
      expect(dimensions).toHaveLength(4)
      const pdf = await pdfText((await api(ctx.app, 'GET', '/api/report.pdf', { cookie: person.cookie })).rawPayload)
      for (const verdict of dimensions) {
        const key = verdict.dimension
        // The radar and its table print feedbackDisc; the card prints the verdict: one figure.
        expect(verdict.others, `${key} at ${upTo}`).toBe(shown[key])
        expect(verdict.self).toBe(SELF[key])
        expect(verdict.gap).toBe(Math.abs(SELF[key] - shown[key]))
        const blindSpot = stats.blindSpots?.find((entry) => entry.dimension === key)
        if (blindSpot) expect([blindSpot.others, blindSpot.gap]).toEqual([verdict.others, verdict.gap])
        // The PDF's row: name, you (margin), others (range), difference, reading — the same integers.
        const name = DISC_NAMES[SCORE_KEY_TO_TYPE[key]]
        const row = `${name} ${verdict.self} (± ${verdict.selfMargin}) ${verdict.others} (${verdict.othersLow}–${verdict.othersHigh}) ${verdict.gap} ${verdictLabel(verdict)}`
        expect(pdf, `${key} at ${upTo}`).toContain(row)
        // Each card's forecast is its own one sentence, the site's (issue 46).
        const surer = surerSentence(verdict)
        if (surer) expect(pdf, `${key} at ${upTo}`).toContain(surer)
      }
      // One voice (issue 46): no card says "mais respostas dificilmente mudam isso" and then "pode se
      // confirmar ou sumir"; why verdicts can change is said once for the comparison, as on the site.
      expect(pdf).not.toMatch(/dificilmente|Pode mudar a cada novo grupo/)
      const note = changeNote(dimensions)
      if (note) expect(pdf.split(note).length - 1, `note at ${upTo}`).toBe(1)
    }
    // Nine givers and three PDFs: slow on a shared machine, never a matter of speed.
  }, 180_000)
})

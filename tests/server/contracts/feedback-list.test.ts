import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { FeedbackListItemSchema, FeedbackListResponseSchema } from '#shared/schemas/feedback'
import { api, describeWithApp, registerUser } from '#test/app'
import { giveFeedback } from '#test/feedback'

/**
 * The list's contract since issue 18 (docs/decisions/0018-feedback-pages.md): what the server
 * answers is exactly what the shared schema the client parses with describes, page after page, and
 * an item no longer carries the 24 raw answers.
 */
describeWithApp('contract: GET /api/feedback pages', (ctx) => {
  it('answers pages the client schema parses without losing or adding a key', async () => {
    const owner = await registerUser(ctx.app)
    await ctx.database.db.execute(sql`update users set premium_until = now() + interval '30 days' where id = ${owner.user.id as number}`)
    // Six: two releases of three (issue 30), both whole groups of colleagues, so every card is labelled.
    for (let i = 0; i < 6; i += 1) {
      await giveFeedback(ctx.app, owner.user.userId as string, { types: ['D', 'S', 'S'], relationshipType: 'colleague', strengths: [`Firme ${i}`] })
    }
    let cursor: string | null = null
    let pages = 0
    let items = 0
    do {
      const response = await api(ctx.app, 'GET', `/api/feedback?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { cookie: owner.cookie })
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(FeedbackListResponseSchema.parse(body)).toEqual(body)
      for (const item of body.feedback) {
        expect(item).not.toHaveProperty('assessment')
        expect(item).toMatchObject({ perceivedType: 'S', disc: { dominance: 33, influence: 0, steadiness: 67, compliance: 0 }, relationshipType: 'colleague' })
      }
      items += body.feedback.length
      cursor = body.nextCursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(3)
    expect(items).toBe(6)
  })

  it('the item schema refuses the old shape', () => {
    const old = { assessment: { answers: {} }, relationshipType: null, strengths: [], improvements: [] }
    expect(FeedbackListItemSchema.safeParse(old).success).toBe(false)
  })
})

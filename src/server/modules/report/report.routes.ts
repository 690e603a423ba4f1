import { renderToBuffer } from '@react-pdf/renderer'
import type { FastifyInstance } from 'fastify'
import { createElement } from 'react'
import { REPORT_MESSAGES, reportFileName } from '#shared/schemas/report'
import { forbidden } from '#server/lib/http-error'
import { isPremium } from '#server/lib/premium'
import { FIXED_RATE_LIMITS, perUserKey } from '#server/plugins/rate-limit'
import { requireSignedIn } from '#server/plugins/session'
import { collectReport, type ReportDeps } from './report.data'
import { ReportDocument } from './report.document'
import { registerReportFonts } from './report.fonts'

/** GET /api/report.pdf (issue 17): the Premium person's whole portrait as a PDF to keep. */
export function reportRoutes(app: FastifyInstance, deps: ReportDeps) {
  registerReportFonts()

  app.get(
    '/api/report.pdf',
    {
      preValidation: requireSignedIn,
      config: {
        rateLimit: { ...FIXED_RATE_LIMITS.report, hook: 'preHandler', keyGenerator: perUserKey('report') },
      },
    },
    async (request, reply) => {
      const user = await request.requireUser()
      if (!isPremium(user.premiumUntil)) throw forbidden(REPORT_MESSAGES.premiumOnly)
      const now = new Date()
      const data = await collectReport(deps, user, now)
      const pdf = await renderToBuffer(createElement(ReportDocument, { data }) as Parameters<typeof renderToBuffer>[0])
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="${reportFileName(now)}"`)
        .type('application/pdf')
        .send(pdf)
    },
  )
}

import { brasiliaDay } from '#shared/format'

/** The Premium PDF report (issue 17): its path and the messages of its refusals. */
export const REPORT_PDF_PATH = '/api/report.pdf'

export const REPORT_MESSAGES = {
  premiumOnly: 'O relatório em PDF é um recurso Premium. Assine o Premium para baixar o seu relatório completo.',
  downloadFailed: 'Não foi possível gerar o relatório. Tente novamente em alguns instantes.',
} as const

/** `espelho-relatorio-2026-05-01.pdf`: the day in Brasília, as the report's own dates. */
export function reportFileName(now: Date) {
  return `espelho-relatorio-${brasiliaDay(now)}.pdf`
}

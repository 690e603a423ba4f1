/** Dates are shown as people in Brazil read them, on Brasília time whatever the device says. */
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
})

/** "25/11/2026" (dd/mm/aaaa) from an ISO timestamp. */
export const formatDayMonthYear = (iso: string): string => DAY_MONTH_YEAR.format(new Date(iso))

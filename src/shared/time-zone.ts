/** Espelho's clock: every calendar day and year is read on Brasília time (see format.ts). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo'

/** The current year in Brasília, on the server and in the browser alike (no hydration mismatch on New Year's Eve). */
export function brasiliaYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric' }).format(now))
}

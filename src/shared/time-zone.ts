/** Espelho's clock: every calendar day and year is read on Brasília time (see format.ts). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo'

/**
 * Brasília's offset from UTC: −3 hours all year since Brazil ended daylight saving time in 2019 (the
 * test holds it to the time zone database). The footer's year and the calendar day (ads, file names)
 * read it instead of building an Intl.DateTimeFormat for a time zone, whose first construction in a
 * page loads the zone's data: about 50 ms of main thread at 4× CPU inside every page's hydration.
 */
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000

/** `now` shifted to Brasília's wall clock: its UTC fields read Brasília's date and time. */
export function brasiliaClock(now: Date = new Date()): Date {
  return new Date(now.getTime() + BRASILIA_OFFSET_MS)
}

/** The current year in Brasília, on the server and in the browser alike (no hydration mismatch on New Year's Eve). */
export function brasiliaYear(now: Date = new Date()): number {
  return brasiliaClock(now).getUTCFullYear()
}

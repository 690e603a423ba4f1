/**
 * How Espelho writes dates and money, on the server (pages, e-mails, PDF, images) and in the
 * browser alike. Every date is read on Brasília time whatever the machine or the device says,
 * so a page rendered on the server and hydrated in the browser shows the same day.
 */
import { BRAZIL_TIME_ZONE, brasiliaClock } from './time-zone'

export { BRAZIL_TIME_ZONE }

const STYLES = {
  /** "25/11/2026" */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "25 de nov. de 2026" */
  medium: { dateStyle: 'medium' },
  /** "25 de novembro de 2026" */
  long: { dateStyle: 'long' },
  /** "25/11/2026, 14:03:09" */
  dateTime: { dateStyle: 'short', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

export type DateStyle = keyof typeof STYLES

/**
 * Each style's formatter, built when first used: building one for a time zone costs the page several
 * milliseconds (the zone's data), which a page that only imports this module should not pay while it
 * hydrates (decision 0050).
 */
const formatters = new Map<DateStyle, Intl.DateTimeFormat>()
function formatterOf(style: DateStyle): Intl.DateTimeFormat {
  let formatter = formatters.get(style)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('pt-BR', { ...STYLES[style], timeZone: BRAZIL_TIME_ZONE })
    formatters.set(style, formatter)
  }
  return formatter
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value))

/** A date (Date, ISO string or epoch ms) written on Brasília time; an unreadable one stays as given. */
export function formatDate(value: Date | string | number, style: DateStyle = 'long'): string {
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? String(value) : formatterOf(style).format(date)
}

/** "25/11/2026" (dd/mm/aaaa). */
export const formatDayMonthYear = (value: Date | string | number) => formatDate(value, 'short')

/** Today's calendar day in Brasília as YYYY-MM-DD. */
export const brasiliaDay = (now: Date = new Date()) => brasiliaClock(now).toISOString().slice(0, 10)

/**
 * A calendar day already written as YYYY-MM-DD (no instant, so no time zone to apply) as
 * "05/03/2027"; anything else stays as given.
 */
export function formatCalendarDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : day
}

/** A number with a fixed count of decimals in Brazilian notation: 0.7 → "0,70". */
export function formatDecimal(value: number, digits: number): string {
  return value.toLocaleString('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

let brl: Intl.NumberFormat | undefined

/** A plan's price in whole reais as the pages write it, without cents or a space: "R$10". */
export const formatPlanPrice = (reais: number) => `R$${reais}`

/** "R$ 19,90" from an amount in cents; another currency (a foreign test payment) is named as such. */
export function formatMoney(cents: number, currency = 'BRL'): string {
  const format = currency === 'BRL' ? (brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })) : new Intl.NumberFormat('pt-BR', { style: 'currency', currency })
  return format.format(cents / 100)
}

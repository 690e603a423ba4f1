/**
 * How Espelho writes dates and money, on the server (pages, e-mails, PDF, images) and in the
 * browser alike. Every date is read on Brasília time whatever the machine or the device says,
 * so a page rendered on the server and hydrated in the browser shows the same day.
 */
import { BRAZIL_TIME_ZONE } from './time-zone'

export { BRAZIL_TIME_ZONE }

const formatter = (options: Intl.DateTimeFormatOptions, locale = 'pt-BR') =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: BRAZIL_TIME_ZONE })

const FORMATS = {
  /** "25/11/2026" */
  short: formatter({ day: '2-digit', month: '2-digit', year: 'numeric' }),
  /** "25 de nov. de 2026" */
  medium: formatter({ dateStyle: 'medium' }),
  /** "25 de novembro de 2026" */
  long: formatter({ dateStyle: 'long' }),
  /** "25/11/2026, 14:03:09" */
  dateTime: formatter({ dateStyle: 'short', timeStyle: 'medium' }),
  /** "2026-11-25": en-CA writes the ISO calendar day. */
  isoDay: formatter({}, 'en-CA'),
} as const

export type DateStyle = keyof typeof FORMATS

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value))

/** A date (Date, ISO string or epoch ms) written on Brasília time; an unreadable one stays as given. */
export function formatDate(value: Date | string | number, style: DateStyle = 'long'): string {
  const date = toDate(value)
  return Number.isNaN(date.getTime()) ? String(value) : FORMATS[style].format(date)
}

/** "25/11/2026" (dd/mm/aaaa). */
export const formatDayMonthYear = (value: Date | string | number) => formatDate(value, 'short')

/** Today's calendar day in Brasília as YYYY-MM-DD. */
export const brasiliaDay = (now: Date = new Date()) => FORMATS.isoDay.format(now)

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

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** A plan's price in whole reais as the pages write it, without cents or a space: "R$10". */
export const formatPlanPrice = (reais: number) => `R$${reais}`

/** "R$ 19,90" from an amount in cents; another currency (a foreign test payment) is named as such. */
export function formatMoney(cents: number, currency = 'BRL'): string {
  const format = currency === 'BRL' ? BRL : new Intl.NumberFormat('pt-BR', { style: 'currency', currency })
  return format.format(cents / 100)
}

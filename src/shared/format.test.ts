import { describe, expect, it } from 'vitest'
import { BRAZIL_TIME_ZONE, brasiliaDay, formatCalendarDay, formatDate, formatDayMonthYear, formatDecimal, formatMoney, formatPlanPrice } from './format'
import { reportFileName } from './schemas/report'
import { brasiliaYear } from './time-zone'

// 02:00 UTC on 5 November is still 4 November in Brasília (UTC−3): a formatter on the machine's
// own time zone (UTC in CI) would say 5.
const lateEvening = '2026-11-05T02:00:00.000Z'

describe('formatDate', () => {
  it('reads every date on Brasília time, whatever the machine says', () => {
    expect(BRAZIL_TIME_ZONE).toBe('America/Sao_Paulo')
    expect(formatDate(lateEvening)).toBe('4 de novembro de 2026')
    expect(formatDate(lateEvening, 'medium')).toBe('4 de nov. de 2026')
    expect(formatDayMonthYear(lateEvening)).toBe('04/11/2026')
    expect(formatDate(new Date(lateEvening), 'dateTime')).toBe('04/11/2026, 23:00:00')
    expect(brasiliaDay(new Date(lateEvening))).toBe('2026-11-04')
  })

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const date = new Date(lateEvening)
    expect(formatDate(date)).toBe(formatDate(lateEvening))
    expect(formatDate(date.getTime())).toBe(formatDate(lateEvening))
  })

  it('leaves an unreadable date as it came instead of writing "Invalid Date"', () => {
    expect(formatDate('não é data')).toBe('não é data')
  })
})

describe('formatMoney', () => {
  it('writes cents as reais', () => {
    expect(formatMoney(1990).replace(/\s/g, ' ')).toBe('R$ 19,90')
    expect(formatMoney(4990, 'BRL').replace(/\s/g, ' ')).toBe('R$ 49,90')
  })

  it('writes a plan price in whole reais, as the pages do', () => {
    expect(formatPlanPrice(10)).toBe('R$10')
    expect(formatPlanPrice(25)).toBe('R$25')
  })

  it('names another currency as such', () => {
    expect(formatMoney(1000, 'USD').replace(/\s/g, ' ')).toBe('US$ 10,00')
  })
})

describe('formatCalendarDay', () => {
  it('writes a stored calendar day as dd/mm/aaaa without moving it across a time zone', () => {
    expect(formatCalendarDay('2027-03-05')).toBe('05/03/2027')
    expect(formatCalendarDay('2027-01-01')).toBe('01/01/2027')
    expect(formatCalendarDay('março')).toBe('março')
  })
})

describe('formatDecimal', () => {
  it('writes a fixed count of decimals with a comma', () => {
    expect(formatDecimal(0.7, 2)).toBe('0,70')
    expect(formatDecimal(0.738, 2)).toBe('0,74')
    expect(formatDecimal(12.5, 1)).toBe('12,5')
  })
})

describe('file names', () => {
  it('carry the day in Brasília, as the documents inside them', () => {
    expect(reportFileName(new Date(lateEvening))).toBe('espelho-relatorio-2026-11-04.pdf')
    expect(reportFileName(new Date('2026-11-05T15:00:00.000Z'))).toBe('espelho-relatorio-2026-11-05.pdf')
  })
})

describe('brasiliaYear', () => {
  it('is the year in Brasília, not on the machine: New Year in UTC is still the old year there', () => {
    expect(brasiliaYear(new Date('2027-01-01T02:00:00Z'))).toBe(2026)
    expect(brasiliaYear(new Date('2027-01-01T03:00:00Z'))).toBe(2027)
  })

  it('the calendar day agrees with the time zone database around midnight, every month from 2020 to 2040', () => {
    const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE }).format(date)
    for (let year = 2020; year <= 2040; year++) {
      for (let month = 0; month < 12; month++) {
        for (const hourUtc of [1, 2, 3, 4]) {
          const date = new Date(Date.UTC(year, month, 1, hourUtc, 30))
          expect(brasiliaDay(date), date.toISOString()).toBe(day(date))
        }
      }
    }
  })

  it('agrees with the time zone database around every New Year from 2020 to 2040', () => {
    const year = (date: Date) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric' }).format(date))
    for (let newYear = 2020; newYear <= 2040; newYear++) {
      for (const hourUtc of [0, 1, 2, 3, 4, 5]) {
        for (const minute of [0, 59]) {
          const date = new Date(Date.UTC(newYear, 0, 1, hourUtc, minute))
          expect(brasiliaYear(date), date.toISOString()).toBe(year(date))
        }
      }
    }
  })
})

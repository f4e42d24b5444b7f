import { describe, expect, it } from 'vitest'
import { formatActivityTime, formatMonthHeader } from './formatDate'
import { formatQuantity } from './formatQuantity'
import { formatUsd } from './formatUsd'

describe('formatQuantity', () => {
  it('shows three decimals with thousands separators', () => {
    expect(formatQuantity('1234.5')).toBe('1,234.500')
    expect(formatQuantity('1234567')).toBe('1,234,567.000')
    expect(formatQuantity('0')).toBe('0.000')
    expect(formatQuantity('0.000')).toBe('0.000')
    expect(formatQuantity('000012.3')).toBe('12.300')
    expect(formatQuantity('.5')).toBe('0.500')
  })

  it('rounds down, never up', () => {
    expect(formatQuantity('1.9999')).toBe('1.999')
    expect(formatQuantity('999.9999')).toBe('999.999')
  })

  it('keeps every digit of 18-decimal amounts (no float rounding)', () => {
    expect(formatQuantity('123456789012345678.123456789012345678')).toBe('123,456,789,012,345,678.123')
    expect(formatQuantity('9007199254740993.000000000000000001')).toBe('9,007,199,254,740,993.000')
    expect(formatQuantity('0.100000000000000001')).toBe('0.100')
  })

  it('shows a non-zero amount below 0.001 as <0.001', () => {
    expect(formatQuantity('0.000999999999999999')).toBe('<0.001')
    expect(formatQuantity('0.000000000000000001')).toBe('<0.001')
    expect(formatQuantity('0.001')).toBe('0.001')
    expect(formatQuantity('-0.0001')).toBe('>-0.001')
  })

  it('reads exponent notation without floats', () => {
    expect(formatQuantity('1e-7')).toBe('<0.001')
    expect(formatQuantity('1.5e3')).toBe('1,500.000')
    expect(formatQuantity('1.23456e2')).toBe('123.456')
    expect(formatQuantity('1e21')).toBe('1,000,000,000,000,000,000,000.000')
  })

  it('keeps the sign of negative amounts', () => {
    expect(formatQuantity('-1234.5')).toBe('-1,234.500')
    expect(formatQuantity('-0')).toBe('0.000')
  })

  it('takes other numbers of decimals', () => {
    expect(formatQuantity('1.23456', 2)).toBe('1.23')
    expect(formatQuantity('1234.9', 0)).toBe('1,234')
  })

  it.each(['', '.', 'abc', '1,000', '1.2.3', '0x10', 'NaN', 'Infinity', '1e', ' - '])('shows %j as a dash', (value) => {
    expect(formatQuantity(value)).toBe('—')
  })
})

describe('formatUsd', () => {
  it('shows dollars and cents with separators', () => {
    expect(formatUsd(1234.56)).toBe('$1,234.56')
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(-0)).toBe('$0.00')
    expect(formatUsd(5484.573)).toBe('$5,484.57')
    expect(formatUsd(-12)).toBe('-$12.00')
  })

  it('shows amounts under a cent as <$0.01', () => {
    expect(formatUsd(0.0000123)).toBe('<$0.01')
    expect(formatUsd(0.01)).toBe('$0.01')
  })

  it('shows what is not a number as a dash', () => {
    expect(formatUsd(Number.NaN)).toBe('—')
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('—')
  })
})

describe('Activity dates', () => {
  it('names the month and year', () => {
    expect(formatMonthHeader(2026, 10)).toBe('November 2026')
    expect(formatMonthHeader(2027, 0)).toBe('January 2027')
  })

  it('gives the day and time of an entry', () => {
    expect(formatActivityTime('2026-11-14T15:05:00.000Z', { timeZone: 'UTC' })).toBe('Nov 14')
    expect(formatActivityTime('2026-11-14T15:05:00.000Z', { withTime: true, timeZone: 'UTC' })).toBe('Nov 14, 2026, 3:05 PM')
    expect(formatActivityTime('2026-11-14T23:30:00.000Z', { timeZone: 'Asia/Tokyo' })).toBe('Nov 15')
    expect(formatActivityTime('not a date')).toBe('')
  })
})

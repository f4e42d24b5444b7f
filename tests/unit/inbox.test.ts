import { describe, expect, it } from 'vitest'
import { extractCode } from '../support/inbox'

describe('extractCode', () => {
  it('finds the 6-digit code, leading zeros kept', () => {
    expect(extractCode('Your Berth code is 004271. It expires in 10 minutes.')).toBe('004271')
    expect(extractCode('Code:\n918273\n')).toBe('918273')
  })

  it('ignores longer and shorter runs of digits', () => {
    expect(extractCode('Order 1234567, ref 12345, code 654321')).toBe('654321')
  })

  it('throws when there is no code', () => {
    expect(() => extractCode('Approve this device: http://localhost:8790/device/abc')).toThrow('No 6-digit code in: Approve this device')
  })
})

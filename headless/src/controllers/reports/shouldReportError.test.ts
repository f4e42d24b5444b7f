import { describe, expect, it } from 'vitest'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidSendError } from '../../errors/send.js'
import { TransactionRejectedError, TransferWouldFailError } from '../../errors/transaction.js'
import { shouldReportError } from './shouldReportError.js'

describe('shouldReportError', () => {
  it('reports faults', () => {
    expect(shouldReportError(new BaseError('Send failed'))).toBe(true)
    expect(shouldReportError(new TransferWouldFailError())).toBe(true)
  })

  it('does not report a visitor declining, nor a send refused for its input', () => {
    expect(shouldReportError(new TransactionRejectedError())).toBe(false)
    expect(shouldReportError({ code: 4001 })).toBe(false)
    expect(shouldReportError(new InvalidSendError('amount-negative', 'The amount cannot be negative'))).toBe(false)
  })
})

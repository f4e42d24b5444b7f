import { describe, expect, it } from 'vitest'
import { ConnectionRejectedError, FailedToConnectError, ModalClosedError } from '../../errors/connection.js'
import { RequestTimeoutError } from '../../errors/provider.js'
import { toConnectError, WalletConnectApprovalTimeoutError, WalletConnectRelayUnavailableError } from './errors.js'

describe('toConnectError', () => {
  it.each([
    [{ code: 5000, message: 'User rejected.' }],
    [{ code: 5001, message: 'User rejected chains.' }],
    [{ code: 5002, message: 'User rejected methods.' }],
    [{ code: 5003, message: 'User rejected events.' }],
    [{ code: 4001, message: 'User rejected the request.' }],
  ])("maps a declined proposal %j to 'Connection rejected'", (cause) => {
    const error = toConnectError(cause)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toMatchObject({ shortMessage: 'Connection rejected', code: 4001, cause })
  })

  it("maps anything else to 'Failed to connect', keeping the cause", () => {
    const timeout = new RequestTimeoutError('wc_sessionPropose', 1_000)
    expect(toConnectError(timeout)).toMatchObject({ shortMessage: 'Failed to connect', cause: timeout })
    expect(toConnectError(new Error('Proposal expired'))).toBeInstanceOf(FailedToConnectError)
    expect(toConnectError({ code: 5100, message: 'Unsupported chains.' })).toBeInstanceOf(FailedToConnectError)
  })

  it('keeps errors that are already mapped', () => {
    for (const error of [
      new ConnectionRejectedError(),
      new ModalClosedError(),
      new WalletConnectRelayUnavailableError('ws://127.0.0.1:1', 10_000),
      new WalletConnectApprovalTimeoutError(600_000),
    ]) {
      expect(toConnectError(error)).toBe(error)
    }
  })

  it('says which relay did not answer, and how long no wallet approved', () => {
    expect(new WalletConnectRelayUnavailableError('ws://127.0.0.1:1', 10_000)).toMatchObject({
      shortMessage: 'Failed to connect',
      details: 'the WalletConnect relay ws://127.0.0.1:1 did not answer within 10000 ms',
    })
    expect(new WalletConnectApprovalTimeoutError(600_000).details).toBe('no wallet approved the connection within 600 s')
    expect(new ModalClosedError().shortMessage).toBe('Modal closed')
  })
})

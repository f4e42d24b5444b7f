import { describe, expect, it, vi } from 'vitest'
import { createApprovals } from './approvals'

describe('approvals', () => {
  it('queues requests oldest first and settles them by id or in order', async () => {
    const onChange = vi.fn()
    const approvals = createApprovals({ autoApprove: false, onChange })
    const first = approvals.ask('eth_requestAccounts', [])
    const second = approvals.ask('personal_sign', ['0x01', '0xabc'])
    const third = approvals.ask('eth_sendTransaction', [{}])
    expect(approvals.list()).toEqual([
      { id: 1, method: 'eth_requestAccounts', params: [] },
      { id: 2, method: 'personal_sign', params: ['0x01', '0xabc'] },
      { id: 3, method: 'eth_sendTransaction', params: [{}] },
    ])
    approvals.reject(3)
    approvals.approve()
    approvals.reject()
    await expect(first).resolves.toBeUndefined()
    await expect(second).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    await expect(third).rejects.toMatchObject({ code: 4001 })
    expect(approvals.list()).toEqual([])
    expect(onChange).toHaveBeenCalled()
  })

  it('throws a clear error when nothing (or not that id) is pending', () => {
    const approvals = createApprovals({ autoApprove: false, onChange: () => {} })
    expect(() => approvals.approve()).toThrow('No pending request')
    void approvals.ask('eth_requestAccounts', []).catch(() => {})
    expect(() => approvals.reject(42)).toThrow('No pending request with id 42')
  })

  it('resolves at once with autoApprove, and rejectAll empties the queue', async () => {
    const approvals = createApprovals({ autoApprove: true, onChange: () => {} })
    await expect(approvals.ask('eth_requestAccounts', [])).resolves.toBeUndefined()
    approvals.setAutoApprove(false)
    const waiting = approvals.ask('eth_requestAccounts', [])
    approvals.rejectAll()
    await expect(waiting).rejects.toMatchObject({ code: 4001 })
  })
})

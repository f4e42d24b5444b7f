import { userRejected } from './providerErrors'

export interface PendingRequest {
  id: number
  method: string
  params: unknown
}

interface Entry extends PendingRequest {
  settle(approved: boolean): void
}

/**
 * The queue of requests waiting for the user (or a test) to decide. Oldest first, because
 * approve()/reject() without an id act on the request that has waited longest.
 */
export function createApprovals(options: { autoApprove: boolean; onChange: () => void }) {
  let autoApprove = options.autoApprove
  let nextId = 1
  const entries: Entry[] = []

  const take = (id?: number): Entry => {
    const index = id === undefined ? 0 : entries.findIndex((entry) => entry.id === id)
    const entry = entries[index]
    if (index < 0 || !entry) throw new Error(id === undefined ? 'No pending request' : `No pending request with id ${id}`)
    entries.splice(index, 1)
    options.onChange()
    return entry
  }

  return {
    /** Resolves when approved, rejects with 4001 when rejected. */
    ask(method: string, params: unknown): Promise<void> {
      if (autoApprove) return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        const settle = (approved: boolean) => (approved ? resolve() : reject(userRejected()))
        entries.push({ id: nextId++, method, params, settle })
        options.onChange()
      })
    },
    list: (): PendingRequest[] => entries.map(({ id, method, params }) => ({ id, method, params })),
    approve: (id?: number) => take(id).settle(true),
    reject: (id?: number) => take(id).settle(false),
    rejectAll() {
      for (const entry of entries.splice(0)) entry.settle(false)
      options.onChange()
    },
    setAutoApprove(value: boolean) {
      autoApprove = value
      options.onChange()
    },
    get autoApprove() {
      return autoApprove
    },
  }
}
export type Approvals = ReturnType<typeof createApprovals>

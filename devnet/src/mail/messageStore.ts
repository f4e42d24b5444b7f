import { randomUUID } from 'node:crypto'
import { DEVNET_MAIL_CAPACITY } from './constants'
import type { MailMessage } from './mailMessage'

export type ReceivedMail = Omit<MailMessage, 'id' | 'date'>

export interface MessageStore {
  /** Keeps a received mail (dated now), dropping the oldest beyond the capacity. */
  add(mail: ReceivedMail): MailMessage
  /** Newest first; with `to`, only the mails addressed to it (case-insensitive). */
  list(filter?: { to?: string | undefined }): MailMessage[]
  get(id: string): MailMessage | undefined
  /** Forgets every message; answers how many there were. */
  clear(): number
}

/** The inbox's messages, in memory. */
export function createMessageStore(options: { capacity?: number; now?: () => Date } = {}): MessageStore {
  const capacity = options.capacity ?? DEVNET_MAIL_CAPACITY
  const now = options.now ?? (() => new Date())
  let messages: MailMessage[] = [] // newest first
  return {
    add(mail) {
      const message: MailMessage = { ...mail, to: mail.to.map((address) => address.toLowerCase()), id: randomUUID(), date: now().toISOString() }
      messages = [message, ...messages].slice(0, capacity)
      return message
    },
    list(filter = {}) {
      const to = filter.to?.toLowerCase()
      return to === undefined ? [...messages] : messages.filter((message) => message.to.includes(to))
    },
    get: (id) => messages.find((message) => message.id === id),
    clear() {
      const count = messages.length
      messages = []
      return count
    },
  }
}

import { describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox'

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('Mailbox', () => {
  it('keeps a message for a subscriber that arrives later, not for its publisher', () => {
    const mailbox = new Mailbox()
    mailbox.put({ topic: 't', message: 'hello', ttlSeconds: 300, tag: 1100, publisher: 'dapp' })
    expect(mailbox.pending('t', 'dapp')).toEqual([])
    const [pending] = mailbox.pending('t', 'wallet')
    expect(pending).toMatchObject({ topic: 't', message: 'hello', tag: 1100, publisher: 'dapp' })
    expect(mailbox.pending('other', 'wallet')).toEqual([])
  })

  it('does not give an acknowledged message to the same client again, but still to others', () => {
    const mailbox = new Mailbox()
    const { stored } = mailbox.put({ topic: 't', message: 'm', ttlSeconds: 300, publisher: 'a' })
    mailbox.ack('b', stored.key)
    expect(mailbox.pending('t', 'b')).toEqual([])
    expect(mailbox.pending('t', 'c')).toHaveLength(1)
    expect(mailbox.isAcknowledged('b', stored.key)).toBe(true)
  })

  it('drops messages when their TTL expires', () => {
    const time = clock()
    const mailbox = new Mailbox(time.now)
    mailbox.put({ topic: 't', message: 'short', ttlSeconds: 10, publisher: 'a' })
    mailbox.put({ topic: 't', message: 'long', ttlSeconds: 60, publisher: 'a' })
    time.advance(10_000)
    expect(mailbox.pending('t', 'b').map((m) => m.message)).toEqual(['long'])
    time.advance(50_000)
    expect(mailbox.prune()).toBe(1)
    expect(mailbox.size).toEqual({ topics: 0, messages: 0 })
  })

  it('stores a retried publish once and returns messages oldest first', () => {
    const time = clock()
    const mailbox = new Mailbox(time.now)
    const first = mailbox.put({ topic: 't', message: 'one', ttlSeconds: 60, publisher: 'a' })
    time.advance(5)
    mailbox.put({ topic: 't', message: 'two', ttlSeconds: 60, publisher: 'a' })
    const again = mailbox.put({ topic: 't', message: 'one', ttlSeconds: 60, publisher: 'a' })
    expect(again.duplicate).toBe(true)
    expect(again.stored).toBe(first.stored)
    expect(mailbox.pending('t', 'b').map((m) => m.message)).toEqual(['one', 'two'])
    expect(mailbox.size).toEqual({ topics: 1, messages: 2 })
  })
})

import { describe, expect, it } from 'vitest'
import { createMessageStore } from './messageStore'

const mail = (to: string, subject: string) => ({ from: 'Berth Devnet <no-reply@berth.devnet>', to: [to], subject, text: `${subject} text`, html: null })

describe('createMessageStore', () => {
  it('lists the newest first, each with an id and the time it arrived', () => {
    const times = ['2026-01-01T00:00:01.000Z', '2026-01-01T00:00:02.000Z']
    const store = createMessageStore({ now: () => new Date(times.shift() ?? 0) })
    const first = store.add(mail('a@example.com', 'first'))
    const second = store.add(mail('b@example.com', 'second'))
    expect(store.list().map((message) => message.subject)).toEqual(['second', 'first'])
    expect(first.date).toBe('2026-01-01T00:00:01.000Z')
    expect(second.date).toBe('2026-01-01T00:00:02.000Z')
    expect(first.id).not.toBe(second.id)
    expect(store.get(first.id)).toEqual(first)
    expect(store.get('no-such-id')).toBeUndefined()
  })

  it('filters by recipient, ignoring case', () => {
    const store = createMessageStore()
    store.add(mail('Ann@Example.com', 'for ann'))
    store.add(mail('bob@example.com', 'for bob'))
    expect(store.list({ to: 'ann@example.COM' }).map((message) => [message.subject, message.to])).toEqual([['for ann', ['ann@example.com']]])
    expect(store.list({ to: 'carol@example.com' })).toEqual([])
  })

  it('keeps only the newest messages up to its capacity', () => {
    const store = createMessageStore({ capacity: 2 })
    const oldest = store.add(mail('a@example.com', 'one'))
    store.add(mail('a@example.com', 'two'))
    store.add(mail('a@example.com', 'three'))
    expect(store.list().map((message) => message.subject)).toEqual(['three', 'two'])
    expect(store.get(oldest.id)).toBeUndefined()
  })

  it('clear forgets every message and says how many there were', () => {
    const store = createMessageStore()
    store.add(mail('a@example.com', 'one'))
    store.add(mail('b@example.com', 'two'))
    expect(store.clear()).toBe(2)
    expect(store.list()).toEqual([])
    expect(store.clear()).toBe(0)
  })
})

import { z } from 'zod'

const LOCK = 'berth-mobile-wallet'
const CHANNEL = 'berth-mobile-wallet'

/**
 * One wallet per browser profile. Every deep link opens a new tab, and two sign-clients on one
 * origin share their storage and their relay identity, so both would answer the same requests.
 * The first tab holds a Web Lock for its lifetime; a later tab hands its link to it instead and
 * waits, taking over (by reloading) only when the first one closes.
 */
export function holdWalletLock(locks: LockManager, onQueued: () => void): Promise<void> {
  const holdForever = () => new Promise<never>(() => {})
  return new Promise((acquired) => {
    void locks.request(LOCK, { ifAvailable: true }, async (lock) => {
      if (lock) {
        acquired()
        return holdForever()
      }
      onQueued()
      void locks.request(LOCK, async () => {
        acquired()
        return holdForever()
      })
    })
  })
}

/** What a waiting tab sends the wallet tab. Any page of the origin can post here: validated. */
const handoff = z.strictObject({ type: z.literal('pair'), uri: z.string().min(1).max(4096) })

export function handLinkOver(uri: string): void {
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage({ type: 'pair', uri } satisfies z.infer<typeof handoff>)
  channel.close()
}

/** In the wallet tab: pairs the links other tabs hand over. */
export function receiveHandedLinks(pair: (uri: string) => void): () => void {
  const channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    const parsed = handoff.safeParse(event.data)
    if (parsed.success) pair(parsed.data.uri)
  }
  return () => channel.close()
}

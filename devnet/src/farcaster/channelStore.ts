import { randomUUID } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { FARCASTER_CHANNEL_TTL_MS } from './constants'
import type { SignInRequest } from './signInMessage'

/** What an app sent to POST /v1/channel, the nonce filled in. */
export interface ChannelSignatureParams extends SignInRequest {
  redirectUrl?: string | undefined
}

/** The signed answer a wallet completed a channel with, and the signer's profile. */
export interface ChannelCompletion {
  message: string
  signature: Hex
  authMethod: 'custody' | 'authAddress'
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  custody: Address
  verifications: string[]
}

/** One sign-in request between an app and a wallet. */
export interface FarcasterChannel {
  channelToken: string
  state: 'pending' | 'completed' | 'rejected'
  nonce: string
  url: string
  signatureParams: ChannelSignatureParams
  metadata: { ip: string; userAgent: string }
  acceptAuthAddress: boolean
  expiresAt: number
  completion?: ChannelCompletion | undefined
}

export interface ChannelStore {
  open(fields: Omit<FarcasterChannel, 'channelToken' | 'state' | 'url' | 'expiresAt'>, url: (channelToken: string) => string): FarcasterChannel
  /** The channel, or undefined when unknown, closed or expired. */
  read(channelToken: string): FarcasterChannel | undefined
  complete(channelToken: string, completion: ChannelCompletion): FarcasterChannel | undefined
  reject(channelToken: string): FarcasterChannel | undefined
  close(channelToken: string): void
}

/** Channels in memory, each forgotten `ttlMs` after it was opened (the hosted relay's 5 minutes by default). */
export function createChannelStore(options: { ttlMs?: number; now?: () => number } = {}): ChannelStore {
  const ttlMs = options.ttlMs ?? FARCASTER_CHANNEL_TTL_MS
  const now = options.now ?? Date.now
  const channels = new Map<string, FarcasterChannel>()
  const sweep = () => {
    const time = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= time) channels.delete(token)
  }
  const read = (channelToken: string) => {
    const channel = channels.get(channelToken)
    if (channel && channel.expiresAt <= now()) {
      channels.delete(channelToken)
      return undefined
    }
    return channel
  }
  const settle = (channelToken: string, update: Partial<FarcasterChannel>) => {
    const channel = read(channelToken)
    if (channel?.state !== 'pending') return undefined
    const settled = { ...channel, ...update }
    channels.set(channelToken, settled)
    return settled
  }
  return {
    open(fields, url) {
      sweep()
      const channelToken = randomUUID()
      const channel: FarcasterChannel = { ...fields, channelToken, state: 'pending', url: url(channelToken), expiresAt: now() + ttlMs }
      channels.set(channelToken, channel)
      return channel
    },
    read,
    complete: (channelToken, completion) => settle(channelToken, { state: 'completed', completion }),
    reject: (channelToken) => settle(channelToken, { state: 'rejected' }),
    close: (channelToken) => void channels.delete(channelToken),
  }
}

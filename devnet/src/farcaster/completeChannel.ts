import type { Hex } from 'viem'
import { findDevnetFarcasterAccount } from './accounts'
import type { ChannelStore, FarcasterChannel } from './channelStore'
import { verifyFarcasterSignIn, type VerifiedFarcasterSignIn } from './verifySignIn'

/** What a wallet completes a channel with; the profile fields default to the ID registry's account. */
export interface ChannelAnswer {
  message: string
  signature: Hex
  fid: number
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

export type CompleteChannelResult =
  | { ok: true; channel: FarcasterChannel }
  | { ok: false; reason: 'not-pending' }
  | { ok: false; reason: 'invalid'; error: string }

/**
 * Completes a pending channel with a signed message, after checking it the way the app will
 * (verifyFarcasterSignIn against the channel's domain and nonce): unlike the hosted relay, the devnet's
 * refuses a message its app would refuse, so a mistake shows where it is made.
 */
export async function completeChannel(
  store: ChannelStore,
  channel: FarcasterChannel,
  answer: ChannelAnswer,
  publicUrl: string,
  now: Date,
): Promise<CompleteChannelResult> {
  if (channel.state !== 'pending') return { ok: false, reason: 'not-pending' }
  let custody: VerifiedFarcasterSignIn
  try {
    custody = await verifyFarcasterSignIn({ ...answer, nonce: channel.nonce, domain: channel.signatureParams.domain }, { now })
  } catch (error) {
    return { ok: false, reason: 'invalid', error: error instanceof Error ? error.message : String(error) }
  }
  const account = findDevnetFarcasterAccount(answer.fid)
  const completed = store.complete(channel.channelToken, {
    message: answer.message,
    signature: answer.signature,
    authMethod: 'custody',
    fid: answer.fid,
    username: answer.username ?? custody.username,
    displayName: answer.displayName ?? account?.displayName ?? custody.username,
    bio: answer.bio ?? account?.bio ?? '',
    pfpUrl: answer.pfpUrl ?? `${publicUrl}/pfp/${answer.fid}.svg`,
    custody: custody.custodyAddress,
    verifications: [],
  })
  return completed ? { ok: true, channel: completed } : { ok: false, reason: 'not-pending' }
}

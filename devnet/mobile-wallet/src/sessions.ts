import type { DappMetadata } from './namespaces'
import type { WalletSignClient } from './signClient'
import type { SessionView } from './state'

type Session = ReturnType<WalletSignClient['session']['getAll']>[number]

/** The address a session was approved with (eip155:<chain>:<address>, first account). */
export function sessionAddress(session: Pick<Session, 'namespaces'>): string | undefined {
  return session.namespaces.eip155?.accounts[0]?.split(':')[2]
}

/** The Solana address a session was approved with (solana:<cluster>:<address>, first account). */
export function sessionSolanaAddress(session: Pick<Session, 'namespaces'>): string | undefined {
  return session.namespaces.solana?.accounts[0]?.split(':')[2]
}

/** The Bitcoin payment address a session was approved with (bip122:<genesis>:<address>, first account). */
export function sessionBitcoinAddress(session: Pick<Session, 'namespaces'>): string | undefined {
  return session.namespaces.bip122?.accounts[0]?.split(':')[2]
}

/** The session's chains, eip155 first. */
export function sessionChains(session: Pick<Session, 'namespaces'>): string[] {
  return [...(session.namespaces.eip155?.chains ?? []), ...(session.namespaces.solana?.chains ?? []), ...(session.namespaces.bip122?.chains ?? [])]
}

export function dappOf(session: Pick<Session, 'peer'>): DappMetadata {
  const { name, url, description, icons } = session.peer.metadata
  return { name: name || url || 'Unnamed app', url, description, icons }
}

/** Live sessions, newest last: the sign-client keeps expired ones until its expirer runs. */
export function sessionViews(client: WalletSignClient, nowMs: number): SessionView[] {
  return client.session
    .getAll()
    .filter((session) => session.expiry * 1000 > nowMs)
    .map((session) => ({
      topic: session.topic,
      dapp: dappOf(session),
      chains: sessionChains(session),
      address: sessionAddress(session) ?? '',
      solanaAddress: sessionSolanaAddress(session),
      bitcoinAddress: sessionBitcoinAddress(session),
    }))
}

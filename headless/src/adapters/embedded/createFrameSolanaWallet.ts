import { base58 } from '@scure/base'
import type { WalletAccount } from '@wallet-standard/base'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { FRAME_APPROVAL_METHODS } from './frameProtocol.js'
import type { FrameSession } from './frameSession.js'

/** The wallet-standard features the embedded wallet serves on solana. */
export const FRAME_SOLANA_FEATURES = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

type Bytes = Uint8Array
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** The embedded wallet's solana side, as the wallet-standard calls it (the features' methods, and its accounts). */
export type FrameSolanaWallet = {
  accounts(): readonly WalletAccount[]
  connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }>
  disconnect(): Promise<void>
  on(event: 'change', listener: ChangeListener): () => void
  signMessage(...inputs: { account: WalletAccount; message: Bytes }[]): Promise<{ signedMessage: Bytes; signature: Bytes }[]>
  signTransaction(...inputs: { account: WalletAccount; transaction: Bytes; chain?: string }[]): Promise<{ signedTransaction: Bytes }[]>
  signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Bytes; chain: string }[]): Promise<{ signature: Bytes }[]>
  /** Forgets the accounts (a logout elsewhere) and tells the listeners. */
  reset(): void
}

const field = (result: unknown, name: string, method: string): Bytes => {
  const value = typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[name] : undefined
  if (typeof value !== 'string') throw new InvalidProviderResponseError(method, { details: `the frame's answer has no base58 ${name}` })
  try {
    return base58.decode(value)
  } catch (cause) {
    throw new InvalidProviderResponseError(method, { cause })
  }
}

/**
 * The embedded wallet's solana side over the frame: connect from the frame's user (GET_USER on a
 * Solana cluster), and the signing features as the frame's solana_* RPC methods, bytes in base58:
 * solana_signMessage `{ message, pubkey }` → `{ signature }`, solana_signTransaction `{ transaction }`
 * → `{ transaction }`, solana_signAndSendTransaction `{ transaction }` → `{ signature }`.
 */
export function createFrameSolanaWallet(session: FrameSession, chains: readonly CaipNetworkId[], activeChain: () => CaipNetworkId): FrameSolanaWallet {
  let accounts: WalletAccount[] = []
  const listeners = new Set<ChangeListener>()
  const tell = () => {
    for (const listener of [...listeners]) listener({ accounts })
  }
  const chainOf = (chain: string | undefined): CaipNetworkId => (chains.find((entry) => entry === chain) ?? activeChain()) as CaipNetworkId

  const rpc = async (method: string, chain: string | undefined, params: Record<string, string>) => {
    const frame = await session.frame()
    const approval = FRAME_APPROVAL_METHODS.includes(method)
    if (approval) session.approval(method)
    try {
      const { result } = await frame.request('RPC_REQUEST', { chainId: chainOf(chain), method, params })
      if (approval) session.approval(undefined)
      return result
    } catch (error) {
      if (approval) session.approval(undefined, error)
      throw error
    }
  }
  // One input after the other: each is its own approval in the frame.
  const each = async <I, O>(inputs: I[], run: (input: I) => Promise<O>) => {
    const outputs: O[] = []
    for (const input of inputs) outputs.push(await run(input))
    return outputs
  }

  return {
    accounts: () => accounts,
    async connect(input) {
      const user = await session.user(activeChain(), input?.silent === true)
      accounts = user
        ? [
            {
              address: user.address,
              publicKey: base58.decode(user.address),
              chains: [...chains] as `${string}:${string}`[],
              features: [...FRAME_SOLANA_FEATURES],
            },
          ]
        : []
      tell()
      return { accounts }
    },
    async disconnect() {
      await session.signOut()
      accounts = []
      tell()
    },
    on(_event, listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signMessage: (...inputs) =>
      each(inputs, async ({ account, message }) => {
        const result = await rpc('solana_signMessage', undefined, { message: base58.encode(message), pubkey: account.address })
        return { signedMessage: message, signature: field(result, 'signature', 'solana_signMessage') }
      }),
    signTransaction: (...inputs) =>
      each(inputs, async ({ transaction, chain }) => ({
        signedTransaction: field(
          await rpc('solana_signTransaction', chain, { transaction: base58.encode(transaction) }),
          'transaction',
          'solana_signTransaction',
        ),
      })),
    signAndSendTransaction: (...inputs) =>
      each(inputs, async ({ transaction, chain }) => ({
        signature: field(
          await rpc('solana_signAndSendTransaction', chain, { transaction: base58.encode(transaction) }),
          'signature',
          'solana_signAndSendTransaction',
        ),
      })),
    reset() {
      if (accounts.length === 0) return
      accounts = []
      tell()
    },
  }
}

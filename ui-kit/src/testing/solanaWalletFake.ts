/**
 * Scripted wallet-standard Solana wallets for stories and tests: the objects a Solana wallet
 * registers (name, icon, chains, `standard:connect`, `standard:events`, `solana:signAndSendTransaction`),
 * whose connect approves with the fixture's Solana account, never answers, or is refused. They are
 * listed through createFixtureClient's `solana` option (a stand-in discovery on the real Solana
 * adapter), never through the page's wallet-standard registry, so one test's wallets do not leak
 * into the next.
 */
import type { BerthOptions, Connector, WalletStandardConnector } from '@berth/headless'
import { createSolanaAdapter, solanaConnectorId } from '@berth/headless/solana'

type StandardWallet = WalletStandardConnector['provider']
type AdapterOption = NonNullable<BerthOptions['adapters']>[number]

/** Devnet Solana keypair 0 (devnet/src/solana/accounts.ts): the fixture's connected Solana account. */
export const fixtureSolanaAddress = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
/** Devnet Solana keypair 1: the Solana receiver of the send fixtures. */
export const fixtureSolanaReceiver = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'

export type SolanaWalletScript = 'approve' | 'pending' | 'reject'

export type FixtureSolanaWallet = { name: string; icon: string; wallet: StandardWallet; calls: string[] }

/** A wallet-standard Solana wallet named `name` whose connect does what `script` says. */
export function solanaWalletFake(name: string, icon: string, chain: string, script: SolanaWalletScript = 'approve'): FixtureSolanaWallet {
  const calls: string[] = []
  const account = { address: fixtureSolanaAddress, publicKey: new Uint8Array(32), chains: [chain], features: ['solana:signAndSendTransaction'] }
  const wallet = {
    version: '1.0.0',
    name,
    icon,
    chains: [chain],
    accounts: [] as (typeof account)[],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async () => {
          calls.push('standard:connect')
          if (script === 'pending') return new Promise<never>(() => undefined)
          if (script === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
          wallet.accounts = [account]
          return { accounts: [account] }
        },
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void calls.push('standard:disconnect') },
      'standard:events': { version: '1.0.0', on: () => () => undefined },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async () => {
          calls.push('solana:signAndSendTransaction')
          throw new Error('the fixture wallet sends nothing')
        },
      },
    },
  }
  return { name, icon, wallet: wallet as unknown as StandardWallet, calls }
}

/** The connector Berth's Solana discovery makes of `fake` (as toSolanaConnector does for a wallet with a data: icon). */
export function solanaConnectorOf(fake: FixtureSolanaWallet): Connector {
  return { id: solanaConnectorId(fake.name), type: 'ANNOUNCED', name: fake.name, imageUrl: fake.icon, chain: 'solana', provider: fake.wallet }
}

/** createClient's `adapters` entry for the fixtures: the real Solana adapter, with `wallets` as what discovery found. */
export function fixtureSolanaOption(wallets: readonly FixtureSolanaWallet[]): AdapterOption {
  return {
    namespace: 'solana',
    setup: (context) => ({
      adapter: createSolanaAdapter(context.timeouts, context.logger),
      discover: (_target, onChange) => {
        onChange(wallets.map(solanaConnectorOf))
        return () => undefined
      },
    }),
  }
}

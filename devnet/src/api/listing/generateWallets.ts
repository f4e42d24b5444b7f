import { createHash } from 'node:crypto'
import type { WalletListingEntry } from './types'

const prefixes = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Dusk',
  'Echo',
  'Flint',
  'Gale',
  'Hollow',
  'Iris',
  'Jade',
  'Krill',
  'Lumen',
  'Marble',
  'North',
  'Onyx',
  'Pine',
  'Quartz',
  'Rust',
  'Slate',
  'Teal',
  'Ultra',
  'Violet',
  'Wharf',
  'Xeno',
  'Yew',
  'Zenith',
]
const suffixes = ['Wallet', 'Vault', 'Keys', 'Pocket', 'Safe', 'Purse', 'Key', 'Locker']
const chainSets: readonly (readonly string[])[] = [
  ['eip155:1', 'eip155:31337', 'eip155:31338'],
  ['eip155:1', 'eip155:10', 'eip155:8453'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['eip155:1', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ['bip122:000000000019d6689c085ae165831e93'],
  ['eip155:137', 'eip155:42161'],
]

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/**
 * `count` deterministic entries for load tests (the same count always yields the same listing).
 * The first entries are the data file's Devnet wallets, so the installed Devnet Wallet still matches
 * by rdns; the rest are generated names like 'Cobalt Vault 0042'.
 */
export function generateWallets(count: number, head: readonly WalletListingEntry[] = []): WalletListingEntry[] {
  const wallets = head.slice(0, count)
  for (let i = 0; wallets.length < count; i++) {
    const name = `${prefixes[i % prefixes.length]} ${suffixes[Math.floor(i / prefixes.length) % suffixes.length]} ${String(i + 1).padStart(4, '0')}`
    const slug = `generated-${i + 1}`
    const compact = `gen${i + 1}`
    const imageHash = sha256(`berth-devnet-image:${slug}`)
    wallets.push({
      id: sha256(`berth-devnet-wallet:${slug}`),
      name,
      image_id: `${imageHash.slice(0, 8)}-${imageHash.slice(8, 12)}-4${imageHash.slice(13, 16)}-a${imageHash.slice(17, 20)}-${imageHash.slice(20, 32)}`,
      homepage: `https://${compact}.example`,
      mobile_link: i % 3 === 0 ? null : `${compact}://`,
      desktop_link: i % 4 === 0 ? `${compact}-desktop://` : null,
      webapp_link: i % 2 === 0 ? `https://app.${compact}.example` : null,
      app_store: i % 3 === 0 ? null : `https://apps.apple.com/app/id${1500000000 + i}`,
      play_store: i % 3 === 0 ? null : `https://play.google.com/store/apps/details?id=example.${compact}`,
      rdns: i % 5 === 0 ? null : `example.${compact}`,
      chains: [...(chainSets[i % chainSets.length] ?? [])],
      badge_type: i % 10 === 0 ? 'certified' : 'none',
    })
  }
  return wallets
}

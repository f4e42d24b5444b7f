import { isAddress } from 'viem'
import { InvalidAddressError } from '../../../errors/transaction.js'

/**
 * Stable-coin contracts whose transfer returns nothing, so a client that expects a bool back
 * would call every transfer a failure; the send then counts only a revert as failure. Each entry
 * is CAIP-10: the same address on another chain may be another contract. Apps add others with the
 * `usdtStyleTokens` send option.
 *
 * Tether USD on Ethereum mainnet is the one deployed that way (its 2017 contract declares
 * transfer without a return value). Tether's later deployments on other chains (Arbitrum,
 * Avalanche, Polygon, Optimism and others) are built on OpenZeppelin's ERC-20 and return a bool,
 * as do the bridged copies, so they need no entry.
 */
export const USDT_STYLE_TOKENS: readonly string[] = ['eip155:1:0xdAC17F958D2ee523a2206206994597C13D831ec7']

type Entry = { caipNetworkId: string | undefined; address: string }

/** A plain address (any chain) or a CAIP-10 one (that chain only); anything else is a configuration mistake, said so. */
function parseEntry(entry: string): Entry {
  const parts = entry.split(':')
  const address = parts.at(-1) ?? ''
  if ((parts.length !== 1 && parts.length !== 3) || parts.some((part) => part === '') || !isAddress(address, { strict: false })) {
    throw new InvalidAddressError(entry, { details: 'each usdtStyleTokens entry is a contract address, plain or CAIP-10 (eip155:1:0x…)' })
  }
  return { caipNetworkId: parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined, address: address.toLowerCase() }
}

/** Whether `address` on `caipNetworkId` is listed, by default or in `extra` (the app's option); any case. */
export function isUsdtStyle(caipNetworkId: string, address: string, extra: readonly string[] = []): boolean {
  const wanted = address.toLowerCase()
  return [...USDT_STYLE_TOKENS, ...extra]
    .map(parseEntry)
    .some((entry) => entry.address === wanted && (entry.caipNetworkId === undefined || entry.caipNetworkId === caipNetworkId))
}

import type { CaipNetworkId } from '../../caip/caipNetworkId.js'

// bech32 (lower case, as wallets hand them out) after its human-readable part, or base58check.
const BECH32 = /^(?<hrp>bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{25,35}$/

/**
 * What the addresses of the Bitcoin chains Berth knows start with, by CAIP-2 id (the reference is
 * the genesis block hash's first 32 hex digits): bech32's human-readable part, and the first
 * character base58check gives its P2PKH and P2SH version bytes.
 */
const prefixes: Readonly<Record<string, { hrp: string; base58: string; name: string }>> = {
  'bip122:000000000019d6689c085ae165831e93': { hrp: 'bc', base58: '13', name: 'mainnet' },
  'bip122:000000000933ea01ad0ee984209779ba': { hrp: 'tb', base58: 'mn2', name: 'testnet3' },
  'bip122:00000000da84f2bafbbc53dee25a72ae': { hrp: 'tb', base58: 'mn2', name: 'testnet4' },
  'bip122:00000008819873e925422c1ff0f99f7c': { hrp: 'tb', base58: 'mn2', name: 'signet' },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { hrp: 'bcrt', base58: 'mn2', name: 'regtest' },
}

/** A bip122 CAIP-2 id: the namespace and 32 lower-case hex digits of the genesis block hash. */
export const BIP122_CHAIN_ID = /^bip122:[0-9a-f]{32}$/

/**
 * Why `address` cannot be a Bitcoin account of `chainId`, or undefined when it can: it must look
 * like a bech32 or base58check address, and on a chain Berth knows (mainnet, testnet3, testnet4,
 * signet, regtest) be written for that chain (a mainnet `bc1…` address is no regtest account). The
 * checksum is the signature check's to find (bip322-js decodes the address).
 */
export function siwbAddressProblem(address: string, chainId: CaipNetworkId): string | undefined {
  const bech32 = BECH32.exec(address)
  if (!bech32 && !BASE58.test(address)) return `accountAddress ${JSON.stringify(address)} is not a Bitcoin address`
  const chain = prefixes[chainId]
  if (!chain) return undefined
  const fits = bech32 ? bech32.groups?.hrp === chain.hrp : chain.base58.includes(address[0] as string)
  return fits ? undefined : `accountAddress ${address} is not a Bitcoin ${chain.name} address`
}

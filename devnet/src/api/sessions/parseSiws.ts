import { type Caip122Message, caip122Reader, type ParsedCaip122 } from './parseCaip122'

/** A Sign In With Solana message as the devnet reads it: the same fields as EIP-4361, the chain as a CAIP-2 id ('solana:C87H…'). */
export type SiwsMessage = Caip122Message
export type ParsedSiws = ParsedCaip122

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
// The clusters the SIWS spec names in its Chain ID line.
const CLUSTERS: Record<string, string> = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}

/**
 * A Sign In With Solana message (CAIP-122 for the solana namespace, as @solana/wallet-standard-util
 * writes it), or what makes the text not one. Its Chain ID line is a SIWS cluster name (bare or
 * 'solana:'-prefixed), a CAIP-2 reference, or a CAIP-2 id.
 */
export const parseSiws: (text: string) => ParsedSiws = caip122Reader({
  accountName: 'Solana',
  address: `${BASE58}{32,44}`,
  addressDescription: 'a base58 address',
  chainOf(line) {
    const bare = line.startsWith('solana:') ? line.slice('solana:'.length) : line
    return CLUSTERS[bare] ?? (new RegExp(`^${BASE58}{32}$`).test(bare) ? `solana:${bare}` : undefined)
  },
  chainProblem: (line) => `the Chain ID ${line} names no one Solana cluster`,
})

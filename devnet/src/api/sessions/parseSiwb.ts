import { type Caip122Message, caip122Reader, type ParsedCaip122 } from './parseCaip122'

/** A CAIP-122 Bitcoin sign-in message as the devnet reads it: the chain as a CAIP-2 id ('bip122:0f9188f13cb7b2c71f2a335e3a4fc328'). */
export type SiwbMessage = Caip122Message
export type ParsedSiwb = ParsedCaip122

/**
 * The CAIP-122 Bitcoin message (bip122, signed with BIP-322), or what makes the text not one. The
 * address line is bech32 (lower case) or base58check; which network it is of is checked against the
 * chain after. Its Chain ID is the whole CAIP-2 id as Berth writes it; the bare genesis-hash
 * reference, which some SIWX implementations write, names the same chain and is read as it.
 */
export const parseSiwb: (text: string) => ParsedSiwb = caip122Reader({
  accountName: 'Bitcoin',
  address: '(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}|[1-9A-HJ-NP-Za-km-z]{25,35}',
  addressDescription: 'a Bitcoin address',
  chainOf(line) {
    const reference = /^(?:bip122:)?(?<reference>[0-9a-f]{32})$/.exec(line)?.groups?.reference
    return reference ? `bip122:${reference}` : undefined
  },
  chainProblem: (line) => `the Chain ID ${line} is not a bip122 CAIP-2 id (bip122: and 32 hex digits)`,
})

/** How an address is stored and compared: EVM hex in any letter case is one account; base58 (Solana) is case-sensitive. */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

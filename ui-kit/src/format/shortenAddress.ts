/** Keeps the first 6 and last 4 characters (`0xf39F…2266`), enough to compare with the wallet. */
export function shortenAddress(address: string): string {
  if (address.length <= 13) return address
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

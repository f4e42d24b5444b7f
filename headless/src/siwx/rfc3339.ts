/** An RFC 3339 date-time (what EIP-4361 and Sign In With Solana take): a full date and time with a zone, and a real instant. */
export function isRfc3339DateTime(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text) && !Number.isNaN(Date.parse(text))
}

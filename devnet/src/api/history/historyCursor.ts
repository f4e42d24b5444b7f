/**
 * Where a history page ends: the sort key of its last entry (newest first by mined time, then
 * chain, block and position). The next page starts strictly after it, so entries added meanwhile
 * (newer ones) never shift a page. Opaque to clients: base64url of 'h1:minedAt:chainId:block:index'.
 */
export interface HistoryCursor {
  minedAt: number
  chainId: number
  blockNumber: number
  txIndex: number
}

const FORMAT = /^h1:(\d{1,12}):(\d{1,12}):(\d{1,12}):(\d{1,9})$/

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(`h1:${cursor.minedAt}:${cursor.chainId}:${cursor.blockNumber}:${cursor.txIndex}`).toString('base64url')
}

/** The cursor, or undefined for anything this API did not issue. */
export function decodeHistoryCursor(value: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) return undefined
  const match = FORMAT.exec(Buffer.from(value, 'base64url').toString('utf8'))
  if (!match) return undefined
  const [minedAt, chainId, blockNumber, txIndex] = match.slice(1).map(Number) as [number, number, number, number]
  return { minedAt, chainId, blockNumber, txIndex }
}

/**
 * GET /fee-estimates: a fixed table in sat/vB keyed by confirmation target in blocks, as Esplora
 * answers it (regtest has no fee market: bcoin's estimatesmartfee answers -1). Every rate is above
 * the node's minimum relay fee (1 sat/vB), so a transaction paying any of them is relayed.
 */
export const DEVNET_FEE_ESTIMATES: Readonly<Record<string, number>> = Object.freeze({
  ...Object.fromEntries(Array.from({ length: 25 }, (_, index) => [String(index + 1), Math.max(2, Math.round((25 / (index + 1)) * 10) / 10)])),
  '144': 1.5,
  '504': 1.2,
  '1008': 1,
})

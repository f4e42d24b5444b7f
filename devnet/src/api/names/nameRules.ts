/** The zone the devnet serves names in when none is given: `alice` registers as `alice.berth.id`. */
export const DEFAULT_NAME_ZONE = 'berth.id'

/** SPEC §5: letters, digits and hyphen only, at least 4 characters. */
const LABEL = /^[a-z0-9-]{4,}$/i

/** Why `label` is not a name the devnet registers, or undefined when it is one. */
export function labelProblem(label: string): string | undefined {
  if (label.length < 4) return `${JSON.stringify(label)} is shorter than 4 characters`
  if (!LABEL.test(label)) return `${JSON.stringify(label)} has characters other than letters, digits and hyphen`
  return undefined
}

/** A full name split into its label and zone: `alice.berth.id` → `{ label: 'alice', zone: 'berth.id' }`. Names are kept lowercase. */
export interface FullName {
  name: string
  label: string
  zone: string
}

/**
 * `name` as one of `zones`' names (`label.zone`, any letter case), or why it is not one. A bare
 * label (`alice`) is not a full name: registration and lookup name the zone.
 */
export function parseFullName(name: string, zones: readonly string[]): { ok: true; value: FullName } | { ok: false; problem: string } {
  const lower = name.trim().toLowerCase()
  const zone = zones.find((candidate) => lower.endsWith(`.${candidate}`))
  if (!zone) return { ok: false, problem: `${JSON.stringify(name)} is not a name in ${zones.map((z) => `.${z}`).join(', ')}` }
  const label = lower.slice(0, -(zone.length + 1))
  const problem = labelProblem(label)
  return problem ? { ok: false, problem } : { ok: true, value: { name: `${label}.${zone}`, label, zone } }
}

/** ENSIP-11: the high bit marks an EVM chain's coin type; 60 is Ethereum mainnet's (SLIP-44). */
const EVM_COIN_TYPE_BIT = 0x80000000

/** The EVM chain id an ENSIP-11 coin type names (60 → 1, 0x80000000 | id → id), or undefined for a coin type of no EVM chain. */
export function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1
  if (!Number.isSafeInteger(coinType) || coinType <= EVM_COIN_TYPE_BIT || coinType > 0xffffffff) return undefined
  return coinType - EVM_COIN_TYPE_BIT
}

/** ENSIP-11's coin type of an EVM chain id (1 → 60). */
export function coinTypeOfChainId(chainId: number): number {
  return chainId === 1 ? 60 : (EVM_COIN_TYPE_BIT | chainId) >>> 0
}

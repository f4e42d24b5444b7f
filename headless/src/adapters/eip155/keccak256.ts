/**
 * Keccak-256 (the pre-standard SHA-3 Ethereum uses), for EIP-55 address checksums and function
 * selectors. A few hundred bytes instead of a hashing library: it only ever hashes short inputs,
 * so 64-bit lanes as bigints are fast enough and keep the code short.
 */

const MASK = (1n << 64n) - 1n
const RATE = 136

const PI: number[] = []
const ROTATION: bigint[] = []
const ROUND_CONSTANTS: bigint[] = []
for (let round = 0, r = 1n, x = 1, y = 0; round < 24; round++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  PI.push(5 * y + x)
  ROTATION.push(BigInt((((round + 1) * (round + 2)) / 2) % 64))
  let constant = 0n
  for (let j = 0; j < 7; j++) {
    r = ((r << 1n) ^ ((r >> 7n) * 0x71n)) % 256n
    if (r & 2n) constant ^= 1n << ((1n << BigInt(j)) - 1n)
  }
  ROUND_CONSTANTS.push(constant)
}

const rotl = (lane: bigint, shift: bigint) => ((lane << shift) | (lane >> (64n - shift))) & MASK

function permute(state: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const column = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!)
    for (let x = 0; x < 5; x++) {
      const d = column[(x + 4) % 5]! ^ rotl(column[(x + 1) % 5]!, 1n)
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d
    }
    let current = state[1]!
    for (let t = 0; t < 24; t++) {
      const target = PI[t]!
      const next = state[target]!
      state[target] = rotl(current, ROTATION[t]!)
      current = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = state.slice(y, y + 5)
      for (let x = 0; x < 5; x++) state[x + y] = row[x]! ^ (~row[(x + 1) % 5]! & MASK & row[(x + 2) % 5]!)
    }
    state[0]! ^= ROUND_CONSTANTS[round]!
  }
}

/** The 32-byte digest of `input`, as lowercase hex without 0x. */
export function keccak256(input: Uint8Array): string {
  const padded = new Uint8Array(Math.floor(input.length / RATE) * RATE + RATE)
  padded.set(input)
  padded[input.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte]!)
      state[lane]! ^= value
    }
    permute(state)
  }
  let hex = ''
  for (let lane = 0; lane < 4; lane++) {
    for (let byte = 0; byte < 8; byte++)
      hex += Number((state[lane]! >> BigInt(8 * byte)) & 0xffn)
        .toString(16)
        .padStart(2, '0')
  }
  return hex
}

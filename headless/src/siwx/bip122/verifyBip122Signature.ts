import { Buffer } from 'buffer'

type NodeGlobals = { Buffer?: unknown; global?: unknown; process?: unknown }

/**
 * bip322-js (bitcoinjs-lib 6, ecpair, bitcoinjs-message) is written for Node: its modules read the
 * global `Buffer` when they run, and some of its CommonJS dependencies read `global` and `process`
 * while they load (randombytes, readable-stream). A browser has none of them. This chunk gives
 * `Buffer` the `buffer` package's where there is none (it stays: the library uses it on every
 * check), and `global` and `process` only while the library loads (in a chunk of its own), so no
 * other code on the page ever sees a Node-like `process`.
 */
async function loadVerifier() {
  const scope = globalThis as NodeGlobals
  scope.Buffer ??= Buffer
  const loadOnly: NodeGlobals = { global: globalThis, process: { env: {}, version: '', browser: true, nextTick: queueMicrotask } }
  const added = (Object.keys(loadOnly) as (keyof NodeGlobals)[]).filter((name) => !(name in scope))
  for (const name of added) scope[name] = loadOnly[name]
  try {
    return (await import('bip322-js')).Verifier
  } finally {
    for (const name of added) delete scope[name]
  }
}

/**
 * Whether `signature` (base64) is `address`'s signature over the UTF-8 `message`: BIP-322 "simple"
 * (the witness of the virtual to_sign transaction) from a P2WPKH, P2SH-P2WPKH or key-path P2TR
 * address, checked with bip322-js `Verifier.verifySignature` (no node is asked). A legacy BIP-137
 * signature (65 bytes) is taken as bip322-js takes it where its hashing runs (Node); in a browser
 * build its `stream`-based hashing does not, and such a signature is not valid. An address or
 * signature it cannot read, or a script it does not handle, is simply not valid.
 */
export async function verifyBip122Signature(address: string, message: string, signature: string): Promise<boolean> {
  const Verifier = await loadVerifier()
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}

// biome-ignore lint/style/useNodejsImportProtocol: the npm buffer package in the browser (aliased in vite.mobile-wallet.config.ts), Node's own in Node
import { Buffer } from 'buffer'

/**
 * What bip322-js and bitcoinjs-message (and their bitcoinjs-lib 6, create-hash, readable-stream)
 * take from Node without importing it: `global`, a global Buffer and a `process` with nextTick. In Node
 * both exist and nothing changes; in the browser the `buffer` package (aliased in
 * vite.mobile-wallet.config.ts) and a minimal process stand in. Imported first by the module that
 * signs Bitcoin requests, which the wallet loads on the first Bitcoin request.
 */
const scope = globalThis as { global?: unknown; Buffer?: unknown; process?: unknown }
scope.global ??= globalThis
scope.Buffer ??= Buffer
scope.process ??= {
  browser: true,
  version: '',
  versions: {},
  env: {},
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
}

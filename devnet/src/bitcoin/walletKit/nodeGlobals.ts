// biome-ignore lint/style/useNodejsImportProtocol: the npm package in a browser bundle (aliased by walletNodeShimAliases in devnet/viteNodeShims.mjs), Node's own module in Node.
import * as bufferModule from 'buffer'

/**
 * The Node globals that bip322-js and its dependencies (bitcoinjs-lib 6, ecpair, bitcoinjs-message,
 * create-hash, readable-stream) read when they load or sign: Buffer, global and process (nextTick).
 * Node has them, so this is a no-op there; in the browser bundles of both devnet wallets `buffer` is
 * the npm package (walletNodeShimAliases in devnet/viteNodeShims.mjs). Imported before bip322-js, so
 * it runs first.
 */
const scope = globalThis as Record<string, unknown>
scope.global ??= globalThis
scope.Buffer ??= bufferModule.Buffer
scope.process ??= {
  env: {},
  version: '',
  versions: {},
  browser: true,
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
}

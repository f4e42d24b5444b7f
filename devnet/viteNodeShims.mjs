// Plain JavaScript: vite loads an app's config with Node, which does not run a package's TypeScript.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * Vite aliases for the Bitcoin side of the devnet wallets (the Devnet Wallet and the Devnet Mobile
 * Wallet) in a browser build or dev server. They sign messages with bip322-js and bitcoinjs-message,
 * whose dependencies (bitcoinjs-lib 6, ecpair, create-hash) expect Node: a Buffer global
 * (src/bitcoin/walletKit/nodeGlobals.ts installs it from the
 * npm `buffer` package) and `stream` (cipher-base's Transform). The devnet does not depend on `buffer`
 * itself, so it is resolved where the workspace declares it, @berth/headless; `stream` is
 * readable-stream, which create-hash's hash-base already brings.
 *
 * @returns {Record<string, string>}
 */
export function walletNodeShimAliases() {
  const fromHeadless = createRequire(fileURLToPath(new URL('../headless/package.json', import.meta.url)))
  return { buffer: fromHeadless.resolve('buffer/'), stream: 'readable-stream' }
}

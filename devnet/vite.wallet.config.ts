import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The Bitcoin side signs messages with bip322-js, whose dependencies (bitcoinjs-lib 6, ecpair,
// bitcoinjs-message, create-hash) expect Node: a Buffer global (devnet/src/wallet/bitcoin/nodeGlobals.ts
// installs it from the npm `buffer` package) and `stream` (cipher-base's Transform). The devnet does
// not depend on `buffer` itself, so it is resolved where the workspace declares it, @berth/headless;
// `stream` is readable-stream, which create-hash's hash-base already brings.
const fromHeadless = createRequire(fileURLToPath(new URL('../headless/package.json', import.meta.url)))

// One self-contained script that tests inject with page.addInitScript, the way a browser
// extension's content script reaches every page: no imports, no chunks, runs on evaluation.
export default defineConfig({
  publicDir: false,
  resolve: { alias: { buffer: fromHeadless.resolve('buffer/'), stream: 'readable-stream' } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    minify: true,
    sourcemap: false,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('./src/wallet/install.ts', import.meta.url)),
      formats: ['iife'],
      name: 'BerthDevnetWallet',
      fileName: () => 'wallet.iife.js',
    },
  },
})

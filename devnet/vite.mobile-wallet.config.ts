import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// bip322-js and bitcoinjs-message are Node packages: the `buffer` package stands in for Node's
// (the one @berth/headless depends on), and readable-stream for `stream` (create-hash's
// cipher-base extends its Transform). mobile-wallet/src/nodeGlobals.ts sets the globals they use.
const bufferPackage = createRequire(fileURLToPath(new URL('../headless/package.json', import.meta.url))).resolve('buffer/')

// The Devnet Mobile Wallet: a WalletConnect wallet web app on http://127.0.0.1:5174 (the listing's
// webapp_link). Vite's default appType 'spa' serves index.html for /wc too, in dev and preview.
const host = '127.0.0.1'
const port = 5174

export default defineConfig({
  root: fileURLToPath(new URL('./mobile-wallet', import.meta.url)),
  publicDir: false,
  resolve: {
    alias: [
      { find: /^buffer\/?$/, replacement: bufferPackage },
      { find: /^stream$/, replacement: 'readable-stream' },
    ],
  },
  server: { host, port, strictPort: true },
  preview: { host, port, strictPort: true },
  build: {
    outDir: fileURLToPath(new URL('./dist/mobile-wallet', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // One bundle of a dev tool, never shipped to users: the sign-client is most of its 700 kB.
    chunkSizeWarningLimit: 1000,
  },
})

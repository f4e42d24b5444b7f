import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { walletNodeShimAliases } from './viteNodeShims.mjs'

// The Devnet Mobile Wallet: a WalletConnect wallet web app on http://127.0.0.1:5174 (the listing's
// webapp_link). Vite's default appType 'spa' serves index.html for /wc too, in dev and preview.
const host = '127.0.0.1'
const port = 5174

export default defineConfig({
  root: fileURLToPath(new URL('./mobile-wallet', import.meta.url)),
  publicDir: false,
  // Node's Buffer and stream for bip322-js and bitcoinjs-message, as in the Devnet Wallet (see viteNodeShims.mjs).
  resolve: { alias: walletNodeShimAliases() },
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

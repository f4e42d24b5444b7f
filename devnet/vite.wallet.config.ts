import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { walletNodeShimAliases } from './viteNodeShims.mjs'

// One self-contained script that tests inject with page.addInitScript, the way a browser
// extension's content script reaches every page: no imports, no chunks, runs on evaluation.
export default defineConfig({
  publicDir: false,
  // Node's Buffer and stream for bip322-js (see viteNodeShims.mjs).
  resolve: { alias: walletNodeShimAliases() },
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

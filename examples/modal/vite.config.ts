import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { walletNodeShimAliases } from '@berth/devnet/vite'

export default defineConfig(({ command }) => {
  // The test runner exports NODE_ENV=test, which would make a build a development build (React's
  // dev bundle, the Devnet Wallet included). A build here is always the production artifact.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [react()],
    // In development the app installs the Devnet Wallet (src/main.tsx), whose Bitcoin side needs Node's
    // Buffer and stream in the browser (@berth/devnet/vite). A build does not contain the wallet.
    ...(command === 'serve' ? { resolve: { alias: walletNodeShimAliases() } } : {}),
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    // The manifest lets the size budget follow what opening the modal really loads (.size-limit.cjs).
    // The entry carries every lazy chunk's file name (Vite's preload table): a 7-character hash (not 8; Rolldown's minimum for this many chunks)
    // keeps that table within the first load's budget as chunks are added.
    build: {
      target: 'es2022',
      manifest: true,
      rollupOptions: { output: { chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' } },
    },
  }
})

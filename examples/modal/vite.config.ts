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
    // Every chunk carries the file names of the chunks it imports, and the entry those of every lazy
    // chunk (Vite's preload table): named by a 7-character hash alone, they cost the first load 0.9 kB
    // less than with module names (and opening the modal 1.1 kB less). The manifest maps them back.
    // No module-preload polyfill: it runs inside the entry, after the entry's own imports have come,
    // and Vite's preload of lazy chunks falls back to rel=preload by itself (0.27 kB).
    // The first load in one chunk (Rolldown's `$initial` tag: what the entry imports statically):
    // otherwise the modules it shares with lazy chunks (React, Berth's error classes) come as six more
    // small files, and on a phone's link each request before the button cost more than its bytes
    // (navigation to the button about 130 ms later, measured). Lazy chunks import them from the entry.
    build: {
      target: 'es2022',
      manifest: true,
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          chunkFileNames: 'assets/[hash:7].js',
          entryFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
        },
      },
    },
  }
})

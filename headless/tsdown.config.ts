import { defineConfig } from 'tsdown'

// The published build (docs/packaging.md): one ESM module and one .d.ts per source module, so the
// dynamic imports stay dynamic imports of separate files and an app's bundler splits the lazy
// parts (WalletConnect runtime, SIWX, send, account data, API endpoints) as it does from src/.
// Dependencies and peers stay imports; only modules an entry reaches are emitted (no tests, no
// testing fakes).
export default defineConfig({
  entry: {
    index: 'src/exports/index.ts',
    react: 'src/exports/react.ts',
    query: 'src/exports/query.ts',
    eip155: 'src/exports/eip155.ts',
    solana: 'src/exports/solana.ts',
    bip122: 'src/exports/bip122.ts',
    walletconnect: 'src/exports/walletconnect.ts',
    embedded: 'src/exports/embedded.ts',
  },
  unbundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  dts: true,
  checks: { pluginTimings: false },
  // Imports stay imports: the app's bundler inlines constants itself, and an inlined import would
  // leave a bare `import './x.js'` behind.
  inputOptions: { optimization: { inlineConst: false } },
})

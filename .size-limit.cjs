// Bundle budgets, checked by `npm test` (scripts/test.mjs) after the browser suite built the example.
// Set from measured figures (see the closing note of the foundation issue) with ~10% headroom.
module.exports = [
  {
    // esbuild here does not split: lazily imported parts (balance reader, listing, reports) count too.
    name: 'headless core: createClient',
    path: 'headless/src/exports/index.ts',
    import: '{ createClient }',
    ignore: ['react', 'react-dom', '@tanstack/react-query'],
    gzip: true,
    limit: '22 kB',
  },
  {
    // Includes the core pieces it shares; the WalletConnect provider itself (~146 kB gzip) is a
    // dynamic import, fetched on first use.
    name: 'headless walletconnect entry: walletConnect()',
    path: 'headless/src/exports/walletconnect.ts',
    import: '{ walletConnect }',
    ignore: ['react', 'react-dom', '@tanstack/react-query', '@walletconnect/universal-provider'],
    gzip: true,
    limit: '14 kB',
  },
  {
    name: 'headless react hooks',
    path: 'headless/src/exports/react.ts',
    import: '{ BerthProvider, useAccount, useConnect, useModal }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    limit: '10.5 kB',
  },
  {
    name: 'stock modal: first load (examples/modal entry JS, React included)',
    path: 'examples/modal/dist/assets/index-*.js',
    // Already built by Vite: measure the files as they are, without re-bundling their imports.
    modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
    gzip: true,
    limit: '95 kB',
  },
  {
    name: 'stock modal: opened on Connect (ModalHost + Connect view chunks)',
    path: ['examples/modal/dist/assets/ModalHost-*.js', 'examples/modal/dist/assets/Connect-*.js', 'examples/modal/dist/assets/registry-*.js'],
    // Already built by Vite: measure the files as they are, without re-bundling their imports.
    modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
    gzip: true,
    limit: '18 kB',
  },
]

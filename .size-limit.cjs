// Bundle budgets, checked by `npm test` (scripts/test.mjs) after the browser suite built the example.
// Set from measured figures (see the closing notes) with some headroom.
const { existsSync, readFileSync } = require('node:fs')
const { join } = require('node:path')

// What a page loads is a chunk and everything it imports statically, as Vite's manifest records.
const dist = join(__dirname, 'examples/modal/dist')
function loadManifest() {
  const file = join(dist, '.vite/manifest.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: build the example first (pnpm --filter @berth/example-modal build)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}
function staticClosure(manifest, keys) {
  const files = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return files
}
function chunkKey(manifest, suffix) {
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix))
  if (!key) throw new Error(`no chunk for ${suffix} in the example's manifest`)
  return key
}
const manifest = loadManifest()
const firstLoad = staticClosure(manifest, ['index.html'])
const onConnect = [...staticClosure(manifest, ['berth-modal/ModalHost.tsx', 'views/registry.ts', 'views/Connect/Connect.tsx'].map((suffix) => chunkKey(manifest, suffix)))].filter(
  (file) => !firstLoad.has(file),
)
const inDist = (files) => [...files].map((file) => `examples/modal/dist/${file}`)
module.exports = [
  {
    // esbuild here does not split: lazily imported parts count too (balance reader, listing,
    // reports, the account data clients, the send transfer: ~6 kB of the figure). The first-load
    // entry below is what a page pays up front.
    name: 'headless core: createClient, lazy parts included',
    path: 'headless/src/exports/index.ts',
    import: '{ createClient }',
    ignore: ['react', 'react-dom', '@tanstack/react-query'],
    gzip: true,
    limit: '30 kB',
  },
  {
    // Includes the core pieces it shares; the WalletConnect provider itself (~146 kB gzip) is a
    // dynamic import, fetched on first use.
    name: 'headless walletconnect entry: walletConnect()',
    path: 'headless/src/exports/walletconnect.ts',
    import: '{ walletConnect }',
    ignore: ['react', 'react-dom', '@tanstack/react-query', '@walletconnect/universal-provider'],
    gzip: true,
    limit: '15 kB',
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
    name: 'stock modal: first load (the entry and the chunks it imports, React included)',
    path: inDist(firstLoad),
    // Already built by Vite: measure the files as they are, without re-bundling their imports.
    modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
    gzip: true,
    limit: '104.5 kB',
  },
  {
    name: 'stock modal: opened on Connect (ModalHost, the view registry, Connect and what they import beyond the first load)',
    path: inDist(onConnect),
    // Already built by Vite: measure the files as they are, without re-bundling their imports.
    modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
    gzip: true,
    limit: '26.8 kB',
  },
]

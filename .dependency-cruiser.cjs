// The import rules of the workspace, checked by `pnpm imports` (dependency-cruiser) in the test command.
//
// headless/src is layered. A module may import its own folder and any folder of a lower layer;
// never a folder of its own layer (sideways) or of a higher one (upward). Bottom to top:
//
//   0 types, errors,       plain types; BaseError and its subclasses; the rules for outside URLs
//     safety, units        and labels; typed amounts to base units and back (they depend on
//                          nothing of Berth's, and every layer above uses them)
//   1 caip                 CAIP-2 network ids and CAIP-10 addresses (they throw the errors above)
//   2 networks, storage,   network definitions; the Storage port; the vanilla store every
//     store, transport     controller keeps its state in; the HTTP retry rule. What api and
//                          adapters both need sits here or lower, below them.
//   3 api, adapters        HTTP clients of the remote APIs; chain adapters, WalletConnect, discovery
//   4 controllers          state and rules, acting through the ports above
//   5 siwx                 sign-in: its controller is built on the connection, network, modal and
//                          events controllers, so it sits above them, and the options below
//                          (which take a siwx option) sit above it
//   6 client               client.ts, options/ (createClient's configuration) and the other files
//                          at the root of headless/src: they wire everything below together
//   7 query                TanStack Query factories over the client
//   8 react                the provider and hooks
//   9 exports              the package's entry points, the only barrels
//
// testing/ holds test helpers: only test files and testing/ itself may import it.
const TEST_FILE = '\\.test\\.tsx?$'
const HEADLESS_TESTING = '^headless/src/testing/'

const layers = [
  ['types', 'errors', 'safety', 'units'],
  ['caip'],
  ['networks', 'storage', 'store', 'transport'],
  ['api', 'adapters'],
  ['controllers'],
  ['siwx'],
  ['client'],
  ['query'],
  ['react'],
  ['exports'],
]

// A layer name to the path of its modules; `client` is options/ plus the files at the root.
const pathOf = (folder) => (folder === 'client' ? '^headless/src/(options/|[^/]+$)' : `^headless/src/${folder}/`)
const anyOf = (folders) =>
  folders
    .map(pathOf)
    .map((p) => `(${p})`)
    .join('|')

// Test files are exempt: nothing imports them, and a test beside a module may drive it through
// the layers above it (a client built with createClient) the way a caller meets it.
const layerRules = layers.flatMap((layer, index) =>
  layer.flatMap((folder) => {
    const forbidden = [...layer.filter((f) => f !== folder), ...layers.slice(index + 1).flat()]
    if (forbidden.length === 0) return []
    return [
      {
        name: `headless-layer-${folder}`,
        comment: `headless/src/${folder === 'client' ? '(root files, options/)' : folder} imports only its own folder and lower layers: not ${forbidden.join(', ')}`,
        severity: 'error',
        from: { path: pathOf(folder), pathNot: TEST_FILE },
        to: { path: anyOf(forbidden) },
      },
    ]
  }),
)

const HEADLESS_ENTRIES = '^headless/src/exports/[^/]+\\.ts$'

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'headless-only-exports-are-barrels',
      comment: 'Re-exports (`export ... from`) are for headless/src/exports only: elsewhere, import from the module that defines the name.',
      severity: 'error',
      from: { path: '^headless/src/', pathNot: '^headless/src/exports/' },
      to: { dependencyTypes: ['export'] },
    },
    {
      name: 'headless-nothing-imports-exports',
      comment: 'Inside headless, import the defining module, never an entry point.',
      severity: 'error',
      from: { path: '^headless/src/', pathNot: '^headless/src/exports/' },
      to: { path: '^headless/src/exports/' },
    },
    {
      name: 'headless-testing-only-from-tests',
      comment: 'headless/src/testing holds test helpers: product code never imports them.',
      severity: 'error',
      from: { path: '^headless/src/', pathNot: [TEST_FILE, HEADLESS_TESTING] },
      to: { path: [HEADLESS_TESTING, TEST_FILE] },
    },
    {
      name: 'headless-knows-no-other-package',
      comment:
        'headless imports nothing from ui-kit, the examples, the bench or the tests; only its test files and testing/ may use the devnet and the shared test helpers.',
      severity: 'error',
      from: { path: '^headless/' },
      to: { path: '^(ui-kit|examples|bench)/' },
    },
    {
      name: 'headless-product-knows-no-devnet',
      comment: 'headless product code knows nothing of the devnet or the test helpers: devnet values reach it only through options any app could pass.',
      severity: 'error',
      from: { path: '^headless/', pathNot: [TEST_FILE, HEADLESS_TESTING] },
      to: { path: '^(devnet|tests)/' },
    },
    {
      name: 'ui-kit-headless-public-entries-only',
      comment:
        'ui-kit imports @berth/headless by its name and only through its entry points (., /react, /query, /eip155, /walletconnect), never a deep or relative path.',
      severity: 'error',
      from: { path: '^ui-kit/' },
      to: { path: '^headless/', pathNot: HEADLESS_ENTRIES },
    },
    {
      name: 'ui-kit-headless-by-name',
      comment: 'ui-kit reaches @berth/headless by package name, not by a relative path into the workspace.',
      severity: 'error',
      from: { path: '^ui-kit/' },
      to: { path: '^headless/', dependencyTypes: ['local'] },
    },
    {
      name: 'ui-kit-product-knows-no-devnet',
      comment: 'ui-kit product code imports nothing from the devnet, the examples or the tests.',
      severity: 'error',
      from: { path: '^ui-kit/', pathNot: [TEST_FILE, '^ui-kit/src/testing/', '\\.stories\\.tsx$'] },
      to: { path: '^(devnet|examples|tests|bench)/' },
    },
    {
      name: 'ui-kit-view-imports-no-view',
      comment: 'A view (ui-kit/src/views/X) imports no other view: what views share is a primitive, or state in a controller or the router params.',
      severity: 'error',
      from: { path: '^ui-kit/src/views/([^/]+)/' },
      to: { path: '^ui-kit/src/views/([^/]+)/', pathNot: '^ui-kit/src/views/$1/' },
    },
    {
      name: 'examples-packages-by-name',
      comment: 'The examples import the packages by name (@berth/headless, @berth/ui-kit, @berth/devnet/...), never by a path into the workspace.',
      severity: 'error',
      from: { path: '^examples/' },
      to: { path: '^(headless|ui-kit|devnet)/', dependencyTypes: ['local'] },
    },
    {
      name: 'examples-packages-entries-only',
      comment: 'The examples use what a package exports: headless and ui-kit through their entry points.',
      severity: 'error',
      from: { path: '^examples/' },
      to: { path: '^(headless|ui-kit)/', pathNot: [HEADLESS_ENTRIES, '^ui-kit/src/index\\.ts$', '^ui-kit/src/theme/berth\\.css$'] },
    },
    {
      name: 'no-unresolvable',
      comment: 'An import the checker cannot resolve cannot be checked.',
      severity: 'error',
      from: { path: '^(headless|ui-kit|examples)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspace packages resolve through their exports maps, as a bundler would.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}

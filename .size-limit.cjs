// Bundle budgets, checked by `npm test` (scripts/test.mjs) after the browser suite built the example.
// Limits: the figures measured on the commit that set them, plus 2% headroom (the first load's is its target).
const { existsSync, readFileSync } = require('node:fs')
const { join } = require('node:path')
const { chunkKey: keyIn, staticClosure } = require('./scripts/lib/viteManifest.cjs')

// ---- The stock modal as a page loads it: examples/modal's Vite build ---------------------------
// What a page loads is a chunk and everything it imports statically, as Vite's manifest records.
// The first load is the entry's closure; each lazy chunk counts itself and what it imports
// statically that the first load does not already have (a chunk two lazy chunks share counts in
// both, since either may load first), and never counts against the first load.

const dist = join(__dirname, 'examples/modal/dist')
function loadManifest() {
  const file = join(dist, '.vite/manifest.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: build the example first (pnpm --filter @berth/example-modal build)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}
const manifest = loadManifest()
const chunkKey = (suffix) => keyIn(manifest, suffix)
const firstLoad = staticClosure(manifest, ['index.html'])
const beyondFirstLoad = (suffixes) => [...staticClosure(manifest, suffixes.map(chunkKey))].filter((file) => !firstLoad.has(file))
const builtFiles = (files) => ({
  path: [...files].map((file) => `examples/modal/dist/${file}`),
  // Already built by Vite: measure the files as they are, without re-bundling their imports.
  modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
  gzip: true,
})

// One budget per lazy chunk (a dynamic import in the example's build): the module it starts from,
// and what it counts. A lazy chunk missing here fails the check, so none grows unseen.
const lazyChunks = [
  // TanStack Query (its cache, about 7.3 kB) left the first load (issue 14: BerthProvider no longer
  // creates a QueryClient; Berth's hooks make theirs with their first query). Every chunk that runs a
  // query or a mutation now counts it: the views below that do, the example's demos, and the on-ramp
  // controller (Rolldown put its errors in one chunk with useOnrampPurchases). Their limits are the
  // new measures + 2%; Connect's installed wallets do without it (its listing part is a chunk of its own).
  // With the embedded wallet in the example (issue 18: embeddedWallet() through a lazy module, its
  // runtime beside the API and SIWX chunks), Rolldown regrouped the shared chunks (zod's among them):
  // the API, SIWX, swap, on-ramp, Solana and WalletConnect chunks below count about 0.1 to 0.55 kB more;
  // their limits are the new measures + 2%.
  // -- headless: send, sign-in, account data --
  // The send: validateSend, the balance read, viem's ABI coder (transfer and balanceOf), EIP-55
  // check and units, the fee estimate and the receipt wait, and zod.
  { from: 'headless/src/controllers/send/sendTransfer.ts', name: 'send: the transfer', limit: '30.53 kB' },
  // The send's completion (failure and success notifications, the listeners, the reset) with the
  // transfer's code it awaits: loaded with the first send.
  { from: 'headless/src/controllers/send/completeSend.ts', name: 'send: its completion', limit: '31.5 kB' },
  // The eip155 transfer: the balance read, simulation, fees and receipt wait, loaded through the adapter's port.
  // 30.14 kB once the address and fee checks (feeChecks.ts) became a chunk of their own, shared with the swap's wallet steps.
  { from: 'headless/src/adapters/eip155/transfer/prepareEip155Transfer.ts', name: 'send: the eip155 transfer', limit: '31.81 kB' },
  // The SIWX controller: sign in, cancel, sign out, and the EIP-4361 text (viem/siwe, with the
  // keccak256 its EIP-55 address needs).
  { from: 'headless/src/siwx/createSiwxController.ts', name: 'SIWX: the controller and the EIP-4361 text', limit: '10.88 kB' },
  // serverSiwx: sessions kept by the data API (nonce, verify, list, revoke), the EIP-4361 text, zod.
  { from: 'headless/src/siwx/serverSiwx.ts', name: 'SIWX: server-kept sessions (serverSiwx)', limit: '21.36 kB' },
  // localSiwx: sessions kept in the browser, its checks, the EIP-4361 text, zod (the signature
  // check is its own chunk, below).
  { from: 'headless/src/siwx/localSiwx.ts', name: 'SIWX: browser-kept sessions (localSiwx)', limit: '22.72 kB' },
  // localSiwx's signature check: viem's verifyMessage (EOA, ERC-1271 and ERC-6492 through the
  // deployless universal validator), with viem's eth_call machinery and secp256k1 for its fallback.
  { from: 'headless/src/siwx/eip155/verifyEip155Signature.ts', name: 'SIWX: the on-chain signature check (viem verifyMessage)', limit: '68.47 kB' },
  // viem's CCIP-Read, which its eth_call imports lazily; Berth's checks turn CCIP-Read off, so a
  // page never fetches it: budgeted so it cannot grow unseen.
  { from: 'node_modules/viem/_esm/utils/ccip.js', name: "viem's CCIP-Read (never fetched by Berth)", limit: '72.03 kB' },
  // Whether an address is a smart account (eth_getCode), asked when a sign-in fails.
  // -- headless: the embedded wallet (examples/modal imports embeddedWallet() statically: its state and
  // controller are in the first load, about 1 kB, and the page's first render waits for no chunk) --
  // Its AUTH connectors and the runtime's loader, fetched by its discovery at mount.
  {
    from: 'headless/src/controllers/embedded/embeddedConnectors.ts',
    name: 'embedded wallet: the AUTH connectors (loaded by its discovery at mount)',
    limit: '0.99 kB',
  },
  { from: 'headless/src/controllers/embedded/createEmbeddedRuntime.ts', name: 'embedded wallet: the frame client and the login flows', limit: '21.30 kB' },
  // The sign-in within an embedded login (a page with SIWX), loaded with the first login that needs it.
  { from: 'headless/src/embeddedSignIn.ts', name: 'embedded wallet: the sign-in within the login (SIWX)', limit: '1 kB' },
  { from: 'headless/src/siwx/formatSiwxMessage.ts', name: 'embedded wallet: the SIWX text its sign-in sends the frame', limit: '10.48 kB' },
  // -- headless: Bitcoin (examples/modal passes bitcoin() when it offers a Bitcoin network) --
  // Each counts bitcoinjs-lib's address check (about 17 kB) it shares with bitcoin()'s chunk.
  // With Bitcoin beside Solana, wallet-standard's registry and the wallet-feature error are chunks of
  // their own that both adapters import: the Solana budgets below count them now (+0.2 to +1.1 kB),
  // and the SIWX text chunks count the error class the Bitcoin text shares (+0.2 kB each).
  // bitcoin(): wallet-standard and window.btc_providers discovery, the adapter's shell, bitcoinjs-lib's address check.
  { from: 'src/bitcoinAdapter.ts', name: 'Bitcoin: bitcoin() (discovery, the adapter shell, the address check)', limit: '34.09 kB' },
  // A sats-connect provider's calls (getAddresses, wallet_getNetwork, wallet_disconnect) with zod, with the first of them.
  { from: 'headless/src/adapters/bip122/satsConnectCalls.ts', name: 'Bitcoin: the sats-connect calls', limit: '39.90 kB' },
  // Signing through each kind of wallet, with its first use.
  { from: 'headless/src/adapters/bip122/standardSigning.ts', name: 'Bitcoin: wallet-standard signing', limit: '34.98 kB' },
  { from: 'headless/src/adapters/bip122/satsConnectSigning.ts', name: 'Bitcoin: sats-connect signing', limit: '40.43 kB' },
  // The balance read: the Esplora client and its schemas.
  { from: 'headless/src/adapters/bip122/esplora/getBitcoinBalance.ts', name: 'Bitcoin: the balance read', limit: '37.42 kB' },
  // The send: coin selection, bitcoinjs-lib's PSBT, secp256k1 for the signature checks, the Esplora client.
  { from: 'headless/src/adapters/bip122/transfer/bitcoinTransfer.ts', name: 'Bitcoin: the transfer', limit: '95.65 kB' },
  // The Solana and Bitcoin texts share one CAIP-122 writer (caip122Text), a chunk each counts: 9.99 and 10 kB.
  // Sign-In With Solana: never requested by an app without Solana networks.
  { from: 'headless/src/siwx/solana/formatSiwsMessage.ts', name: 'SIWX: the Solana message text', limit: '10.19 kB' },
  { from: 'headless/src/siwx/solana/siwsMessageDifferences.ts', name: 'SIWX: the Solana message reader', limit: '10.44 kB' },
  { from: 'headless/src/siwx/solana/signInWithWallet.ts', name: "SIWX: the wallet's own Solana sign-in", limit: '10.77 kB' },
  { from: 'headless/src/siwx/solana/verifySolanaSignature.ts', name: 'SIWX: the ed25519 check (@solana/kit)', limit: '6.15 kB' },
  { from: 'headless/src/siwx/isContractAccount.ts', name: 'SIWX: the smart-account check', limit: '11.20 kB' },
  // Sign-in on Bitcoin: never requested by an app without bip122 networks. Measured 9.4 kB (with the
  // sign-in text chunk, the EIP-4361 writer its error class lives in, that the Solana text shares),
  // 8.61 kB and 196.06 kB.
  { from: 'headless/src/siwx/bip122/formatSiwbMessage.ts', name: 'SIWX: the Bitcoin message text', limit: '10.20 kB' },
  // localSiwx's BIP-322 check: the `buffer` package (Buffer for bip322-js) and the loader that gives
  // bip322-js Node's globals while it loads.
  { from: 'headless/src/siwx/bip122/verifyBip122Signature.ts', name: 'SIWX: the BIP-322 check (Buffer and the loader)', limit: '8.78 kB' },
  // bip322-js itself, loaded by that check: bitcoinjs-lib 6, its secp256k1, ecpair and
  // bitcoinjs-message (with create-hash, elliptic and readable-stream).
  { from: 'node_modules/bip322-js/dist/index.js', name: 'SIWX: bip322-js', limit: '199.98 kB' },
  // The account data controller (portfolio, activity, identity, NFTs over the data API clients).
  { from: 'headless/src/controllers/account/createAccountDataController.ts', name: 'account data: the controller', limit: '2.36 kB' },
  // The on-ramp (onrampController): its three API calls and schemas, the fallback options and the
  // rules; loaded with Buy's first query, never with the client. Measured 27.04 kB.
  { from: 'headless/src/controllers/onramp/createOnrampController.ts', name: 'on-ramp: the controller', limit: '36.23 kB' },
  // The native balance read from the network's node (eth_getBalance).
  { from: 'headless/src/adapters/eip155/getBalance.ts', name: 'account data: the native balance read', limit: '10.99 kB' },
  // What a wallet is asked beyond connect and sign: typed data (EIP-712), any call, and the receipt
  // wait, with viem's typed-data and hex helpers.
  // A message to sign and a chain to switch to (personal_sign, wallet_switchEthereumChain and its add fallback).
  { from: 'headless/src/adapters/eip155/walletPrompts.ts', name: 'wallet prompts: sign a message, switch chain', limit: '1.02 kB' },
  { from: 'headless/src/adapters/eip155/walletActions.ts', name: 'wallet actions: typed data, any call, receipt wait', limit: '23.61 kB' },
  // The reports controller (error reports' rate limit and envelope, the analytics switch), loaded
  // with the first report or the analytics read: out of the page's first load.
  // The wallet listing's paging, search, exclusions and installed marks, with the first page asked for.
  { from: 'headless/src/controllers/walletListing/createWalletListingController.ts', name: 'wallet listing: the controller', limit: '1.06 kB' },
  { from: 'headless/src/controllers/reports/createReportsController.ts', name: 'reports: the controller', limit: '0.85 kB' },
  // Switching networks (its rules, the views it shows while the wallet confirms, its alerts), loaded
  // with the first switch.
  { from: 'headless/src/controllers/network/switchNetwork.ts', name: 'network switch', limit: '0.75 kB' },
  // The project's allowed-origins check.
  // 1.28 kB once ApiError left the first load (the remote configuration's fetch went lazy): it counts its chunk.
  // 1.38 kB once a check that got no answer is asked again, and its answer closes the alert the first left.
  { from: 'headless/src/controllers/features/checkAllowedOrigins.ts', name: 'allowed-origins check', limit: '1.41 kB' },
  // The remote configuration's fetch and merge, with the first opening (preloaded with the first-open code).
  { from: 'headless/src/controllers/features/loadRemoteFeatures.ts', name: 'features: the remote configuration', limit: '2 kB' },
  // The names controller (resolve, suggestions, register): the /v1/profile endpoints and their
  // schemas, the registration message and coin type; loaded with the first name query or registration
  // (RegisterAccountName's suggestions). Measured 23.63 kB; 24.16 kB once the embedded wallet's chunks regrouped the shared ones (zod among them);
  // 12.74 kB once the embedded runtime also loads it (the profile name's reverse lookup): the shared API code now counts with the runtime.
  { from: 'headless/src/controllers/names/createNamesController.ts', name: 'names: the controller', limit: '13.00 kB' },
  // The swap controller (measured 16.92 kB): the /v1/convert endpoints and the fungible price with zod and the request
  // helper, its rules, and the wallet steps (any call and the receipt wait): loaded with the first swap call.
  { from: 'headless/src/controllers/swap/createSwapController.ts', name: 'swap: the controller', limit: '18.03 kB' },
  // The address and fee checks of any transaction through the wallet (sendTransaction), with EIP-55 hashing. Measured 7.53 kB.
  { from: 'headless/src/adapters/eip155/transfer/feeChecks.ts', name: 'wallet transaction: the address and fee checks', limit: '7.96 kB' },
  // -- headless: the data and wallet-provider API endpoints, each with zod and the request helper --
  { from: 'headless/src/api/getFeatures.ts', name: 'API: features', limit: '10.99 kB' },
  { from: 'headless/src/api/getAllowedOrigins.ts', name: 'API: allowed origins', limit: '10.92 kB' },
  { from: 'headless/src/api/getWallets.ts', name: 'API: wallet listing', limit: '11.37 kB' },
  { from: 'headless/src/api/getAnalyticsConfig.ts', name: 'API: analytics config', limit: '10.92 kB' },
  { from: 'headless/src/api/sendErrorReport.ts', name: 'API: error reports', limit: '10.99 kB' },
  { from: 'headless/src/api/getTokenBalances.ts', name: 'API: token balances', limit: '11.23 kB' },
  { from: 'headless/src/api/getTransactions.ts', name: 'API: transactions', limit: '11.46 kB' },
  { from: 'headless/src/api/getIdentity.ts', name: 'API: identity', limit: '11.00 kB' },
  { from: 'headless/src/api/getNfts.ts', name: 'API: NFTs', limit: '11.06 kB' },
  // -- headless: WalletConnect --
  // The WalletConnect runtime: pairing, deep links and the adapter, without the provider. Measured
  // 4.23 kB once a disconnect tells every connection on the session (eip155 and bip122) it ended.
  { from: 'headless/src/adapters/walletconnect/walletConnectRuntime.ts', name: 'WalletConnect: the runtime', limit: '4.32 kB' },
  // One-click sign-in through WalletConnect (CACAO records to SIWX sessions).
  { from: 'headless/src/adapters/walletconnect/authentication.ts', name: 'WalletConnect: one-click sign-in', limit: '10.44 kB' },
  // WalletConnect's bip122 side (walletConnectBip122Calls over walletConnectBip122 and the answers'
  // zod schemas): loaded by bitcoin() with the first call of the walletConnect.bip122 connector.
  // Measured 12.77 kB (zod's mini core included: the first load has none).
  { from: 'headless/src/adapters/walletconnect/walletConnectBip122Calls.ts', name: 'WalletConnect: the bip122 side', limit: '13.61 kB' },
  // @walletconnect/universal-provider, fetched on the first WalletConnect connect.
  { from: 'node_modules/@walletconnect/universal-provider/dist/index.js', name: 'WalletConnect: the provider', limit: '145.87 kB' },
  // -- headless: Solana (examples/modal passes solana() when it offers a Solana network) --
  // solana(): wallet-standard discovery and the adapter's shell (connect, events,
  // signIn, @scure/base's base58); the example awaits it before its first render. 6.46 kB while
  // @scure/base was the version WalletConnect's provider shares (its whole module came along);
  // 5.56 kB on @scure/base 2.4.0, of which only base58 is bundled.
  // A Solana message to sign and a sign-in (solana:signMessage, solana:signIn), with their first use.
  { from: 'headless/src/adapters/solana/walletPrompts.ts', name: 'Solana: sign a message, sign in', limit: '7.40 kB' },
  { from: 'src/solanaAdapter.ts', name: 'Solana: solana() (discovery and the adapter shell)', limit: '6.09 kB' },
  // The Solana send and balance read: kit's RPC and transaction code, the System and Token program
  // clients. Measured 40.84 kB.
  { from: 'headless/src/adapters/solana/transfer/solanaTransfer.ts', name: 'Solana: the transfer', limit: '42.61 kB' },
  // -- ui-kit: the modal and each view --
  // The modal host: the dialog (Radix FocusScope, DismissableLayer), the router, toasts, and what a view shows when its code cannot load.
  // 22.37 kB once SwitchActiveChain's title names its namespace (the namespace names' small shared chunk).
  // The example's own connected-account demos (not Berth's code): they load once an account is connected.
  // 2.99 kB with the batch-calls button (wallet_sendCalls through the wallet's provider).
  { from: 'src/ConnectedPanel.tsx', name: "example: the connected account's demos", limit: '10.73 kB' },
  // 22.99 kB with the view names, titles and next views of Swap, Buy, BuyInProgress and Receive.
  // 19.70 kB once the modal is built from Radix's FocusScope and DismissableLayer, react-remove-scroll
  // and aria-hidden instead of Radix Dialog (no Presence, Portal, Title).
  // 20.09 kB with ConnectingFarcaster's title and next view; 20.10 kB with UpdateEmailWallet's title.
  // 20.75 kB (20.10 before, on main with UpdateEmailWallet) with watchEmbeddedApprovals (ApproveTransaction opened by itself, 'Action not
  // allowed'), started from the host so the page's first load has none of it, closing disabled in the
  // sign-in and approval views while sign-in is required and there is no session, and the view beneath
  // an approval kept mounted.
  // 15.14 kB once the page lock (react-remove-scroll, aria-hidden, focus guards) left it for a chunk of its own.
  { from: 'ui-kit/src/berth-modal/ModalHost.tsx', name: 'modal: the host', limit: '15.39 kB' },
  // The page lock (react-remove-scroll, aria-hidden, Radix's focus guards): applied after the modal's
  // first frame, fetched when the page is idle after the modal was built (issue 14).
  // Measured 5.23 kB.
  { from: 'ui-kit/src/modal/PageLock.tsx', name: 'modal: the page lock', limit: '5.33 kB' },
  // The branding footer, loaded after the modal opened.
  { from: 'ui-kit/src/berth-modal/BrandingFooter.tsx', name: 'modal: the branding footer', limit: '2.18 kB' },
  // The view registry (the lazy imports of every view). 2.01 kB with Swap, Buy, BuyInProgress and Receive;
  // 2.16 kB with RegisterAccountName, RegisterAccountNameSuccess and EmailLogin, give or take 0.01 kB from one
  // build to the next (the chunk names it lists change with their hashes).
  // 2.25 kB with UpdateEmailWallet; 2.33 kB with ApproveTransaction.
  { from: 'ui-kit/src/views/registry.ts', name: 'modal: the view registry', limit: '2.38 kB' },
  // Each view with the primitives and hooks it imports.
  // Connect with orderConnectors (out of the first load since the listing's isExcluded has its own
  // module) and its joining of a wallet's namespaces: 11.19 kB; 11.72 kB with what the core moved
  // out of the first load.
  // 12.24 kB with the on-ramp's query keys in the shared key chunk and the shared chunks regrouped around the new views.
  // 13.24 kB with the social logins' slot and their choice (decideSocialOptions, the Telegram filters).
  // 7.24 kB once its listing part (with TanStack Query and useInfiniteQuery's observer) left it.
  { from: 'ui-kit/src/views/Connect/Connect.tsx', name: 'view: Connect', limit: '7.39 kB' },
  // Connect's email field (useEmailLogin with its mutation factories), fetched after the wallets have painted.
  // With UpdateEmailWallet beside them, the embedded mutation factories, useMutation and the embedded
  // state's hook are chunks the views share, and EmailLogin's code field (CodeField) one of its own:
  // measured 6.33 and 6.73 kB.
  // 6.65 kB with the email input shared with UpdateEmailWallet (EmailInput, a chunk of its own).
  // Connect's listing part (recommended wallets, the way to AllWallets), with TanStack Query's cache and
  // observers, which the installed wallets do without.
  { from: 'ui-kit/src/views/Connect/ListedWallets.tsx', name: "view: Connect's listing part", limit: '16.97 kB' },
  { from: 'ui-kit/src/views/Connect/EmailField.tsx', name: "view: Connect's email field", limit: '14.33 kB' },
  { from: 'ui-kit/src/views/EmailLogin/EmailLogin.tsx', name: 'view: EmailLogin', limit: '14.49 kB' },
  // Connect's social logins (useSocialLogin), fetched after the wallets have painted: measured 5.53 kB.
  { from: 'ui-kit/src/views/Connect/SocialButtons.tsx', name: "view: Connect's social logins", limit: '13.34 kB' },
  // ConnectingFarcaster: the relay URL's QR code (uqr), the link to copy and open, useFarcasterLogin: measured 12.02 kB.
  { from: 'ui-kit/src/views/ConnectingFarcaster/ConnectingFarcaster.tsx', name: 'view: ConnectingFarcaster', limit: '19.89 kB' },
  { from: 'ui-kit/src/views/ConnectingExternal/ConnectingExternal.tsx', name: 'view: ConnectingExternal', limit: '13.65 kB' },
  // AllWallets with its windowing on @tanstack/react-virtual (about 9.3 kB of it; the hand-written
  // windowing it replaced was about 2.6 kB).
  // 23.8 kB with its rows' images loaded after the frame that shows the rows (WalletImage loadAfterPaint).
  { from: 'ui-kit/src/views/AllWallets/AllWallets.tsx', name: 'view: AllWallets', limit: '31.83 kB' },
  // 12.91 kB; the QR code's chunk is shared with Receive now. 13.18 kB connecting the active namespace's side.
  { from: 'ui-kit/src/views/ConnectingWalletConnect/ConnectingWalletConnect.tsx', name: 'view: ConnectingWalletConnect', limit: '21.09 kB' },
  // Account: 26.67 kB with its Buy and Receive buttons.
  { from: 'ui-kit/src/views/Account/Account.tsx', name: 'view: Account', limit: '35.54 kB' },
  // Account's Activity tab, loaded when it is opened.
  // 30.19 kB with the on-ramp's query keys in the shared key chunk and the shared chunks regrouped around the new views.
  { from: 'ui-kit/src/views/Account/ActivityTab.tsx', name: "view: Account's Activity tab", limit: '38.99 kB' },
  // 3.19 kB with the grouping by namespace.
  { from: 'ui-kit/src/views/Networks/Networks.tsx', name: 'view: Networks', limit: '12.42 kB' },
  { from: 'ui-kit/src/views/SwitchNetwork/SwitchNetwork.tsx', name: 'view: SwitchNetwork', limit: '3.60 kB' },
  { from: 'ui-kit/src/views/SwitchActiveChain/SwitchActiveChain.tsx', name: 'view: SwitchActiveChain', limit: '4.75 kB' },
  { from: 'ui-kit/src/views/UnsupportedChain/UnsupportedChain.tsx', name: 'view: UnsupportedChain', limit: '14.73 kB' },
  // WalletSend: the form and validateSend (with viem's EIP-55 check and units).
  // The send views: 21.08, 13.59 and 17.89 kB with the on-ramp's query keys in the shared key chunk and the shared chunks regrouped around the new views.
  // 21.6 kB with AmountField, the amount input the send, swap and buy forms share (a chunk of its own).
  { from: 'ui-kit/src/views/WalletSend/WalletSend.tsx', name: 'view: WalletSend', limit: '29.81 kB' },
  { from: 'ui-kit/src/views/WalletSendSelectToken/WalletSendSelectToken.tsx', name: 'view: WalletSendSelectToken', limit: '21.53 kB' },
  { from: 'ui-kit/src/views/WalletSendPreview/WalletSendPreview.tsx', name: 'view: WalletSendPreview', limit: '25.82 kB' },
  { from: 'ui-kit/src/views/SIWXSignMessage/SIWXSignMessage.tsx', name: 'view: SIWXSignMessage', limit: '3.89 kB' },
  // Swap: the form, its token picker and quote details, validateSwap (with parseAmount's viem units), the swap hooks. Measured 17.52 kB.
  // 18.03 kB beside the on-ramp views (the shared key and hook chunks regrouped).
  // 18.42 kB with AmountField, the amount input the send, swap and buy forms share (a chunk of its own).
  { from: 'ui-kit/src/views/Swap/Swap.tsx', name: 'view: Swap', limit: '26.18 kB' },
  // Buy (with the on-ramp hooks and checkOnrampAmount) 14.62 kB, BuyInProgress 10.93 kB and Receive
  // (with the QR encoder) 9.05 kB.
  // 15.08 kB with AmountField, the amount input the send, swap and buy forms share (a chunk of its own).
  { from: 'ui-kit/src/views/Buy/Buy.tsx', name: 'view: Buy', limit: '22.72 kB' },
  { from: 'ui-kit/src/views/BuyInProgress/BuyInProgress.tsx', name: 'view: BuyInProgress', limit: '18.60 kB' },
  { from: 'ui-kit/src/views/Receive/Receive.tsx', name: 'view: Receive', limit: '9.23 kB' },
  // The account-name views: RegisterAccountName (the field, the debounced suggestions, the register
  // call through useRegisterName) and RegisterAccountNameSuccess: measured 12.18 and 3.73 kB. RegisterAccountName 12.5 kB
  // once lazyNamesController became a chunk of its own (the embedded runtime imports it too, for the profile name).
  { from: 'ui-kit/src/views/RegisterAccountName/RegisterAccountName.tsx', name: 'view: RegisterAccountName', limit: '20.20 kB' },
  { from: 'ui-kit/src/views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.tsx', name: 'view: RegisterAccountNameSuccess', limit: '3.80 kB' },
  // ApproveTransaction: the box the embedded wallet's frame is laid over, and followBox. Measured 0.89 kB.
  { from: 'ui-kit/src/views/ApproveTransaction/ApproveTransaction.tsx', name: 'view: ApproveTransaction', limit: '0.91 kB' },
  // UpdateEmailWallet: the new email's form and the two code steps (useUpdateEmail, useEmbeddedUser,
  // CodeField shared with EmailLogin): measured 7.17 kB; 7.54 kB with the email input shared with
  // Connect's email field (EmailInput, a chunk of its own, counted in both: 6.64 kB there).
  { from: 'ui-kit/src/views/UpdateEmailWallet/UpdateEmailWallet.tsx', name: 'view: UpdateEmailWallet', limit: '14.88 kB' },
]

const unbudgeted = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !lazyChunks.some(({ from }) => key.endsWith(from)))
if (unbudgeted.length > 0) throw new Error(`lazy chunks without a budget in .size-limit.cjs: ${unbudgeted.join(', ')}`)

const pageLoads = [
  {
    // Counts what examples/modal's index.html loads before any click: the entry chunk and every
    // chunk it imports statically, gzipped, React and ReactDOM included (about 68.5 kB of it:
    // react-dom-client alone is 62.8 kB). JS only, not the stylesheet. The target is the limit:
    // measured 99.74 kB with viem, typed hooks, configuration alerts and server rendering, after
    // ConnectButton stopped carrying the Button component and Radix's Slot (-1.6 kB). 99.83 kB once the
    // example offered the embedded wallet (embeddedWallet() loaded lazily, as bitcoin() is), with 7-character
    // chunk hashes (the entry's preload table names every lazy chunk) and Bitcoin's URL option read in its lazy module.
    // 99.79 kB with embeddedWallet() imported statically (+1.05 kB: the lazy module cost the phone's first
    // render a round trip, about 220 ms), chunks named by hash alone (-0.88 kB) and no preload polyfill (-0.27 kB).
    // 92.46 kB once BerthProvider stopped creating a QueryClient (-7.4 kB: TanStack Query's cache comes
    // with the first hook that runs a query), for the phone's navigation to the button (issue 14).
    // 91.39 kB in two files (the entry and Rolldown's runtime) with the first load grouped in one chunk
    // (examples/modal's vite.config.ts): the six small chunks it shared with lazy ones are gone.
    name: 'stock modal: first load (the entry and the chunks it imports, React included)',
    ...builtFiles(firstLoad),
    limit: '100 kB',
  },
  {
    // Counts what opening the modal adds: ModalHost, the view registry, Connect and the chunks they
    // import statically that the first load does not already have, gzipped. Measured 28.81 kB: the
    // Button component and Radix's Slot (about 2 kB) moved here from the first load.
    name: 'stock modal: opened on Connect (ModalHost, the view registry, Connect and what they import beyond the first load)',
    ...builtFiles(beyondFirstLoad(['ui-kit/src/berth-modal/ModalHost.tsx', 'ui-kit/src/views/registry.ts', 'ui-kit/src/views/Connect/Connect.tsx'])),
    // 29.6 kB once views said when their code cannot load (LoadBoundary, with Button and Text).
    // 30.8 kB once orderConnectors left the first load for Connect (-0.24 kB there) and joined a
    // wallet's namespaces. 32.16 kB with the registry's three on-ramp and Receive views; 32.47 kB with
    // Swap's as well (the host's view names and titles).
    // 33.13 kB with Connect's email field slot (its field a chunk of its own) and EmailLogin in the registry.
    // 24.38 kB once Connect's listing part, with TanStack Query, became a chunk of its own (issue 14).
    // 19.51 kB once the page lock (scroll lock, aria-hidden, focus guards) became a chunk of its own,
    // applied after the modal's first frame (issue 14).
    limit: '19.84 kB',
  },
  ...lazyChunks.map(({ from, name, limit }) => ({ name: `lazy chunk, ${name} (beyond the first load)`, ...builtFiles(beyondFirstLoad([from])), limit })),
]

// ==== Package entries: the published dist/ ==========================================================
// One budget per entry of @berth/headless and @berth/ui-kit as an app installs it: the entry module
// and every module and dependency it imports statically, bundled, minified and gzipped. A dynamic
// import is not followed (the WalletConnect runtime, SIWX, send, account data, API endpoints, each
// view: an app's bundler splits those off, and they have budgets of their own). Peers are not
// counted (React, TanStack Query, WalletConnect's provider), nor @berth/headless inside ui-kit's.
// Built by `npm test`'s pack step, or `pnpm --filter @berth/headless --filter @berth/ui-kit build`.
for (const pkg of ['headless', 'ui-kit']) {
  if (!existsSync(join(__dirname, pkg, 'dist/index.js'))) {
    throw new Error(`${pkg}/dist is missing: build the packages first (pnpm --filter @berth/headless --filter @berth/ui-kit build)`)
  }
}
/** esbuild leaves every `import()` as it is: a lazily loaded part is not part of a static closure. */
const leaveDynamicImports = {
  name: 'leave-dynamic-imports',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
  },
}
const staticClosureOf = (path, ignore) => ({
  path,
  import: '*',
  ignore,
  modifyEsbuildConfig: (config) => ({ ...config, plugins: [...(config.plugins ?? []), leaveDynamicImports] }),
  gzip: true,
})
const headlessPeers = ['react', 'react-dom', '@tanstack/react-query', '@tanstack/query-core', '@walletconnect/universal-provider']
const uiKitPeers = ['react', 'react-dom', '@tanstack/react-query', '@berth/headless']
// Limits: measured on the commit that set them, plus 2% headroom.
const publishedEntries = [
  {
    // Every export of `@berth/headless` (createClient, errors, CAIP helpers, storage backends, the API
    // clients' constructors, rules and constants) with zod/mini where its modules import it..
    // Server rendering (cookieStorage, cookieToInitialState and its zod schema, the restore) is about 4 kB of it.
    name: 'package entry @berth/headless: static closure (dist)',
    ...staticClosureOf('headless/dist/index.js', headlessPeers),
    // 31.81 kB with the swap and on-ramp rules, errors and constants; 32.84 kB with the account names'
    // rules (validateAccountName, nameCoinType, buildRegistrationMessage) and errors.
    limit: '33.50 kB',
  },
  {
    // BerthProvider, every hook and the query factories they use; TanStack Query and React not counted.
    name: 'package entry @berth/headless/react: static closure (dist)',
    ...staticClosureOf('headless/dist/react.js', headlessPeers),
    // 6.68 kB once useConnectors joined a wallet's sides across namespaces; 7.5 kB with the on-ramp
    // hooks (useOnrampOptions, useOnrampQuote, useBuyUrl, useOnrampPurchases); 7.96 kB with the five swap hooks;
    // 9.40 kB with the name hooks (useRegisterName, useNameSuggestions, useResolveName) and the embedded wallet's
    // (useEmailLogin, useSocialLogin, useFarcasterLogin, useUpdateEmail, useEmbeddedUser).
    limit: '9.59 kB',
  },
  {
    // The TanStack Query option factories and keys, with the client code they call.
    name: 'package entry @berth/headless/query: static closure (dist)',
    ...staticClosureOf('headless/dist/query.js', headlessPeers),
    // 4.25 kB with the on-ramp factories and onrampController; 4.59 kB with the swap factories and swapKeys;
    // 5.51 kB with the name factories, nameKeys and the names controller's loader, and the embedded wallet's mutation factories.
    limit: '5.62 kB',
  },
  {
    // The EVM networks, the EIP-155 adapter and the EVM helpers.
    name: 'package entry @berth/headless/eip155: static closure (dist)',
    ...staticClosureOf('headless/dist/eip155.js', headlessPeers),
    limit: '7.43 kB',
  },
  {
    // solana(): wallet-standard discovery (@wallet-standard/app) and the adapter's shell (connect,
    // events, signMessage, signIn), with @solana/kit's isAddress and base58 codec, and the Solana
    // networks. esbuild keeps @solana/errors' message table (about 34 kB minified) that Rollup drops
    // in a production build; the balance read and the transfer are dynamic imports, budgeted below.
    name: 'package entry @berth/headless/solana: static closure (dist)',
    ...staticClosureOf('headless/dist/solana.js', headlessPeers),
    limit: '16.90 kB',
  },
  {
    // The Solana balance read: @solana/kit's RPC (createSolanaRpc) and the answer's schema, loaded with the first balance.
    name: 'lazy part of @berth/headless/solana: the balance read (dist)',
    ...staticClosureOf('headless/dist/adapters/solana/getSolanaBalance.js', headlessPeers),
    limit: '25.43 kB',
  },
  {
    // The Solana send: kit's RPC and transaction code, the System and Token program clients, loaded with the first preview or send.
    name: 'lazy part of @berth/headless/solana: the transfer (dist)',
    ...staticClosureOf('headless/dist/adapters/solana/transfer/solanaTransfer.js', headlessPeers),
    limit: '41.35 kB',
  },
  {
    // bitcoin(): wallet-standard and window.btc_providers discovery, the adapter's shell (connect,
    // reconnect, events, switch, the wallet-standard calls), bitcoinjs-lib's address check (bech32,
    // bs58check and the payment scripts toOutputScript brings), and the Bitcoin networks. The
    // sats-connect calls (with zod), signing, the Esplora reads and the PSBT transfer are dynamic
    // imports, budgeted below. Measured 24.43 kB (30.8 kB while the sats-connect calls were up front).
    name: 'package entry @berth/headless/bip122: static closure (dist)',
    ...staticClosureOf('headless/dist/bip122.js', headlessPeers),
    limit: '24.84 kB',
  },
  {
    // A sats-connect provider's calls (getAddresses, wallet_getNetwork, wallet_disconnect) and zod for
    // its answers, with the first of them. Measured 24.56 kB, most of it the address check it shares with the entry.
    name: 'lazy part of @berth/headless/bip122: the sats-connect calls (dist)',
    ...staticClosureOf('headless/dist/adapters/bip122/satsConnectCalls.js', headlessPeers),
    limit: '25.05 kB',
  },
  {
    // The Bitcoin balance read: the Esplora client and its schemas, loaded with the first balance.
    // Measured 25.42 kB, most of it the address check it shares with the entry.
    name: 'lazy part of @berth/headless/bip122: the balance read (dist)',
    ...staticClosureOf('headless/dist/adapters/bip122/esplora/getBitcoinBalance.js', headlessPeers),
    limit: '25.93 kB',
  },
  {
    // Signing through a wallet-standard wallet (bitcoin:signMessage, bitcoin:signTransaction), with its first use.
    name: 'lazy part of @berth/headless/bip122: wallet-standard signing (dist)',
    ...staticClosureOf('headless/dist/adapters/bip122/standardSigning.js', headlessPeers),
    limit: '2.94 kB',
  },
  {
    // Signing through a sats-connect provider (signMessage, signPsbt, sendTransfer), with its first use.
    name: 'lazy part of @berth/headless/bip122: sats-connect signing (dist)',
    ...staticClosureOf('headless/dist/adapters/bip122/satsConnectSigning.js', headlessPeers),
    limit: '6.95 kB',
  },
  {
    // The Bitcoin send: coin selection, bitcoinjs-lib's PSBT, secp256k1 (@bitcoinerlab/secp256k1, to
    // verify what the wallet signed), the Esplora client; loaded with the first preview or send.
    name: 'lazy part of @berth/headless/bip122: the transfer (dist)',
    // Measured 77.36 kB.
    ...staticClosureOf('headless/dist/adapters/bip122/transfer/bitcoinTransfer.js', headlessPeers),
    limit: '78.91 kB',
  },
  {
    // walletConnect() and the connector's rules (with ensureSession and the bip122 networks in the
    // proposal, issue 17: 2.72 kB measured); its runtime and WalletConnect's provider are dynamic imports.
    name: 'package entry @berth/headless/walletconnect: static closure (dist)',
    ...staticClosureOf('headless/dist/walletconnect.js', headlessPeers),
    limit: '2.78 kB',
  },
  {
    // embeddedWallet() and everything the entry exports: the frame protocol's zod schemas, the rules,
    // the errors, the AUTH connectors' shells and the controller's state. An app that imports only
    // embeddedWallet() (the package has no side effects) bundles the shells, not the schemas.
    name: 'package entry @berth/headless/embedded: static closure (dist)',
    ...staticClosureOf('headless/dist/embedded.js', headlessPeers),
    // Measured 12.24 kB; 12.49 kB with the social logins' choice (decideSocialOptions, readTelegramPlatform).
    limit: '12.74 kB',
  },
  {
    // What an app's first load pays for the option: embeddedWallet() alone (the AUTH connectors'
    // shells, the state, the rules it reads, its errors); the frame client and flows are the lazy part below.
    name: 'package entry @berth/headless/embedded: embeddedWallet() alone (dist)',
    ...staticClosureOf('headless/dist/embedded.js', headlessPeers),
    import: '{ embeddedWallet }',
    // Measured 2.42 kB (BaseError, createStore and the storage reader among it, which an app has from the core anyway).
    limit: '2.47 kB',
  },
  {
    // The embedded wallet's runtime, loaded with its first use: the frame client, the EIP-1193
    // provider and the Solana wallet over the frame (@scure/base's base58), the login flows.
    name: 'lazy part of @berth/headless/embedded: the frame client and the login flows (dist)',
    ...staticClosureOf('headless/dist/controllers/embedded/createEmbeddedRuntime.js', headlessPeers),
    // Measured 16.11 kB (zod's mini core included); 16.58 kB with the profile name's watch (the names controller's loader).
    limit: '16.91 kB',
  },
  {
    // BerthModal, ConnectButton, ThemeRoot, the primitives and the view registry with Radix, cva and
    // uqr; ModalHost and every view are dynamic imports. @berth/headless is counted by its own entries.
    // 31.49 kB with what says the modal cannot load (LoadBoundary, ModalUnavailable).
    // 26.00 kB once Modal's page lock (react-remove-scroll, aria-hidden, focus guards) became a dynamic import.
    name: 'package entry @berth/ui-kit: static closure (dist)',
    ...staticClosureOf('ui-kit/dist/index.js', uiKitPeers),
    limit: '26.52 kB',
  },
  {
    // The one stylesheet, minified (as an app's bundler ships it) and gzipped.
    name: 'package entry @berth/ui-kit/styles.css (dist)',
    path: 'ui-kit/dist/styles.css',
    modifyEsbuildConfig: (config) => ({ ...config, bundle: false }),
    gzip: true,
    // 5.04 kB with Buy's chips and Receive.
    // 5.14 kB with the email field's and the code entry's few rules.
    limit: '5.25 kB',
  },
]

module.exports = [...pageLoads, ...publishedEntries]

import { createClient, type BerthOptions, type Client, type Network } from '@berth/headless'
import { berthDevnet, berthDevnetL2, berthSolanaDevnet, DEVNET_API_URL, DEVNET_FRAME_URL } from '@berth/devnet/networks'
import { embeddedWallet } from '@berth/headless/embedded'
import { devnetUsdtStyleTokens } from '@berth/devnet/tokens'

// `?networks=eip155`: an EVM-only page, which loads no Solana code; EVM and Solana otherwise.
const evmOnly = new URLSearchParams(window.location.search).get('networks') === 'eip155'
const networks: [Network, ...Network[]] = evmOnly ? [berthDevnet, berthDevnetL2] : [berthDevnet, berthDevnetL2, berthSolanaDevnet]

// Injected wallets only (no WalletConnect entry imported): the app draws its own UI from the hooks.
const createExampleClient = (adapters: BerthOptions['adapters']) =>
  createClient({
    projectId: 'berth-example-custom',
    // The devnet serves the data and wallet-provider APIs; a hosted project passes its own URLs.
    apiUrl: import.meta.env.VITE_BERTH_API_URL ?? DEVNET_API_URL,
    walletApiUrl: import.meta.env.VITE_BERTH_API_URL ?? DEVNET_API_URL,
    networks,
    adapters,
    // The devnet's embedded-wallet frame: the email login built from useEmailLogin. A hosted project passes its frame's URL.
    embeddedWallet: embeddedWallet({ frameUrl: import.meta.env.VITE_BERTH_FRAME_URL ?? DEVNET_FRAME_URL }),
    metadata: { name: 'Berth custom example', url: window.location.origin },
    // The devnet's USDT-style token (its transfer returns nothing), listed as an app lists its own.
    send: { usdtStyleTokens: devnetUsdtStyleTokens },
    // The devnet serves swaps (its Uniswap V2 pools) on both its chains: swap-supported as an app's own networks.
    swaps: { networks: [berthDevnet.caipNetworkId, berthDevnetL2.caipNetworkId] },
  })

/**
 * The example's client. Solana is an option an app passes (`adapters: [solana()]`): loaded here only
 * when the page offers a Solana network, so an EVM-only page (`?networks=eip155`) downloads no Solana
 * code; an app that always offers Solana imports solana() statically and creates its client at once.
 * (Not a top-level await: with one, the bundler splits the first load into many small chunks.)
 */
export const clientReady: Promise<Client> = (evmOnly ? Promise.resolve([]) : import('./solanaAdapter').then(({ solanaAdapters }) => solanaAdapters())).then(
  (adapters) => createExampleClient(adapters),
)

import { createClient, localSiwx, serverSiwx, type BerthOptions, type Client, type Network } from '@berth/headless'
import {
  berthBitcoinRegtest,
  berthDevnet,
  berthDevnetL2,
  berthSolanaDevnet,
  DEVNET_API_URL,
  DEVNET_FRAME_URL,
  DEVNET_RELAY_URL,
  devnetOnrampNetworks,
} from '@berth/devnet/networks'
import { devnetUsdtStyleTokens } from '@berth/devnet/tokens'
import { embeddedWallet } from '@berth/headless/embedded'
import { walletConnect } from '@berth/headless/walletconnect'
import { isOffered, optionsFromUrl } from './options'

const options = optionsFromUrl(window.location.search)
const devnetNetworks: Network[] = [berthDevnet, berthDevnetL2, berthSolanaDevnet, berthBitcoinRegtest]
const offered = devnetNetworks.filter((network) => isOffered(options.networks, network))
const networks: [Network, ...Network[]] = offered.length > 0 ? [offered[0]!, ...offered.slice(1)] : [berthDevnet]

const createExampleClient = (adapters: BerthOptions['adapters']) =>
  createClient({
    projectId: options.projectId || undefined,
    // The devnet serves the data and wallet-provider APIs; a hosted project passes its own URLs.
    apiUrl: import.meta.env.VITE_BERTH_API_URL ?? DEVNET_API_URL,
    walletApiUrl: import.meta.env.VITE_BERTH_API_URL ?? DEVNET_API_URL,
    allWallets: options.allWallets,
    // The devnet's relay; a hosted project passes its relay URL and project id.
    walletConnect: walletConnect({ relayUrl: import.meta.env.VITE_BERTH_RELAY_URL ?? DEVNET_RELAY_URL }),
    networks,
    adapters,
    // The devnet's embedded-wallet frame (email, social and Farcaster logins); a hosted project passes its frame's URL.
    // Imported statically, as an app would: its first-load part is the state and the controller, and the
    // page's first render waits for no chunk of it.
    embeddedWallet: embeddedWallet({ frameUrl: import.meta.env.VITE_BERTH_FRAME_URL ?? DEVNET_FRAME_URL }),
    metadata: { name: 'Berth example', url: window.location.origin },
    themeMode: options.themeMode,
    themeVariables: options.accent ? { '--berth-accent': options.accent } : {},
    excludeWalletIds: options.excludeWalletIds,
    allowUnsupportedChain: options.allowUnsupportedChain,
    // The devnet's USDT-style token (its transfer returns nothing), listed as an app lists its own.
    send: { usdtStyleTokens: devnetUsdtStyleTokens },
    // The devnet serves swaps (its Uniswap V2 pools) on both its chains: swap-supported as an app's own networks.
    swaps: { networks: [berthDevnet.caipNetworkId, berthDevnetL2.caipNetworkId] },
    // Devnet Ramp's names for the devnet networks (Berth Solana Devnet's has no chain id to match it by).
    onramp: { networks: devnetOnrampNetworks },
    ...(options.siwx
      ? {
          siwx: (options.siwxStorage === 'browser' ? localSiwx : serverSiwx)({
            required: options.siwx === 'required',
            statement: 'Sign in to the Berth example',
          }),
        }
      : {}),
  })

const offers = (namespace: Network['chainNamespace']) => networks.some((network) => network.chainNamespace === namespace)

/**
 * The example's client. Solana and Bitcoin are options an app passes (`adapters: [solana(), bitcoin()]`):
 * each is loaded here only when the page offers a network of its namespace, so an EVM-only page
 * (`?networks=eip155`) downloads neither and renders at once; an app that always offers them imports
 * them statically and creates its client at once. (Not a top-level await: with one, the bundler
 * splits the first load into many small chunks.)
 */
export const clientReady: Promise<Client> = Promise.all([
  offers('solana') ? import('./solanaAdapter').then(({ solanaAdapters }) => solanaAdapters()) : [],
  offers('bip122') ? import('./bitcoinAdapter').then(({ bitcoinAdapters }) => bitcoinAdapters(window.location.search)) : [],
]).then((adapters) => createExampleClient(adapters.flat()))

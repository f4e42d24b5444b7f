import { createEmbeddedWallet } from './controllers/embedded/createEmbeddedWallet.js'
import type { Discovery } from './controllers/connectors/createConnectorsController.js'
import type { EmbeddedController, EmbeddedSignIn, EmbeddedWalletParameters, EmbeddedWalletSetupContext } from './controllers/embedded/embeddedTypes.js'
import type { SiwxConfig } from './siwx/types.js'
import { InvalidFrameUrlError } from './errors/invalidFrameUrl.js'

/**
 * What createClient hands the embeddedWallet option: its view of the client, the storage, the SIWX
 * config, and the discoveries the connectors controller runs at mount (the option adds its own).
 */
export type EmbeddedWalletOptionContext = Omit<EmbeddedWalletSetupContext, 'signIn'> & { siwx?: SiwxConfig | undefined; discoveries: Discovery[] }

/** createClient's `embeddedWallet` option, made by `embeddedWallet({ frameUrl })` from `@berth/headless/embedded`. */
export type EmbeddedWalletOption = {
  frameUrl: string
  /** Adds the AUTH connectors' discovery to `context.discoveries` and returns `client.embedded`. */
  setup(context: EmbeddedWalletOptionContext): EmbeddedController
}

/**
 * createClient's `embeddedWallet` option: `createClient({ networks, embeddedWallet: embeddedWallet({ frameUrl }) })`
 * adds the embedded wallet (email, social and Farcaster logins through the secure frame at
 * `frameUrl`, on another origin): AUTH connectors for eip155, and for solana when the client has
 * solana(), and `client.embedded`. What the page's first load holds of it is small (the state and
 * the controller); the connectors load at mount, the frame and the login flows with their first use.
 *
 * @throws InvalidFrameUrlError when `frameUrl` is not an http(s) URL
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters): EmbeddedWalletOption {
  const frameUrl: unknown = parameters?.frameUrl
  if (typeof frameUrl !== 'string' || !/^https?:\/\/[^\s/]+/i.test(frameUrl)) throw new InvalidFrameUrlError(frameUrl)
  return {
    frameUrl,
    setup({ discoveries, siwx, ...context }) {
      const { discover, controller } = createEmbeddedWallet({ ...parameters, frameUrl }, { ...context, signIn: siwx && lazySignIn(siwx) })
      discoveries.push(discover)
      return controller
    },
  }
}

/** The sign-in within the login (embeddedSignIn), loaded with the first login that needs it: none of it is in the page's first load. */
const lazySignIn =
  (config: SiwxConfig): EmbeddedSignIn =>
  (user, frame) =>
    import('./embeddedSignIn.js').then(({ embeddedSignIn }) => embeddedSignIn(config)(user, frame))

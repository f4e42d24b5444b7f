import { createEmbeddedWallet } from './controllers/embedded/createEmbeddedWallet.js'
import type { Discovery } from './controllers/connectors/createConnectorsController.js'
import type { EmbeddedController, EmbeddedSignIn, EmbeddedWalletParameters, EmbeddedWalletSetupContext } from './controllers/embedded/embeddedTypes.js'
import { InvalidFrameUrlError } from './errors/embedded.js'
import type { SiwxConfig } from './siwx/types.js'

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
 * solana(), and `client.embedded`. The frame and the login flows load with their first use.
 *
 * @throws InvalidFrameUrlError when `frameUrl` is not an http(s) URL
 */
export function embeddedWallet(parameters: EmbeddedWalletParameters): EmbeddedWalletOption {
  const frameUrl: unknown = parameters?.frameUrl
  if (typeof frameUrl !== 'string' || !/^https?:\/\/[^\s/]+/i.test(frameUrl)) throw new InvalidFrameUrlError(frameUrl)
  return {
    frameUrl,
    setup({ siwx, discoveries, ...context }) {
      const { discover, controller } = createEmbeddedWallet({ ...parameters, frameUrl }, { ...context, signIn: siwx && embeddedSignIn(siwx) })
      discoveries.push(discover)
      return controller
    },
  }
}

/**
 * SIWX with the embedded wallet (issue 18): when the user has no session on its network, the
 * sign-in message goes with a second GET_USER and the frame signs it in that round trip, without an
 * approval of its own; the signed session is stored as any other. createClient hands it to the option.
 */
export function embeddedSignIn(config: SiwxConfig): EmbeddedSignIn {
  return async (user, frame) => {
    if ((await config.getSessions(user.chainId, user.address)).length > 0) return user
    const data = await config.createMessage({ accountAddress: user.address, chainId: user.chainId })
    const { formatSiwxMessage } = await import('./siwx/formatSiwxMessage.js')
    const message = formatSiwxMessage(data)
    const signed = await frame.request('GET_USER', { chainId: user.chainId, preferredAccountType: user.preferredAccountType, siwx: { message } })
    if (signed.siwxSignature) await config.addSession({ data, message, signature: signed.siwxSignature })
    return signed
  }
}

import type { EmbeddedSignIn } from './controllers/embedded/embeddedTypes.js'
import type { SiwxConfig } from './siwx/types.js'

/**
 * SIWX with the embedded wallet (issue 18): when the user has no session on its network, the
 * sign-in message goes with a second GET_USER and the frame signs it in that round trip, without an
 * approval of its own; the signed session is stored as any other. Loaded with the first login (embeddedWallet hands the runtime a loader).
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

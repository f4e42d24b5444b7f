import { SignClient } from '@walletconnect/sign-client'
import { PROJECT_ID, STORAGE_PREFIX } from './config'

export type WalletSignClient = Awaited<ReturnType<typeof SignClient.init>>

export const WALLET_METADATA = {
  name: 'Devnet Mobile Wallet',
  description: 'The Berth devnet WalletConnect wallet: the test mnemonic on the devnet chains.',
  icons: [] as string[],
}

/**
 * The wallet side of WalletConnect (the real sign-client 2.25) on the devnet relay only. Telemetry
 * is off and the client logs nothing.
 */
export async function createSignClient(relayUrl: string, origin: string): Promise<WalletSignClient> {
  const client = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl,
    customStoragePrefix: STORAGE_PREFIX,
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { ...WALLET_METADATA, url: origin },
  })
  withoutHostedVerify(client)
  return client
}

type VerifyLike = { resolve?: (...args: never[]) => Promise<unknown>; register?: (...args: never[]) => Promise<unknown> }

/**
 * On every proposal, sign-in and request the wallet-side client asks WalletConnect's hosted Verify
 * service (verify.walletconnect.org: a public key, then an attestation for the dapp's origin) and
 * there is no option to turn that off. The devnet never leaves the machine, so resolve answers
 * "nothing known": the sign-client then reports the dapp's origin as UNKNOWN, which is the truth
 * here. register (the dapp-side iframe) is never meant to run in a wallet; it is emptied too.
 */
function withoutHostedVerify(client: WalletSignClient): void {
  const verify = client.core.verify as unknown as VerifyLike
  verify.resolve = async () => undefined
  verify.register = async () => undefined
}

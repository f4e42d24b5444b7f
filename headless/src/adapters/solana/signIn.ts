import type { SolanaSignInFeature, SolanaSignInInput } from '@solana/wallet-standard-features'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { callWallet, isUserRejection } from './callWallet.js'
import { WalletFeatureNotSupportedError } from './walletFeatureError.js'
import type { Connector } from '../connector.js'
import type { SignInInput, SignInOutput } from '../types.js'
import { base58Signature } from './base58Signature.js'
import { walletFeature } from './solanaWallet.js'
import { walletOf } from './walletAccount.js'

type SignIn = SolanaSignInFeature['solana:signIn']

/** Whether the connector's wallet signs in itself (`solana:signIn`); otherwise sign-in goes through signMessage. */
export function canSignIn(connector: Connector): boolean {
  return connector.chain === 'solana' && walletFeature<SignIn>(connector.provider, 'solana:signIn', 'signIn') !== undefined
}

/**
 * Sign In With Solana through `solana:signIn`: the wallet writes the message from `input`. The answer
 * must be for the account asked, with an ed25519 signature; `message` is the exact UTF-8 text signed.
 */
export async function signInWithSolana(connector: Connector, input: SignInInput, timeoutMs: number): Promise<SignInOutput> {
  const wallet = walletOf(connector)
  const feature = walletFeature<SignIn>(wallet, 'solana:signIn', 'signIn')
  if (!feature) throw new WalletFeatureNotSupportedError('solana:signIn')
  const request: SolanaSignInInput = { ...input }
  let outputs: unknown
  try {
    outputs = await callWallet('solana:signIn', () => feature.signIn(request), timeoutMs)
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new SignatureDeclinedError({ cause: error, ...(isUserRejection(error) ? {} : { code: undefined }) })
  }
  const output = (Array.isArray(outputs) ? outputs[0] : undefined) as
    | { account?: { address?: unknown }; signedMessage?: unknown; signature?: unknown; signatureType?: unknown }
    | undefined
  const invalid = (details: string) => new InvalidProviderResponseError('solana:signIn', { details })
  if (!output || output.account?.address !== input.address) throw invalid('the wallet signed in with another account than the one asked')
  if (output.signatureType !== undefined && output.signatureType !== 'ed25519') throw invalid('the signature is not ed25519')
  const signature = base58Signature(output.signature)
  if (!signature) throw invalid('the wallet did not return a 64-byte signature')
  if (!(output.signedMessage instanceof Uint8Array)) throw invalid('the wallet did not return the signed message')
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(output.signedMessage)
  } catch {
    throw invalid('the signed message is not UTF-8 text')
  }
  return { address: input.address, message, signature }
}

import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { callWallet, isUserRejection } from './callWallet.js'
import { base58Signature } from './base58Signature.js'
import { WalletFeatureNotSupportedError } from './walletFeatureError.js'
import type { Connector } from '../connector.js'
import type { SignMessageRequest } from '../types.js'
import { walletFeature } from './solanaWallet.js'
import { accountOf, walletOf } from './walletAccount.js'

type SignMessage = SolanaSignMessageFeature['solana:signMessage']

/** `solana:signMessage` of the message's UTF-8 bytes with `address`; the signature in base58. */
export async function signSolanaMessage(connector: Connector, { address, message }: SignMessageRequest, timeoutMs: number): Promise<string> {
  const wallet = walletOf(connector)
  const feature = walletFeature<SignMessage>(wallet, 'solana:signMessage', 'signMessage')
  if (!feature) throw new WalletFeatureNotSupportedError('solana:signMessage')
  const account = accountOf(wallet, address)
  let outputs: unknown
  try {
    outputs = await callWallet('solana:signMessage', () => feature.signMessage({ account, message: new TextEncoder().encode(message) }), timeoutMs)
  } catch (error) {
    if (error instanceof BaseError) throw error
    throw new SignatureDeclinedError({ cause: error, ...(isUserRejection(error) ? {} : { code: undefined }) })
  }
  const signature = base58Signature(Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined)?.signature : undefined)
  if (!signature) throw new InvalidProviderResponseError('solana:signMessage', { details: 'the wallet did not return a 64-byte signature' })
  return signature
}

import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import { base58 } from '@scure/base'
import { BaseError } from '../../errors/BaseError.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { callWallet, isUserRejection } from './callWallet.js'
import { WalletFeatureNotSupportedError } from './errors.js'
import type { Connector } from '../connector.js'
import type { SignMessageRequest } from '../types.js'
import { walletFeature } from './solanaWallet.js'
import { accountOf, walletOf } from './walletAccount.js'

type SignMessage = SolanaSignMessageFeature['solana:signMessage']

/**
 * An ed25519 signature as Solana writes it: base58 of its 64 bytes, or undefined when `value` is not
 * 64 bytes. @scure/base's codec (already loaded for checkSolanaAddress) rather than kit's: this runs
 * in solana()'s up-front code, where kit's codecs and error table would add about 4.5 kB gzip to the
 * first load of every app that configures Solana.
 */
export function base58Signature(value: unknown): string | undefined {
  return value instanceof Uint8Array && value.length === 64 ? base58.encode(value) : undefined
}

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

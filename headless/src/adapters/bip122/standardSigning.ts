import { base64 } from '@scure/base'
import type { Wallet } from '@wallet-standard/base'
import { AccountNotFoundError } from '../../errors/connection.js'
import { InvalidProviderResponseError } from '../../errors/provider.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import { callWallet } from '../solana/callWallet.js'
import { walletFeature } from '../solana/solanaWallet.js'
import { WalletFeatureNotSupportedError } from '../solana/walletFeatureError.js'
import type { ConnectionAccount } from '../types.js'
import { standardAccountOf } from './standardAccounts.js'
import type { BitcoinMessageProtocol, SignInputs } from './walletCalls.js'

type SignMessage = {
  signMessage(...inputs: { account: unknown; message: Uint8Array; protocol?: BitcoinMessageProtocol }[]): Promise<readonly unknown[]>
}
type SignTransaction = {
  signTransaction(
    ...inputs: { psbt: Uint8Array; inputsToSign: { account: unknown; signingIndexes: number[] }[]; chain?: string }[]
  ): Promise<readonly unknown[]>
}

const accountOf = (wallet: Wallet, address: string) => {
  const account = standardAccountOf(wallet.accounts, address)
  if (!account) throw new AccountNotFoundError(address)
  return account
}

/** `bitcoin:signMessage` of the message's UTF-8 bytes with `account` ('bip322' by default); the signature in base64. */
export async function standardSignMessage(
  wallet: Wallet,
  account: ConnectionAccount,
  message: string,
  protocol: BitcoinMessageProtocol,
  timeoutMs: number,
): Promise<string> {
  const feature = walletFeature<SignMessage>(wallet, 'bitcoin:signMessage', 'signMessage')
  if (!feature) throw new WalletFeatureNotSupportedError('bitcoin:signMessage')
  const walletAccount = accountOf(wallet, account.address)
  const outputs = await callWallet(
    'bitcoin:signMessage',
    () => feature.signMessage({ account: walletAccount, message: new TextEncoder().encode(message), protocol }),
    timeoutMs,
  )
  const signature = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined)?.signature : undefined
  if (!(signature instanceof Uint8Array) || signature.length === 0)
    throw new InvalidProviderResponseError('bitcoin:signMessage', { details: 'the wallet returned no signature bytes' })
  return base64.encode(signature)
}

/** `bitcoin:signTransaction` of a PSBT (base64) for the listed inputs, on the network's chain; the signed PSBT in base64. */
export async function standardSignPsbt(wallet: Wallet, psbt: string, signInputs: SignInputs, network: Bip122Network, timeoutMs: number): Promise<string> {
  const feature = walletFeature<SignTransaction>(wallet, 'bitcoin:signTransaction', 'signTransaction')
  if (!feature) throw new WalletFeatureNotSupportedError('bitcoin:signTransaction')
  const inputsToSign = signInputs.map(({ address, indexes }) => ({ account: accountOf(wallet, address), signingIndexes: indexes }))
  const chain = network.walletStandardChain ?? network.caipNetworkId
  const outputs = await callWallet('bitcoin:signTransaction', () => feature.signTransaction({ psbt: base64.decode(psbt), inputsToSign, chain }), timeoutMs)
  const signed = Array.isArray(outputs) ? (outputs[0] as { signedPsbt?: unknown } | undefined)?.signedPsbt : undefined
  if (!(signed instanceof Uint8Array) || signed.length === 0)
    throw new InvalidProviderResponseError('bitcoin:signTransaction', { details: 'the wallet returned no signed PSBT' })
  return base64.encode(signed)
}

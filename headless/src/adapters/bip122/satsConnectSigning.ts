import * as z from 'zod/mini'
import type { SatsConnectProvider } from '../connector.js'
import type { ConnectionAccount } from '../types.js'
import { satsConnectRequest } from './satsConnectRequest.js'
import type { BitcoinMessageProtocol, SignInputs, TransferRecipient } from './walletCalls.js'

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const base64Text = z.string().check(z.minLength(4), z.regex(BASE64))

/** signMessage's result: the signature in base64 (the rest of what the wallet says is not needed). */
export const signMessageResultSchema = z.object({ signature: base64Text })
/** signPsbt's result: the signed PSBT in base64 (and a txid only when it broadcast, which Berth never asks). */
export const signPsbtResultSchema = z.object({ psbt: base64Text })
/** sendTransfer's result: the transaction id (64 hex digits). */
export const sendTransferResultSchema = z.object({ txid: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/)) })

/** signMessage with `account`'s address: 'BIP322' or 'ECDSA'; the signature in base64. */
export async function satsConnectSignMessage(
  provider: SatsConnectProvider,
  account: ConnectionAccount,
  message: string,
  protocol: BitcoinMessageProtocol,
  timeoutMs: number,
): Promise<string> {
  const params = { address: account.address, message, protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322' }
  return (await satsConnectRequest(provider, 'signMessage', params, signMessageResultSchema, timeoutMs)).signature
}

/** signPsbt of the listed inputs, never broadcast by the wallet (Berth checks the PSBT first); the signed PSBT in base64. */
export async function satsConnectSignPsbt(provider: SatsConnectProvider, psbt: string, signInputs: SignInputs, timeoutMs: number): Promise<string> {
  const params = { psbt, signInputs: Object.fromEntries(signInputs.map(({ address, indexes }) => [address, indexes])), broadcast: false }
  return (await satsConnectRequest(provider, 'signPsbt', params, signPsbtResultSchema, timeoutMs)).psbt
}

/** sendTransfer: the wallet builds, signs and broadcasts; the txid. Amounts in satoshis, as JSON numbers. */
export async function satsConnectSendTransfer(provider: SatsConnectProvider, recipients: TransferRecipient[], timeoutMs: number): Promise<string> {
  // At most 21e14 satoshis exist: every amount is a safe integer.
  const list = recipients.map(({ address, amount }) => ({ address, amount: Number(amount) }))
  return (await satsConnectRequest(provider, 'sendTransfer', { recipients: list }, sendTransferResultSchema, timeoutMs)).txid.toLowerCase()
}

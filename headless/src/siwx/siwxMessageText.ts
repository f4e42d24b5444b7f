import { UnsupportedChainNamespaceError } from '../errors/namespace.js'
import { formatSiweMessage } from './eip155/formatSiweMessage.js'
import type { SiwxMessageData } from './types.js'

/**
 * formatSiwxMessage for the sign-in flow and the session checks: the same text, but a namespace
 * other than eip155 loads its format with its first sign-in, so an EVM-only app never downloads
 * another namespace's message code.
 */
export async function siwxMessageText(data: SiwxMessageData): Promise<string> {
  const namespace = data.chainId.split(':')[0]
  if (namespace === 'eip155') return formatSiweMessage(data)
  if (namespace === 'solana') return (await import('./solana/formatSiwsMessage.js')).formatSiwsMessage(data)
  if (namespace === 'bip122') return (await import('./bip122/formatSiwbMessage.js')).formatSiwbMessage(data)
  throw new UnsupportedChainNamespaceError(`no sign-in message format for ${namespace}`)
}

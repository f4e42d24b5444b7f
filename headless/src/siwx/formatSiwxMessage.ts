import { UnsupportedChainNamespaceError } from '../errors/namespace.js'
import type { ChainNamespace } from '../types/chain.js'
import { formatSiwbMessage } from './bip122/formatSiwbMessage.js'
import { formatSiweMessage } from './eip155/formatSiweMessage.js'
import { formatSiwsMessage } from './solana/formatSiwsMessage.js'
import type { SiwxMessageData } from './types.js'

/** One CAIP-122 text format per namespace. */
const formats: Partial<Record<ChainNamespace, (data: SiwxMessageData) => string>> = {
  eip155: formatSiweMessage,
  solana: formatSiwsMessage,
  bip122: formatSiwbMessage,
}

/**
 * The text a wallet signs for a sign-in: the CAIP-122 message of the data's chain (EIP-4361 on
 * eip155, Sign In With Solana on solana, the CAIP-122 Bitcoin text on bip122). Throws UnsupportedChainNamespaceError ('Unsupported chain namespace') for a namespace with
 * no format, and SiwxMessageInvalidError ('Invalid sign-in message') for data it cannot write.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const namespace = data.chainId.split(':')[0] as ChainNamespace
  const format = formats[namespace]
  if (!format) throw new UnsupportedChainNamespaceError(`no sign-in message format for ${namespace}`)
  return format(data)
}

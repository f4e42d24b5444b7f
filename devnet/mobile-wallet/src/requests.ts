import { z } from 'zod'
import { isHex } from 'viem'
import { address, personalSignParams, signTypedDataParams } from '../../src/wallet/schemas'
import { InvalidRequestError, UnsupportedMethodError } from './requestErrors'
import { describeBitcoinRequest, isBitcoinMethod, isBitcoinRequest, parseBitcoinRequest, type BitcoinRequest } from './bitcoinRequests'
import { describeSolanaRequest, isSolanaMethod, parseSolanaRequest, type SolanaRequest } from './solanaRequests'

/** A session_request as the sign-client emits it. It carries the dapp's payload: validated. */
export const sessionRequestEvent = z.looseObject({
  id: z.number(),
  topic: z.string().min(1),
  params: z.looseObject({
    chainId: z.string().regex(/^(eip155:\d+|solana:[1-9A-HJ-NP-Za-km-z]{32}|bip122:[0-9a-f]{32})$/, 'chainId must be an eip155, solana or bip122 CAIP-2 id'),
    request: z.looseObject({ method: z.string().min(1), params: z.unknown() }),
  }),
})
export type SessionRequestEvent = z.infer<typeof sessionRequestEvent>

/**
 * personal_sign's message as a person should read it: the UTF-8 text when the hex decodes to
 * printable text (what dapps send for a string), else the hex itself. A message that is not hex
 * at all is shown as given.
 */
export function personalSignText(message: string): string {
  if (!isHex(message)) return message
  try {
    const bytes = Uint8Array.from(message.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control characters other than whitespace mean binary data, not text.
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? message : text
  } catch {
    return message
  }
}

const typedData = z.looseObject({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().min(1),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})
export type TypedDataPayload = z.infer<typeof typedData>

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]+$/, 'not a hex quantity')
export const transactionRequest = z.looseObject({
  from: address.optional(),
  to: address.optional(),
  value: hexQuantity.optional(),
  data: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/, 'not hex data')
    .optional(),
  gas: hexQuantity.optional(),
})
export type TransactionRequest = z.infer<typeof transactionRequest>

/** What a request asks, parsed, with the address that must sign it. */
export type ParsedRequest =
  | { method: 'personal_sign'; signer: string; message: string; text: string }
  | { method: 'eth_signTypedData_v4'; signer: string; typedData: TypedDataPayload }
  /** signer undefined: the dapp left `from` out, so the session's account sends. */
  | { method: 'eth_sendTransaction'; signer: string | undefined; transaction: TransactionRequest }
  | { method: 'wallet_switchEthereumChain'; chainIdHex: string }
  | { method: 'wallet_addEthereumChain'; chainIdHex: string }
  | SolanaRequest
  | BitcoinRequest

export { InvalidRequestError, UnsupportedMethodError }

function parse<T extends z.ZodType>(schema: T, value: unknown, method: string): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new InvalidRequestError(`Invalid params: ${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'rejected'}`)
}

const chainParam = z.tuple([z.looseObject({ chainId: z.string().regex(/^0x[0-9a-fA-F]+$/, 'chainId must be hex') })]).rest(z.unknown())

/** Parses a request's params for the methods the wallet offers; throws a coded error otherwise. */
export function parseRequest(method: string, params: unknown): ParsedRequest {
  if (isSolanaMethod(method)) return parseSolanaRequest(method, params)
  if (isBitcoinMethod(method)) return parseBitcoinRequest(method, params)
  switch (method) {
    case 'personal_sign': {
      const [message, signer] = parse(personalSignParams, params, method)
      return { method, signer, message, text: personalSignText(message) }
    }
    case 'eth_signTypedData_v4': {
      const [signer, raw] = parse(signTypedDataParams, params, method)
      let value: unknown = raw
      if (typeof raw === 'string') {
        try {
          value = JSON.parse(raw)
        } catch {
          throw new InvalidRequestError(`Invalid params: ${method}: typed data is not valid JSON`)
        }
      }
      return { method, signer, typedData: parse(typedData, value, method) }
    }
    case 'eth_sendTransaction': {
      const [transaction] = parse(z.tuple([transactionRequest]).rest(z.unknown()), params, method)
      return { method, signer: transaction.from, transaction }
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const [{ chainId }] = parse(chainParam, params, method)
      return { method, chainIdHex: chainId }
    }
    default:
      throw new UnsupportedMethodError(`The Devnet Mobile Wallet does not support ${method}.`)
  }
}

/** One line for the request card and the announcement, besides the method name. */
export function describeRequest(request: ParsedRequest, chainName: (chainIdHex: string) => string): string {
  switch (request.method) {
    case 'personal_sign':
      return 'Sign a message'
    case 'eth_signTypedData_v4':
      return `Sign typed data (${request.typedData.primaryType})`
    case 'eth_sendTransaction':
      return `Send a transaction${request.transaction.to ? ` to ${request.transaction.to}` : ' (contract creation)'}`
    case 'wallet_switchEthereumChain':
      return `Switch to ${chainName(request.chainIdHex)}`
    case 'wallet_addEthereumChain':
      return `Add ${chainName(request.chainIdHex)}`
    default:
      return isBitcoinRequest(request) ? describeBitcoinRequest(request) : describeSolanaRequest(request)
  }
}

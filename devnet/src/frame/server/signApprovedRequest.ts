import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder, signBytes } from '@solana/kit'
import { createWalletClient, defineChain, type Hex, http, isAddressEqual, isHex } from 'viem'
import { z } from 'zod'
import { invalidParams, ProviderRpcError } from '../../wallet/providerErrors'
import { decodeWireTransaction, encodeWireTransaction, sendSignedTransaction, signWireTransaction } from '../../wallet/solana/solanaTransactions'
import { evmAccount, solanaSigner } from '../auth/keyCustody'
import { type FrameNetwork, networkNamespace } from '../frameNetworks'

// What the auth server does once the visitor approved a request inside the frame: it opens the
// user's keys (for a live session only) and signs, or signs and sends through the network's node.

const hex = z.string().refine((value) => isHex(value), 'must be 0x-hex')
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address')
const quantity = hex.optional()
const personalSignParams = z.tuple([hex, address]).rest(z.unknown())
const typedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])]).rest(z.unknown())
const transactionParams = z.tuple([
  z.looseObject({ from: address.optional(), to: address.optional(), value: quantity, data: hex.optional(), gas: quantity, nonce: quantity }),
])
const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()).optional(),
  message: z.record(z.string(), z.unknown()),
})
const base58 = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/, 'must be base58')
const solanaMessageParams = z.looseObject({ message: base58, pubkey: base58.optional() })
const solanaTransactionParams = z.looseObject({
  transaction: z.string().min(1),
  sendOptions: z
    .looseObject({
      skipPreflight: z.boolean().optional(),
      preflightCommitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
      maxRetries: z.number().int().nonnegative().optional(),
      minContextSlot: z.number().int().nonnegative().optional(),
    })
    .optional(),
})

function parse<T extends z.ZodType>(schema: T, value: unknown, method: string): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw invalidParams(`${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'rejected'}`)
}

const wrongAccount = (method: string, asked: string) => new ProviderRpcError(4100, `${method}: ${asked} is not this wallet's account`)

async function signEip155(mnemonic: string, network: FrameNetwork, method: string, params: unknown): Promise<unknown> {
  const account = evmAccount(mnemonic)
  if (method === 'personal_sign') {
    const [message, asked] = parse(personalSignParams, params, method)
    if (!isAddressEqual(asked as Hex, account.address)) throw wrongAccount(method, asked)
    return account.signMessage({ message: { raw: message as Hex } })
  }
  if (method === 'eth_signTypedData_v4') {
    const [asked, data] = parse(typedDataParams, params, method)
    if (!isAddressEqual(asked as Hex, account.address)) throw wrongAccount(method, asked)
    const typed = parse(typedDataSchema, typeof data === 'string' ? JSON.parse(data) : data, method)
    const { EIP712Domain: _domain, ...types } = typed.types
    return account.signTypedData({ domain: typed.domain ?? {}, types, primaryType: typed.primaryType, message: typed.message } as Parameters<
      typeof account.signTypedData
    >[0])
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = parse(transactionParams, params, method)
    if (tx.from && !isAddressEqual(tx.from as Hex, account.address)) throw wrongAccount(method, tx.from)
    const chainId = Number(network.caipNetworkId.split(':')[1])
    const chain = defineChain({
      id: chainId,
      name: network.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [network.rpcUrl] } },
    })
    const client = createWalletClient({ account, chain, transport: http(network.rpcUrl) })
    return client.sendTransaction({
      ...(tx.to ? { to: tx.to as Hex } : {}),
      ...(tx.value ? { value: BigInt(tx.value) } : {}),
      ...(tx.data ? { data: tx.data as Hex } : {}),
      ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
      ...(tx.nonce ? { nonce: Number(BigInt(tx.nonce)) } : {}),
    })
  }
  throw new ProviderRpcError(4200, `${method} is not a signing method of the frame`)
}

async function signSolana(mnemonic: string, network: FrameNetwork, method: string, params: unknown): Promise<unknown> {
  const signer = await solanaSigner(mnemonic)
  if (method === 'solana_signMessage') {
    const { message, pubkey } = parse(solanaMessageParams, params, method)
    if (pubkey && pubkey !== signer.address) throw wrongAccount(method, pubkey)
    const bytes = new Uint8Array(getBase58Encoder().encode(message))
    return { signature: getBase58Decoder().decode(new Uint8Array(await signBytes(signer.keyPair.privateKey, bytes))) }
  }
  if (method === 'solana_signTransaction' || method === 'solana_signAndSendTransaction') {
    const { transaction, sendOptions } = parse(solanaTransactionParams, params, method)
    const signed = await signWireTransaction(signer, decodeWireTransaction(new Uint8Array(getBase64Encoder().encode(transaction)), method), method)
    if (method === 'solana_signTransaction') {
      const signature = signed.signatures[signer.address]
      return {
        signature: signature ? getBase58Decoder().decode(signature) : '',
        transaction: getBase64Decoder().decode(encodeWireTransaction(signed)),
      }
    }
    return { signature: await sendSignedTransaction(fetch, network.rpcUrl, signed, sendOptions ?? {}, method) }
  }
  throw new ProviderRpcError(4200, `${method} is not a signing method of the frame`)
}

/** Signs (and, for the send methods, sends) an approved request with the user's keys on `network`. */
export function signApprovedRequest(mnemonic: string, network: FrameNetwork, method: string, params: unknown): Promise<unknown> {
  const namespace = networkNamespace(network.caipNetworkId)
  if (namespace === 'eip155') return signEip155(mnemonic, network, method, params)
  if (namespace === 'solana') return signSolana(mnemonic, network, method, params)
  return Promise.reject(new ProviderRpcError(4901, `The frame does not sign on ${network.caipNetworkId}`))
}

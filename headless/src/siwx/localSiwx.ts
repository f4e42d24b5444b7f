import * as z from 'zod/mini'
import { networkRpc } from '../adapters/eip155/networkRpc.js'
import { SiwxLocationMissingError, SiwxSessionRefusedError } from '../errors/siwxSession.js'
import type { Network } from '../networks/types.js'
import { createStorage } from '../storage/createStorage.js'
import type { ChainNamespace } from '../types/chain.js'
import type { OneClickSiwxConfig } from './lazySiwxConfig.js'
import { messageDataSchema } from './sessionSchemas.js'
import { signedMessageDifferences } from './signedMessageDifferences.js'
import type { SiwxSetupContext } from './siwxOption.js'
import type { SiwxMessageData, SiwxSession } from './types.js'

/** localSiwx's options: whether sign-in is required, the statement its messages show, and how long a session lasts. */
export type LocalSiwxParameters = {
  /** Sign-in is required (default false). */
  required?: boolean
  /** The statement shown in the message. */
  statement?: string
  /** How long a session lasts (default 1 day). */
  expirationMs?: number
}

const DAY_MS = 24 * 60 * 60 * 1_000
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

const storedSessionsSchema = z.array(z.object({ data: messageDataSchema, message: z.string(), signature: z.string() }))

export { SiwxSessionRefusedError }

/** 24 alphanumerics from the platform's CSPRNG (rejection sampling keeps them uniform). */
function createNonce(): string {
  let nonce = ''
  while (nonce.length < 24) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < 248 && nonce.length < 24) nonce += NONCE_ALPHABET[byte % 62]
    }
  }
  return nonce
}

/** The namespaces whose signatures localSiwx can check. */
const VERIFIED_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

// EVM addresses are hex in any letter case; a base58 Solana address is case-sensitive.
const addressKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)
const sameAddress = (a: string, b: string) => addressKey(a) === addressKey(b)

/**
 * Whether the signature is the account's: on eip155 asked of the chain (in a lazy chunk), on solana
 * an ed25519 check, on bip122 a BIP-322 (or BIP-137) check with bip322-js (each in another).
 */
async function verifySignature(network: Network, { data, message, signature }: SiwxSession): Promise<boolean> {
  if (network.chainNamespace === 'solana') {
    const { verifySolanaSignature } = await import('./solana/verifySolanaSignature.js')
    return verifySolanaSignature(data.accountAddress, message, signature)
  }
  if (network.chainNamespace === 'bip122') {
    const { verifyBip122Signature } = await import('./bip122/verifyBip122Signature.js')
    return verifyBip122Signature(data.accountAddress, message, signature)
  }
  const { verifyEip155Signature } = await import('./eip155/verifyEip155Signature.js')
  return verifyEip155Signature(networkRpc(network), data.accountAddress, message, signature)
}

/**
 * Sessions kept in the browser (the client's storage, '@berth/siwx-sessions'), for apps without a
 * sign-in server. Before it keeps a session it checks what a server would: the text is the data's,
 * the domain and URI are this page's, the times hold, the nonce is one it issued and unused, and
 * the signature is the account's on that chain (eip155: EOA, ERC-1271 or ERC-6492; solana: ed25519;
 * bip122: BIP-322, or legacy BIP-137; each in a lazily loaded chunk). What it proves is only to this browser: an app that grants anything on the server side
 * needs serverSiwx.
 */
export function createLocalSiwx(parameters: LocalSiwxParameters, context: SiwxSetupContext): OneClickSiwxConfig {
  const storage = createStorage(context.storage)
  const issued = new Set<string>()
  const read = () => storage.get('siwx-sessions', storedSessionsSchema) ?? []
  const live = (session: SiwxSession) => !session.data.expirationTime || Date.parse(session.data.expirationTime) > context.now()
  const location = () => {
    if (!context.location) throw new SiwxLocationMissingError()
    return context.location
  }
  const fields = () => ({
    domain: location().host,
    uri: location().origin,
    nonce: issue(),
    expirationTime: new Date(context.now() + (parameters.expirationMs ?? DAY_MS)).toISOString(),
    ...(parameters.statement ? { statement: parameters.statement } : {}),
  })
  const issue = () => {
    const nonce = createNonce()
    issued.add(nonce)
    return nonce
  }

  async function check(session: SiwxSession): Promise<Network> {
    const { data } = session
    const differences = await signedMessageDifferences(session)
    if (differences.length > 0) throw new SiwxSessionRefusedError(`the signed message does not match its data (${differences.join('; ')})`)
    const page = location()
    if (data.domain !== page.host) throw new SiwxSessionRefusedError(`the message is for ${data.domain}, this page is ${page.host}`)
    if (data.uri !== page.origin) throw new SiwxSessionRefusedError(`the message's URI ${data.uri} is not this page's origin ${page.origin}`)
    const network = context.networks.find((candidate) => candidate.caipNetworkId === data.chainId)
    if (!network || !VERIFIED_NAMESPACES.includes(network.chainNamespace)) {
      throw new SiwxSessionRefusedError(`${data.chainId} is not one of the app's eip155, solana or bip122 networks`)
    }
    const now = context.now()
    if (data.expirationTime && !(Date.parse(data.expirationTime) > now)) throw new SiwxSessionRefusedError('the message has expired')
    if (data.notBefore && !(Date.parse(data.notBefore) <= now)) throw new SiwxSessionRefusedError('the message is not valid yet')
    if (!issued.has(data.nonce)) throw new SiwxSessionRefusedError('the nonce was not issued here, or was already used')
    return network
  }

  return {
    async createMessage({ accountAddress, chainId }): Promise<SiwxMessageData> {
      return { accountAddress, chainId, version: '1', issuedAt: new Date(context.now()).toISOString(), ...fields() }
    },

    createAuthRequest: async () => fields(),

    async addSession(session) {
      const network = await check(session)
      // Spent before the signature check: a signature is never tried twice against one nonce.
      issued.delete(session.data.nonce)
      if (!(await verifySignature(network, session))) {
        throw new SiwxSessionRefusedError(`the signature is not ${session.data.accountAddress}'s over this message on ${session.data.chainId}`)
      }
      const others = read().filter(
        (kept) => live(kept) && !(kept.data.chainId === session.data.chainId && sameAddress(kept.data.accountAddress, session.data.accountAddress)),
      )
      storage.set('siwx-sessions', [...others, { data: session.data, message: session.message, signature: session.signature }])
    },

    async getSessions(chainId, address) {
      return read().filter((session) => live(session) && session.data.chainId === chainId && sameAddress(session.data.accountAddress, address))
    },

    async revokeSession(chainId, address) {
      storage.set(
        'siwx-sessions',
        read().filter((session) => live(session) && !(session.data.chainId === chainId && sameAddress(session.data.accountAddress, address))),
      )
    },

    getRequired: () => parameters.required ?? false,
  }
}

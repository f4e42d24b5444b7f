import { DEVNET_WALLET_ICON, DEVNET_WALLET_NAME } from '../constants'
import { parseParams } from '../parseParams'
import { ProviderRpcError, unauthorized, unsupportedMethod } from '../providerErrors'
import { BITCOIN_NETWORK_NAME } from './bitcoinChains'
import type { BitcoinOperations } from './bitcoinOperations'
import { RpcErrorCode, toRpcError } from './satsConnectErrors'
import {
  disconnectParams,
  getAddressesParams,
  getNetworkParams,
  satsConnectMethod,
  sendTransferParams,
  signMessageParams,
  signPsbtParams,
} from './satsConnectSchemas'

/** The id under which the provider is listed in window.btc_providers, and its path on window (sats-connect's getProviderById walks it). */
export const BITCOIN_PROVIDER_ID = 'DevnetWalletProviders.BitcoinProvider'

export type JsonRpcResponse = { jsonrpc: '2.0'; id: string; result: unknown } | { jsonrpc: '2.0'; id: string; error: { code: number; message: string } }

export interface DevnetBitcoinProvider {
  readonly isBerthDevnetWallet: true
  /** sats-connect's request: answers a JSON-RPC 2.0 response and never throws for a wallet error. */
  request(method: string, params?: unknown): Promise<JsonRpcResponse>
}

/** What window.btc_providers lists for the provider (WBIP004). */
export interface BitcoinProviderInfo {
  id: string
  name: string
  icon: string
  webUrl: string
  methods: string[]
}

const base64ToBytes = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
const bytesToBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

/**
 * The Devnet Wallet's Bitcoin side as a sats-connect style provider. Every method but getAddresses
 * needs the page's grant, which getAddresses asks for the first time (the same grant as
 * bitcoin:connect). Params are checked per method; errors are sats-connect's codes.
 */
export function createBitcoinProvider(operations: BitcoinOperations, authorized: () => boolean, revoke: () => void) {
  const requireGrant = () => {
    if (!authorized()) throw unauthorized('Access denied: call getAddresses first, and have the user approve it.')
  }
  const handlers: Record<string, (params: unknown) => Promise<unknown>> = {
    async getAddresses(raw) {
      const params = parseParams(getAddressesParams, raw, 'getAddresses')
      const keys = await operations.connect('getAddresses', params.purposes, params.message ? { message: params.message } : {})
      return {
        addresses: keys.map((key) => ({
          address: key.address,
          publicKey: Array.from(key.publicKey, (byte) => byte.toString(16).padStart(2, '0')).join(''),
          purpose: key.purpose,
          addressType: key.addressType,
          walletType: 'software',
        })),
      }
    },
    async wallet_getNetwork(raw) {
      parseParams(getNetworkParams, raw, 'wallet_getNetwork')
      requireGrant()
      return { bitcoin: { name: BITCOIN_NETWORK_NAME } }
    },
    async wallet_disconnect(raw) {
      parseParams(disconnectParams, raw, 'wallet_disconnect')
      requireGrant()
      revoke()
      return null
    },
    async signMessage(raw) {
      const params = parseParams(signMessageParams, raw, 'signMessage')
      requireGrant()
      const protocol = params.protocol ?? 'BIP322'
      const signed = await operations.signMessage(
        'signMessage',
        params.address,
        new TextEncoder().encode(params.message),
        protocol === 'ECDSA' ? 'ecdsa' : 'bip322',
      )
      return { signature: signed.signature, messageHash: signed.messageHash, address: params.address, protocol }
    },
    async signPsbt(raw) {
      const params = parseParams(signPsbtParams, raw, 'signPsbt')
      requireGrant()
      const signing = Object.entries(params.signInputs).map(([address, indexes]) => ({ address, indexes }))
      const signed = await operations.signPsbt('signPsbt', base64ToBytes(params.psbt), signing, params.broadcast ?? false)
      return { psbt: bytesToBase64(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
    },
    async sendTransfer(raw) {
      const params = parseParams(sendTransferParams, raw, 'sendTransfer')
      requireGrant()
      return operations.sendTransfer('sendTransfer', params.recipients)
    },
  }

  let nextId = 1
  const provider: DevnetBitcoinProvider = {
    isBerthDevnetWallet: true,
    async request(method, params) {
      const id = String(nextId++)
      try {
        const parsed = satsConnectMethod.safeParse(method)
        if (!parsed.success) throw new ProviderRpcError(RpcErrorCode.INVALID_REQUEST, `Invalid request: ${parsed.error.issues[0]?.message ?? 'no method'}`)
        const name = parsed.data
        const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined
        if (!handler) throw unsupportedMethod(`The Devnet Wallet does not support ${name}; it supports ${Object.keys(handlers).join(', ')}.`)
        return { jsonrpc: '2.0', id, result: await handler(params) }
      } catch (error) {
        return { jsonrpc: '2.0', id, error: toRpcError(error) }
      }
    },
  }
  const info: BitcoinProviderInfo = {
    id: BITCOIN_PROVIDER_ID,
    name: DEVNET_WALLET_NAME,
    icon: DEVNET_WALLET_ICON,
    webUrl: 'http://localhost',
    methods: Object.keys(handlers),
  }
  return { provider, info }
}

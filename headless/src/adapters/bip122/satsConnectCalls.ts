import * as z from 'zod/mini'
import { ConnectorChainsNotSupportedError } from '../../errors/connection.js'
import type { Bip122Network } from '../../networks/defineBip122Network.js'
import type { SatsConnectConnector } from '../connector.js'
import type { ConnectionAccount } from '../types.js'
import { checkBitcoinAddress } from './address.js'
import { accountTypeOf, orderBitcoinAccounts } from './bitcoinAccount.js'
import { SatsConnectErrorCode, SatsConnectRequestError } from './satsConnectError.js'
import { satsConnectRequest } from './satsConnectRequest.js'
import type { BitcoinWalletCalls } from './walletCalls.js'

const HEX_KEY = /^([0-9a-fA-F]{64}|[0-9a-fA-F]{66})$/

/** getAddresses' result: `addresses` with address, publicKey (hex), purpose; addressType and walletType as the wallet gives them. */
export const getAddressesResultSchema = z.object({
  addresses: z.array(
    z.object({
      address: z.string().check(z.minLength(14), z.maxLength(90)),
      publicKey: z.optional(z.string()),
      purpose: z.optional(z.string()),
      addressType: z.optional(z.string()),
      derivationPath: z.optional(z.string()),
    }),
  ),
})

/** wallet_getNetwork's result: `{ bitcoin: { name } }`. */
export const getNetworkResultSchema = z.object({ bitcoin: z.object({ name: z.string() }) })

/**
 * The addresses a sats-connect wallet gave, as connection accounts of `network`: only addresses of
 * that network; 'payment' and 'ordinals' as SPEC.md's types; publicKey kept when it is 32 or 33
 * bytes of hex; the derivation path when the wallet gives one. Payment first.
 */
export function satsConnectAccounts(result: z.infer<typeof getAddressesResultSchema>, network: Bip122Network): ConnectionAccount[] {
  return orderBitcoinAccounts(
    result.addresses
      .filter(({ address }) => checkBitcoinAddress(address, network.addressParams) === 'valid')
      .map(({ address, publicKey, purpose, derivationPath }) => {
        const type = accountTypeOf(purpose)
        return {
          address,
          ...(type ? { type } : {}),
          ...(publicKey && HEX_KEY.test(publicKey) ? { publicKey: publicKey.toLowerCase() } : {}),
          ...(derivationPath && /^m(\/\d+'?)+$/.test(derivationPath) ? { path: derivationPath } : {}),
        }
      }),
  )
}

const sameNetwork = (name: string, network: Bip122Network) => network.satsConnectNetwork !== undefined && name === network.satsConnectNetwork
const loadSigning = () => import('./satsConnectSigning.js')

/**
 * A sats-connect provider's calls: getAddresses with the purposes payment and ordinals (the first
 * time it prompts for approval), wallet_getNetwork to know the wallet's network, wallet_disconnect.
 * A reconnect first asks wallet_getNetwork, which an origin the wallet has not approved gets
 * ACCESS_DENIED for: then it returns undefined rather than let getAddresses prompt. Signing and
 * sendTransfer load with their first use (satsConnectSigning.ts); sendTransfer is offered only when
 * the provider's entry lists it.
 */
export function satsConnectCalls(connector: SatsConnectConnector): BitcoinWalletCalls {
  const { provider } = connector
  const getAddresses = async (network: Bip122Network, timeoutMs: number) =>
    satsConnectAccounts(await satsConnectRequest(provider, 'getAddresses', { purposes: ['payment', 'ordinals'] }, getAddressesResultSchema, timeoutMs), network)
  const walletNetwork = async (timeoutMs: number) =>
    (await satsConnectRequest(provider, 'wallet_getNetwork', null, getNetworkResultSchema, timeoutMs)).bitcoin.name
  const offers = (method: string) => connector.methods === undefined || connector.methods.includes(method)

  return {
    async connect(network, timeoutMs) {
      const accounts = await getAddresses(network, timeoutMs)
      // After getAddresses the origin is approved: the wallet's network can be read.
      if (offers('wallet_getNetwork') && !sameNetwork(await walletNetwork(timeoutMs), network)) throw new ConnectorChainsNotSupportedError(connector.id)
      return accounts
    },

    async reconnect(network, timeoutMs) {
      try {
        if (!sameNetwork(await walletNetwork(timeoutMs), network)) return undefined
      } catch (error) {
        if (error instanceof SatsConnectRequestError && error.code === SatsConnectErrorCode.AccessDenied) return undefined
        throw error
      }
      const accounts = await getAddresses(network, timeoutMs)
      return accounts.length > 0 ? accounts : undefined
    },

    async disconnect(timeoutMs) {
      await satsConnectRequest(provider, 'wallet_disconnect', null, z.unknown(), timeoutMs)
    },

    supportsNetwork: async (network, timeoutMs) => sameNetwork(await walletNetwork(timeoutMs), network),

    // sats-connect's WBIP providers announce no account events.
    watch: () => () => {},

    signMessage: (account, message, protocol, timeoutMs) =>
      loadSigning().then((signing) => signing.satsConnectSignMessage(provider, account, message, protocol, timeoutMs)),
    signPsbt: (psbt, signInputs, _network, timeoutMs) => loadSigning().then((signing) => signing.satsConnectSignPsbt(provider, psbt, signInputs, timeoutMs)),
    ...(offers('sendTransfer') && connector.methods !== undefined
      ? { sendTransfer: (recipients, timeoutMs) => loadSigning().then((signing) => signing.satsConnectSendTransfer(provider, recipients, timeoutMs)) }
      : {}),
  }
}

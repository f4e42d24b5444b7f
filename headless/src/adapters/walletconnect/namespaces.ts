import type { Network } from '../../networks/types.js'
import type { ChainNamespace } from '../../types/chain.js'

/** One CAIP-25 namespace as UniversalProvider takes it: `rpcMap` keyed by the chain reference. */
export type WalletConnectNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

export type WalletConnectNamespaces = Partial<Record<ChainNamespace, WalletConnectNamespace>>

/** What a dapp asks a wallet for, per namespace. solana and bip122 plug in here when their adapters land. */
export const NAMESPACE_METHODS: Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }> = {
  eip155: {
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: { methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'], events: [] },
  bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'], events: ['bip122_addressesChanged'] },
}

/**
 * The namespaces a session proposal asks for, from the configured networks, in their order. Every
 * chain gets an `rpcMap` entry (its first configured RPC URL) so UniversalProvider never falls back
 * to a hosted RPC.
 */
export function buildNamespaces(networks: readonly Network[]): WalletConnectNamespaces {
  const namespaces: WalletConnectNamespaces = {}
  for (const network of networks) {
    const { methods, events } = NAMESPACE_METHODS[network.chainNamespace]
    const namespace = namespaces[network.chainNamespace] ?? { chains: [], methods: [...methods], events: [...events], rpcMap: {} }
    namespaces[network.chainNamespace] = namespace
    if (namespace.chains.includes(network.caipNetworkId)) continue
    namespace.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (rpcUrl) namespace.rpcMap[String(network.id)] = rpcUrl
  }
  return namespaces
}

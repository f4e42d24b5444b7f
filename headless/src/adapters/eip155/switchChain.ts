import type { Eip1193Provider } from '../eip1193.js'
import { requestProvider } from '../eip1193.js'
import type { Network } from '../../networks/types.js'
import { ChainNotSupportedError, SwitchNetworkRejectedError } from '../../errors/network.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { toHexChainId } from './parse.js'

/**
 * wallet_switchEthereumChain; a wallet that does not know the chain (4902) is asked to add it,
 * and if that fails too the chain is not supported (docs/errors.md 'Chain is not supported').
 */
export async function switchEip155Chain(provider: Eip1193Provider, network: Network, timeoutMs: number): Promise<void> {
  const chainId = toHexChainId(Number(network.id))
  try {
    await requestProvider(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId }] }, timeoutMs)
    return
  } catch (error) {
    const code = rpcCodeOf(error)
    if (code === RpcCode.UserRejected) throw new SwitchNetworkRejectedError({ cause: error })
    if (code !== RpcCode.UnrecognizedChain) throw error
  }
  try {
    await requestProvider(provider, { method: 'wallet_addEthereumChain', params: [addChainParameters(network)] }, timeoutMs)
  } catch (error) {
    throw new ChainNotSupportedError({ cause: error })
  }
}

export function addChainParameters(network: Network) {
  const explorer = network.blockExplorers?.default.url
  const icon = network.assets?.imageUrl
  return {
    chainId: toHexChainId(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
    ...(icon ? { iconUrls: [icon] } : {}),
  }
}

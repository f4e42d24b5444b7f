import { InvalidChainIdError } from '../../errors/chainId.js'
import type { Network } from '../../networks/types.js'

/** ENSIP-11's bit that marks an EVM chain's coin type. */
const EVM_COIN_TYPE_BIT = 0x80000000

/**
 * The ENSIP-11 coin type a name is registered under on `network`: 60 on Ethereum mainnet,
 * `0x80000000 | chainId` on any other EVM chain (SPEC §5: the chain id must be below 2^31).
 *
 * @throws InvalidChainIdError for a network that is not eip155, or a chain id that is not a positive integer below 2^31
 */
export function nameCoinType(network: Pick<Network, 'id' | 'chainNamespace'>): number {
  const chainId = network.id
  if (network.chainNamespace !== 'eip155' || typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0 || chainId >= EVM_COIN_TYPE_BIT) {
    throw new InvalidChainIdError(network.chainNamespace === 'eip155' ? chainId : `${network.chainNamespace}:${chainId}`)
  }
  return chainId === 1 ? 60 : (EVM_COIN_TYPE_BIT | chainId) >>> 0
}

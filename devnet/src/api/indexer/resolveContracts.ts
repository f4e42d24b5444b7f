import { erc20Abi } from 'viem'
import { findDevnetContract } from '../../chain/tokens/devnetTokens'
import type { ApiChain } from '../chains/apiChains'
import { isUnreachable } from '../chains/chainUnavailable'
import type { ContractRecord, IndexStore } from './indexStore'

async function readOptional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read()
  } catch (error) {
    // A contract without name() or decimals() is shown without them; a chain that went away is an error.
    if (isUnreachable(error)) throw error
    return null
  }
}

/**
 * Metadata of the token contracts in a batch that the index has not seen before: the devnet's own
 * from its table (which also knows which collection is spam), any other read from the chain.
 */
export async function resolveContracts(
  chain: ApiChain,
  store: IndexStore,
  seen: ReadonlyMap<string, 'erc20' | 'erc721'>,
  firstBlock: number,
): Promise<ContractRecord[]> {
  const known = await store.knownContracts(chain.chainId, [...seen.keys()])
  const records: ContractRecord[] = []
  for (const [address, kind] of seen) {
    if (known.has(address)) continue
    const devnet = findDevnetContract(address)
    if (devnet) {
      records.push({
        chainId: chain.chainId,
        address,
        kind: devnet.kind,
        name: devnet.name,
        symbol: devnet.symbol,
        decimals: devnet.kind === 'erc20' ? devnet.decimals : null,
        spam: devnet.kind === 'erc721' && devnet.spam,
        firstBlock,
      })
      continue
    }
    const contract = { address: address as `0x${string}`, abi: erc20Abi }
    const [name, symbol, decimals] = await Promise.all([
      readOptional(() => chain.client.readContract({ ...contract, functionName: 'name' })),
      readOptional(() => chain.client.readContract({ ...contract, functionName: 'symbol' })),
      kind === 'erc20' ? readOptional(() => chain.client.readContract({ ...contract, functionName: 'decimals' })) : null,
    ])
    records.push({ chainId: chain.chainId, address, kind, name, symbol, decimals, spam: false, firstBlock })
  }
  return records
}

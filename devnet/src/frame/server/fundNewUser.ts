import { numberToHex, parseEther } from 'viem'
import type { UserAddresses } from '../auth/keyCustody'
import { type FrameNetwork, networkNamespace } from '../frameNetworks'

/** What a new embedded user gets on each devnet network, so a visitor can send right away. */
export const NEW_USER_ETH = parseEther('10')
export const NEW_USER_LAMPORTS = 2_000_000_000n

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message ?? 'failed'}`)
  return body.result
}

/**
 * Funds a new user's addresses: anvil_setBalance of NEW_USER_ETH on every eip155 network, and
 * requestAirdrop of NEW_USER_LAMPORTS on Berth Solana Devnet (which answers it from its authority).
 */
export function fundNewUser(networks: readonly FrameNetwork[]) {
  return async (addresses: UserAddresses): Promise<void> => {
    await Promise.all(
      networks.map((network) => {
        const namespace = networkNamespace(network.caipNetworkId)
        if (namespace === 'eip155') return rpc(network.rpcUrl, 'anvil_setBalance', [addresses.eip155, numberToHex(NEW_USER_ETH)])
        if (namespace === 'solana') return rpc(network.rpcUrl, 'requestAirdrop', [addresses.solana, Number(NEW_USER_LAMPORTS)])
        return undefined
      }),
    )
  }
}

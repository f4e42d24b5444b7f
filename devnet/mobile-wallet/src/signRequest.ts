import { createWalletClient, defineChain, hexToBigInt, http, type Hex } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import type { WalletChain } from './chains'
import type { ParsedRequest } from './requests'

type Signing = Extract<ParsedRequest, { method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' }>

/**
 * Does what an approved signing request asks, with the wallet's own key: personal_sign and
 * eth_signTypedData_v4 sign locally; eth_sendTransaction signs and sends over the chain's RPC
 * (anvil fills nonce and fees) and answers the transaction hash.
 */
export async function signRequest(request: Signing, account: LocalAccount, chain: WalletChain): Promise<Hex> {
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({ message: request.message.startsWith('0x') ? { raw: request.message as Hex } : request.message })
    case 'eth_signTypedData_v4':
      // The dapp's own EIP712Domain type (when given) wins over the one viem derives, so the hash
      // is the one the dapp computes.
      return account.signTypedData(request.typedData as Parameters<LocalAccount['signTypedData']>[0])
    case 'eth_sendTransaction': {
      const { to, value, data, gas } = request.transaction
      const client = createWalletClient({ account, chain: viemChain(chain), transport: http(chain.rpcUrl, { retryCount: 0 }) })
      return client.sendTransaction({
        to: to as Hex | undefined,
        value: value ? hexToBigInt(value as Hex) : undefined,
        data: data as Hex | undefined,
        gas: gas ? hexToBigInt(gas as Hex) : undefined,
      })
    }
  }
}

function viemChain(chain: WalletChain) {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

import type { Approvals } from './approvals'
import { forwardRpc } from './forwardRpc'
import { parseParams } from './parseParams'
import { fromHexChainId, sameAddress, toHexChainId } from './hex'
import { invalidParams, unauthorized, unrecognizedChain, unsupportedMethod } from './providerErrors'
import {
  addChainParams,
  ethSignParams,
  personalSignParams,
  requestArguments,
  sendTransactionParams,
  signTypedDataParams,
  switchChainParams,
  type KnownChain,
} from './schemas'
import type { WalletState } from './walletState'

export interface WalletContext {
  state(): WalletState
  accounts: readonly `0x${string}`[]
  selected(): `0x${string}`
  exposedAccounts(): `0x${string}`[]
  approvals: Approvals
  fetch: typeof fetch
  authorize(): void
  deauthorize(): void
  addChain(chain: KnownChain): void
  switchTo(chainId: number): void
}

function currentRpcUrl(context: WalletContext): string {
  const { chainId, knownChains } = context.state()
  const chain = knownChains.find((known) => known.chainId === chainId)
  if (!chain) throw unrecognizedChain(toHexChainId(chainId))
  return chain.rpcUrl
}

/** Only the authorized, selected account may sign; anything else is refused before the user is asked. */
function assertSigner(context: WalletContext, address: string): void {
  if (!context.state().authorized) throw unauthorized()
  if (!context.accounts.some((account) => sameAddress(account, address))) {
    throw unsupportedMethod(`The Devnet Wallet cannot sign for ${address}: it is not one of its accounts.`)
  }
  if (!sameAddress(context.selected(), address)) {
    throw unauthorized(`Account ${address} has not been authorized by the user.`)
  }
}

function permissions(context: WalletContext) {
  if (!context.state().authorized) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: globalThis.location?.origin ?? 'unknown',
      caveats: [{ type: 'restrictReturnedAccounts', value: context.exposedAccounts() }],
    },
  ]
}

const signingMethods = new Set(['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_signTransaction'])

export async function handleRequest(context: WalletContext, args: unknown): Promise<unknown> {
  const { method, params } = parseParams(requestArguments, args, 'request')

  switch (method) {
    case 'eth_accounts':
      return context.exposedAccounts()
    case 'eth_requestAccounts':
      if (!context.state().authorized) {
        await context.approvals.ask(method, params)
        context.authorize()
      }
      return context.exposedAccounts()
    case 'eth_chainId':
      return toHexChainId(context.state().chainId)
    case 'net_version':
      return String(context.state().chainId)
    case 'wallet_getPermissions':
      return permissions(context)
    case 'wallet_requestPermissions': {
      const [request] = Array.isArray(params) ? params : []
      if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
        throw invalidParams('wallet_requestPermissions: only eth_accounts can be requested')
      }
      await context.approvals.ask(method, params)
      context.authorize()
      return permissions(context)
    }
    case 'wallet_revokePermissions':
      context.deauthorize()
      return null
    case 'wallet_switchEthereumChain': {
      const [{ chainId: hex }] = parseParams(switchChainParams, params, method)
      const chainId = fromHexChainId(hex)
      if (!context.state().knownChains.some((chain) => chain.chainId === chainId)) throw unrecognizedChain(hex)
      if (chainId === context.state().chainId) return null
      await context.approvals.ask(method, params)
      context.switchTo(chainId)
      return null
    }
    case 'wallet_addEthereumChain': {
      const [chain] = parseParams(addChainParams, params, method)
      const chainId = fromHexChainId(chain.chainId)
      await context.approvals.ask(method, params)
      context.addChain({ chainId, name: chain.chainName, rpcUrl: chain.rpcUrls[0]! })
      context.switchTo(chainId)
      return null
    }
  }

  if (signingMethods.has(method)) {
    const forwarded = await prepareSigning(context, method, params)
    await context.approvals.ask(method, params)
    return forwardRpc(context.fetch, currentRpcUrl(context), method, forwarded)
  }
  if (method.startsWith('wallet_')) throw unsupportedMethod(`The Devnet Wallet does not support ${method}.`)
  return forwardRpc(context.fetch, currentRpcUrl(context), method, params)
}

/** Checks the signer and returns the params anvil (which holds these accounts unlocked) expects. */
async function prepareSigning(context: WalletContext, method: string, params: unknown): Promise<unknown[]> {
  switch (method) {
    case 'personal_sign': {
      const parsed = parseParams(personalSignParams, params, method)
      assertSigner(context, parsed[1])
      return [parsed[0], parsed[1]]
    }
    case 'eth_sign': {
      const parsed = parseParams(ethSignParams, params, method)
      assertSigner(context, parsed[0])
      return [parsed[0], parsed[1]]
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = parseParams(signTypedDataParams, params, method)
      assertSigner(context, address)
      // Dapps (viem included) send the typed data as a JSON string; anvil wants the object.
      let object: unknown = typedData
      if (typeof typedData === 'string') {
        try {
          object = JSON.parse(typedData)
        } catch {
          throw invalidParams(`${method}: typed data is not valid JSON`)
        }
      }
      return [address, object]
    }
    default: {
      const [transaction] = parseParams(sendTransactionParams, params, method)
      const from = transaction.from ?? context.selected()
      assertSigner(context, from)
      return [{ ...transaction, from }]
    }
  }
}

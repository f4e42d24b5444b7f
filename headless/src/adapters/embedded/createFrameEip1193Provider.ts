import { formatCaipNetworkId, type CaipNetworkId } from '../../caip/caipNetworkId.js'
import { BaseError } from '../../errors/BaseError.js'
import { ProviderRpcError } from '../../errors/provider.js'
import type { Eip1193Provider, Eip1193RequestArguments } from '../eip1193.js'
import { FRAME_APPROVAL_METHODS, FRAME_NOT_ALLOWED_CODE } from './frameProtocol.js'
import type { FrameSession } from './frameSession.js'

type Listener = (...args: unknown[]) => void

/** An EIP-1193 provider over the frame, and the events it emits (the embedded wallet tells it of logins and logouts). */
export type FrameEip1193Provider = Required<Eip1193Provider> & { emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value?: unknown): void }

const hexChainId = (caipNetworkId: string) => `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`

/**
 * The embedded wallet's eip155 side as an EIP-1193 provider, so that the eip155 adapter, send, SIWX
 * and balances use it as any wallet: accounts from the frame's user (GET_USER), chain switches
 * through SWITCH_NETWORK, disconnect (wallet_revokePermissions) through SIGN_OUT, and every other
 * method through RPC_REQUEST on the current chain; signing methods tell the session while the
 * visitor approves them in the frame.
 */
export function createFrameEip1193Provider(session: FrameSession, initialChainId: () => CaipNetworkId): FrameEip1193Provider {
  const listeners = new Map<string, Set<Listener>>()
  let chainId: CaipNetworkId | undefined
  const current = () => (chainId ??= initialChainId())

  const accountsOf = async (silent: boolean) => {
    const user = await session.user(current(), silent)
    if (!user) return []
    if (user.chainId.startsWith('eip155:')) chainId = user.chainId
    return [user.address]
  }

  const rpc = async (method: string, params: unknown) => {
    const frame = await session.frame()
    const approval = FRAME_APPROVAL_METHODS.includes(method)
    if (approval) session.approval(method)
    try {
      const { result } = await frame.request('RPC_REQUEST', { chainId: current(), method, ...(params === undefined ? {} : { params }) })
      if (approval) session.approval(undefined)
      return result
    } catch (error) {
      // A refused method ('Requested RPC call is not allowed') is kept as the error too, for the UI to say so.
      if (approval || (error instanceof BaseError && error.code === FRAME_NOT_ALLOWED_CODE)) session.approval(undefined, error)
      throw error
    }
  }

  const provider: FrameEip1193Provider = {
    async request({ method, params }: Eip1193RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts':
          return accountsOf(false)
        case 'eth_accounts':
          return accountsOf(true)
        case 'eth_chainId':
          return hexChainId(current())
        case 'wallet_switchEthereumChain': {
          const requested = (Array.isArray(params) ? params[0] : undefined) as { chainId?: unknown } | undefined
          const id =
            typeof requested?.chainId === 'string' && /^0x[0-9a-fA-F]{1,13}$/.test(requested.chainId) ? Number.parseInt(requested.chainId, 16) : Number.NaN
          if (!Number.isSafeInteger(id) || id <= 0) throw new ProviderRpcError(-32602, { details: 'wallet_switchEthereumChain needs a hex chainId' })
          const frame = await session.frame()
          const answer = await frame.request('SWITCH_NETWORK', { chainId: formatCaipNetworkId('eip155', id) })
          chainId = answer.chainId
          provider.emit('chainChanged', hexChainId(answer.chainId))
          return null
        }
        case 'wallet_revokePermissions':
          await session.signOut()
          return null
        default:
          return rpc(method, params)
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, value) {
      if (event === 'chainChanged' && typeof value === 'string' && value.startsWith('eip155:')) {
        chainId = value as CaipNetworkId
        value = hexChainId(value)
      }
      for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
    },
  }
  return provider
}

import { formatCaipNetworkId } from '../../caip/caipNetworkId.js'
import type { AdapterEventHandlers } from '../types.js'
import { parseAccounts, parseChainId } from './parse.js'

type Emitter = {
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/**
 * Forwards an EIP-1193 emitter's accountsChanged, chainChanged and disconnect to the adapter's
 * handlers, validated: a payload that is not what the event promises goes to onError instead.
 */
export function listenToEip155Events(emitter: Emitter, handlers: AdapterEventHandlers): () => void {
  const onAccounts = (value: unknown) => {
    try {
      handlers.onAccountsChanged(parseAccounts(value, 'accountsChanged'))
    } catch (error) {
      handlers.onError(error)
    }
  }
  const onChain = (value: unknown) => {
    try {
      handlers.onNetworkChanged(formatCaipNetworkId('eip155', parseChainId(value, 'chainChanged')))
    } catch (error) {
      handlers.onError(error)
    }
  }
  const onDisconnect = () => handlers.onDisconnect()
  emitter.on?.('accountsChanged', onAccounts)
  emitter.on?.('chainChanged', onChain)
  emitter.on?.('disconnect', onDisconnect)
  return () => {
    emitter.removeListener?.('accountsChanged', onAccounts)
    emitter.removeListener?.('chainChanged', onChain)
    emitter.removeListener?.('disconnect', onDisconnect)
  }
}

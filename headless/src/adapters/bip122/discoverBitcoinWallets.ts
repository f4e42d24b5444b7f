import { getWallets } from '@wallet-standard/app'
import type { Logger } from '../../storage/types.js'
import type { Connector, SatsConnectConnector, WalletStandardConnector } from '../connector.js'
import { isBitcoinChain } from './bitcoinChains.js'
import { toBitcoinStandardConnector } from './bitcoinStandardWallet.js'
import { toSatsConnectConnector } from './satsConnectProviders.js'

/** The two ways a Bitcoin wallet shows itself to a page. */
export type BitcoinWalletKind = 'wallet-standard' | 'sats-connect'

/** How long `window.btc_providers` is read again after start (it has no event: wallets append to it as their scripts run). */
export const BTC_PROVIDERS_POLL_MS = 500
export const BTC_PROVIDERS_POLL_COUNT = 10

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

type Emit = (connectors: Connector[]) => void

/**
 * Lists the Bitcoin wallets of the page: wallet-standard wallets with `bitcoin:connect` and a Bitcoin
 * chain (as they register or unregister), and the sats-connect providers of `target.btc_providers`
 * (read now, then every BTC_PROVIDERS_POLL_MS for BTC_PROVIDERS_POLL_COUNT times and on 'load').
 * One connector per id: when a wallet offers both kinds under one name, `kinds`' order says which
 * is kept (wallet-standard first unless told otherwise); a kind left out of `kinds` is not listed.
 * What does not pass the checks is skipped and said once in the log.
 */
export function watchBitcoinWallets(
  target: unknown,
  onChange: Emit,
  logger: Logger = console,
  kinds: readonly BitcoinWalletKind[] = ['wallet-standard', 'sats-connect'],
): () => void {
  let standard: WalletStandardConnector[] = []
  let satsConnect: SatsConnectConnector[] = []
  let last: Connector[] | undefined
  const emit = () => {
    const byId = new Map<string, Connector>()
    for (const kind of kinds)
      for (const connector of kind === 'wallet-standard' ? standard : satsConnect) if (!byId.has(connector.id)) byId.set(connector.id, connector)
    const connectors = [...byId.values()]
    // The polls re-read an unchanged list: tell only what changed (a wallet, or its provider object).
    const same =
      last?.length === connectors.length &&
      connectors.every((connector, index) => connector.id === last![index]!.id && connector.provider === last![index]!.provider)
    if (same) return
    last = connectors
    onChange(connectors)
  }
  const stops: (() => void)[] = []
  if (kinds.includes('wallet-standard')) {
    stops.push(
      watchStandard(logger, (list) => {
        standard = list
        emit()
      }),
    )
  }
  if (kinds.includes('sats-connect')) {
    stops.push(
      watchSatsConnect(target, logger, (list) => {
        satsConnect = list
        emit()
      }),
    )
  }
  emit()
  return () => {
    for (const stop of stops) stop()
  }
}

function watchStandard(logger: Logger, onList: (list: WalletStandardConnector[]) => void): () => void {
  const registry = getWallets()
  const skipped = new WeakSet<object>()
  const read = () => {
    const list: WalletStandardConnector[] = []
    for (const wallet of registry.get()) {
      const connector = toBitcoinStandardConnector(wallet)
      if (connector) list.push(connector)
      else if (isObject(wallet) && !skipped.has(wallet)) {
        skipped.add(wallet)
        if (Array.isArray(wallet.chains) && wallet.chains.some(isBitcoinChain)) {
          logger.warn('[berth] ignored a wallet-standard Bitcoin wallet without bitcoin:connect or a name')
        }
      }
    }
    onList(list)
  }
  const offRegister = registry.on('register', read)
  const offUnregister = registry.on('unregister', read)
  read()
  return () => {
    offRegister()
    offUnregister()
  }
}

function watchSatsConnect(target: unknown, logger: Logger, onList: (list: SatsConnectConnector[]) => void): () => void {
  // One connector per provider object, so that a re-read hands out the same connector.
  const known = new WeakMap<object, SatsConnectConnector>()
  const skipped = new WeakSet<object>()
  const read = () => {
    const entries = isObject(target) ? target.btc_providers : undefined
    if (!Array.isArray(entries)) return onList([])
    const list: SatsConnectConnector[] = []
    for (const entry of entries.slice(0, 50)) {
      if (!isObject(entry)) continue
      const cached = known.get(entry)
      const connector = cached ?? toSatsConnectConnector(entry, target)
      if (connector) {
        known.set(entry, connector)
        list.push(connector)
      } else if (!skipped.has(entry)) {
        skipped.add(entry)
        logger.warn('[berth] ignored a window.btc_providers entry: its id, name or provider is not valid')
      }
    }
    onList(list)
  }
  read()
  let count = 0
  const timer = setInterval(() => {
    read()
    if (++count >= BTC_PROVIDERS_POLL_COUNT) clearInterval(timer)
  }, BTC_PROVIDERS_POLL_MS)
  const events = isObject(target) && typeof target.addEventListener === 'function' ? (target as unknown as EventTarget) : undefined
  events?.addEventListener('load', read)
  return () => {
    clearInterval(timer)
    events?.removeEventListener('load', read)
  }
}

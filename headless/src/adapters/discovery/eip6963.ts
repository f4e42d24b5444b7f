import type { Logger } from '../../storage/types.js'
import type { Connector } from '../connector.js'
import { isEip1193Provider, type Eip1193Provider } from '../eip1193.js'
import { safeLabel } from '../../safety/safeLabel.js'
import { safeImageUrl } from '../../safety/safeUrl.js'

type Announcement = { info: { uuid: string; name: string; icon?: string | undefined; rdns: string }; provider: Eip1193Provider }

/**
 * An EIP-6963 announcement's detail, checked field by field (it is another script's input): uuid,
 * name and rdns non-empty strings (rdns at most 255), icon a string when present, an EIP-1193
 * provider. Plain checks rather than a schema: discovery runs on every page load.
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  if (!detail || typeof detail !== 'object') return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (!info || typeof info !== 'object' || !isEip1193Provider(provider)) return undefined
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  const text = (value: unknown, max = Infinity): value is string => typeof value === 'string' && value.length > 0 && value.length <= max
  if (!text(uuid) || !text(name) || !text(rdns, 255) || (icon !== undefined && typeof icon !== 'string')) return undefined
  return { info: { uuid, name, rdns, ...(icon === undefined ? {} : { icon }) }, provider }
}

export type DiscoveryTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: unknown
}

export const LEGACY_CONNECTOR_ID = 'injected'

/**
 * Collects EIP-6963 wallets (one entry per rdns, first announcement wins) and, only when nothing
 * announces, a legacy window.ethereum as "Browser Wallet". Malformed announcements are ignored.
 */
export function watchInjectedConnectors(target: DiscoveryTarget, onChange: (connectors: Connector[]) => void, logger: Logger = console): () => void {
  const announced = new Map<string, Connector>()

  const emit = () => {
    const connectors = [...announced.values()]
    const legacy = connectors.length === 0 ? legacyConnector(target) : undefined
    onChange(legacy ? [legacy] : connectors)
  }

  const onAnnounce = (event: Event) => {
    const parsed = parseAnnouncement((event as CustomEvent).detail)
    if (!parsed) {
      logger.warn('[berth] ignored an EIP-6963 announcement with missing or invalid fields')
      return
    }
    const { info, provider } = parsed
    if (announced.has(info.rdns)) return
    const name = safeLabel(info.name)
    if (!name) return
    const imageUrl = safeImageUrl(info.icon)
    announced.set(info.rdns, {
      id: info.rdns,
      type: 'ANNOUNCED',
      name,
      rdns: info.rdns,
      chain: 'eip155',
      provider,
      ...(imageUrl ? { imageUrl } : {}),
    })
    emit()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  emit()
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}

function legacyConnector(target: DiscoveryTarget): Connector | undefined {
  const provider = target.ethereum
  if (!isEip1193Provider(provider)) return undefined
  return { id: LEGACY_CONNECTOR_ID, type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155', provider }
}

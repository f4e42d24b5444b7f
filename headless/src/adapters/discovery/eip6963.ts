import * as z from 'zod/mini'
import type { Logger } from '../../storage/types.js'
import type { Connector } from '../connector.js'
import { eip1193ProviderSchema, type Eip1193Provider } from '../eip1193.js'
import { safeIconUrl, safeLabel } from './safeText.js'

const announcementSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    icon: z.optional(z.string()),
    rdns: z.string().check(z.minLength(1), z.maxLength(255)),
  }),
  provider: eip1193ProviderSchema,
})

export type DiscoveryTarget = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: unknown
}

export const LEGACY_CONNECTOR_ID = 'injected'

/**
 * Collects EIP-6963 wallets (one entry per rdns, first announcement wins) and, only when nothing
 * announces, a legacy window.ethereum as "Browser Wallet". Malformed announcements are ignored.
 */
export function watchInjectedConnectors(
  target: DiscoveryTarget,
  onChange: (connectors: Connector[]) => void,
  logger: Logger = console,
): () => void {
  const announced = new Map<string, Connector>()

  const emit = () => {
    const connectors = [...announced.values()]
    const legacy = connectors.length === 0 ? legacyConnector(target) : undefined
    onChange(legacy ? [legacy] : connectors)
  }

  const onAnnounce = (event: Event) => {
    const parsed = announcementSchema.safeParse((event as CustomEvent).detail)
    if (!parsed.success) {
      logger.warn('[berth] ignored an EIP-6963 announcement with missing or invalid fields')
      return
    }
    const { info, provider } = parsed.data
    if (announced.has(info.rdns)) return
    const name = safeLabel(info.name)
    if (!name) return
    const imageUrl = safeIconUrl(info.icon)
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
  const parsed = eip1193ProviderSchema.safeParse(target.ethereum)
  if (!parsed.success) return undefined
  return { id: LEGACY_CONNECTOR_ID, type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155', provider: parsed.data as Eip1193Provider }
}

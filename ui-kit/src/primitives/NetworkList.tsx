import type { Network } from '@berth/headless'
import { NetworkIcon } from '../icons/NetworkIcon'
import { ListItem } from './ListItem'

export type NetworkListProps = {
  networks: readonly Network[]
  /** The active network, marked 'Active' (and aria-current). */
  activeCaipNetworkId?: string | undefined
  onSelect: (network: Network) => void
}

/** Networks as a list of buttons, each named by its network; the active one marked. */
export function NetworkList({ networks, activeCaipNetworkId, onSelect }: NetworkListProps) {
  return (
    <ul className="berth-list" aria-label="Networks" data-slot="network-list">
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              leading={<NetworkIcon size={20} />}
              aria-current={active ? 'true' : undefined}
              tag={active ? 'Active' : undefined}
              tagVariant="success"
              onClick={() => onSelect(network)}
            >
              {network.name}
            </ListItem>
          </li>
        )
      })}
    </ul>
  )
}

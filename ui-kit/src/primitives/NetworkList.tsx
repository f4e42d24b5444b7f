import type { Network } from '@berth/headless'
import { NetworkIcon } from '../icons/NetworkIcon'
import { ListItem } from './ListItem'

/** The networks to list, which one is active, and what choosing one does. */
export type NetworkListProps = {
  /** Listed in this order, each row named by the network's name. */
  networks: readonly Network[]
  /** The active network, marked 'Active' (and aria-current). */
  activeCaipNetworkId?: string | undefined
  /** Called with the network whose row was clicked, the active one included. */
  onSelect: (network: Network) => void
  /** The list's accessible name; 'Networks' by default. */
  label?: string
}

/** Networks as a list (data-slot="network-list") of ListItem buttons, each named by its network; the active one tagged 'Active'. */
export function NetworkList({ networks, activeCaipNetworkId, onSelect, label = 'Networks' }: NetworkListProps) {
  return (
    <ul className="berth-list" aria-label={label} data-slot="network-list">
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

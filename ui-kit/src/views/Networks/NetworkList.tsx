import { useNetwork, useSwitchNetwork } from '@berth/headless/react'
import { NetworkIcon } from '../../icons/NetworkIcon'
import { ListItem } from '../../primitives/ListItem'

/** Every network the app offers, each a button named by the network; the active one marked. */
export function NetworkList() {
  const { networks, caipNetworkId } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  return (
    <ul className="berth-list" aria-label="Networks" data-slot="network-list">
      {networks.map((network) => {
        const active = network.caipNetworkId === caipNetworkId
        return (
          <li key={network.caipNetworkId}>
            <ListItem
              leading={<NetworkIcon size={20} />}
              aria-current={active ? 'true' : undefined}
              tag={active ? 'Active' : undefined}
              tagVariant="success"
              // Failures are reported by the controller's notification; nothing to do here.
              onClick={() => switchNetwork.mutate(network.caipNetworkId, { onError: () => undefined })}
            >
              {network.name}
            </ListItem>
          </li>
        )
      })}
    </ul>
  )
}

import type { ChainNamespace, Network } from '@berth/headless'
import { useNetwork, useSwitchNetwork } from '@berth/headless/react'
import { useId } from 'react'
import { namespaceName } from '../../format/namespaceName'
import { NetworkList, type NetworkListProps } from '../../primitives/NetworkList'

/**
 * Every network the app offers; choosing one switches to it. An app with networks in several
 * namespaces sees them grouped, a heading per namespace ('EVM', 'Solana'), in the order its
 * networks list them.
 */
export default function Networks() {
  const { networks, caipNetworkId } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  const list = {
    activeCaipNetworkId: caipNetworkId,
    // Failures are reported by the controller's notification; nothing to do here.
    onSelect: (network: Network) => switchNetwork.mutate(network.caipNetworkId, { onError: () => undefined }),
  }
  const groups = byNamespace(networks)
  if (groups.length < 2) return <NetworkList networks={networks} {...list} />
  return (
    <div className="berth-stack" data-slot="network-groups">
      {groups.map(([namespace, members]) => (
        <NetworkGroup key={namespace} namespace={namespace} networks={members} {...list} />
      ))}
    </div>
  )
}

function NetworkGroup({ namespace, ...list }: Omit<NetworkListProps, 'label'> & { namespace: ChainNamespace }) {
  const headingId = useId()
  const name = namespaceName(namespace)
  return (
    <section className="berth-network-group" aria-labelledby={headingId} data-slot="network-group" data-namespace={namespace}>
      {/* A plain heading styled in views.css: the Text primitive (cva, Radix Slot) would double this chunk. */}
      <h3 id={headingId} className="berth-network-group__heading">
        {name}
      </h3>
      <NetworkList {...list} label={`${name} networks`} />
    </section>
  )
}

/** The networks by namespace, each namespace where its first network is listed. */
function byNamespace(networks: readonly Network[]): Array<[ChainNamespace, Network[]]> {
  const groups = new Map<ChainNamespace, Network[]>()
  for (const network of networks) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network])
  return [...groups]
}

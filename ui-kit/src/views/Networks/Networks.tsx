import { useNetwork, useSwitchNetwork } from '@berth/headless/react'
import { NetworkList } from '../../primitives/NetworkList'

/** Every network the app offers; choosing one switches to it. */
export default function Networks() {
  const { networks, caipNetworkId } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  return (
    <NetworkList
      networks={networks}
      activeCaipNetworkId={caipNetworkId}
      // Failures are reported by the controller's notification; nothing to do here.
      onSelect={(network) => switchNetwork.mutate(network.caipNetworkId, { onError: () => undefined })}
    />
  )
}

import { useDisconnect, useModal, useNetwork, useSwitchNetwork } from '@berth/headless/react'
import { Button } from '../../primitives/Button'
import { NetworkList } from '../../primitives/NetworkList'
import { Text } from '../../primitives/Text'

/** The wallet is on a chain the app does not list: switch to one it does, or disconnect. */
export default function UnsupportedChain() {
  const disconnect = useDisconnect()
  const { close } = useModal()
  const { networks, caipNetworkId } = useNetwork()
  const switchNetwork = useSwitchNetwork()
  return (
    <div className="berth-stack" data-slot="unsupported-chain">
      <Text variant="small" tone="secondary" align="center">
        This app doesn’t support your current network. Switch to an available option to continue.
      </Text>
      <NetworkList
        networks={networks}
        activeCaipNetworkId={caipNetworkId}
        // Failures are reported by the controller's notification; nothing to do here.
        onSelect={(network) => switchNetwork.mutate(network.caipNetworkId, { onError: () => undefined })}
      />
      <Button variant="secondary" fullWidth loading={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSettled: close })}>
        Disconnect
      </Button>
    </div>
  )
}

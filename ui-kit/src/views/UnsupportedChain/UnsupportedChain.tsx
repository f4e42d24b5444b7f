import { useDisconnect, useModal } from '@berth/headless/react'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'
import { NetworkList } from '../Networks/NetworkList'

/** The wallet is on a chain the app does not list: switch to one it does, or disconnect. */
export default function UnsupportedChain() {
  const disconnect = useDisconnect()
  const { close } = useModal()
  return (
    <div className="berth-stack" data-slot="unsupported-chain">
      <Text variant="small" tone="secondary" align="center">
        This app doesn’t support your current network. Switch to an available option to continue.
      </Text>
      <NetworkList />
      <Button variant="secondary" fullWidth loading={disconnect.isPending} onClick={() => disconnect.mutate(undefined, { onSettled: close })}>
        Disconnect
      </Button>
    </div>
  )
}

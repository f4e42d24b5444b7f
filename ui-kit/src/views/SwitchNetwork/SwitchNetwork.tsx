import { useModal } from '@berth/headless/react'
import { NetworkIcon } from '../../icons/NetworkIcon'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'

/** Shown while the wallet confirms a switch; the controller leaves it on success or failure. */
export default function SwitchNetwork() {
  const { view } = useModal()
  const name = view?.params?.network?.name ?? 'the network'
  return (
    <div className="berth-connecting" data-slot="switch-network" aria-busy="true">
      <div className="berth-connecting__logo">
        <NetworkIcon size={40} />
        <Spinner size="lg" label={`Switching to ${name}`} className="berth-connecting__spinner" />
      </div>
      <div role="status" aria-live="polite" className="berth-connecting__text">
        <Text variant="paragraph" weight="medium" align="center">
          Approve in wallet
        </Text>
        <Text variant="small" tone="secondary" align="center">
          Accept the request to switch to {name} in your wallet
        </Text>
      </div>
    </div>
  )
}

import { useAccount, useNetwork } from '@berth/headless/react'
import { useId } from 'react'
import { NetworkIcon } from '../../icons/NetworkIcon'
import { CopyButton } from '../../primitives/CopyButton'
import { QrCode } from '../../primitives/QrCode'
import { Text } from '../../primitives/Text'
import { namespaceName } from '../../format/namespaceName'

/**
 * The connected address to receive funds at: as a QR code, in full, with Copy, and the app's
 * networks of its namespace (an EVM address receives on every EVM network, a Solana one on Solana's).
 */
export default function Receive() {
  const { address } = useAccount()
  const { network, networks } = useNetwork()
  const listId = useId()
  if (!address) return null
  const namespace = network?.chainNamespace ?? (address.startsWith('0x') ? 'eip155' : 'solana')
  const receiving = networks.filter((candidate) => candidate.chainNamespace === namespace)
  return (
    <div className="berth-send berth-send--center berth-receive" data-slot="receive">
      <QrCode value={address} label={`QR code of your address ${address}`} size={200} />
      <Text variant="small" className="berth-receive__address" data-slot="receive-address">
        {address}
      </Text>
      <CopyButton text={address} label="Copy address" showLabel copiedMessage="Address copied" />
      <div className="berth-receive__networks">
        <Text variant="small" tone="secondary" id={listId}>
          {`Receive on ${namespaceName(namespace)} networks`}
        </Text>
        <ul className="berth-receive__list" aria-labelledby={listId} data-slot="receive-networks">
          {receiving.map((candidate) => (
            <li key={candidate.caipNetworkId} className="berth-receive__network">
              <NetworkIcon size={16} />
              <Text variant="small">{candidate.name}</Text>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

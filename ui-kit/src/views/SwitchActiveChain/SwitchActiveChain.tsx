import type { BaseError } from '@berth/headless'
import { useAccount, useClient, useModal } from '@berth/headless/react'
import { useState } from 'react'
import { namespaceName } from '../../format/namespaceName'
import { NetworkIcon } from '../../icons/NetworkIcon'
import { Alert } from '../../primitives/Alert'
import { Button } from '../../primitives/Button'
import { Text } from '../../primitives/Text'

/**
 * docs/views.md SwitchActiveChain (params `network`): the visitor chose a network of a namespace
 * where the connected wallet has no account yet. The button moves the app there and opens Connect
 * in place of this view (`client.switchActiveChain`); Back leaves everything as it was.
 */
export default function SwitchActiveChain() {
  const client = useClient()
  const { view, goBack } = useModal()
  const { connectorId } = useAccount()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const network = view?.params?.network
  const namespace = network ? namespaceName(network.chainNamespace) : undefined
  const wallet = client.connectors.get(connectorId ?? '')?.name

  const switchChain = () => {
    if (!network) return
    setPending(true)
    setError(undefined)
    client.switchActiveChain(network.caipNetworkId).then(
      () => setPending(false),
      (cause: unknown) => {
        setPending(false)
        setError((cause as Partial<BaseError>).shortMessage ?? 'The switch could not be made.')
      },
    )
  }

  return (
    <div className="berth-connecting" data-slot="switch-active-chain">
      <div className="berth-connecting__logo">
        <NetworkIcon size={40} />
      </div>
      <div className="berth-connecting__text">
        <Text variant="paragraph" weight="medium" align="center" data-slot="switch-active-chain-title">
          {namespace ? `Switch to ${namespace}` : 'Switch network'}
        </Text>
        <Text variant="small" tone="secondary" align="center" data-slot="switch-active-chain-text">
          {namespace
            ? `${wallet ?? 'The connected wallet'} has no ${namespace} account connected yet. Switch to ${namespace}, then connect a wallet to use ${network?.name}.`
            : 'No network to switch to.'}
        </Text>
      </div>
      {error ? (
        <Alert variant="error" data-slot="switch-active-chain-error">
          {error}
        </Alert>
      ) : null}
      <div className="berth-stack berth-switch-active-chain__actions">
        {network ? (
          <Button fullWidth loading={pending} onClick={switchChain}>
            {`Switch to ${namespace}`}
          </Button>
        ) : null}
        <Button variant="secondary" fullWidth onClick={goBack}>
          Back
        </Button>
      </div>
    </div>
  )
}

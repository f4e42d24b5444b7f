import { useClient, useConnect, useModal, useStore } from '@berth/headless/react'
import { useCallback, useEffect, useRef } from 'react'
import { Button } from '../../primitives/Button'
import { Spinner } from '../../primitives/Spinner'
import { Text } from '../../primitives/Text'
import { WalletImage } from '../../primitives/WalletImage'

/** Waits for the wallet's approval; a rejection offers a retry, success shows Account. */
export default function ConnectingExternal() {
  const client = useClient()
  const { view, reset: resetView } = useModal()
  const connectorId = view?.params?.connectorId ?? ''
  const connector = useStore(
    client.connectors.store,
    useCallback((state) => state.connectors.find((entry) => entry.id === connectorId), [connectorId]),
  )
  const { mutate, error, isPending, reset } = useConnect()
  const started = useRef(false)

  const connect = useCallback(() => {
    reset()
    // Account becomes the first view: nothing to go back to once connected.
    mutate(connectorId, { onSuccess: () => resetView('Account') })
  }, [connectorId, mutate, resetView, reset])

  // One request per visit: StrictMode's double effect must not prompt the wallet twice.
  useEffect(() => {
    if (started.current) return
    started.current = true
    connect()
  }, [connect])

  const name = connector?.name ?? 'your wallet'
  const message = error?.shortMessage

  return (
    <div className="berth-connecting" data-slot="connecting-external" aria-busy={isPending || undefined}>
      <div className="berth-connecting__logo" data-state={error ? 'error' : 'pending'}>
        <WalletImage src={connector?.imageUrl} name={connector?.name ?? '?'} size="xl" />
        {isPending ? <Spinner size="lg" label={`Waiting for ${name}`} className="berth-connecting__spinner" /> : null}
      </div>
      <div role="status" aria-live="polite" className="berth-connecting__text">
        {message ? (
          <>
            <Text variant="paragraph" weight="medium" tone="error" align="center">
              {message}
            </Text>
            <Text variant="small" tone="secondary" align="center">
              {message === 'Connection rejected' ? 'You declined the request in your wallet.' : 'The wallet did not complete the connection.'}
            </Text>
          </>
        ) : (
          <>
            <Text variant="paragraph" weight="medium" align="center">
              Continue in {name}
            </Text>
            <Text variant="small" tone="secondary" align="center">
              Accept the connection request in the wallet
            </Text>
          </>
        )}
      </div>
      {error ? (
        <Button variant="secondary" onClick={connect}>
          Try again
        </Button>
      ) : null}
    </div>
  )
}

import { useAccount, useClient, useNetwork } from '@berth/headless/react'
import { useState } from 'react'

type Outcome = { id: string } | { error: string } | undefined

/**
 * A batch of calls through the connected EVM wallet's own provider (EIP-5792 wallet_sendCalls), as
 * an app asks a wallet that batches: here one call of no value to the account itself. A wallet that
 * does not batch refuses it; the embedded wallet refuses it ('Requested RPC call is not allowed'),
 * and the stock modal says 'Action not allowed'.
 */
export function SendCalls() {
  const client = useClient()
  const { address } = useAccount({ namespace: 'eip155' })
  const { network } = useNetwork()
  const [outcome, setOutcome] = useState<Outcome>()
  if (!address || network?.chainNamespace !== 'eip155') return null
  const send = async () => {
    const connector = client.connection.activeConnector('eip155')
    if (connector?.chain !== 'eip155') return
    setOutcome(undefined)
    try {
      const answer = (await connector.provider.request({
        method: 'wallet_sendCalls',
        params: [
          { version: '2.0.0', chainId: `0x${Number(network.id).toString(16)}`, from: address, atomicRequired: false, calls: [{ to: address, value: '0x0' }] },
        ],
      })) as { id?: unknown }
      setOutcome({ id: String(answer?.id) })
    } catch (error) {
      const { shortMessage, message } = error as { shortMessage?: string; message?: string }
      setOutcome({ error: shortMessage ?? message ?? 'The wallet refused the calls' })
    }
  }
  return (
    <section className="example__sign" aria-label="Send a batch of calls">
      <button type="button" onClick={() => void send()}>
        Send batch calls
      </button>
      {outcome && 'id' in outcome ? (
        <p>
          Batch: <output data-testid="calls-id">{outcome.id}</output>
        </p>
      ) : null}
      {outcome && 'error' in outcome ? (
        <p role="alert" data-testid="calls-error">
          {outcome.error}
        </p>
      ) : null}
    </section>
  )
}

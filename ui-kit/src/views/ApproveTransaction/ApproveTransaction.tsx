import type { EmbeddedState } from '@berth/headless/embedded'
import { useClient, useStore } from '@berth/headless/react'
import { useLayoutEffect, useRef } from 'react'
import { followBox } from './followBox'

const selectMethod = (state: Pick<EmbeddedState, 'approval'>) => state.approval?.method
// A client without the embedded wallet: nothing ever waits.
const idle: Pick<EmbeddedState, 'approval'> = { approval: undefined }
const noEmbedded = { get: () => idle, getInitialState: () => idle, set: () => undefined, subscribe: () => () => undefined }

/** What the request asks, in words, for the status line assistive technology reads. */
const describe = (method: string | undefined) =>
  method === undefined
    ? ''
    : method === 'eth_sendTransaction' || method === 'solana_signAndSendTransaction' || method === 'solana_signTransaction'
      ? 'Approve or reject the transaction in the embedded wallet'
      : 'Approve or reject the signature request in the embedded wallet'

/**
 * docs/views.md ApproveTransaction: a signing request waits for the visitor in the embedded wallet's
 * secure frame (another origin), which shows the request with Approve and Reject. This view is the
 * box the frame needs; it hands the box's place to the embedded wallet (`showFrame`), which lays the
 * frame exactly over it, and follows it as the window resizes or scrolls. Leaving the view gives the
 * place up (`hideFrame`). The stock modal opens it when an approval starts (watchEmbeddedApprovals).
 */
export default function ApproveTransaction() {
  const embedded = useClient().embedded
  const method = useStore(embedded?.store ?? noEmbedded, selectMethod)
  const box = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = box.current
    if (!embedded || !element) return
    const stop = followBox(element, (area) => embedded.showFrame(area))
    return () => {
      stop()
      embedded.hideFrame()
    }
  }, [embedded])
  return (
    <div className="berth-approve-transaction" data-slot="approve-transaction" aria-busy={method !== undefined || undefined}>
      <div ref={box} className="berth-approve-transaction__frame" data-slot="approve-transaction-frame" />
      <p role="status" className="berth-sr-only">
        {describe(method)}
      </p>
    </div>
  )
}

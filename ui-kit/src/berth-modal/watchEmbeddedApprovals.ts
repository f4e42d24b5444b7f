import { RpcCode, type Client } from '@berth/headless'
import { ACTION_NOT_ALLOWED, ACTION_NOT_ALLOWED_DELAY_MS, type EmbeddedState } from '@berth/headless/embedded'

const watched = new WeakSet<Client>()

/**
 * The stock modal's part of the embedded wallet, started once per client (later calls do nothing):
 * when a signing request starts waiting in the secure frame while an AUTH connection is connected,
 * it shows ApproveTransaction (pushed over the open modal's view, or the modal opened on it); when
 * the request ends (approved, rejected, failed) the modal goes back to that view, or closes if it
 * was closed before. A refused call ('Requested RPC call is not allowed') opens the modal and, 300 ms
 * later, notifies 'Action not allowed'. It lives as long as the client (a page's).
 */
export function watchEmbeddedApprovals(client: Client): void {
  const embedded = client.embedded
  if (!embedded || watched.has(client)) return
  watched.add(client)
  const authConnected = () =>
    Object.values(client.connection.store.get().byNamespace).some(
      (connection) =>
        connection?.status === 'connected' && connection.connectorId !== undefined && client.connectors.get(connection.connectorId)?.type === 'AUTH',
    )
  // Where the modal was when the shown approval started: open (on a view to go back to) or closed.
  let shown: { wasOpen: boolean } | undefined
  embedded.store.subscribe((state: EmbeddedState, previous: EmbeddedState) => {
    if (state.approval && !previous.approval && authConnected()) {
      shown = { wasOpen: client.modal.store.get().open }
      if (shown.wasOpen) client.router.push('ApproveTransaction')
      else client.modal.open({ view: 'ApproveTransaction' })
    } else if (!state.approval && previous.approval && shown) {
      const { wasOpen } = shown
      shown = undefined
      if (client.router.current()?.view === 'ApproveTransaction' && client.modal.store.get().open) {
        if (wasOpen) client.router.goBack()
        else client.modal.close()
      }
    }
    // A refused call: FRAME_NOT_ALLOWED_CODE, which is EIP-1193's unsupported method (RpcCode, in the page's first load; the frame protocol's module is not).
    if (state.error !== previous.error && state.error?.code === RpcCode.UnsupportedMethod && !state.approval) {
      if (!client.modal.store.get().open) client.modal.open()
      setTimeout(() => client.alerts.notify('error', ACTION_NOT_ALLOWED), ACTION_NOT_ALLOWED_DELAY_MS)
    }
  })
}

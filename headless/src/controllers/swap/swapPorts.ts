import type { ApiTransport } from '../../api/request.js'
import type { Store } from '../../store/createStore.js'
import type { AlertsController } from '../alerts/createAlertsController.js'
import type { ConnectionState } from '../connection/types.js'
import type { TransactionPorts } from '../transaction/types.js'
import type { SwapOptions } from '../../types/swap.js'

/** What the swap controller uses of the client: the data API, the connection and networks, the notifications, and the account data it marks changed. */
export type SwapPorts = Omit<TransactionPorts, 'options'> & {
  /** The client's options: `send` (the receipt wait) and `swaps.networks` (the app's networks the swap service serves besides SPEC's list). */
  options: TransactionPorts['options'] & { swaps?: SwapOptions | undefined }
  connection: TransactionPorts['connection'] & { store: Store<ConnectionState> }
  api: { transport: ApiTransport }
  alerts: Pick<AlertsController, 'notify'>
  /** After a confirmed approve or swap, the account's next portfolio read is forced fresh. */
  account: { markChanged(address: string): void }
}

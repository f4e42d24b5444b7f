import type { ConnectionController } from '../connection/createConnectionController.js'
import type { ConnectionState } from '../connection/types.js'

/** What the watch reads and calls: the connection, the embedded wallet's eip155 connector, and the profile name's lookup. */
export type EmbeddedProfileNamePorts = {
  connection: Pick<ConnectionController, 'store'>
  connectorId: string
  /** Reads the address's profile name (the names controller's reverse lookup) and writes it on the connection. */
  sync: (address: string) => Promise<unknown>
  warn: (message: string, error: unknown) => void
}

/**
 * SPEC §4's profile name of an embedded-wallet account (names are registered through it): each time
 * its eip155 connection is connected through the embedded connector with an address not asked for
 * yet, the address's names are read (the reverse lookup) and the first becomes the connection's
 * profileName, which Account and the connect button show. A failed lookup is logged and asked again
 * after the next connect. Returns the stop function.
 */
export function watchEmbeddedProfileName({ connection, connectorId, sync, warn }: EmbeddedProfileNamePorts): () => void {
  let asked: string | undefined
  const check = (state: ConnectionState) => {
    const account = state.byNamespace.eip155
    if (account?.status !== 'connected' || account.connectorId !== connectorId || !account.address) {
      asked = undefined
      return
    }
    if (account.profileName !== undefined || account.address === asked) return
    asked = account.address
    sync(account.address).catch((error: unknown) => warn('[berth] the embedded account’s profile name could not be read', error))
  }
  check(connection.store.get())
  return connection.store.subscribe(check)
}

import { useContext } from 'react'
import type { Client } from '../client.js'
import { ClientNotFoundError } from '../errors/configuration.js'
import { ClientContext } from './BerthProvider.js'

/**
 * The client BerthProvider holds: for what no hook covers (a controller's store, a method).
 *
 * @throws ClientNotFoundError outside `<BerthProvider>`
 */
export function useClient(): Client {
  const client = useContext(ClientContext)
  if (!client) throw new ClientNotFoundError()
  return client
}

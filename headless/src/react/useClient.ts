import { useContext } from 'react'
import type { Client } from '../client.js'
import { ClientNotFoundError } from '../errors/configuration.js'
import { ClientContext } from './BerthProvider.js'

export function useClient(): Client {
  const client = useContext(ClientContext)
  if (!client) throw new ClientNotFoundError()
  return client
}

import { useContext } from 'react'
import type { Client } from '../client.js'
import { BaseError } from '../errors/BaseError.js'
import { ClientContext } from './BerthProvider.js'

export function useClient(): Client {
  const client = useContext(ClientContext)
  if (!client) throw new BaseError('No ConnectionController client found', { details: 'wrap your app in <BerthProvider client={...}>' })
  return client
}

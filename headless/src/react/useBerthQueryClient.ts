import { QueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { ClientNotFoundError } from '../errors/configuration.js'
import { QueryClientHolderContext } from './BerthProvider.js'

/**
 * The QueryClient Berth's hooks run in: BerthProvider's `queryClient`, or the one Berth made for
 * itself. To invalidate or read Berth's queries (`berthKeys`) where no hook covers it.
 *
 * @throws ClientNotFoundError outside `<BerthProvider>`
 * @example
 * const queryClient = useBerthQueryClient()
 * void queryClient.invalidateQueries({ queryKey: berthKeys.account(address) })
 */
export function useBerthQueryClient(): QueryClient {
  const holder = useContext(QueryClientHolderContext)
  if (!holder) throw new ClientNotFoundError()
  return holder.get(() => new QueryClient())
}

import type { QueryClient } from '@tanstack/react-query'
import type { Client } from '../client.js'
import { shouldReportError } from '../controllers/reports/shouldReportError.js'

/**
 * Reports the final failure of every Berth query and mutation (after its retries), whichever
 * QueryClient the app runs; the app's own queries are not Berth's to report.
 */
export function reportQueryErrors(queryClient: QueryClient, client: Client): () => void {
  const report = (key: readonly unknown[] | undefined, error: unknown) => {
    if (key?.[0] === 'berth' && shouldReportError(error)) void client.reports.reportError(error)
  }
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') report(event.query.queryKey, event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') report(event.mutation.options.mutationKey, event.action.error)
  })
  return () => {
    stopQueries()
    stopMutations()
  }
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { OnrampOptions } from '../types/onramp.js'
import { onrampOptionsQueryOptions, type OnrampOptionsErrorType, type OnrampOptionsParameters } from '../query/onramp.js'
import { useClient } from './useClient.js'
import { useBerthQueryClient } from './useBerthQueryClient.js'

/** TanStack `query` options. */
export type UseOnrampOptionsParameters<TData = OnrampOptions> = OnrampOptionsParameters<TData>
/** What useOnrampOptions returns: TanStack's result, its `error` typed. */
export type UseOnrampOptionsReturnType<TData = OnrampOptions> = UseQueryResult<TData, UseOnrampOptionsErrorType>
/** The errors `useOnrampOptions().error` can hold (the API's failures give the fallback list instead). */
export type UseOnrampOptionsErrorType = OnrampOptionsErrorType

/**
 * What the on-ramp sells on the app's networks and which fiat it takes, with each payment method's
 * limits; SPEC.md's built-in list (`data.fallback`) when the API fails.
 *
 * @example
 * const { data } = useOnrampOptions()
 * const usdc = data?.purchaseCurrencies.find((currency) => currency.symbol === 'USDC')
 */
export function useOnrampOptions<TData = OnrampOptions>(parameters: UseOnrampOptionsParameters<TData> = {}): UseOnrampOptionsReturnType<TData> {
  return useQuery(onrampOptionsQueryOptions(useClient(), parameters), useBerthQueryClient())
}

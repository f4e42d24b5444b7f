import { queryOptions as tanstackQueryOptions, QueryClient } from '@tanstack/react-query'
import { describe, expectTypeOf, it } from 'vitest'
import type { TransactionReceipt } from '../adapters/types.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { Client } from '../client.js'
import type { BaseError } from '../errors/BaseError.js'
import { balanceQueryOptions, type BalanceData } from '../query/balance.js'
import type { Hex } from '../types/chain.js'
import type { UseBalanceErrorType, UseBalanceReturnType } from './useBalance.js'
import type { UseAccountParameters } from './useAccount.js'
import type { UseBalancesParameters, UseBalancesReturnType } from './useBalances.js'
import type { UseConnectErrorType, UseConnectReturnType } from './useConnect.js'
import type { UseIdentityParameters } from './useIdentity.js'
import type { UseSendReturnType } from './useSend.js'
import type { UseSendTransactionReturnType } from './useSendTransaction.js'
import type { UseSignMessageReturnType } from './useSignMessage.js'
import type { UseSignTypedDataReturnType } from './useSignTypedData.js'
import type { UseSwitchNetworkReturnType } from './useSwitchNetwork.js'
import type { UseWaitForTransactionReceiptParameters, UseWaitForTransactionReceiptReturnType } from './useWaitForTransactionReceipt.js'

// Type tests: the workspace typecheck checks every line, including the @ts-expect-error ones,
// which fail the typecheck if the line they mark ever compiles.

/** Never called: these lines only have to type-check (or, marked, fail to). */
function parametersAreNarrow(switchNetwork: UseSwitchNetworkReturnType, sendTransaction: UseSendTransactionReturnType, signMessage: UseSignMessageReturnType) {
  switchNetwork.mutate('eip155:31338')
  // @ts-expect-error a chain id alone is not a CAIP-2 network id
  switchNetwork.mutate('31338')
  // @ts-expect-error a number is not a CAIP-2 network id
  switchNetwork.mutate(31338)

  sendTransaction.mutate({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 1n, data: '0xa9059cbb' })
  // @ts-expect-error an address is 0x-prefixed
  sendTransaction.mutate({ to: '70997970C51812dc3A010C7d01b50e0d17dc79C8' })
  // @ts-expect-error call data is hex
  sendTransaction.mutate({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', data: 'transfer' })
  // @ts-expect-error the value is a bigint in wei, not a decimal string
  sendTransaction.mutate({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1.5' })
  // @ts-expect-error the network is a CAIP-2 id
  sendTransaction.mutate({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: '31338' })

  signMessage.mutate({ message: 'hi', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
  // @ts-expect-error the signer is an address string
  signMessage.mutate({ message: 'hi', address: 42 })

  const identity: UseIdentityParameters = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }
  // @ts-expect-error an address is a string
  const named: UseIdentityParameters = { address: 42 }
  const receipt: UseWaitForTransactionReceiptParameters = { hash: `0x${'ab'.repeat(32)}`, caipNetworkId: 'eip155:1' }
  // @ts-expect-error a network id is namespace:reference
  const bare: UseWaitForTransactionReceiptParameters = { hash: `0x${'ab'.repeat(32)}`, caipNetworkId: '1' }
  // Account reads take any namespace's address: base58 on solana.
  const solanaAccount: UseBalancesParameters = {
    address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
    caipNetworkId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE',
  }
  // @ts-expect-error a network id is namespace:reference
  const noNamespace: UseBalancesParameters = { address: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', caipNetworkId: 'C87HniDwGEEByviiVqxKy4JPppad4zvE' }
  // @ts-expect-error useAccount's namespace is one Berth knows
  const unknownNamespace: UseAccountParameters = { namespace: 'cosmos' }
  return [identity, named, receipt, bare, solanaAccount, noNamespace, unknownNamespace]
}

/** Never called: the caller's `query` options and their `select` type the data. */
function queryOptionsReachTheHook(client: Client) {
  const options = balanceQueryOptions(client, { query: { select: (balance) => balance.formatted } })
  expectTypeOf(options.select).toEqualTypeOf<((data: BalanceData) => string) | undefined>()
  // The factory's result is what TanStack's queryOptions gives: it passes through it, and the key knows its data.
  const same = tanstackQueryOptions(balanceQueryOptions(client))
  expectTypeOf(new QueryClient().getQueryData(same.queryKey)).toEqualTypeOf<BalanceData | undefined>()
  expectTypeOf(new QueryClient().getQueryData(balanceQueryOptions(client).queryKey)).toEqualTypeOf<BalanceData | undefined>()
}

describe('hook types', () => {
  it('errors are typed per hook: shortMessage needs no guard', () => {
    expectTypeOf<UseConnectReturnType['error']>().toEqualTypeOf<UseConnectErrorType | null>()
    expectTypeOf<NonNullable<UseConnectReturnType['error']>>().toMatchTypeOf<BaseError>()
    expectTypeOf<NonNullable<UseConnectReturnType['error']>['shortMessage']>().toEqualTypeOf<string>()
    expectTypeOf<UseBalanceReturnType['error']>().toEqualTypeOf<UseBalanceErrorType | null>()
    expectTypeOf<NonNullable<UseBalancesReturnType['error']>>().toMatchTypeOf<BaseError>()
    expectTypeOf<NonNullable<UseSendReturnType['error']>>().toMatchTypeOf<BaseError>()
    expectTypeOf<NonNullable<UseSendReturnType['receipt']['error']>>().toMatchTypeOf<BaseError>()
    expectTypeOf<NonNullable<UseSignTypedDataReturnType['error']>>().toMatchTypeOf<BaseError>()
    expectTypeOf<NonNullable<UseWaitForTransactionReceiptReturnType['error']>>().toMatchTypeOf<BaseError>()
  })

  it('parameters and data are typed as narrowly as the data', () => {
    expectTypeOf<Parameters<UseSwitchNetworkReturnType['mutate']>[0]>().toEqualTypeOf<CaipNetworkId>()
    expectTypeOf<UseSendTransactionReturnType['data']>().toEqualTypeOf<Hex | undefined>()
    expectTypeOf<UseSignTypedDataReturnType['data']>().toEqualTypeOf<Hex | undefined>()
    expectTypeOf<UseWaitForTransactionReceiptReturnType['data']>().toEqualTypeOf<TransactionReceipt | undefined>()
    expectTypeOf<NonNullable<UseSendReturnType['data']>['hash']>().toEqualTypeOf<string>()
    expectTypeOf<NonNullable<UseSendReturnType['data']>['from']>().toEqualTypeOf<string>()
    expectTypeOf<NonNullable<UseBalanceReturnType['data']>['formatted']>().toEqualTypeOf<string>()
    expectTypeOf(parametersAreNarrow).toBeFunction()
    expectTypeOf(queryOptionsReachTheHook).toBeFunction()
  })
})

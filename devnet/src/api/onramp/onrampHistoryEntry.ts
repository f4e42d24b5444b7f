import { formatUnits, getAddress } from 'viem'
import { devnetChainKey } from '../../chain/chains'
import type { ImageUrls } from '../images/imageUrls'
import { devnetUsdPrices, NATIVE_NAME } from '../prices/devnetPrices'
import type { OnrampOrder } from './orderStore'
import { findOnrampTarget } from './onrampOptions'
import { rampTreasuryAddress } from './rampTreasury'

/** A purchase as the history's `onramp` filter lists it: 'pending' while Devnet Ramp credits the wallet, then 'confirmed'. */
export interface OnrampHistoryEntry {
  id: string
  metadata: {
    operationType: 'buy'
    hash?: string
    /** ISO 8601: when it was paid (created, while pending). */
    minedAt: string
    /** CAIP-2. */
    chain: string
    status: 'pending' | 'confirmed'
    sentFrom: string
    sentTo: string
  }
  transfers: {
    fungible_info: { name: string; symbol: string; icon: { url: string } }
    direction: 'in'
    quantity: { numeric: string }
    value: number
    price: number
  }[]
}

export function toOnrampHistoryEntry(order: OnrampOrder, images: ImageUrls): OnrampHistoryEntry {
  const decimals = findOnrampTarget(order.network, order.symbol)?.decimals ?? 18
  const numeric = formatUnits(BigInt(order.purchaseUnits), decimals)
  const price = Number(devnetUsdPrices[order.symbol as keyof typeof devnetUsdPrices] ?? 0)
  return {
    id: `onramp:${order.id}`,
    metadata: {
      operationType: 'buy',
      ...(order.txHash ? { hash: order.txHash } : {}),
      minedAt: order.paidAt ?? order.createdAt,
      chain: devnetChainKey(order.chainId),
      status: order.status === 'done' ? 'confirmed' : 'pending',
      sentFrom: rampTreasuryAddress,
      sentTo: getAddress(order.address),
    },
    transfers: [
      {
        fungible_info: { name: order.symbol === 'ETH' ? NATIVE_NAME : 'USD Coin', symbol: order.symbol, icon: { url: images.token(order.symbol) } },
        direction: 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}

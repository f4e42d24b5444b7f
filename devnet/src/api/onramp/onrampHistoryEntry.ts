import { formatUnits, getAddress } from 'viem'
import type { ImageUrls } from '../images/imageUrls'
import { devnetUsdPrices, NATIVE_NAME } from '../prices/devnetPrices'
import type { OnrampOrder } from './orderStore'
import { findOnrampTarget, purchaseDecimals } from './onrampOptions'
import { rampSolanaTreasuryAddress, rampTreasuryAddress } from './rampTreasury'

const NAMES: Record<string, string> = { ETH: NATIVE_NAME, SOL: 'Solana', USDC: 'USD Coin' }

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
  const target = findOnrampTarget(order.network, order.symbol)
  const decimals = purchaseDecimals(order.symbol)
  const solana = target?.namespace === 'solana'
  const numeric = formatUnits(BigInt(order.purchaseUnits), decimals)
  const price = Number(devnetUsdPrices[order.symbol as keyof typeof devnetUsdPrices] ?? 0)
  return {
    id: `onramp:${order.id}`,
    metadata: {
      operationType: 'buy',
      ...(order.txHash ? { hash: order.txHash } : {}),
      minedAt: order.paidAt ?? order.createdAt,
      chain: order.chain,
      status: order.status === 'done' ? 'confirmed' : 'pending',
      sentFrom: solana ? rampSolanaTreasuryAddress : rampTreasuryAddress,
      sentTo: solana ? order.address : getAddress(order.address),
    },
    transfers: [
      {
        fungible_info: { name: NAMES[order.symbol] ?? order.symbol, symbol: order.symbol, icon: { url: images.token(order.symbol) } },
        direction: 'in',
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}

import type { OnrampOptionsResponse } from '../../api/getOnrampOptions.js'
import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { safeLabel } from '../../safety/safeLabel.js'
import type { OnrampOptions, OnrampPaymentMethod } from '../../types/onramp.js'
import { caipNetworkOfRamp } from './rampNetworkName.js'

const METHODS: ReadonlySet<string> = new Set<OnrampPaymentMethod>(['card', 'ach_bank_account'])

/**
 * The options as callers use them: labels cleaned, each network tagged with the app network it
 * stands for (by the `onramp.networks` option, its chain id, or the built-in names), payment
 * methods other than card and bank account left out.
 */
export function normaliseOnrampOptions(
  response: OnrampOptionsResponse,
  {
    caipNetworkIds,
    option,
    fallback,
    reason,
  }: { caipNetworkIds: readonly CaipNetworkId[]; option?: Readonly<Record<string, string>> | undefined; fallback: boolean; reason?: string | undefined },
): OnrampOptions {
  return {
    purchaseCurrencies: response.purchaseCurrencies.map((currency) => ({
      id: currency.id,
      name: safeLabel(currency.name) || currency.symbol,
      symbol: currency.symbol,
      networks: currency.networks.map((network) => ({
        name: network.name,
        displayName: safeLabel(network.display_name) || network.name,
        chainId: network.chain_id,
        contractAddress: network.contract_address,
        caipNetworkId: caipNetworkOfRamp(network, caipNetworkIds, { option }),
      })),
    })),
    paymentCurrencies: response.paymentCurrencies.map((currency) => ({
      id: currency.id,
      limits: currency.payment_method_limits.flatMap((limit) =>
        METHODS.has(limit.id) ? [{ id: limit.id as OnrampPaymentMethod, min: limit.min, max: limit.max }] : [],
      ),
    })),
    fallback,
    reason,
  }
}

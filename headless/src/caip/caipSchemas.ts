import * as z from 'zod/mini'
import { isCaipAddress, type CaipAddress } from './caipAddress.js'
import { isCaipNetworkId, type CaipNetworkId } from './caipNetworkId.js'

/**
 * CAIP-2 and CAIP-10 ids as zod schemas, for the remote payloads that carry them. Apart from the
 * parsers (no re-export there either): those are in every first load, zod is not.
 */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, 'Invalid CAIP-2 network id')
export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, 'Invalid CAIP-10 address')

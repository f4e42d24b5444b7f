import * as z from 'zod/mini'
import { isCaipAddress, type CaipAddress } from './caipAddress.js'
import { isCaipNetworkId, type CaipNetworkId } from './caipNetworkId.js'

// Kept apart from the parsers, which do not re-export them: the parsers are in every first load, zod is not.

/** A CAIP-2 network id as a zod schema, for the remote payloads that carry one; anything else fails with 'Invalid CAIP-2 network id'. */
export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, 'Invalid CAIP-2 network id')
/** A CAIP-10 account id as a zod schema, for the remote payloads that carry one; anything else fails with 'Invalid CAIP-10 address'. */
export const caipAddressSchema = z.custom<CaipAddress>(isCaipAddress, 'Invalid CAIP-10 address')

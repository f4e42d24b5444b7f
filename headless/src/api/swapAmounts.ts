import * as z from 'zod/mini'

/** An amount in base units as the swap endpoints write it: a whole decimal number, at most a uint256's 78 digits. */
export const baseUnitsSchema = z.string().check(z.regex(/^\d{1,78}$/, 'expected a whole number of base units'))

/** Gas as the swap endpoints write it: a whole number, as text or as a JSON number. */
export const gasSchema = z.union([baseUnitsSchema, z.int().check(z.minimum(0))])

/** A 0x-prefixed hex string (call data). */
export const hexSchema = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes'))

/** `eip155:<chain>:0x<40 hex>`, the way the swap endpoints name accounts and tokens. */
export const eip155AccountSchema = z.string().check(z.regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'expected a CAIP-10 eip155 address'))

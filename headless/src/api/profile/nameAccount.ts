import * as z from 'zod/mini'
import { safeLabel } from '../../safety/safeLabel.js'

/** An account name as the data API answers it (/v1/profile/account and /reverse): its address per ENSIP-11 coin type. */
export const nameAccountSchema = z.object({
  name: z.string().check(z.minLength(1)),
  addresses: z.record(z.string().check(z.regex(/^\d+$/)), z.object({ address: z.string().check(z.minLength(1)) })),
  attributes: z.optional(z.nullable(z.record(z.string(), z.string()))),
})

/** A registered account name: its addresses, each under its ENSIP-11 coin type (60 mainnet, 0x80000000 | chainId any other EVM chain), and its attributes. */
export type NameAccount = {
  name: string
  addresses: { coinType: number; address: string }[]
  attributes: Record<string, string>
}

/** The API's entry as Berth hands it out: the name as plain text, the coin types as numbers. */
export function toNameAccount(entry: z.infer<typeof nameAccountSchema>): NameAccount {
  return {
    name: safeLabel(entry.name),
    addresses: Object.entries(entry.addresses).map(([coinType, { address }]) => ({ coinType: Number(coinType), address })),
    attributes: entry.attributes ?? {},
  }
}

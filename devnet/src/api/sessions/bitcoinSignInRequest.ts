import { Signer } from 'bip322-js'
import { type Caip122Fields, caip122Data, caip122Text } from './caip122SignIn'

/** The fields of a CAIP-122 Bitcoin sign-in message; `chainId` as the Chain ID line writes it. */
export type SiwbFields = Caip122Fields

/** The CAIP-122 Bitcoin text of the fields, as @berth/headless's formatSiwbMessage writes it (version 1). */
export const siwbText = (fields: SiwbFields): string => caip122Text(fields, 'Bitcoin')

/**
 * A Bitcoin sign-in request body as an app sends it (POST /v1/sessions/:address): the CAIP-122 text,
 * the same fields as `data` (the chain as `caip2`), and the base64 BIP-322 signature bip322-js's
 * Signer makes with `wif` for `signer` (default: the message's address). For tests, which then
 * tamper with what they want refused.
 */
export function bitcoinSignInRequest(
  wif: string,
  fields: SiwbFields,
  caip2: string,
  signer: string = fields.address,
): { data: Record<string, unknown>; message: string; signature: string } {
  const message = siwbText(fields)
  return { data: caip122Data(fields, caip2), message, signature: Signer.sign(wif, signer, message) }
}

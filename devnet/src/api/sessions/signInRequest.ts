import type { Hex, LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export type SignInFields = Parameters<typeof createSiweMessage>[0]

/**
 * A sign-in request body as an app sends it (POST /v1/sessions/:address): the EIP-4361 message
 * written from `fields`, the same fields as `data`, and `account`'s signature over the message.
 * For tests, which then tamper with what they want refused.
 */
export async function signInRequest(
  account: Pick<LocalAccount, 'signMessage'>,
  fields: SignInFields,
): Promise<{ data: Record<string, unknown>; message: string; signature: Hex }> {
  const message = createSiweMessage(fields)
  const data: Record<string, unknown> = {
    accountAddress: fields.address,
    chainId: `eip155:${fields.chainId}`,
    domain: fields.domain,
    uri: fields.uri,
    version: fields.version,
    nonce: fields.nonce,
    issuedAt: (fields.issuedAt ?? new Date()).toISOString(),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime.toISOString() } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore.toISOString() } : {}),
    ...(fields.statement ? { statement: fields.statement } : {}),
  }
  return { data, message, signature: await account.signMessage({ message }) }
}

import { buildAuthObject, formatMessage, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem/accounts'
import { z } from 'zod'
import { WALLET_METHODS } from './namespaces'

// @walletconnect/types is not a direct dependency; take the shapes from the functions that use them.
export type AuthPayload = Parameters<typeof populateAuthPayload>[0]['authPayload']
export type Cacao = ReturnType<typeof buildAuthObject>

const metadata = z.looseObject({ name: z.string(), url: z.string() })

/**
 * A one-click authentication request (wc_sessionAuthenticate) as the sign-client emits it. The
 * payload is the dapp's: the fields the SIWE message is built from are validated.
 */
export const sessionAuthenticateEvent = z.looseObject({
  id: z.number(),
  topic: z.string().min(1),
  params: z.looseObject({
    requester: z.looseObject({ metadata }),
    authPayload: z.looseObject({
      chains: z.array(z.string()).min(1),
      domain: z.string().min(1),
      aud: z.string().min(1),
      nonce: z.string().min(1),
      version: z.string().optional(),
      iat: z.string().optional(),
      statement: z.string().optional(),
      resources: z.array(z.string()).optional(),
    }),
    expiryTimestamp: z.number().optional(),
  }),
})
export type SessionAuthenticateEvent = z.infer<typeof sessionAuthenticateEvent>

export interface AuthMessage {
  chain: string
  /** did:pkh:eip155:31337:0x...: the signer's DID, which the cacao names as its issuer. */
  iss: string
  text: string
}

export type AuthPlan = { ok: true; payload: AuthPayload; messages: AuthMessage[] } | { ok: false; error: string }

/**
 * The SIWE (CAIP-122) messages the wallet would sign: one per requested chain it supports, built
 * the way the dapp rebuilds them to check the signatures (populateAuthPayload narrows the chains
 * and the ReCap to what the wallet offers, formatMessage writes the text).
 */
export function planAuthentication(authPayload: AuthPayload, supported: readonly string[], address: string): AuthPlan {
  let payload: AuthPayload
  try {
    payload = populateAuthPayload({ authPayload, chains: [...supported], methods: [...WALLET_METHODS] })
  } catch (error) {
    return { ok: false, error: `The sign-in request cannot be served: ${(error as Error).message}.` }
  }
  try {
    const messages = payload.chains.map((chain) => {
      const iss = `did:pkh:${chain}:${address}`
      return { chain, iss, text: formatMessage(payload, iss) }
    })
    return { ok: true, payload, messages }
  } catch (error) {
    return { ok: false, error: `The sign-in request is malformed: ${(error as Error).message}.` }
  }
}

/** Signs each message (EIP-191) and wraps it as the cacao approveSessionAuthenticate sends back. */
export async function signAuthentication(plan: Extract<AuthPlan, { ok: true }>, account: LocalAccount): Promise<Cacao[]> {
  const cacaos: Cacao[] = []
  for (const message of plan.messages) {
    const signature = await account.signMessage({ message: message.text })
    cacaos.push(buildAuthObject(plan.payload, { t: 'eip191', s: signature }, message.iss))
  }
  return cacaos
}

/** One sign-in request carried by a session proposal (connect() with `authentication`). */
export type ProposalAuthRequest = NonNullable<NonNullable<import('./namespaces').SessionProposal['params']['requests']>['authentication']>[number]

/**
 * Signs a proposal's sign-in requests as they are (no ReCap added: the dapp checks the text it
 * asked for), on the first requested chain this wallet serves: the cacaos for proposalRequestsResponses.
 */
export async function signProposalAuthentication(
  requests: readonly ProposalAuthRequest[],
  supported: readonly string[],
  account: LocalAccount,
): Promise<Cacao[]> {
  const cacaos: Cacao[] = []
  for (const request of requests) {
    const chain = request.chains.find((candidate) => supported.includes(candidate))
    if (!chain) throw new Error(`none of the sign-in chains (${request.chains.join(', ')}) is served here`)
    const iss = `did:pkh:${chain}:${account.address}`
    const payload = { ...request, type: request.type ?? 'caip122' } as AuthPayload
    const signature = await account.signMessage({ message: formatMessage(payload, iss) })
    cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
  }
  return cacaos
}

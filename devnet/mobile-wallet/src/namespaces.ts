import { z } from 'zod'

/** What the wallet offers every dapp (the headless connector asks for exactly these). */
export const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const
export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const

const proposalNamespace = z.looseObject({
  chains: z.array(z.string()).optional(),
  methods: z.array(z.string()).optional(),
  events: z.array(z.string()).optional(),
})
const namespaceMap = z.record(z.string(), proposalNamespace)

const metadata = z.looseObject({
  name: z.string(),
  url: z.string(),
  description: z.string().optional(),
  icons: z.array(z.string()).optional(),
})

/** The parts of a session proposal this wallet reads. It comes from the dapp over the relay: validated. */
export const sessionProposal = z.looseObject({
  id: z.number(),
  params: z.looseObject({
    requiredNamespaces: namespaceMap.optional(),
    optionalNamespaces: namespaceMap.optional(),
    proposer: z.looseObject({ metadata }),
    /** Sign-in asked with the connection (connect() with `authentication`): one approval for both. */
    requests: z
      .looseObject({
        authentication: z
          .array(
            z.looseObject({
              domain: z.string().min(1),
              chains: z.array(z.string()).min(1),
              nonce: z.string().min(1),
              aud: z.string().min(1),
              version: z.string(),
              iat: z.string(),
              type: z.string().optional(),
              statement: z.string().optional(),
              exp: z.string().optional(),
              nbf: z.string().optional(),
              requestId: z.string().optional(),
              resources: z.array(z.string()).optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
})
export type SessionProposal = z.infer<typeof sessionProposal>
export type DappMetadata = z.infer<typeof metadata>

export interface RequestedChains {
  required: string[]
  optional: string[]
}

/** Chains a namespace map asks for; a key may itself be a chain ("eip155:1": {...}). */
function chainsOf(map: z.infer<typeof namespaceMap> | undefined): string[] {
  const chains = Object.entries(map ?? {}).flatMap(([key, namespace]) => (key.includes(':') ? [key] : (namespace.chains ?? [])))
  return [...new Set(chains)]
}

/** Required namespaces that are not eip155 (solana, bip122 ...): the wallet cannot serve them. */
function foreignNamespaces(map: z.infer<typeof namespaceMap> | undefined): string[] {
  return Object.keys(map ?? {})
    .map((key) => key.split(':')[0]!)
    .filter((namespace) => namespace !== 'eip155')
}

export function requestedChains(params: SessionProposal['params']): RequestedChains {
  return { required: chainsOf(params.requiredNamespaces), optional: chainsOf(params.optionalNamespaces) }
}

export type NamespaceDecision =
  | { ok: true; chains: string[]; namespaces: { eip155: { chains: string[]; methods: string[]; events: string[]; accounts: string[] } } }
  | { ok: false; error: string }

/**
 * The namespaces to approve: the chains the wallet supports among those requested (required and
 * optional), all of the wallet's methods and events, one account. Refuses when a required chain
 * or namespace is beyond the wallet, or when nothing requested is supported: approving would only
 * make the dapp fail later.
 */
export function buildSessionNamespaces(params: SessionProposal['params'], supported: readonly string[], address: string): NamespaceDecision {
  const foreign = foreignNamespaces(params.requiredNamespaces)
  if (foreign.length > 0) return { ok: false, error: `The app requires ${[...new Set(foreign)].join(', ')} accounts; this wallet has eip155 accounts only.` }
  const unsupportedMethods = Object.values(params.requiredNamespaces ?? {})
    .flatMap((namespace) => namespace.methods ?? [])
    .filter((method) => !(WALLET_METHODS as readonly string[]).includes(method))
  if (unsupportedMethods.length > 0)
    return { ok: false, error: `The app requires methods this wallet does not offer: ${[...new Set(unsupportedMethods)].join(', ')}.` }
  const { required, optional } = requestedChains(params)
  const missing = required.filter((chain) => !supported.includes(chain))
  if (missing.length > 0) return { ok: false, error: `The app requires chains this wallet does not support: ${missing.join(', ')}.` }
  const chains = supported.filter((chain) => required.includes(chain) || optional.includes(chain))
  if (chains.length === 0) return { ok: false, error: 'The app asks for none of the chains this wallet supports.' }
  return {
    ok: true,
    chains,
    namespaces: {
      eip155: { chains, methods: [...WALLET_METHODS], events: [...WALLET_EVENTS], accounts: chains.map((chain) => `${chain}:${address}`) },
    },
  }
}

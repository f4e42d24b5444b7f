import { z } from 'zod'
import { BITCOIN_WALLET_EVENTS, BITCOIN_WALLET_METHODS } from './bitcoinRequests'
import { SOLANA_WALLET_METHODS } from './solanaRequests'

/** What the wallet offers every dapp (the headless connector asks for exactly these). */
export const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'] as const
export const WALLET_EVENTS = ['chainChanged', 'accountsChanged'] as const
/** The namespaces the wallet has accounts in. */
const WALLET_NAMESPACES = ['eip155', 'solana', 'bip122']
const ALL_METHODS: readonly string[] = [...WALLET_METHODS, ...SOLANA_WALLET_METHODS, ...BITCOIN_WALLET_METHODS]

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

/** Required namespaces other than eip155, solana and bip122 (cosmos ...): the wallet cannot serve them. */
function foreignNamespaces(map: z.infer<typeof namespaceMap> | undefined): string[] {
  return Object.keys(map ?? {})
    .map((key) => key.split(':')[0]!)
    .filter((namespace) => !WALLET_NAMESPACES.includes(namespace))
}

export function requestedChains(params: SessionProposal['params']): RequestedChains {
  return { required: chainsOf(params.requiredNamespaces), optional: chainsOf(params.optionalNamespaces) }
}

type SessionNamespace = { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
export type NamespaceDecision =
  | { ok: true; chains: string[]; namespaces: { eip155?: SessionNamespace; solana?: SessionNamespace; bip122?: SessionNamespace } }
  | { ok: false; error: string }

/** The account the session is approved with in each namespace (the selected index in each). */
export interface SessionAccounts {
  eip155: string
  solana: string
  /** The payment address (P2WPKH): WalletConnect's Bitcoin account is the first external payment address. */
  bip122: string
}

/**
 * The namespaces to approve: the chains the wallet supports among those requested (required and
 * optional), per namespace (eip155, solana on Berth Solana Devnet, bip122 on Berth Bitcoin Regtest) all of the wallet's methods
 * and events and one account. Refuses when a required chain or namespace is beyond the wallet, or
 * when nothing requested is supported: approving would only make the dapp fail later.
 */
export function buildSessionNamespaces(params: SessionProposal['params'], supported: readonly string[], accounts: SessionAccounts): NamespaceDecision {
  const foreign = foreignNamespaces(params.requiredNamespaces)
  if (foreign.length > 0)
    return { ok: false, error: `The app requires ${[...new Set(foreign)].join(', ')} accounts; this wallet has eip155, solana and bip122 accounts only.` }
  const unsupportedMethods = Object.values(params.requiredNamespaces ?? {})
    .flatMap((namespace) => namespace.methods ?? [])
    .filter((method) => !ALL_METHODS.includes(method))
  if (unsupportedMethods.length > 0)
    return { ok: false, error: `The app requires methods this wallet does not offer: ${[...new Set(unsupportedMethods)].join(', ')}.` }
  const { required, optional } = requestedChains(params)
  const missing = required.filter((chain) => !supported.includes(chain))
  if (missing.length > 0) return { ok: false, error: `The app requires chains this wallet does not support: ${missing.join(', ')}.` }
  const chains = supported.filter((chain) => required.includes(chain) || optional.includes(chain))
  if (chains.length === 0) return { ok: false, error: 'The app asks for none of the chains this wallet supports.' }
  const eip155 = chains.filter((chain) => chain.startsWith('eip155:'))
  const solana = chains.filter((chain) => chain.startsWith('solana:'))
  const bip122 = chains.filter((chain) => chain.startsWith('bip122:'))
  const namespace = (of: string[], methods: readonly string[], events: readonly string[], address: string): SessionNamespace => ({
    chains: of,
    methods: [...methods],
    events: [...events],
    accounts: of.map((chain) => `${chain}:${address}`),
  })
  return {
    ok: true,
    chains,
    namespaces: {
      ...(eip155.length ? { eip155: namespace(eip155, WALLET_METHODS, WALLET_EVENTS, accounts.eip155) } : {}),
      ...(solana.length ? { solana: namespace(solana, SOLANA_WALLET_METHODS, [], accounts.solana) } : {}),
      ...(bip122.length ? { bip122: namespace(bip122, BITCOIN_WALLET_METHODS, BITCOIN_WALLET_EVENTS, accounts.bip122) } : {}),
    },
  }
}

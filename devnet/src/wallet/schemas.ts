import { z } from 'zod'

const hexChainId = z.string().regex(/^0x[1-9a-fA-F][0-9a-fA-F]*$/, 'chainId must be a 0x-prefixed hex number without leading zeros')
const httpUrl = z.url({ protocol: /^https?$/ })
export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'not an address')

export const knownChain = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  rpcUrl: httpUrl,
})
export type KnownChain = z.infer<typeof knownChain>

/** What survives a reload. Validated on read: localStorage is shared with the page and can hold anything. */
export const persistedState = z.object({
  authorized: z.boolean(),
  /** The Solana side's own grant (standard:connect): connecting one namespace does not connect the other. Absent in states stored before it. */
  solanaAuthorized: z.boolean().default(false),
  /** The Bitcoin side's grant (bitcoin:connect or sats-connect getAddresses), shared by both its interfaces. Absent in states stored before it. */
  bitcoinAuthorized: z.boolean().default(false),
  accountIndex: z.number().int().min(0),
  chainId: z.number().int().positive(),
  knownChains: z.array(knownChain),
})
export type PersistedState = z.infer<typeof persistedState>

export const switchChainParams = z.tuple([z.object({ chainId: hexChainId })])

export const addChainParams = z.tuple([
  z.object({
    chainId: hexChainId,
    chainName: z.string().min(1),
    rpcUrls: z.array(httpUrl).min(1),
    nativeCurrency: z.object({ name: z.string().min(1), symbol: z.string().min(2).max(6), decimals: z.literal(18) }).optional(),
    blockExplorerUrls: z.array(httpUrl).nullish(),
    iconUrls: z.array(z.string()).nullish(),
  }),
])

export const requestArguments = z.object({
  method: z.string().min(1),
  params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
})

export const personalSignParams = z.tuple([z.string(), address]).rest(z.unknown())
export const ethSignParams = z.tuple([address, z.string()]).rest(z.unknown())
export const signTypedDataParams = z.tuple([address, z.union([z.string(), z.record(z.string(), z.unknown())])])
export const sendTransactionParams = z.tuple([z.object({ from: address.optional() }).loose()])

export const jsonRpcError = z.object({
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }),
})
// zod treats an unknown-typed key as optional, hence the refine: a body with neither is invalid.
export const jsonRpcResult = z.object({ result: z.unknown() }).refine((body) => 'result' in body, 'missing result')

/** window.__berthDevnetWalletConfig, set by a test or an app before the IIFE runs. */
export const installConfig = z.strictObject({
  autoApprove: z.boolean().optional(),
  knownChainIds: z.array(z.number().int().positive()).optional(),
  legacy: z.boolean().optional(),
  accounts: z.number().int().min(1).max(10).optional(),
  panel: z.boolean().optional(),
  chains: z.array(knownChain).optional(),
  /** Where the Solana side sends signAndSendTransaction for Berth Solana Devnet. */
  solanaRpcUrl: httpUrl.optional(),
  /** The Esplora API the Bitcoin side reads coins from and broadcasts to (sendTransfer, signPsbt with broadcast). */
  bitcoinEsploraUrl: httpUrl.optional(),
})
export type InstallConfig = z.infer<typeof installConfig>

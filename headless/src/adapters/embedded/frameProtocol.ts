import * as z from 'zod/mini'
import { caipNetworkIdSchema } from '../../caip/caipSchemas.js'
import { RpcCode } from '../../errors/rpcCodes.js'

// The embedded wallet's secure frame protocol (SPEC.md §7 "Embedded secure frame"): the app page
// and the frame, on another origin, talk only through window.postMessage. Both sides parse every
// message they receive with these schemas and drop what fails (the app reports it); nothing else in
// Berth knows the wire format. docs/embedded.md describes the flows.
//
// A request is `{ id, type: '@berth-app/X', payload }`; its answer carries the same id and the type
// '@berth-frame/X_SUCCESS' (payload as below) or '@berth-frame/X_ERROR' (`{ message, code? }`).
// The frame also sends '@berth-frame/READY' (no id) once it listens.

/** The app's message type prefix. */
export const APP_EVENT_PREFIX = '@berth-app/'
/** The frame's message type prefix. */
export const FRAME_EVENT_PREFIX = '@berth-frame/'
/** The frame's first message, once it listens; the app waits FRAME_READY_DELAY_MS more before its first request. */
export const FRAME_READY_EVENT = '@berth-frame/READY'
/** What the social login popup (on the frame's origin) posts to its opener when the provider sent it back. */
export const SOCIAL_RESULT_EVENT = '@berth-frame/SOCIAL_RESULT'

const email = z.email()
const otp = z.string().check(z.minLength(1))
/** SPEC.md §5: the social providers a frame message may name (Farcaster has its own requests). */
export const socialProviderSchema = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
/** SPEC.md §5: the chain namespaces a frame message may name; the devnet frame serves eip155 and solana. */
export const frameNamespaceSchema = z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const accountType = z.enum(['eoa', 'smartAccount'])
const empty = z.optional(z.object({}))

/** The frame's user (SPEC.md §3 "Frame user"), for the namespace of `chainId`. */
export const frameUserSchema = z.object({
  email: z.nullable(z.string()),
  address: z.string().check(z.minLength(1)),
  chainId: caipNetworkIdSchema,
  accounts: z.array(z.object({ address: z.string().check(z.minLength(1)), type: accountType })),
  /** The social or Farcaster username, when the login was one. */
  userName: z.optional(z.nullable(z.string())),
  /** The social provider (or 'farcaster') the user logged in with; absent for email. */
  authProvider: z.optional(z.nullable(z.string())),
  preferredAccountType: accountType,
  smartAccountDeployed: z.boolean(),
  /** GET_USER with `siwx`: the signature of that message by `address`, in the namespace's form (0x-hex, base58). */
  siwxSignature: z.optional(z.string()),
})

/** A request of the app and the payload of its success answer, keyed by the request's name. */
export const frameRequests = {
  SWITCH_NETWORK: { request: z.object({ chainId: caipNetworkIdSchema }), success: z.object({ chainId: caipNetworkIdSchema }) },
  /** VERIFY_OTP: a code was mailed; VERIFY_DEVICE: approve this browser from the mailed link first; CONNECT: already logged in here. */
  CONNECT_EMAIL: {
    request: z.object({ email }),
    success: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  },
  /** Waits until the mailed device link is followed; then a code is mailed. */
  CONNECT_DEVICE: { request: empty, success: empty },
  CONNECT_OTP: { request: z.object({ otp }), success: empty },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.object({ provider: socialProviderSchema }),
    success: z.object({ uri: z.url() }),
  },
  /** `uri`: the result URI the popup posted (SOCIAL_RESULT_EVENT). */
  CONNECT_SOCIAL: { request: z.object({ uri: z.url(), chainId: z.optional(caipNetworkIdSchema) }), success: frameUserSchema },
  GET_FARCASTER_URI: { request: empty, success: z.object({ url: z.url() }) },
  /** Waits until the Farcaster sign-in is approved. */
  CONNECT_FARCASTER: { request: empty, success: z.object({ userName: z.string() }) },
  /** `siwx`: a sign-in message for the user's account to sign in the same round trip (its domain must be the app's host). */
  GET_USER: {
    request: z.object({ chainId: caipNetworkIdSchema, preferredAccountType: z.optional(accountType), siwx: z.optional(z.object({ message: z.string() })) }),
    success: frameUserSchema,
  },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: { request: empty, success: z.object({ isConnected: z.boolean() }) },
  GET_CHAIN_ID: { request: empty, success: z.object({ chainId: caipNetworkIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { request: empty, success: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }) },
  INIT_SMART_ACCOUNT: { request: empty, success: z.object({ address: z.string(), isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: { request: z.object({ type: accountType }), success: z.object({ type: accountType, address: z.string() }) },
  /** A JSON-RPC call on `chainId`'s network: read-only ones pass through; signing ones wait for the visitor's approval in the frame. */
  RPC_REQUEST: {
    request: z.object({ chainId: caipNetworkIdSchema, method: z.string().check(z.minLength(1)), params: z.optional(z.unknown()) }),
    success: z.object({ result: z.unknown() }),
  },
  /** Rejects every pending RPC_REQUEST with 'Request was aborted'. */
  RPC_ABORT: { request: empty, success: empty },
  UPDATE_EMAIL: { request: z.object({ email }), success: z.object({ action: z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }) },
  UPDATE_EMAIL_PRIMARY_OTP: { request: z.object({ otp }), success: empty },
  UPDATE_EMAIL_SECONDARY_OTP: { request: z.object({ otp }), success: z.object({ newEmail: email }) },
  SYNC_THEME: {
    request: z.object({ themeMode: z.enum(['light', 'dark']), themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
    success: empty,
  },
  SYNC_DAPP_DATA: {
    request: z.object({
      sdkVersion: z.string(),
      projectId: z.optional(z.string()),
      name: z.optional(z.string()),
      url: z.optional(z.string()),
      icons: z.optional(z.array(z.string())),
    }),
    success: empty,
  },
  RELOAD: { request: empty, success: empty },
} as const

/** The name of an app request ('CONNECT_EMAIL', ...). */
export type FrameRequestName = keyof typeof frameRequests
/** The payload an app request carries. */
export type FrameRequestPayload<N extends FrameRequestName> = z.infer<(typeof frameRequests)[N]['request']>
/** The payload of a request's success answer. */
export type FrameSuccessPayload<N extends FrameRequestName> = z.infer<(typeof frameRequests)[N]['success']>
/** The frame's user, as GET_USER, CONNECT_SOCIAL answer. */
export type FrameUser = z.infer<typeof frameUserSchema>

/** JSON-RPC methods the frame performs only after the visitor approves them inside the frame (issue 18, over SPEC.md's "not allowed"). */
export const FRAME_APPROVAL_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

/** The message 'Requested RPC call is not allowed' (SPEC.md §6) comes with this code: EIP-1193's unsupported method (RpcCode.UnsupportedMethod). */
export const FRAME_NOT_ALLOWED_CODE = RpcCode.UnsupportedMethod

const requestNames = Object.keys(frameRequests) as FrameRequestName[]
const id = z.string().check(z.minLength(1), z.maxLength(100))

/** Any app request: `{ id, type: '@berth-app/NAME', payload }`, its payload checked against its name's schema. */
export const appMessageSchema = z.union(
  requestNames.map((name) => z.object({ id, type: z.literal(`${APP_EVENT_PREFIX}${name}`), payload: frameRequests[name].request })),
)

/** An error answer's payload: the message shown or thrown, and a JSON-RPC or EIP-1193 code where there is one. */
export const frameErrorPayloadSchema = z.object({ message: z.string(), code: z.optional(z.number()) })

/** Any frame message: READY, or a request's success or error answer, its payload checked against the request's schema. */
export const frameMessageSchema = z.union([
  z.object({ type: z.literal(FRAME_READY_EVENT) }),
  ...requestNames.map((name) => z.object({ id, type: z.literal(`${FRAME_EVENT_PREFIX}${name}_SUCCESS`), payload: frameRequests[name].success })),
  ...requestNames.map((name) => z.object({ id, type: z.literal(`${FRAME_EVENT_PREFIX}${name}_ERROR`), payload: frameErrorPayloadSchema })),
])

/** The social popup's message to its opener: the result URI to hand to CONNECT_SOCIAL, or the provider's error. */
export const socialResultSchema = z.object({
  type: z.literal(SOCIAL_RESULT_EVENT),
  payload: z.union([z.object({ resultUri: z.url() }), z.object({ error: z.string() })]),
})

/** An app request as the app sends it. */
export type AppMessage = z.infer<typeof appMessageSchema>
/** A frame message as the app receives it. */
export type FrameMessage = z.infer<typeof frameMessageSchema>

import {
  APP_EVENT_PREFIX,
  type AppMessage,
  FRAME_EVENT_PREFIX,
  FRAME_NOT_ALLOWED_CODE,
  type FrameRequestName,
  type FrameRequestPayload,
  type FrameSuccessPayload,
  type FrameUser,
} from '@berth/headless/embedded'
import { stringToHex, toHex } from 'viem'
import { getBase58Decoder } from '@solana/kit'
import { findNetwork, type FramePageNetwork, networkNamespace } from '../frameNetworks'
import type { AuthClient, AuthUser } from './authClient'
import type { ApprovalLook } from './approvalPanel'
import { type ApprovalDescription, describeApproval } from './describeApproval'
import { FrameError, requestAborted, userRejected } from './frameError'
import type { FrameStorage } from './frameStorage'
import { routeRpcMethod } from './rpcMethods'
import { siwxRefusal } from './siwxCheck'

export interface FrameHandlerDeps {
  auth: AuthClient
  storage: FrameStorage
  networks: readonly FramePageNetwork[]
  /** The frame URL's chainId (CAIP-2, or an eip155 number); the first network otherwise. */
  initialChainId: string | null | undefined
  /** The parent page's host: a SIWX message's domain must be it. */
  parentHost: string
  /** The parent page's origin: where the social popup posts its result, and the Farcaster sign-in's URI. */
  parentOrigin: string
  /** The frame's own origin: a social result URI must be on it. */
  frameOrigin: string
  approve: (description: ApprovalDescription, look: ApprovalLook) => Promise<boolean>
  hideApproval: () => void
  /** A read-only call through /v1/. */
  readRpc: (chainId: string, method: string, params: unknown) => Promise<unknown>
  reload: () => void
}

/** The frame's answer to one request: its SUCCESS or ERROR message. */
export interface FrameAnswer {
  id: string
  type: string
  payload: unknown
}

type Handlers = { [N in FrameRequestName]: (payload: FrameRequestPayload<N>) => Promise<FrameSuccessPayload<N>> }

const notOffered = (what: string) => () => Promise.reject(new FrameError(`${what} is not offered by the devnet frame`))

function normalizeChainId(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  return /^\d+$/.test(value) ? `eip155:${value}` : value
}

/** The frame's request handling: every request of the protocol, answered in its schema's shape. */
export function createFrameHandler(deps: FrameHandlerDeps) {
  const { auth, networks } = deps
  let chainId = findNetwork(networks, normalizeChainId(deps.initialChainId) ?? '')?.caipNetworkId ?? networks[0]?.caipNetworkId ?? 'eip155:31337'
  let pendingEmail: string | undefined
  const look: ApprovalLook = { themeMode: 'light', dappName: undefined }
  const pending = new Set<(error: FrameError) => void>()

  const requireNetwork = (id: string): FramePageNetwork => {
    const network = findNetwork(networks, id)
    if (!network) throw new FrameError(`Unsupported network: ${id}`, 4901)
    return network
  }
  const addressFor = (user: AuthUser, namespace: string): string => {
    if (namespace === 'eip155') return user.addresses.eip155
    if (namespace === 'solana') return user.addresses.solana
    throw new FrameError(`The devnet frame has no ${namespace} account`)
  }

  /** The frame user for the namespace of `id` (GET_USER, CONNECT_SOCIAL). */
  function frameUser(user: AuthUser, network: FramePageNetwork): FrameUser {
    const address = addressFor(user, networkNamespace(network.caipNetworkId))
    return {
      email: user.email,
      address,
      chainId: network.caipNetworkId as FrameUser['chainId'],
      accounts: [{ address, type: 'eoa' }],
      userName: user.userName ?? null,
      authProvider: user.authProvider ?? null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
  }

  /** The result token of a social result URI, which must be the frame origin's /social/result. */
  function resultToken(uri: string): string {
    const url = new URL(uri)
    const token = url.searchParams.get('token')
    if (url.origin !== deps.frameOrigin || url.pathname !== '/social/result' || !token) throw new FrameError('This is not a social login result of this wallet')
    return token
  }

  async function signSiwx(network: FramePageNetwork, address: string, message: string): Promise<string> {
    const namespace = networkNamespace(network.caipNetworkId)
    const refusal = siwxRefusal(message, deps.parentHost, address, namespace)
    if (refusal) throw new FrameError(refusal)
    if (namespace === 'eip155') return String(await auth.sign(network.caipNetworkId, 'personal_sign', [stringToHex(message), address]))
    const encoded = getBase58Decoder().decode(new TextEncoder().encode(message))
    const result = (await auth.sign(network.caipNetworkId, 'solana_signMessage', { message: encoded, pubkey: address })) as { signature?: unknown }
    return String(result.signature)
  }

  async function rpcRequest({ chainId: id, method, params }: FrameRequestPayload<'RPC_REQUEST'>): Promise<{ result: unknown }> {
    const network = requireNetwork(id)
    const namespace = networkNamespace(network.caipNetworkId)
    switch (routeRpcMethod(namespace, method)) {
      case 'accounts': {
        if (!deps.storage.token()) {
          if (method === 'eth_accounts') return { result: [] }
          throw new FrameError('Not signed in.', 4100)
        }
        return { result: [addressFor(await auth.user(), namespace)] }
      }
      case 'chainId':
        return { result: toHex(Number(network.caipNetworkId.split(':')[1])) }
      case 'capabilities':
        return { result: {} }
      case 'read':
        return { result: await deps.readRpc(network.caipNetworkId, method, params) }
      case 'approve': {
        if (!deps.storage.token()) throw new FrameError('Not signed in.', 4100)
        const account = addressFor(await auth.user(), namespace)
        const approved = await deps.approve(describeApproval(method, params, account, network.name), look)
        if (!approved) throw userRejected()
        return { result: await auth.sign(network.caipNetworkId, method, params) }
      }
      case 'refuse':
        throw new FrameError('Requested RPC call is not allowed', FRAME_NOT_ALLOWED_CODE)
    }
  }

  /** An RPC request RPC_ABORT can reject with 'Request was aborted'. */
  function abortable<T>(work: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const abort = (error: FrameError) => reject(error)
      pending.add(abort)
      work.then(resolve, reject).finally(() => pending.delete(abort))
    })
  }

  const handlers: Handlers = {
    async SWITCH_NETWORK({ chainId: id }) {
      chainId = requireNetwork(id).caipNetworkId
      return { chainId: chainId as FrameSuccessPayload<'SWITCH_NETWORK'>['chainId'] }
    },
    async CONNECT_EMAIL({ email }) {
      const { action } = await auth.connectEmail(email)
      pendingEmail = email
      return { action }
    },
    async CONNECT_DEVICE() {
      if (!pendingEmail) throw new FrameError('Enter your email first')
      await auth.connectDevice(pendingEmail)
      return {}
    },
    async CONNECT_OTP({ otp }) {
      if (!pendingEmail) throw new FrameError('Enter your email first')
      await auth.connectOtp(pendingEmail, otp)
      return {}
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      pendingEmail = undefined
      return { uri: await auth.socialStart(provider, deps.parentOrigin) }
    },
    async CONNECT_SOCIAL({ uri, chainId: id }) {
      const network = requireNetwork(id ?? chainId)
      const user = await auth.socialRedeem(resultToken(uri))
      chainId = network.caipNetworkId
      return frameUser(user, network)
    },
    async GET_FARCASTER_URI() {
      pendingEmail = undefined
      return { url: await auth.farcasterStart(deps.parentOrigin) }
    },
    async CONNECT_FARCASTER() {
      const user = await auth.farcasterConnect()
      if (!user.userName) throw new FrameError('The wallet server sent no Farcaster username')
      return { userName: user.userName }
    },
    async GET_USER({ chainId: id, siwx }) {
      const network = requireNetwork(id)
      if (!deps.storage.token()) throw new FrameError('Not signed in.', 4100)
      const user = await auth.user()
      const answer = frameUser(user, network)
      chainId = network.caipNetworkId
      if (siwx) answer.siwxSignature = await signSiwx(network, answer.address, siwx.message)
      return answer
    },
    async SIGN_OUT() {
      pendingEmail = undefined
      await auth.signOut().catch(() => {})
      return {}
    },
    async IS_CONNECTED() {
      if (!deps.storage.token()) return { isConnected: false }
      try {
        await auth.user()
        return { isConnected: true }
      } catch (error) {
        // A refused session (401) cleared the token; the server unreachable says so.
        if (deps.storage.token()) throw error
        return { isConnected: false }
      }
    },
    async GET_CHAIN_ID() {
      return { chainId: chainId as FrameSuccessPayload<'GET_CHAIN_ID'>['chainId'] }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    INIT_SMART_ACCOUNT: notOffered('Smart accounts'),
    SET_PREFERRED_ACCOUNT: notOffered('Smart accounts'),
    RPC_REQUEST: (payload) => abortable(rpcRequest(payload)),
    async RPC_ABORT() {
      for (const abort of [...pending]) abort(requestAborted())
      pending.clear()
      deps.hideApproval()
      return {}
    },
    async UPDATE_EMAIL({ email }) {
      return auth.updateEmail(email)
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await auth.updateEmailPrimary(otp)
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { newEmail } = await auth.updateEmailSecondary(otp)
      return { newEmail }
    },
    async SYNC_THEME({ themeMode }) {
      look.themeMode = themeMode
      return {}
    },
    async SYNC_DAPP_DATA({ name }) {
      look.dappName = name
      return {}
    },
    async RELOAD() {
      deps.reload()
      return {}
    },
  }

  return async (message: AppMessage): Promise<FrameAnswer> => {
    const name = message.type.slice(APP_EVENT_PREFIX.length) as FrameRequestName
    const handler = handlers[name] as (payload: unknown) => Promise<unknown>
    try {
      return { id: message.id, type: `${FRAME_EVENT_PREFIX}${name}_SUCCESS`, payload: await handler(message.payload) }
    } catch (error) {
      const payload =
        error instanceof FrameError
          ? { message: error.message, ...(error.code !== undefined ? { code: error.code } : {}) }
          : { message: error instanceof Error ? error.message : String(error) }
      return { id: message.id, type: `${FRAME_EVENT_PREFIX}${name}_ERROR`, payload }
    }
  }
}

import type { CaipNetworkId } from '../../caip/caipNetworkId.js'
import { ConnectorChainsNotSupportedError, ConnectorNotConnectedError } from '../../errors/connection.js'
import { RpcCode, rpcCodeOf } from '../../errors/rpcCodes.js'
import { SignatureDeclinedError } from '../../errors/signature.js'
import { TransactionRejectedError } from '../../errors/transaction.js'
import type { Network } from '../../networks/types.js'
import type { Connector } from '../connector.js'
import { requestProvider } from '../eip1193.js'
import { accountTypeOf } from '../bip122/bitcoinAccount.js'
import type { AdapterConnection, AdapterEventHandlers, AdapterTimeouts, Balance, ConnectionAccount, WalletAdapter } from '../types.js'
import {
  type Bip122AccountAddress,
  type Bip122Method,
  parseBip122AccountAddresses,
  parseBip122Signature,
  parseBip122SignedPsbt,
  parseBip122Txid,
} from './bip122Answers.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'

/** What walletConnectBip122 needs from the WalletConnect connector (createWalletConnect) and the client. */
export type WalletConnectBip122Parameters = {
  /** The connector's UniversalProvider (WalletConnectConnector.getProvider). */
  getProvider(): Promise<WalletConnectProvider>
  /** The live session, pairing first when there is none (WalletConnectConnector.ensureSession). */
  ensureSession(): Promise<WalletConnectProvider>
  /** Ends the session (the WalletConnect adapter's disconnect: the session is shared with eip155). */
  disconnect(): Promise<void>
  /** Balances come from the chain, not the wallet: the bip122 ChainAdapter's reader. */
  getBalance?(network: Network, address: string): Promise<Balance>
  timeouts: AdapterTimeouts
}

/** A transfer for the wallet to build, sign and broadcast itself (sendTransfer). */
export type Bip122SendTransferRequest = {
  caipNetworkId: CaipNetworkId
  /** The session's payment address. */
  from: string
  recipient: string
  /** In satoshis. */
  amount: bigint
  /** OP_RETURN data, hex without 0x, at most 80 bytes. */
  memo?: string | undefined
  changeAddress?: string | undefined
}

/** A PSBT for the wallet to sign (signPsbt): the inputs it signs, by address, and whether it broadcasts. */
export type Bip122SignPsbtRequest = {
  caipNetworkId: CaipNetworkId
  /** The session's payment address. */
  account: string
  /** Base64. */
  psbt: string
  signInputs: readonly { address: string; index: number; sighashTypes?: readonly number[] | undefined }[]
  broadcast?: boolean | undefined
}

/** The bip122 side of a WalletConnect session: a WalletAdapter plus the wallet's own Bitcoin calls. */
export type WalletConnectBip122Adapter = WalletAdapter & {
  namespace: 'bip122'
  /** Pairs (the QR code) unless the live session already has an account on `caipNetworkId`. */
  pair(caipNetworkId: CaipNetworkId): Promise<void>
  /** The account's addresses, payment first, ordinal second (getAccountAddresses). */
  getAccountAddresses(caipNetworkId: CaipNetworkId): Promise<Bip122AccountAddress[]>
  /** The wallet builds, signs and broadcasts a payment; the txid. Rejected: TransactionRejectedError. */
  sendTransfer(request: Bip122SendTransferRequest): Promise<string>
  /** The wallet signs (and finalizes) the listed inputs; the PSBT, and the txid when it broadcast. Rejected: TransactionRejectedError. */
  signPsbt(request: Bip122SignPsbtRequest): Promise<{ psbt: string; txid?: string }>
}

type Session = NonNullable<WalletConnectProvider['session']>

/** The session's bip122 account on `caipNetworkId` (its payment address), if the wallet approved that chain. */
export function bip122SessionAccount(session: Pick<Session, 'namespaces'> | undefined, caipNetworkId: string): string | undefined {
  const prefix = `${caipNetworkId}:`
  const account = session?.namespaces.bip122?.accounts.find((entry) => entry.startsWith(prefix))
  return account?.slice(prefix.length) || undefined
}

const isLive = (session: Session | undefined): session is Session => session !== undefined && session.expiry * 1_000 > Date.now()

/** The live session's bip122 account on `caipNetworkId`; undefined when there is no live session or it lacks that chain. */
export const liveBip122Account = (session: Session | undefined, caipNetworkId: string): string | undefined =>
  isLive(session) ? bip122SessionAccount(session, caipNetworkId) : undefined

/** An address getAccountAddresses lists, as a connection account: its intention as SPEC.md's type ('payment', 'ordinal'), its key and path. */
export function bip122ConnectionAccount({ address, intention, publicKey, path }: Bip122AccountAddress): ConnectionAccount {
  const type = accountTypeOf(intention)
  return { address, ...(type ? { type } : {}), ...(publicKey ? { publicKey: publicKey.toLowerCase() } : {}), ...(path ? { path } : {}) }
}
const isRejection = (error: unknown) => {
  const code = rpcCodeOf(error)
  return code === RpcCode.UserRejected || code === 5000
}

/**
 * WalletConnect's Bitcoin (bip122) methods over the WalletConnect connector's session, as a
 * WalletAdapter for bip122 connectors of type WALLET_CONNECT: connect pairs when needed and reads the
 * session's account on the network, then the wallet's getAccountAddresses (payment, ordinal);
 * signMessage asks for BIP-322 and answers base64; sendTransfer and signPsbt are the wallet's own
 * send. Every answer is validated. The client reaches it through walletConnectBip122Calls (the
 * Bitcoin adapter's BitcoinWalletCalls), so balances and the PSBT send stay with the Bitcoin adapter.
 */
export function walletConnectBip122(parameters: WalletConnectBip122Parameters): WalletConnectBip122Adapter {
  const { timeouts } = parameters

  const request = async (caipNetworkId: CaipNetworkId, method: Bip122Method, params: object, timeoutMs: number): Promise<unknown> => {
    const provider = await parameters.getProvider()
    if (!isLive(provider.session)) throw new ConnectorNotConnectedError()
    return requestProvider({ request: (args) => provider.request(args, caipNetworkId) }, { method, params }, timeoutMs)
  }

  const accountOf = async (caipNetworkId: CaipNetworkId): Promise<string> => {
    const provider = await parameters.getProvider()
    if (!isLive(provider.session)) throw new ConnectorNotConnectedError()
    const account = bip122SessionAccount(provider.session, caipNetworkId)
    if (!account) throw new ConnectorChainsNotSupportedError('walletConnect')
    return account
  }

  const getAccountAddresses = async (caipNetworkId: CaipNetworkId, timeoutMs = timeouts.requestTimeoutMs) => {
    const account = await accountOf(caipNetworkId)
    return parseBip122AccountAddresses(await request(caipNetworkId, 'getAccountAddresses', { account }, timeoutMs), account)
  }

  const pair = async (caipNetworkId: CaipNetworkId) => {
    if (!liveBip122Account((await parameters.getProvider()).session, caipNetworkId)) await parameters.ensureSession()
  }

  const connectionOn = async (network: Network): Promise<AdapterConnection> => {
    const addresses = await getAccountAddresses(network.caipNetworkId)
    return { accounts: addresses.map((entry) => entry.address), caipNetworkId: network.caipNetworkId }
  }

  return {
    namespace: 'bip122',

    async connect(_connector: Connector, network: Network) {
      await pair(network.caipNetworkId)
      return connectionOn(network)
    },

    pair,

    async reconnect(_connector: Connector, network: Network) {
      const provider = await parameters.getProvider()
      if (!isLive(provider.session)) return undefined
      const account = bip122SessionAccount(provider.session, network.caipNetworkId)
      if (!account) return undefined
      // A reload never prompts: a wallet that does not answer at once leaves the session's account alone.
      return connectionOn(network).catch(() => ({ accounts: [account], caipNetworkId: network.caipNetworkId }))
    },

    disconnect: () => parameters.disconnect(),

    async switchNetwork(_connector: Connector, network: Network) {
      // The session holds every chain the wallet approved; requests name their chain.
      await accountOf(network.caipNetworkId)
    },

    watch(_connector: Connector, handlers: AdapterEventHandlers) {
      let stopped = false
      let provider: WalletConnectProvider | undefined
      const onEvent = (event: unknown) => {
        const { params } = (event ?? {}) as { params?: { event?: { name?: unknown; data?: unknown }; chainId?: unknown } }
        if (params?.event?.name !== 'bip122_addressesChanged' || typeof params.chainId !== 'string') return
        try {
          const account = bip122SessionAccount(provider?.session, params.chainId)
          if (!account) return
          const entries = parseBip122AccountAddresses(params.event.data, account)
          handlers.onAccountsChanged(
            entries.map((entry) => entry.address),
            entries.map(bip122ConnectionAccount),
          )
        } catch (error) {
          handlers.onError(error)
        }
      }
      const onDisconnect = () => handlers.onDisconnect()
      parameters.getProvider().then((loaded) => {
        if (stopped) return
        provider = loaded
        loaded.on('session_event', onEvent)
        loaded.on('disconnect', onDisconnect)
      }, handlers.onError)
      return () => {
        stopped = true
        provider?.removeListener('session_event', onEvent)
        provider?.removeListener('disconnect', onDisconnect)
      }
    },

    async getBalance(network, address) {
      if (!parameters.getBalance) throw new Error('walletConnectBip122 reads no balances: route getBalance to the bip122 ChainAdapter')
      return parameters.getBalance(network, address)
    },

    async signMessage(_connector: Connector, { address, message }) {
      const provider = await parameters.getProvider()
      const chains = provider.session?.namespaces.bip122?.chains ?? []
      const caipNetworkId = chains.find((chain) => bip122SessionAccount(provider.session, chain)) as CaipNetworkId | undefined
      if (!caipNetworkId) throw new ConnectorNotConnectedError()
      const account = await accountOf(caipNetworkId)
      let answer: unknown
      try {
        answer = await request(caipNetworkId, 'signMessage', { account, address, message, protocol: 'bip322' }, timeouts.connectTimeoutMs)
      } catch (error) {
        if (isRejection(error)) throw new SignatureDeclinedError({ cause: error })
        throw error
      }
      return parseBip122Signature(answer, address)
    },

    getAccountAddresses: (caipNetworkId) => getAccountAddresses(caipNetworkId),

    async sendTransfer({ caipNetworkId, from, recipient, amount, memo, changeAddress }) {
      let answer: unknown
      try {
        answer = await request(
          caipNetworkId,
          'sendTransfer',
          { account: from, recipientAddress: recipient, amount: amount.toString(), ...(memo ? { memo } : {}), ...(changeAddress ? { changeAddress } : {}) },
          timeouts.connectTimeoutMs,
        )
      } catch (error) {
        if (isRejection(error)) throw new TransactionRejectedError({ cause: error })
        throw error
      }
      return parseBip122Txid(answer)
    },

    async signPsbt({ caipNetworkId, account, psbt, signInputs, broadcast }) {
      let answer: unknown
      try {
        answer = await request(
          caipNetworkId,
          'signPsbt',
          {
            account,
            psbt,
            signInputs: signInputs.map(({ address, index, sighashTypes }) => ({
              address,
              index,
              ...(sighashTypes ? { sighashTypes: [...sighashTypes] } : {}),
            })),
            broadcast: broadcast ?? false,
          },
          timeouts.connectTimeoutMs,
        )
      } catch (error) {
        if (isRejection(error)) throw new TransactionRejectedError({ cause: error })
        throw error
      }
      return parseBip122SignedPsbt(answer, broadcast ?? false)
    },
  }
}

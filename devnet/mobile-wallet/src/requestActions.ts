import { DEVNET_SOLANA_CHAIN_ID } from '../../src/solana/constants'
import { accountAt, indexOfAddress, solanaKeys } from './accounts'
import { chainByCaip } from './chains'
import { decideChainSwitch } from './chainSwitch'
import { messageOf, takePending, type WalletContext } from './context'
import { answer, refuse, takeRequest, userRejected } from './intake'
import { sessionRequestEvent } from './requests'
import { sessionViews } from './sessions'
import { signRequest } from './signRequest'
import { isBitcoinRequest } from './bitcoinRequests'
import { sessionBitcoinAccount } from './bitcoinIntake'
import { isSolanaRequest } from './solanaRequests'
import { signSolanaRequest } from './solanaSignRequest'
import type { WalletSignClient } from './signClient'
import type { PendingRequest } from './state'

/** session_request: validated, then answered at once or shown as a card (see takeRequest). */
export async function receiveRequest(context: WalletContext, raw: unknown): Promise<void> {
  const client = await context.client()
  const parsed = sessionRequestEvent.safeParse(raw)
  if (!parsed.success) {
    const { id, topic } = (raw ?? {}) as { id?: unknown; topic?: unknown }
    if (typeof id === 'number' && typeof topic === 'string') {
      await client.respond({ topic, response: refuse(id, -32602, `Invalid request: ${parsed.error.issues[0]?.message ?? 'malformed'}`) }).catch(() => {})
    }
    return
  }
  const event = parsed.data
  const session = sessionViews(client, context.now()).find((view) => view.topic === event.topic)
  if (!session) return // a request on a topic without a session is refused by the sign-client itself
  const intake = takeRequest(event, session)
  if (intake.kind === 'answer') {
    await client
      .respond({ topic: event.topic, response: intake.response })
      .catch((error) => context.fail(`Could not answer ${session.dapp.name}: ${messageOf(error)}`))
    return
  }
  context.store.set((state) => ({ requests: [...state.requests, intake.pending] }))
  context.announce(`Request from ${session.dapp.name}: ${intake.pending.method}`)
}

export async function approveRequest(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const pending = takePending(context.store, 'requests', id)
  if (!pending) return
  let result: unknown
  try {
    result = await perform(context, client, pending)
  } catch (error) {
    context.fail(`${pending.method} for ${pending.dapp.name} failed: ${messageOf(error)}`)
    await client.respond({ topic: pending.topic, response: refuse(id, -32603, messageOf(error)) }).catch(() => {})
    return
  }
  try {
    await client.respond({ topic: pending.topic, response: answer(id, result) })
    context.store.set({ error: undefined })
    context.announce(`Approved ${pending.method} for ${pending.dapp.name}`)
  } catch (error) {
    context.fail(`Could not answer ${pending.dapp.name}: ${messageOf(error)}`)
  }
}

export async function rejectRequest(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const pending = takePending(context.store, 'requests', id)
  if (!pending) return
  try {
    await client.respond({ topic: pending.topic, response: userRejected(id) })
    context.announce(`Rejected ${pending.method} from ${pending.dapp.name}`)
  } catch (error) {
    context.fail(`Could not answer ${pending.dapp.name}: ${messageOf(error)}`)
  }
}

async function perform(context: WalletContext, client: WalletSignClient, pending: PendingRequest): Promise<unknown> {
  const { request } = pending
  if (request.method === 'wallet_switchEthereumChain') return switchChain(context, client, pending.topic, request.chainIdHex)
  if (request.method === 'wallet_addEthereumChain') return null
  if (isSolanaRequest(request)) {
    if (pending.chain !== DEVNET_SOLANA_CHAIN_ID) throw new Error(`the wallet has no RPC for ${pending.chain}`)
    const address = request.signer ?? context.store.get().sessions.find((session) => session.topic === pending.topic)?.solanaAddress ?? ''
    const index = solanaKeys.addresses.indexOf(address as (typeof solanaKeys.addresses)[number])
    if (index < 0) throw new Error(`${address} is not one of the wallet's Solana accounts`)
    return signSolanaRequest(request, index)
  }
  if (isBitcoinRequest(request)) {
    const session = context.store.get().sessions.find((entry) => entry.topic === pending.topic)
    const account = session ? sessionBitcoinAccount(session) : undefined
    if (!account) throw new Error('the session has no Bitcoin account of this wallet')
    // bip322-js and bitcoinjs-message (and the Node globals they need) load with the first Bitcoin request.
    const { signBitcoinRequest } = await import('./bitcoinSignRequest')
    return signBitcoinRequest(request, account.index, context.bitcoin)
  }
  const chain = chainByCaip(pending.chain)
  if (!chain) throw new Error(`the wallet has no RPC for ${pending.chain}`)
  const signer = request.signer ?? context.store.get().sessions.find((session) => session.topic === pending.topic)?.address ?? ''
  const index = indexOfAddress(signer)
  if (index === undefined) throw new Error(`${signer} is not one of the wallet's accounts`)
  return signRequest(request, accountAt(index), chain)
}

/**
 * Switches the dapp to a chain: widens the session first when it lacks the chain (the dapp may
 * only use chains its session has), then emits chainChanged, which UniversalProvider follows.
 */
async function switchChain(context: WalletContext, client: WalletSignClient, topic: string, chainIdHex: string): Promise<null> {
  const session = client.session.get(topic)
  const eip155 = session.namespaces.eip155
  if (!eip155) throw new Error('the session has no eip155 namespace')
  const decision = decideChainSwitch(eip155.chains ?? [], chainIdHex)
  if (decision.kind === 'unknown') throw new Error(`unknown chain ${chainIdHex}`)
  if (decision.kind === 'add-to-session') {
    const address = eip155.accounts[0]?.split(':')[2]
    if (!address) throw new Error('the session has no account')
    const { acknowledged } = await client.update({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: { ...eip155, chains: [...(eip155.chains ?? []), decision.chain.caip], accounts: [...eip155.accounts, `${decision.chain.caip}:${address}`] },
      },
    })
    await acknowledged()
    context.refreshSessions()
  }
  await client.emit({ topic, chainId: decision.chain.caip, event: { name: 'chainChanged', data: decision.chain.chainId } })
  return null
}

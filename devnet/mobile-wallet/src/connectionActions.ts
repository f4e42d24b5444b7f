import { getSdkError } from '@walletconnect/utils'
import { accountAt } from './accounts'
import { DEVNET_BITCOIN_CHAIN_ID } from '../../src/bitcoin/constants'
import { DEVNET_SOLANA_CHAIN_ID } from '../../src/solana/constants'
import { accountAddresses } from './bitcoinIntake'
import { bitcoinAccountAt, bitcoinIndexOf } from './bitcoinKeys'
import { planAuthentication, sessionAuthenticateEvent, signAuthentication, signProposalAuthentication } from './authenticate'
import { walletChains } from './chains'
import { messageOf, takePending, type WalletContext } from './context'
import { buildSessionNamespaces, requestedChains, sessionProposal } from './namespaces'

const SUPPORTED = walletChains.map((chain) => chain.caip)
/** Sessions may also hold Berth Solana Devnet and Berth Bitcoin Regtest; one-click sign-in (SIWE) stays eip155. */
const SESSION_CHAINS = [...SUPPORTED, DEVNET_SOLANA_CHAIN_ID, DEVNET_BITCOIN_CHAIN_ID]
const sessionAccounts = (context: WalletContext) => {
  const { address, solanaAddress, bitcoinAddress } = context.store.get()
  return { eip155: address, solana: solanaAddress, bip122: bitcoinAddress }
}

/** session_proposal: validated, then shown as a card (with the reason when it cannot be approved). */
export function receiveProposal(context: WalletContext, raw: unknown): void {
  const parsed = sessionProposal.safeParse(raw)
  if (!parsed.success) {
    context.fail(`A connection request could not be read: ${parsed.error.issues[0]?.message ?? 'malformed'}`)
    return
  }
  const { id, params } = parsed.data
  const dapp = params.proposer.metadata
  const decision = buildSessionNamespaces(params, SESSION_CHAINS, sessionAccounts(context))
  const { required, optional } = requestedChains(params)
  context.store.set((state) => ({
    pairing: false,
    proposals: [...state.proposals, { id, dapp, params, required, optional, problem: decision.ok ? undefined : decision.error }],
  }))
  context.announce(`Connection request from ${dapp.name}`)
}

export async function approveProposal(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const proposal = takePending(context.store, 'proposals', id)
  if (!proposal) return
  // Built now, not when shown: the account may have changed in between.
  const decision = buildSessionNamespaces(proposal.params, SESSION_CHAINS, sessionAccounts(context))
  try {
    if (!decision.ok) throw new Error(decision.error)
    const signIn = proposal.params.requests?.authentication ?? []
    const authentication = signIn.length ? await signProposalAuthentication(signIn, SUPPORTED, accountAt(context.store.get().accountIndex)) : []
    const { acknowledged } = await client.approve({
      id,
      namespaces: decision.namespaces,
      ...(authentication.length ? { proposalRequestsResponses: { authentication } } : {}),
    })
    context.refreshSessions()
    context.store.set({ error: undefined })
    context.announce(authentication.length ? `Connected and signed in to ${proposal.dapp.name}` : `Connected to ${proposal.dapp.name}`)
    void acknowledged().then(
      async ({ topic }) => {
        context.refreshSessions()
        // WalletConnect's Bitcoin reference: the account's addresses, announced right after approval.
        const bitcoin = decision.namespaces.bip122
        const index = bitcoin ? bitcoinIndexOf(context.store.get().bitcoinAddress) : undefined
        if (!bitcoin || index === undefined) return
        const data = accountAddresses(bitcoinAccountAt(index))
        await client.emit({ topic, chainId: bitcoin.chains[0]!, event: { name: 'bip122_addressesChanged', data } }).catch(() => {})
      },
      () => {},
    )
  } catch (error) {
    context.fail(`Could not connect to ${proposal.dapp.name}: ${messageOf(error)}`)
  }
}

export async function rejectProposal(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const proposal = takePending(context.store, 'proposals', id)
  if (!proposal) return
  try {
    await client.reject({ id, reason: getSdkError('USER_REJECTED') })
    context.announce(`Rejected the connection request from ${proposal.dapp.name}`)
  } catch (error) {
    context.fail(`Could not answer ${proposal.dapp.name}: ${messageOf(error)}`)
  }
}

/** session_authenticate (one-click sign-in): validated, its SIWE messages built and shown. */
export function receiveAuthentication(context: WalletContext, raw: unknown): void {
  const parsed = sessionAuthenticateEvent.safeParse(raw)
  if (!parsed.success) {
    context.fail(`A sign-in request could not be read: ${parsed.error.issues[0]?.message ?? 'malformed'}`)
    return
  }
  const { id, params } = parsed.data
  const dapp = params.requester.metadata
  // The validated object keeps every field (looseObject), so it is the payload the dapp sent.
  const authPayload = params.authPayload as Parameters<typeof planAuthentication>[0]
  const plan = planAuthentication(authPayload, SUPPORTED, context.store.get().address)
  context.store.set((state) => ({
    pairing: false,
    auths: [...state.auths, { id, dapp, authPayload, messages: plan.ok ? plan.messages : [], problem: plan.ok ? undefined : plan.error }],
  }))
  context.announce(`Sign-in request from ${dapp.name}`)
}

export async function approveAuthentication(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const auth = takePending(context.store, 'auths', id)
  if (!auth) return
  try {
    const plan = planAuthentication(auth.authPayload, SUPPORTED, context.store.get().address)
    if (!plan.ok) throw new Error(plan.error)
    const auths = await signAuthentication(plan, accountAt(context.store.get().accountIndex))
    await client.approveSessionAuthenticate({ id, auths })
    context.refreshSessions()
    context.store.set({ error: undefined })
    context.announce(`Signed in to ${auth.dapp.name}`)
  } catch (error) {
    context.fail(`Could not sign in to ${auth.dapp.name}: ${messageOf(error)}`)
  }
}

export async function rejectAuthentication(context: WalletContext, id: number): Promise<void> {
  const client = await context.client()
  const auth = takePending(context.store, 'auths', id)
  if (!auth) return
  try {
    await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    context.announce(`Rejected the sign-in request from ${auth.dapp.name}`)
  } catch (error) {
    context.fail(`Could not answer ${auth.dapp.name}: ${messageOf(error)}`)
  }
}

export async function disconnectSession(context: WalletContext, topic: string): Promise<void> {
  const client = await context.client()
  const session = context.store.get().sessions.find((entry) => entry.topic === topic)
  const name = session?.dapp.name ?? 'the app'
  try {
    await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
    context.announce(`Disconnected from ${name}`)
  } catch (error) {
    context.fail(`Could not disconnect from ${name}: ${messageOf(error)}`)
  }
  context.refreshSessions()
  context.store.set((state) => ({ requests: state.requests.filter((request) => request.topic !== topic) }))
}

import { chainById, walletChains } from './chains'
import { decideAddChain, decideChainSwitch } from './chainSwitch'
import { describeRequest, InvalidRequestError, type ParsedRequest, parseRequest, UnsupportedMethodError, type SessionRequestEvent } from './requests'
import { accountAddresses, refuseBitcoinRequest, sessionBitcoinAccount } from './bitcoinIntake'
import { refuseSolanaRequest } from './solanaIntake'
import type { PendingRequest, SessionView } from './state'

export type JsonRpcResponse = { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: { code: number; message: string } }

export const answer = (id: number, result: unknown): JsonRpcResponse => ({ id, jsonrpc: '2.0', result })
export const refuse = (id: number, code: number, message: string): JsonRpcResponse => ({ id, jsonrpc: '2.0', error: { code, message } })
export const userRejected = (id: number) => refuse(id, 4001, 'User rejected the request.')

/** A request is answered at once (nothing for the user to decide) or shown as a card. */
export type Intake = { kind: 'answer'; response: JsonRpcResponse; reason: string } | { kind: 'ask'; pending: PendingRequest }

const chainName = (hex: string) => {
  const chain = chainById(Number.parseInt(hex, 16))
  return chain ? chain.name : `chain ${Number.parseInt(hex, 16)}`
}

/**
 * Decides what to do with a session_request before anyone is asked: malformed params, methods
 * the wallet lacks, unknown chains and signers outside the session are answered with their EIP-1193
 * error; adding a chain the wallet already has is answered null; the rest waits for the user.
 */
export function takeRequest(event: SessionRequestEvent, session: SessionView): Intake {
  const { id, topic } = event
  const { method, params } = event.params.request
  let request: ParsedRequest
  try {
    request = parseRequest(method, params)
  } catch (error) {
    if (error instanceof InvalidRequestError || error instanceof UnsupportedMethodError) {
      return { kind: 'answer', response: refuse(id, error.code, error.message), reason: error.message }
    }
    throw error
  }

  switch (request.method) {
    case 'wallet_switchEthereumChain': {
      const decision = decideChainSwitch(session.chains, request.chainIdHex)
      if (decision.kind === 'unknown') {
        return {
          kind: 'answer',
          response: refuse(id, 4902, `Unrecognized chain ID "${request.chainIdHex}". Try adding the chain using wallet_addEthereumChain first.`),
          reason: `unknown chain ${request.chainIdHex}`,
        }
      }
      break
    }
    case 'wallet_addEthereumChain': {
      const decision = decideAddChain(request.chainIdHex)
      if (decision.kind === 'known') return { kind: 'answer', response: answer(id, null), reason: `${decision.chain.name} is known` }
      const known = walletChains.map((chain) => `${chain.name}, ${chain.chainId}`).join('; ')
      return {
        kind: 'answer',
        response: refuse(
          id,
          -32602,
          `Invalid params: the Devnet Mobile Wallet cannot add chain ${request.chainIdHex}; it knows only the devnet chains (${known}).`,
        ),
        reason: `cannot add chain ${request.chainIdHex}`,
      }
    }
    case 'solana_signMessage':
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const refusal = refuseSolanaRequest(request, event.params.chainId, session)
      if (refusal) return { kind: 'answer', response: refuse(id, refusal.code, refusal.message), reason: refusal.message }
      break
    }
    case 'getAccountAddresses':
    case 'signMessage':
    case 'signPsbt':
    case 'sendTransfer': {
      const refusal = refuseBitcoinRequest(request, event.params.chainId, session)
      if (refusal) return { kind: 'answer', response: refuse(id, refusal.code, refusal.message), reason: refusal.message }
      // The session's approval already shared the account: its addresses are answered without asking.
      if (request.method === 'getAccountAddresses') {
        const account = sessionBitcoinAccount(session)!
        return { kind: 'answer', response: answer(id, accountAddresses(account, request.intentions)), reason: 'the session’s account' }
      }
      break
    }
    default: {
      if (!event.params.chainId.startsWith('eip155:')) {
        const message = `Invalid params: ${method} is an eip155 method, not one for ${event.params.chainId}.`
        return { kind: 'answer', response: refuse(id, -32602, message), reason: message }
      }
      const signer = request.signer ?? session.address
      if (signer.toLowerCase() !== session.address.toLowerCase()) {
        return {
          kind: 'answer',
          response: refuse(id, 4100, `Account ${signer} is not part of this session; it was approved for ${session.address}.`),
          reason: `signer ${signer} outside the session`,
        }
      }
    }
  }
  return {
    kind: 'ask',
    pending: { id, topic, dapp: session.dapp, chain: event.params.chainId, method, summary: describeRequest(request, chainName), request },
  }
}

import { DEVNET_BITCOIN_CHAIN_ID } from '../../src/bitcoin/constants'
import { addressKeyOf, bitcoinAccountAt, bitcoinIndexOf, type BitcoinAccount } from './bitcoinKeys'
import type { BitcoinRequest } from './bitcoinRequests'
import type { Refusal } from './solanaIntake'
import type { SessionView } from './state'

/** One entry of getAccountAddresses' answer (and of bip122_addressesChanged). */
export type AccountAddress = { address: string; publicKey: string; path: string; intention: 'payment' | 'ordinal' }

/** The account's addresses, payment first, ordinal second, kept to the intentions asked for when there are any. */
export function accountAddresses(account: BitcoinAccount, intentions?: readonly string[]): AccountAddress[] {
  return [account.payment, account.ordinal]
    .filter((key) => !intentions?.length || intentions.includes(key.intention))
    .map(({ address, publicKey, path, intention }) => ({ address, publicKey, path, intention }))
}

/** The session's Bitcoin account (by its payment address), if it is one of the wallet's. */
export function sessionBitcoinAccount(session: Pick<SessionView, 'bitcoinAddress'>): BitcoinAccount | undefined {
  const index = session.bitcoinAddress ? bitcoinIndexOf(session.bitcoinAddress) : undefined
  return index === undefined ? undefined : bitcoinAccountAt(index)
}

/**
 * Why a Bitcoin request is answered with an error before the user sees it: sent for a chain other
 * than Berth Bitcoin Regtest, in a session without a Bitcoin account, for an account other than the
 * session's, or naming an address (signer, change) that is not one of that account's.
 */
export function refuseBitcoinRequest(request: BitcoinRequest, chain: string, session: SessionView): Refusal | undefined {
  if (!chain.startsWith('bip122:')) return { code: -32602, message: `Invalid params: ${request.method} is a bip122 method, not one for ${chain}.` }
  if (chain !== DEVNET_BITCOIN_CHAIN_ID) return { code: -32602, message: `Invalid params: the wallet has no Bitcoin account on ${chain}.` }
  const account = sessionBitcoinAccount(session)
  if (!account) return { code: 4100, message: 'This session has no Bitcoin account.' }
  if (request.account !== account.payment.address)
    return { code: 4100, message: `Account ${request.account} is not part of this session; it was approved for ${account.payment.address}.` }
  const outside = (address: string) => ({ code: 4100, message: `Address ${address} is not one of the account's addresses.` })
  switch (request.method) {
    case 'signMessage':
      if (request.address && !addressKeyOf(account, request.address)) return outside(request.address)
      if (request.protocol === 'ecdsa' && request.address === account.ordinal.address)
        return {
          code: -32602,
          message: 'Invalid params: signMessage: an ECDSA (BIP-137) signature needs the payment address; use protocol bip322 for the ordinal one.',
        }
      return undefined
    case 'signPsbt': {
      const stranger = request.signInputs.find((input) => !addressKeyOf(account, input.address))
      return stranger ? outside(stranger.address) : undefined
    }
    case 'sendTransfer':
      if (request.changeAddress && request.changeAddress !== account.payment.address)
        return { code: -32602, message: `Invalid params: sendTransfer: changeAddress: change goes back to the payment address ${account.payment.address}.` }
      return undefined
    case 'getAccountAddresses':
      return undefined
  }
}

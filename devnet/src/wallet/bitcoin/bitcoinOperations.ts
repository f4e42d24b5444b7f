import { esploraClient } from '../../bitcoin/walletKit/esploraClient'
import { feeRateOf } from '../../bitcoin/walletKit/feeRate'
import { InsufficientFundsError, planTransfer, transferPsbt } from '../../bitcoin/walletKit/planTransfer'
import { checkPsbtSigning, type PsbtSigningRequest, PsbtSigningError, signPsbtInputs } from '../../bitcoin/walletKit/psbtSigning'
import type { MessageProtocol, SignedMessage } from '../../bitcoin/walletKit/signBitcoinMessage'
import type { Approvals } from '../approvals'
import { invalidParams, unauthorized } from '../providerErrors'
import type { BitcoinAccountKey, BitcoinKeyring, BitcoinPurpose } from './bitcoinKeyring'
import { decodePsbt } from './decodePsbt'
import { describePsbt } from './describePsbt'
import { SIGHASH_TYPES, type SighashName } from './sighashNames'
import { type TransferRecipient, transferOutputs } from './transferOutputs'

/** A refusal of the shared PSBT rules is the page's error, named after the method. */
const asInvalidParams = (method: string, run: () => void) => {
  try {
    run()
  } catch (error) {
    if (error instanceof PsbtSigningError) throw invalidParams(`${method}: ${error.message}`)
    throw error
  }
}

/** What the Bitcoin side reads and changes of the wallet it belongs to. */
export interface BitcoinSideContext {
  keyring: BitcoinKeyring
  approvals: Approvals
  fetch: typeof fetch
  /** The Esplora API sendTransfer and broadcasts use. */
  esploraUrl: string
  /** The account selected in the wallet (shared with the EVM and Solana sides). */
  accountIndex(): number
  authorized(): boolean
  setAuthorized(value: boolean): void
}

/** The inputs one address signs, as both interfaces name them. */
export interface AddressSigning {
  address: string
  indexes: readonly number[]
  sighash?: SighashName
}

/** A message as the approval shows it: its text when it is text, else its hex, so binary bytes can neither pass as text nor break the panel. */
export function describeBitcoinMessage(message: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(message)
    if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return text
  } catch {
    // Not UTF-8: shown as bytes.
  }
  return `hex:${Array.from(message, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * What both Bitcoin interfaces (wallet-standard and the sats-connect provider) do: each checks the
 * page's request, asks in the approval panel, and only then signs or sends. `method` is the name
 * the request is shown and queued under.
 */
export function createBitcoinOperations(context: BitcoinSideContext, grant: () => void) {
  const esplora = esploraClient(context.esploraUrl, context.fetch)
  const accounts = () => context.keyring.accounts(context.accountIndex())

  /** Only an account the page was granted signs; anything else is refused before the user is asked. */
  const keyFor = (address: string, method: string): BitcoinAccountKey => {
    if (!context.authorized()) throw unauthorized()
    const key = accounts().find((candidate) => candidate.address === address)
    if (!key) throw unauthorized(`${method}: ${address} is not an account the Devnet Wallet granted this page.`)
    return key
  }

  const signingRequests = (signing: readonly AddressSigning[], method: string): PsbtSigningRequest[] =>
    signing.map(({ address, indexes, sighash }) => ({
      key: keyFor(address, method),
      indexes,
      ...(sighash ? { sighash: SIGHASH_TYPES[sighash], sighashTypes: [SIGHASH_TYPES[sighash]] } : {}),
    }))

  return {
    accounts,
    keyFor,
    esplora,

    /** The accounts of the requested purposes, payment first; asks for the grant the first time. */
    async connect(method: string, purposes: readonly BitcoinPurpose[], shown: Record<string, unknown> = {}): Promise<BitcoinAccountKey[]> {
      if (!context.authorized()) {
        await context.approvals.ask(method, { purposes: purposes.join(', '), ...shown, accounts: accounts().map((key) => `${key.purpose}: ${key.address}`) })
        grant()
      }
      return accounts().filter((key) => purposes.includes(key.purpose))
    },

    async signMessage(method: string, address: string, message: Uint8Array, protocol: MessageProtocol): Promise<SignedMessage> {
      const key = keyFor(address, method)
      if (protocol === 'ecdsa' && key.addressType !== 'p2wpkh')
        throw invalidParams(`${method}: ECDSA (BIP-137) signs with the payment address only; ${address} is Taproot, use BIP-322`)
      await context.approvals.ask(method, { address, message: describeBitcoinMessage(message), protocol: protocol === 'ecdsa' ? 'ECDSA (BIP-137)' : 'BIP-322' })
      // Loaded on first use: bip322-js brings bitcoinjs-lib 6 and Node's Buffer (see walletKit/nodeGlobals.ts), which a page that never signs a message should not load.
      const { signBitcoinMessage } = await import('../../bitcoin/walletKit/signBitcoinMessage')
      return signBitcoinMessage(key, message, protocol)
    },

    /** Signs and finalizes the listed inputs of a PSBT; with `broadcast`, sends the finished transaction. */
    async signPsbt(
      method: string,
      bytes: Uint8Array,
      signing: readonly AddressSigning[],
      broadcast = false,
    ): Promise<{ psbt: Uint8Array; base64: string; txid?: string }> {
      const psbt = decodePsbt(bytes, method)
      const requests = signingRequests(signing, method)
      asInvalidParams(method, () => checkPsbtSigning(psbt, requests))
      const shown = describePsbt(psbt, Object.fromEntries(requests.map((request) => [request.key.address, request.indexes])))
      await context.approvals.ask(method, { ...shown, ...(broadcast ? { broadcast: 'yes: the wallet sends it' } : {}) })
      asInvalidParams(method, () => signPsbtInputs(psbt, requests))
      if (!broadcast) return { psbt: psbt.toBuffer(), base64: psbt.toBase64() }
      const unfinished = psbt.data.inputs.findIndex((input) => !input.finalScriptWitness && !input.finalScriptSig)
      if (unfinished >= 0) throw invalidParams(`${method}: cannot broadcast: input ${unfinished} is not signed`)
      const txid = await esplora.broadcast(psbt.extractTransaction().toHex())
      return { psbt: psbt.toBuffer(), base64: psbt.toBase64(), txid }
    },

    /** Builds a spend of the payment account's coins (fee from /fee-estimates), asks, signs and broadcasts it. */
    async sendTransfer(method: string, recipients: readonly TransferRecipient[]): Promise<{ txid: string }> {
      if (!context.authorized()) throw unauthorized()
      const outputs = transferOutputs(recipients, method)
      const [payment] = accounts()
      const [utxos, fees] = await Promise.all([esplora.utxos(payment.address), esplora.feeEstimates()])
      const feeRate = feeRateOf(fees)
      let plan: ReturnType<typeof planTransfer>
      try {
        plan = planTransfer(utxos, outputs, payment.outputScript, feeRate)
      } catch (error) {
        if (!(error instanceof InsufficientFundsError)) throw error
        throw invalidParams(`${method}: ${error.message}`)
      }
      const psbt = transferPsbt(plan, outputs, payment.outputScript)
      await context.approvals.ask(method, {
        from: payment.address,
        recipients: recipients.map((recipient) => `${recipient.amount} sats to ${recipient.address}`),
        fee: `${plan.fee} sats (${feeRate} sat/vB)`,
        change: `${plan.change} sats back to ${payment.address}`,
      })
      signPsbtInputs(psbt, [{ key: payment, indexes: plan.inputs.map((_, index) => index) }])
      return { txid: await esplora.broadcast(psbt.extractTransaction().toHex()) }
    },
  }
}
export type BitcoinOperations = ReturnType<typeof createBitcoinOperations>

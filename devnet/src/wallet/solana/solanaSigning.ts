import { getBase58Encoder, getBase64Decoder, signBytes, type Transaction } from '@solana/kit'
import {
  SolanaSignAndSendTransaction,
  SolanaSignIn,
  SolanaSignMessage,
  SolanaSignTransaction,
  type SolanaSignAndSendTransactionFeature,
  type SolanaSignInFeature,
  type SolanaSignMessageFeature,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import { parseParams } from '../parseParams'
import { chainDisconnected, invalidParams, unauthorized } from '../providerErrors'
import type { SolanaSideContext } from './createSolanaWallet'
import { describeMessage } from './describeMessage'
import { createSignInMessageText, signInInput } from './signInMessage'
import { isSolanaWalletChain } from './solanaChains'
import { signAndSendTransactionInput, signMessageInput, signTransactionInput } from './solanaSchemas'
import { assertAsksSigner, decodeWireTransaction, encodeWireTransaction, sendSignedTransaction, signWireTransaction } from './solanaTransactions'

interface SigningContext extends SolanaSideContext {
  accountAt(index: number): WalletAccount
  /** Marks the page as granted the account and tells its listeners. */
  grant(): void
}

type SigningFeatures = SolanaSignMessageFeature & SolanaSignTransactionFeature & SolanaSignAndSendTransactionFeature & SolanaSignInFeature

const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)
/** The approval shows one request as itself and several as a list. */
const shown = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0]! : items)

/** solana:signMessage, signTransaction, signAndSendTransaction and signIn: checked, approved in the panel, signed with kit. */
export function createSolanaSigning(context: SigningContext): SigningFeatures {
  /** Only the granted, selected account signs; anything else is refused before the user is asked. */
  const signerIndex = (address: string, method: string): number => {
    if (!context.authorized()) throw unauthorized()
    const index = context.keyring.addresses.indexOf(address as (typeof context.keyring.addresses)[number])
    if (index < 0) throw unauthorized(`${method}: ${address} is not an account of the Devnet Wallet.`)
    if (index !== context.accountIndex()) throw unauthorized(`Account ${address} has not been authorized by the user.`)
    return index
  }
  const atLeastOne = (inputs: readonly unknown[], method: string) => {
    if (inputs.length === 0) throw invalidParams(`${method}: no input given`)
  }
  const checkChain = (chain: string | undefined, method: string) => {
    if (chain !== undefined && !isSolanaWalletChain(chain)) throw invalidParams(`${method}: chain ${chain} is not one of the Devnet Wallet's Solana chains`)
  }

  /** Parses, checks the signer and decodes every transaction before the user is asked. */
  const prepareTransactions = <T extends { account: { address: string }; transaction: Uint8Array; chain?: string }>(inputs: T[], method: string) =>
    inputs.map((input) => {
      checkChain(input.chain, method)
      const index = signerIndex(input.account.address, method)
      const transaction = decodeWireTransaction(input.transaction, method)
      assertAsksSigner(transaction, input.account.address, method)
      return { input, index, transaction }
    })

  return {
    [SolanaSignMessage]: {
      version: '1.1.0',
      async signMessage(...raw) {
        atLeastOne(raw, SolanaSignMessage)
        const inputs = raw.map((input) => parseParams(signMessageInput, input, SolanaSignMessage))
        const indexes = inputs.map((input) => signerIndex(input.account.address, SolanaSignMessage))
        await context.approvals.ask(
          SolanaSignMessage,
          shown(inputs.map((input) => ({ account: input.account.address, message: describeMessage(input.message) }))),
        )
        return Promise.all(
          inputs.map(async (input, i) => {
            const signer = await context.keyring.signer(indexes[i]!)
            const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, input.message))
            return { signedMessage: input.message.slice(), signature, signatureType: 'ed25519' as const }
          }),
        )
      },
    },
    [SolanaSignTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...raw) {
        atLeastOne(raw, SolanaSignTransaction)
        const prepared = prepareTransactions(
          raw.map((input) => parseParams(signTransactionInput, input, SolanaSignTransaction)),
          SolanaSignTransaction,
        )
        await context.approvals.ask(
          SolanaSignTransaction,
          shown(prepared.map(({ input }) => ({ account: input.account.address, chain: input.chain, transaction: base64(input.transaction) }))),
        )
        return Promise.all(
          prepared.map(async ({ index, transaction }) => {
            const signed = await signWireTransaction(await context.keyring.signer(index), transaction, SolanaSignTransaction)
            return { signedTransaction: encodeWireTransaction(signed) }
          }),
        )
      },
    },
    [SolanaSignAndSendTransaction]: {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...raw) {
        atLeastOne(raw, SolanaSignAndSendTransaction)
        const prepared = prepareTransactions(
          raw.map((input) => parseParams(signAndSendTransactionInput, input, SolanaSignAndSendTransaction)),
          SolanaSignAndSendTransaction,
        ).map((entry) => {
          const rpcUrl = context.rpcUrl(entry.input.chain)
          if (!rpcUrl)
            throw chainDisconnected(`${SolanaSignAndSendTransaction}: the Devnet Wallet sends only to Berth Solana Devnet, not to ${entry.input.chain}`)
          return { ...entry, rpcUrl }
        })
        await context.approvals.ask(
          SolanaSignAndSendTransaction,
          shown(prepared.map(({ input }) => ({ account: input.account.address, chain: input.chain, transaction: base64(input.transaction) }))),
        )
        const signatures: { signature: Uint8Array }[] = []
        // One after the other: a later transaction may depend on an earlier one.
        for (const { input, index, transaction, rpcUrl } of prepared) {
          const signed: Transaction = await signWireTransaction(await context.keyring.signer(index), transaction, SolanaSignAndSendTransaction)
          const signature = await sendSignedTransaction(context.fetch, rpcUrl, signed, input.options, SolanaSignAndSendTransaction)
          signatures.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) })
        }
        return signatures
      },
    },
    [SolanaSignIn]: {
      version: '1.0.0',
      async signIn(...raw) {
        atLeastOne(raw, SolanaSignIn)
        const index = context.accountIndex()
        const address = context.keyring.addresses[index]!
        const host = context.pageHost()
        const messages = raw.map((input) => {
          const fields = parseParams(signInInput, input ?? {}, SolanaSignIn)
          if (fields.address !== undefined && fields.address !== address) {
            throw unauthorized(`${SolanaSignIn}: ${fields.address} is not the Devnet Wallet's selected account (${address})`)
          }
          const domain = fields.domain ?? host
          if (!domain) throw invalidParams(`${SolanaSignIn}: domain: required where the wallet cannot tell the page's host`)
          const text = createSignInMessageText({ ...fields, domain, address })
          // The user decides, as in Phantom: a page signing in for another domain is shown, not hidden.
          const warning = host !== undefined && domain !== host ? `The message is for ${domain}, but this page is ${host}.` : undefined
          return { text, warning }
        })
        await context.approvals.ask(
          SolanaSignIn,
          shown(messages.map(({ text, warning }) => ({ account: address, message: text, ...(warning ? { warning } : {}) }))),
        )
        context.grant()
        const signer = await context.keyring.signer(index)
        const account = context.accountAt(index)
        return Promise.all(
          messages.map(async ({ text }) => {
            const signedMessage = new TextEncoder().encode(text)
            const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, signedMessage))
            return { account, signedMessage, signature, signatureType: 'ed25519' as const }
          }),
        )
      },
    },
  }
}

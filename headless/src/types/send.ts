import type { Address, Hex } from './chain.js'

/**
 * What can be sent: docs/entities.md's Token balance carries these fields, so a portfolio entry can be
 * handed in as it is.
 */
export type SendToken = {
  symbol: string
  decimals: number
  /** The CAIP-2 network id the token lives on: 'eip155:8453'. */
  chainId: string
  /** The contract, as CAIP-10 ('eip155:8453:0x…') or a plain address; absent for the native currency. */
  address?: string | undefined
  name?: string | undefined
  iconUrl?: string | undefined
}

/** docs/entities.md Token send state (the token balances are the portfolio's, read through its query). */
export type SendState = {
  token?: SendToken | undefined
  sendTokenAmount?: string | undefined
  receiverAddress?: string | undefined
  receiverProfileName?: string | undefined
  receiverProfileImageUrl?: string | undefined
  loading: boolean
}

/** Fees a caller sets instead of the estimate; docs/validation.md's fee checks apply to them. */
export type FeeOverrides = {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/** What a send or a preview sends; each field left out is taken from the send state. */
export type SendParameters = {
  token?: SendToken | undefined
  amount?: string | undefined
  receiverAddress?: string | undefined
  fees?: FeeOverrides | undefined
}

/** The eth_sendTransaction request, hex-encoded as EIP-1474 wants it. */
export type TransactionRequest = {
  from: Address
  to: Address
  chainId: Hex
  value?: Hex
  data?: Hex
  gas: Hex
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

/** What the user confirms, on any namespace: the transfer and the network fee it will cost at most. */
type SendPreviewFields = {
  /** The sender and the receiver, as their namespace writes addresses. */
  from: string
  receiver: string
  token: SendToken
  caipNetworkId: string
  /** The amount in the token's base units. */
  value: bigint
  /** The most the network fee can be, in the native currency's base units (wei, lamports). */
  fee: bigint
  /** `fee` in native units ('0.000042'), with its symbol. */
  feeFormatted: string
  feeSymbol: string
}

/** An EVM transfer: its gas, whether the token is USDT-style, and the eth_sendTransaction request. */
export type Eip155SendPreview = SendPreviewFields & {
  chainNamespace: 'eip155'
  from: Address
  receiver: Address
  gas: bigint
  /** The token's transfer returns nothing (USDT-style), so only a revert would tell it failed. */
  usdtStyle: boolean
  request: TransactionRequest
}

/** A Solana transfer: whether it also creates the receiver's token account (its rent is in `rent`, paid by the sender). */
export type SolanaSendPreview = SendPreviewFields & {
  chainNamespace: 'solana'
  createsTokenAccount: boolean
  /** Lamports the sender pays for the receiver's new token account; 0n when none is made. */
  rent: bigint
  /** The block height past which the built transaction's blockhash expires. */
  lastValidBlockHeight: bigint
}

/**
 * A Bitcoin transfer (a PSBT Berth built over the payment address's UTXOs): the fee rate it is
 * priced at, its virtual size, the coins it spends, the change back to the payment address (0n when
 * the rest was dust and went to the fee), and the unsigned PSBT (base64) the wallet is asked to sign.
 */
export type Bip122SendPreview = SendPreviewFields & {
  chainNamespace: 'bip122'
  /** sat/vB, from the network's `/fee-estimates`. */
  feeRate: number
  vsize: number
  inputCount: number
  change: bigint
  psbt: string
}

/** What the user confirms before a send, told apart by `chainNamespace`: the common fields, and each namespace's own. */
export type SendPreview = Eip155SendPreview | SolanaSendPreview | Bip122SendPreview

/** A send the wallet has signed and sent: what it sends, its hash, and its confirmation to come. */
export type SubmittedSend = {
  /** The transaction hash (eip155), signature (solana, base58) or txid (bip122, hex). */
  hash: string
  from: string
  receiver: string
  token: SendToken
  caipNetworkId: string
  /** The amount in the token's base units. */
  value: bigint
  /** Settles once the transaction is mined (SendResult), or rejects (reverted, timed out). */
  receipt: Promise<SendResult>
}

/** A confirmed send: what it sent, and where and at what gas it was mined. */
export type SendResult = {
  hash: string
  from: string
  receiver: string
  token: SendToken
  caipNetworkId: string
  value: bigint
  /** Where it was mined and at what gas, where the namespace has them (eip155). */
  blockNumber?: bigint | undefined
  gasUsed?: bigint | undefined
}

/** Told after every confirmed send: the data layer marks the account's portfolio for a forced refetch. */
export type SentListener = (result: SendResult) => void

/** The `send` option of createClient. */
export type SendOptions = {
  /**
   * More USDT-style tokens (their transfer returns nothing), added to USDT_STYLE_TOKENS: CAIP-10
   * (`eip155:1:0x…`, that chain only) or plain addresses (any chain). A token whose transfer returns
   * nothing and is not listed is refused before the wallet is asked (TransferWouldFailError).
   */
  usdtStyleTokens?: readonly string[] | undefined
  /** How much the base fee is raised so a transaction still fits a block or two later: 1.2 unless set; at least 1. */
  baseFeeMultiplier?: number | undefined
  /** How long a receipt is waited for: 180 s unless set. */
  receiptTimeoutMs?: number | undefined
  /** Blocks on top of (and including) the transaction's before it counts as confirmed: 1 unless set. */
  confirmations?: number | undefined
}

import { findAssociatedTokenPda, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address, getBase64Decoder, type Address, type Transaction, type TransactionMessageBytesBase64 } from '@solana/kit'
import { formatUnits } from 'viem'
import * as z from 'zod/mini'
import { RpcRequestError } from '../../../errors/http.js'
import { InvalidSendError } from '../../../errors/send.js'
import { InvalidAddressError, TransferWouldFailError } from '../../../errors/transaction.js'
import { checkSolanaAddress } from '../address.js'
import { lamportsSchema } from '../getSolanaBalance.js'
import type { TransferRequest } from '../../types.js'
import type { SolanaSendPreview } from '../../../types/send.js'
import { networkSolanaRpc, readRpc, type SolanaRpc } from '../solanaRpc.js'
import { buildTransfer, type Lifetime, type TransferPlan } from './buildTransfer.js'
import { readAccounts, type ChainAccount } from './readAccounts.js'

/** The bytes of an SPL token account: what rent exemption is computed for when the receiver's is created. */
const TOKEN_ACCOUNT_SIZE = 165n

/** A Solana send's preview: the common fields, and the SOL the receiver's new token account costs (`rent`, 0 when it has one). */

export type PreparedSolanaTransfer = { preview: SolanaSendPreview; plan: TransferPlan; lifetime: Lifetime; transaction: ReturnType<typeof buildTransfer> }

const balanceSchema = z.object({ value: lamportsSchema })
const blockhashSchema = z.object({ value: z.object({ blockhash: z.string().check(z.minLength(32), z.maxLength(44)), lastValidBlockHeight: lamportsSchema }) })
const feeSchema = z.object({ value: z.nullable(lamportsSchema) })

const validAddress = (value: string): Address => {
  if (checkSolanaAddress(value) !== 'valid') throw new InvalidAddressError(value)
  return address(value.trim())
}
const invalid = (reason: ConstructorParameters<typeof InvalidSendError>[0], message: string) => new InvalidSendError(reason, message)

/**
 * Everything a Solana send checks before the wallet is asked: the addresses, the balances read from
 * the cluster (the token's, and SOL for the amount, the fee, the receiver's new token account and
 * the sender's rent), the mint, and the fee of the exact message (getFeeForMessage).
 */
export async function prepareSolanaTransfer(request: TransferRequest): Promise<PreparedSolanaTransfer> {
  const { network, token, value } = request
  const from = validAddress(request.from)
  const receiver = validAddress(request.receiver)
  const mint = request.contract === undefined ? undefined : validAddress(request.contract)
  const { rpc, url } = networkSolanaRpc(network)

  const [{ value: solBalance }, { value: lifetime }, rentFloor] = await Promise.all([
    readRpc('getBalance', url, rpc.getBalance(from, { commitment: 'confirmed' }), balanceSchema),
    readRpc('getLatestBlockhash', url, rpc.getLatestBlockhash({ commitment: 'confirmed' }), blockhashSchema),
    readRpc('getMinimumBalanceForRentExemption', url, rpc.getMinimumBalanceForRentExemption(0n), lamportsSchema),
  ])
  const { plan, rent } = mint
    ? await planTokenTransfer(rpc, url, request, from, receiver, mint)
    : await planSolTransfer(rpc, url, request, from, receiver, solBalance, rentFloor)

  const typedLifetime = lifetime as Lifetime
  const transaction = buildTransfer(plan, typedLifetime)
  const fee = await messageFee(rpc, url, transaction.messageBytes)

  // The sender pays the fee (and the receiver's token account); what is left must be 0 or rent-exempt.
  const { symbol: feeSymbol, decimals: feeDecimals } = network.nativeCurrency
  const lamportsOut = (plan.kind === 'sol' ? value : 0n) + fee + rent
  if (lamportsOut > solBalance) {
    const what = plan.kind === 'sol' ? 'the amount and the network fee' : rent > 0n ? "the network fee and the receiver's token account" : 'the network fee'
    throw invalid('fee-above-balance', `Insufficient ${feeSymbol} for ${what}`)
  }
  const left = solBalance - lamportsOut
  if (left > 0n && left < rentFloor) {
    throw invalid('fee-above-balance', `Insufficient ${feeSymbol}: the account must keep at least ${formatUnits(rentFloor, feeDecimals)} ${feeSymbol} for rent`)
  }

  return {
    plan,
    lifetime: typedLifetime,
    transaction,
    preview: {
      chainNamespace: 'solana',
      from,
      receiver,
      token,
      caipNetworkId: network.caipNetworkId,
      value,
      fee,
      feeFormatted: formatUnits(fee, feeDecimals),
      feeSymbol,
      rent,
      createsTokenAccount: plan.kind === 'spl' && plan.createReceiverAccount,
      lastValidBlockHeight: typedLifetime.lastValidBlockHeight,
    },
  }
}

async function planSolTransfer(
  rpc: SolanaRpc,
  url: string,
  request: TransferRequest,
  from: Address,
  receiver: Address,
  solBalance: bigint,
  rentFloor: bigint,
): Promise<{ plan: TransferPlan; rent: bigint }> {
  const { value, token } = request
  if (value > solBalance) throw invalid('amount-above-balance', `Insufficient ${token.symbol} balance`)
  const [receiverAccount] = await readAccounts(rpc, url, [receiver])
  // A new account must be created rent-exempt: the cluster refuses a smaller first deposit.
  if (!receiverAccount && value < rentFloor) {
    throw new TransferWouldFailError({
      details: `${receiver} has no account yet: it must receive at least ${formatUnits(rentFloor, request.network.nativeCurrency.decimals)} ${token.symbol} (rent exemption)`,
    })
  }
  return { plan: { kind: 'sol', from, receiver, lamports: value }, rent: 0n }
}

async function planTokenTransfer(
  rpc: SolanaRpc,
  url: string,
  request: TransferRequest,
  from: Address,
  receiver: Address,
  mint: Address,
): Promise<{ plan: TransferPlan; rent: bigint }> {
  const { token, value, network } = request
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: from, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
    findAssociatedTokenPda({ owner: receiver, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }),
  ])
  const [mintAccount, sourceAccount, destinationAccount] = await readAccounts(rpc, url, [mint, source, destination])
  const decimals = mintDecimals(mintAccount)
  if (decimals === undefined) throw invalid('token-not-on-network', `${token.symbol} is not a token on ${network.name}`)
  if (decimals !== token.decimals) throw invalid('token-invalid', `${token.symbol} has ${decimals} decimals on ${network.name}, not ${token.decimals}`)
  const balance = tokenAmount(sourceAccount)
  if (value > balance) throw invalid('amount-above-balance', `Insufficient ${token.symbol} balance`)
  const createReceiverAccount = destinationAccount === undefined
  const rent = createReceiverAccount
    ? await readRpc('getMinimumBalanceForRentExemption', url, rpc.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE), lamportsSchema)
    : 0n
  return { plan: { kind: 'spl', from, receiver, mint, decimals, amount: value, source, destination, createReceiverAccount }, rent }
}

/** The mint's decimals when the account is a mint of the Token program, else undefined. */
function mintDecimals(account: ChainAccount | undefined): number | undefined {
  if (!account || account.owner !== TOKEN_PROGRAM_ADDRESS || account.data.length < getMintDecoder().fixedSize) return undefined
  const mint = getMintDecoder().decode(account.data)
  return mint.isInitialized ? mint.decimals : undefined
}

/** The token account's amount; 0 when the sender has no token account for the mint. */
function tokenAmount(account: ChainAccount | undefined): bigint {
  if (!account) return 0n
  if (account.owner !== TOKEN_PROGRAM_ADDRESS || account.data.length < getTokenDecoder().fixedSize) {
    throw new RpcRequestError('getMultipleAccounts', { details: "the sender's associated token account is not a Token account" })
  }
  return getTokenDecoder().decode(account.data).amount
}

/** The fee of the compiled message, as the cluster charges it. */
async function messageFee(rpc: SolanaRpc, url: string, messageBytes: Transaction['messageBytes']): Promise<bigint> {
  const base64 = getBase64Decoder().decode(messageBytes) as TransactionMessageBytesBase64
  const { value } = await readRpc('getFeeForMessage', url, rpc.getFeeForMessage(base64, { commitment: 'confirmed' }), feeSchema)
  if (value === null) throw new RpcRequestError('getFeeForMessage', { details: 'the node knows no fee for the message (its blockhash is unknown)' })
  return value
}

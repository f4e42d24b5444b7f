import { address as bitcoinAddress, Psbt } from 'bitcoinjs-lib'
import { z } from 'zod'
import { regtestNetwork } from '../../src/bitcoin/keys/bitcoinNetwork'
import { InvalidRequestError } from './requestErrors'

/** The WalletConnect Bitcoin methods the wallet answers (WalletConnect's Bitcoin JSON-RPC reference). */
export const BITCOIN_WALLET_METHODS = ['getAccountAddresses', 'signMessage', 'sendTransfer', 'signPsbt'] as const
export const BITCOIN_WALLET_EVENTS = ['bip122_addressesChanged'] as const
export type BitcoinMethod = (typeof BITCOIN_WALLET_METHODS)[number]
export const isBitcoinMethod = (method: string): method is BitcoinMethod => (BITCOIN_WALLET_METHODS as readonly string[]).includes(method)
export const isBitcoinRequest = (request: { method: string }): request is BitcoinRequest => isBitcoinMethod(request.method)

/** Below this an output is dust to Bitcoin Core's relay policy for any script type (546 sats, P2PKH's limit). */
export const DUST_SATS = 546n
/** What a dapp may ask to sign: a PSBT far beyond any payment is refused unread. */
const MAX_PSBT_BASE64 = 400_000
const MAX_MESSAGE_CHARS = 10_000

/** An address of Berth Bitcoin Regtest (bcrt1…, or a legacy m/n/2 one): another network's is refused. */
const regtestAddress = z
  .string()
  .min(1)
  .max(100)
  .refine((value) => {
    try {
      bitcoinAddress.toOutputScript(value, regtestNetwork)
      return true
    } catch {
      return false
    }
  }, 'is not a Bitcoin regtest address')
const base64 = z
  .string()
  .max(MAX_PSBT_BASE64)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64')

const getAccountAddressesParams = z.looseObject({
  account: regtestAddress,
  intentions: z.array(z.enum(['payment', 'ordinal'])).optional(),
})
const signMessageParams = z.looseObject({
  account: regtestAddress,
  message: z.string().min(1, 'must not be empty').max(MAX_MESSAGE_CHARS),
  address: regtestAddress.optional(),
  /** The reference's default is ecdsa. */
  protocol: z.enum(['ecdsa', 'bip322']).optional(),
})
const signPsbtParams = z.looseObject({
  account: regtestAddress,
  psbt: base64,
  signInputs: z
    .array(
      z.looseObject({
        address: regtestAddress,
        index: z.number().int().nonnegative(),
        sighashTypes: z.array(z.number().int().min(0).max(0xff)).min(1).optional(),
      }),
    )
    .min(1, 'names no input to sign'),
  broadcast: z.boolean().optional(),
})
const sendTransferParams = z.looseObject({
  account: regtestAddress,
  recipientAddress: regtestAddress,
  amount: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'must be a whole number of satoshis, as a string')
    .refine((value) => !/^\d+$/.test(value) || BigInt(value) >= DUST_SATS, `is below the dust limit (${DUST_SATS} sats)`),
  changeAddress: regtestAddress.optional(),
  memo: z
    .string()
    .regex(/^([0-9a-fA-F]{2}){1,80}$/, 'must be hex without 0x, at most 80 bytes')
    .optional(),
})

export type SignInput = { address: string; index: number; sighashTypes: number[] | undefined }

/** A Bitcoin request, parsed. The PSBT stays base64 (the store holds plain data); it was decoded once to check it. */
export type BitcoinRequest =
  | { method: 'getAccountAddresses'; account: string; intentions: ('payment' | 'ordinal')[] | undefined }
  | { method: 'signMessage'; account: string; message: string; address: string | undefined; protocol: 'ecdsa' | 'bip322' }
  | { method: 'signPsbt'; account: string; psbt: string; signInputs: SignInput[]; broadcast: boolean; inputCount: number }
  | { method: 'sendTransfer'; account: string; recipientAddress: string; amount: string; changeAddress: string | undefined; memo: string | undefined }

function parse<T extends z.ZodType>(schema: T, value: unknown, method: string): z.infer<T> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new InvalidRequestError(`Invalid params: ${method}: ${issue ? `${issue.path.join('.') || 'params'}: ${issue.message}` : 'rejected'}`)
}

/** The PSBT, refused unless it decodes and every input to sign exists. */
export function decodePsbt(psbt: string, method: string): Psbt {
  try {
    return Psbt.fromBase64(psbt, { network: regtestNetwork })
  } catch (error) {
    throw new InvalidRequestError(`Invalid params: ${method}: psbt: not a PSBT (${error instanceof Error ? error.message : String(error)})`)
  }
}

export function parseBitcoinRequest(method: BitcoinMethod, params: unknown): BitcoinRequest {
  switch (method) {
    case 'getAccountAddresses': {
      const { account, intentions } = parse(getAccountAddressesParams, params, method)
      return { method, account, intentions }
    }
    case 'signMessage': {
      const { account, message, address, protocol } = parse(signMessageParams, params, method)
      return { method, account, message, address, protocol: protocol ?? 'ecdsa' }
    }
    case 'signPsbt': {
      const { account, psbt, signInputs, broadcast } = parse(signPsbtParams, params, method)
      const inputCount = decodePsbt(psbt, method).inputCount
      const missing = signInputs.find((input) => input.index >= inputCount)
      if (missing) throw new InvalidRequestError(`Invalid params: ${method}: signInputs: input ${missing.index} does not exist (the PSBT has ${inputCount})`)
      return {
        method,
        account,
        psbt,
        signInputs: signInputs.map(({ address, index, sighashTypes }) => ({ address, index, sighashTypes })),
        broadcast: broadcast ?? false,
        inputCount,
      }
    }
    case 'sendTransfer': {
      const { account, recipientAddress, amount, changeAddress, memo } = parse(sendTransferParams, params, method)
      return { method, account, recipientAddress, amount, changeAddress, memo: memo?.toLowerCase() }
    }
  }
}

/** 100000 sats as '0.001 BTC'. */
export function formatSats(sats: string | bigint): string {
  const value = BigInt(sats)
  const whole = value / 100_000_000n
  const fraction = (value % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''} BTC`
}

export function describeBitcoinRequest(request: BitcoinRequest): string {
  switch (request.method) {
    case 'getAccountAddresses':
      return 'Share the account’s addresses'
    case 'signMessage':
      return `Sign a message (${request.protocol === 'bip322' ? 'BIP-322' : 'ECDSA'})`
    case 'signPsbt':
      return `Sign ${request.signInputs.length} of ${request.inputCount} inputs of a PSBT${request.broadcast ? ' and broadcast it' : ''}`
    case 'sendTransfer':
      return `Send ${formatSats(request.amount)} to ${request.recipientAddress}`
  }
}

import { Transaction } from 'bitcoinjs-lib'

/** The sighash names wallet-standard's bitcoin:signTransaction takes. */
export const SIGHASH_TYPES = {
  ALL: Transaction.SIGHASH_ALL,
  NONE: Transaction.SIGHASH_NONE,
  SINGLE: Transaction.SIGHASH_SINGLE,
  'ALL|ANYONECANPAY': Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY,
  'NONE|ANYONECANPAY': Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY,
} as const
export type SighashName = keyof typeof SIGHASH_TYPES

import { isUserRejection } from '../solana/callWallet.js'
import { isSatsConnectRejection } from './satsConnectError.js'

/** A wallet's "no": wallet-standard's (4001, or said in words) or sats-connect's USER_REJECTION (-32000). */
export const isBitcoinRejection = (error: unknown): boolean => isUserRejection(error) || isSatsConnectRejection(error)

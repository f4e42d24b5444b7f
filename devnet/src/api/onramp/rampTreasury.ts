import { devnetAccounts } from '../../chain/accounts'
import { devnetSolanaAccounts } from '../../solana/accounts'

/** Devnet Ramp pays from m/44'/60'/0'/0/8: funded like every devnet account, and no test or seed spends from it. */
export const RAMP_TREASURY_INDEX = 8
export const rampTreasuryAddress = devnetAccounts[RAMP_TREASURY_INDEX]

/**
 * Devnet Ramp pays Solana buyers from Berth Solana Devnet's keypair 8 (m/44'/501'/8'/0'): funded at
 * genesis with SOL and USDC like every devnet keypair, and no test, seed or wallet default spends from it.
 */
export const RAMP_SOLANA_TREASURY_INDEX = 8
export const rampSolanaTreasuryAddress = devnetSolanaAccounts[RAMP_SOLANA_TREASURY_INDEX]

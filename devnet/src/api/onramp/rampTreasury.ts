import { devnetAccounts } from '../../chain/accounts'

/** Devnet Ramp pays from m/44'/60'/0'/0/8: funded like every devnet account, and no test or seed spends from it. */
export const RAMP_TREASURY_INDEX = 8
export const rampTreasuryAddress = devnetAccounts[RAMP_TREASURY_INDEX]

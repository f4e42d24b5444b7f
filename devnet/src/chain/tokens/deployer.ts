import { privateKeyToAccount } from 'viem/accounts'

/**
 * The key that deploys and mints the devnet contracts: keccak256('berth devnet deployer'). It is
 * not a mnemonic account, so tests and wallets never spend its nonces, and the contract addresses
 * (deployer + nonce) stay the same on every fresh chain. anvil_setBalance funds it.
 */
export const DEVNET_DEPLOYER_KEY = '0x50cf5a2161352272a5eaae62ee32b22ca5bd41ed2a2264654bf88310f36cf1d4'

export const devnetDeployer = privateKeyToAccount(DEVNET_DEPLOYER_KEY)

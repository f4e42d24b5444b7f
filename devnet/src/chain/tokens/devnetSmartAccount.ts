/**
 * The devnet's ERC-1271 smart account (contracts/DevnetSmartAccount.sol): a contract that signs in
 * with its owner's signatures, so sign-in verification is proven on contract accounts and not only
 * on EOAs. Deployed on every devnet chain as the deployer's next transaction after the seeded
 * history (nonce 11), hence at the same address on 31337 and 31338. Browser-safe, exported through
 * `@berth/devnet/tokens`; the address is checked against the deployer in devnetTokens.test.ts.
 */
export const devnetSmartAccount = {
  address: '0xa4AAFe817d12AE2387106f6034a14a2A6838b4A8',
  /** Devnet account 3 (test mnemonic, index 3): its signatures are the account's. */
  owner: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  /** The deployer's nonce that creates it. */
  nonce: 11,
} as const satisfies { address: `0x${string}`; owner: `0x${string}`; nonce: number }

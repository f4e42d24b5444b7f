import { encodeAbiParameters, encodeFunctionData, getContractAddress, type Address, type Hex } from 'viem'

/** The factory's functions (contracts/DevnetAccountFactory.sol), for callers without the compiled artifacts. */
export const devnetAccountFactoryAbi = [
  {
    type: 'function',
    name: 'deploy',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: 'account', type: 'address' }],
  },
  {
    type: 'function',
    name: 'addressOf',
    stateMutability: 'view',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: 'salt', type: 'bytes32' },
    ],
    outputs: [{ name: '', type: 'address' }],
  },
] as const

/**
 * The devnet's CREATE2 factory of DevnetSmartAccounts: an account for any owner and salt has its
 * address before it is deployed, so sign-in can be proven with ERC-6492 signatures of counterfactual
 * accounts. Deployed on every devnet chain as the deployer's transaction after the smart account
 * (nonce 12), hence at the same address on 31337 and 31338. Browser-safe, exported through
 * `@berth/devnet/tokens`; the address is checked against the deployer in devnetTokens.test.ts.
 */
export const devnetAccountFactory = {
  address: '0x337432b084a862e08aa4eE8df522637436133be9',
  /** The deployer's nonce that creates it. */
  nonce: 12,
} as const satisfies { address: `0x${string}`; nonce: number }

/** The calldata that deploys `owner`'s account under `salt`: ERC-6492's factoryData. */
export function devnetAccountFactoryData(owner: Address, salt: Hex): Hex {
  return encodeFunctionData({ abi: devnetAccountFactoryAbi, functionName: 'deploy', args: [owner, salt] })
}

export interface CounterfactualAccount {
  /** Where the factory puts the account (what its addressOf answers). */
  address: Address
  factory: Address
  factoryData: Hex
}

/**
 * `owner`'s account under `salt`, deployed or not, computed offline. The address depends on the
 * account's creation code (the DevnetSmartAccount artifact's bytecode), which only the compiled
 * contracts have; without it, ask the chain: `addressOf(owner, salt)` on the factory.
 */
export function counterfactualSmartAccount(owner: Address, salt: Hex, accountBytecode: Hex): CounterfactualAccount {
  const initCode = `${accountBytecode}${encodeAbiParameters([{ type: 'address' }], [owner]).slice(2)}` as Hex
  return {
    address: getContractAddress({ opcode: 'CREATE2', from: devnetAccountFactory.address, salt, bytecode: initCode }),
    factory: devnetAccountFactory.address,
    factoryData: devnetAccountFactoryData(owner, salt),
  }
}

export * from '../networks/eip155.js'
export { defineEip155Network } from '../networks/defineEip155Network.js'
export type { Eip155Network } from '../networks/types.js'
export { createEip155Adapter } from '../adapters/eip155/createEip155Adapter.js'
export { addChainParameters } from '../adapters/eip155/switchChain.js'
export { checkAddress, checksumAddress, isAddress } from '../adapters/eip155/address.js'
export {
  encodeTransfer,
  encodeBalanceOf,
  decodeBool,
  decodeUint256,
  TRANSFER_SELECTOR,
  BALANCE_OF_SELECTOR,
  MAX_UINT256,
} from '../adapters/eip155/erc20Calldata.js'
export { keccak256 } from '../adapters/eip155/keccak256.js'
export { networkRpc, type Rpc } from '../adapters/eip155/networkRpc.js'
export { waitForReceipt, type Receipt, type WaitForReceiptParameters } from '../adapters/eip155/waitForReceipt.js'
export { hashPersonalMessage, verifyEip155Signature } from '../siwx/eip155/verifyEip155Signature.js'

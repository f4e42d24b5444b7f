import {
  getCreateAccountInstructionDataDecoder,
  getTransferSolInstructionDataDecoder,
  identifySystemInstruction,
  SystemInstruction,
} from '@solana-program/system'

type Parsed = { type: string; info: Record<string, unknown> }

/** System program instructions agave's jsonParsed names (transfer, createAccount); undefined for the rest. */
export function parseSystemInstruction(accounts: readonly string[], data: Uint8Array): Parsed | undefined {
  switch (identifySystemInstruction(data)) {
    case SystemInstruction.TransferSol: {
      const { amount } = getTransferSolInstructionDataDecoder().decode(data)
      return { type: 'transfer', info: { source: accounts[0], destination: accounts[1], lamports: amount } }
    }
    case SystemInstruction.CreateAccount: {
      const { lamports, space, programAddress } = getCreateAccountInstructionDataDecoder().decode(data)
      return { type: 'createAccount', info: { source: accounts[0], newAccount: accounts[1], lamports, space, owner: programAddress } }
    }
    default:
      return undefined
  }
}

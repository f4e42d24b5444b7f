import {
  getInitializeMint2InstructionDataDecoder,
  getMintToCheckedInstructionDataDecoder,
  getMintToInstructionDataDecoder,
  getTransferCheckedInstructionDataDecoder,
  getTransferInstructionDataDecoder,
  identifyTokenInstruction,
  TokenInstruction,
} from '@solana-program/token'
import { isSome } from '@solana/kit'
import { uiTokenAmount } from './tokenAmount'

type Parsed = { type: string; info: Record<string, unknown> }

/** Token program instructions a wallet's history shows, as agave's jsonParsed writes them; undefined for the rest. */
export function parseTokenInstruction(accounts: readonly string[], data: Uint8Array): Parsed | undefined {
  switch (identifyTokenInstruction(data)) {
    case TokenInstruction.Transfer: {
      const { amount } = getTransferInstructionDataDecoder().decode(data)
      return { type: 'transfer', info: { source: accounts[0], destination: accounts[1], authority: accounts[2], amount: amount.toString() } }
    }
    case TokenInstruction.TransferChecked: {
      const { amount, decimals } = getTransferCheckedInstructionDataDecoder().decode(data)
      const [source, mint, destination, authority] = accounts
      return { type: 'transferChecked', info: { source, mint, destination, authority, tokenAmount: uiTokenAmount(amount, decimals) } }
    }
    case TokenInstruction.MintTo: {
      const { amount } = getMintToInstructionDataDecoder().decode(data)
      return { type: 'mintTo', info: { mint: accounts[0], account: accounts[1], mintAuthority: accounts[2], amount: amount.toString() } }
    }
    case TokenInstruction.MintToChecked: {
      const { amount, decimals } = getMintToCheckedInstructionDataDecoder().decode(data)
      return {
        type: 'mintToChecked',
        info: { mint: accounts[0], account: accounts[1], mintAuthority: accounts[2], tokenAmount: uiTokenAmount(amount, decimals) },
      }
    }
    case TokenInstruction.InitializeMint2: {
      const { decimals, mintAuthority, freezeAuthority } = getInitializeMint2InstructionDataDecoder().decode(data)
      return {
        type: 'initializeMint2',
        info: { mint: accounts[0], decimals, mintAuthority, ...(isSome(freezeAuthority) ? { freezeAuthority: freezeAuthority.value } : {}) },
      }
    }
    default:
      return undefined
  }
}

import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { address, lamports, type Address, type Instruction, type KeyPairSigner } from '@solana/kit'
import { parseUnits } from 'viem'
import { DEVNET_SOLANA_ACCOUNT_SOL, DEVNET_SOLANA_ACCOUNT_USDC, devnetSolanaUsdc } from '../accounts'
import type { DevnetSolanaSigners } from '../keys/devnetSolanaKeys'
import { MEMO_PROGRAM_ADDRESS, SYSTEM_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS } from '../runtime/programs'
import { sendInstructions } from '../runtime/sendInstructions'
import type { SolanaCluster } from '../runtime/solanaCluster'
import { AUTHORITY_SOL, seedTransfers, type SeedTransfer } from './seedPlan'

const sol = (amount: string | number) => parseUnits(String(amount), 9)
const usdc = (amount: string | number) => parseUnits(String(amount), devnetSolanaUsdc.decimals)

function fund(cluster: SolanaCluster, owner: Address, amount: bigint): void {
  cluster.svm.setAccount({
    address: owner,
    lamports: lamports(amount),
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(),
    space: 0n,
  })
}

async function ataOf(owner: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: address(devnetSolanaUsdc.address), tokenProgram: TOKEN_PROGRAM_ADDRESS })
  return ata
}

async function transferInstructions(transfer: SeedTransfer, signers: DevnetSolanaSigners): Promise<Instruction[]> {
  const from = signers.accounts[transfer.from]!
  const to = signers.accounts[transfer.to]!
  if (transfer.kind === 'sol') {
    const memo = transfer.memo ? [{ programAddress: MEMO_PROGRAM_ADDRESS, data: new TextEncoder().encode(transfer.memo) }] : []
    return [getTransferSolInstruction({ source: from, destination: to.address, amount: sol(transfer.amount) }), ...memo]
  }
  return [
    getTransferCheckedInstruction({
      source: await ataOf(from.address),
      mint: address(devnetSolanaUsdc.address),
      destination: await ataOf(to.address),
      authority: from,
      amount: usdc(transfer.amount),
      decimals: devnetSolanaUsdc.decimals,
    }),
  ]
}

/**
 * A fresh cluster's genesis: the accounts funded with SOL, the USDC mint created at its fixed
 * address, each account's associated token account funded with USDC, then the seeded transfers.
 * Every transaction after the funding is a real one, in a slot of its own, so it has history.
 */
export async function seedGenesis(cluster: SolanaCluster, signers: DevnetSolanaSigners): Promise<void> {
  const { authority, usdcMint } = signers
  fund(cluster, authority.address, sol(AUTHORITY_SOL))
  for (const account of signers.accounts) fund(cluster, account.address, sol(DEVNET_SOLANA_ACCOUNT_SOL))
  const send = async (payer: KeyPairSigner, instructions: Instruction[], options?: { skipPreflight: boolean }) => {
    await sendInstructions(cluster, payer, instructions, options)
    cluster.advanceSlot()
  }
  const mintSize = getMintSize()
  await send(authority, [
    getCreateAccountInstruction({
      payer: authority,
      newAccount: usdcMint,
      lamports: cluster.svm.minimumBalanceForRentExemption(BigInt(mintSize)),
      space: mintSize,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: usdcMint.address, decimals: devnetSolanaUsdc.decimals, mintAuthority: authority.address, freezeAuthority: null }),
  ])
  for (const account of signers.accounts) {
    const ata = await ataOf(account.address)
    await send(authority, [
      getCreateAssociatedTokenIdempotentInstruction({ payer: authority, ata, owner: account.address, mint: usdcMint.address }),
      getMintToInstruction({ mint: usdcMint.address, token: ata, mintAuthority: authority, amount: usdc(DEVNET_SOLANA_ACCOUNT_USDC) }),
    ])
  }
  for (const transfer of seedTransfers) {
    const fails = transfer.kind === 'usdc' && transfer.fails === true
    await send(signers.accounts[transfer.from]!, await transferInstructions(transfer, signers), { skipPreflight: fails })
  }
}

import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { address } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_SOLANA_AUTHORITY, devnetSolanaAccounts, devnetSolanaUsdc } from '../accounts'
import { createDevnetSolanaSigners } from '../keys/devnetSolanaKeys'
import { SolanaCluster } from '../runtime/solanaCluster'
import { seedGenesis } from './seedGenesis'
import { seedTransfers } from './seedPlan'

let cluster: SolanaCluster
const ata = async (owner: string) =>
  (await findAssociatedTokenPda({ owner: address(owner), mint: address(devnetSolanaUsdc.address), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
const usdcOf = async (owner: string) => {
  const account = cluster.accounts.read(await ata(owner))
  const { decodeTokenAccount } = await import('../encoding/decodeTokenState')
  return account && decodeTokenAccount(account)?.amount
}

beforeAll(async () => {
  cluster = new SolanaCluster()
  await seedGenesis(cluster, await createDevnetSolanaSigners())
})

describe('seedGenesis', () => {
  it('creates the USDC mint at its fixed address: 6 decimals, the authority minting, 10,000 for each account', () => {
    expect(cluster.accounts.findMint(devnetSolanaUsdc.address)).toMatchObject({
      decimals: 6,
      supply: 100_000_000_000n,
      isInitialized: true,
      mintAuthority: { __option: 'Some', value: DEVNET_SOLANA_AUTHORITY },
      freezeAuthority: { __option: 'None' },
    })
  })

  it('funds every account with SOL and USDC, moved by the seeded transfers', async () => {
    const sol = devnetSolanaAccounts.map((account) => cluster.accounts.read(account)?.lamports)
    // Account 9 takes part in no seeded transfer: exactly its genesis.
    expect(sol[9]).toBe(1000_000_000_000n)
    expect(await usdcOf(devnetSolanaAccounts[9])).toBe(10_000_000_000n)
    // Account 0: −250 +40.5 +75 −19.99 USDC (the transfer of 1,000,000 failed).
    expect(await usdcOf(devnetSolanaAccounts[0])).toBe(9_845_510_000n)
    // Account 0: +0.5 −1.25 SOL and the fees of the four transactions it paid.
    expect(sol[0]).toBe(1000_000_000_000n + 500_000_000n - 1_250_000_000n - 4n * 5000n)
  })

  it('leaves history: every transaction in a slot of its own, one with a memo, one failed', () => {
    const history = cluster.ledger.signaturesForAddress(devnetSolanaAccounts[0], { limit: 100 })
    expect(history.map((record) => record.slot)).toEqual([...history.map((record) => record.slot)].sort((a, b) => b - a))
    expect(new Set(history.map((record) => record.slot)).size).toBe(history.length)
    expect(history.find((record) => record.memo !== null)?.memo).toBe('[5] Lunch')
    const failed = history.filter((record) => record.err !== null)
    expect(failed).toHaveLength(1)
    expect(failed[0]!.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    // 1 mint + 10 funding transactions + the seeded transfers.
    expect(cluster.ledger.transactionCount).toBe(1 + 10 + seedTransfers.length)
  })

  it('records the token balances each transfer moved', () => {
    // Account 0's newest: the failed transfer, then 19.99 USDC to account 3 (whose owner address is not in it: only its token account).
    const [failed, latestOk] = cluster.ledger.signaturesForAddress(devnetSolanaAccounts[0], { limit: 2 })
    expect(failed!.preTokenBalances).toEqual(failed!.postTokenBalances)
    const byOwner = (entries: NonNullable<typeof latestOk>['preTokenBalances']) =>
      Object.fromEntries(entries.map((entry) => [entry.owner, [entry.mint, entry.uiTokenAmount.uiAmountString]]))
    expect(byOwner(latestOk!.preTokenBalances)).toEqual({
      [devnetSolanaAccounts[0]]: [devnetSolanaUsdc.address, '9865.5'],
      [devnetSolanaAccounts[3]]: [devnetSolanaUsdc.address, '10000'],
    })
    expect(byOwner(latestOk!.postTokenBalances)).toEqual({
      [devnetSolanaAccounts[0]]: [devnetSolanaUsdc.address, '9845.51'],
      [devnetSolanaAccounts[3]]: [devnetSolanaUsdc.address, '10019.99'],
    })
  })
})

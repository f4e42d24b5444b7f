import { getTransferSolInstruction } from '@solana-program/system'
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction } from '@solana-program/token'
import { address, getBase58Decoder } from '@solana/kit'
import { beforeAll, describe, expect, it } from 'vitest'
import { devnetSolanaAccounts, devnetSolanaUsdc } from '../accounts'
import { devnetSigner } from '../fixtures/signedTransfer'
import { parseInstruction } from './parseInstruction'

const [alice, bob] = devnetSolanaAccounts
const mint = address(devnetSolanaUsdc.address)
type Built = { programAddress: string; accounts?: readonly { address: string }[]; data?: Uint8Array | { length: number } }
const parse = (instruction: Built) =>
  parseInstruction({
    programId: instruction.programAddress,
    accounts: (instruction.accounts ?? []).map((account) => account.address),
    data: new Uint8Array((instruction.data ?? new Uint8Array()) as Uint8Array),
    stackHeight: null,
  })

let signer: Awaited<ReturnType<typeof devnetSigner>>
beforeAll(async () => {
  signer = await devnetSigner(0)
})

describe('parseInstruction', () => {
  it('parses a SOL transfer', () => {
    expect(parse(getTransferSolInstruction({ source: signer, destination: address(bob), amount: 1_500_000_000n }))).toEqual({
      program: 'system',
      programId: '11111111111111111111111111111111',
      parsed: { type: 'transfer', info: { source: alice, destination: bob, lamports: 1_500_000_000n } },
      stackHeight: null,
    })
  })

  it('parses a token transferChecked with its amount in every form', () => {
    const instruction = getTransferCheckedInstruction({
      source: address(alice),
      mint,
      destination: address(bob),
      authority: signer,
      amount: 2_500_000n,
      decimals: 6,
    })
    expect(parse(instruction)).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          source: alice,
          mint: devnetSolanaUsdc.address,
          destination: bob,
          authority: alice,
          tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
        },
      },
    })
  })

  it('parses the creation of an associated token account', () => {
    const instruction = getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: address(bob), owner: address(alice), mint })
    expect(parse(instruction)).toMatchObject({
      program: 'spl-associated-token-account',
      parsed: { type: 'createIdempotent', info: { source: alice, account: bob, wallet: alice, mint: devnetSolanaUsdc.address } },
    })
  })

  it('reads a memo as its text', () => {
    expect(parse({ programAddress: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr', data: new TextEncoder().encode('Lunch') })).toMatchObject({
      program: 'spl-memo',
      parsed: 'Lunch',
    })
  })

  it('leaves other instructions, and data a program cannot read, partially decoded', () => {
    const data = new Uint8Array([250, 1, 2])
    expect(parse({ programAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA', accounts: [{ address: alice }], data })).toEqual({
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      accounts: [alice],
      data: getBase58Decoder().decode(data),
      stackHeight: null,
    })
    expect(parse({ programAddress: bob, data })).toMatchObject({ programId: bob, accounts: [] })
  })
})

import { createSolanaRpc, generateKeyPairSigner, getBase58Decoder, type Address, type Signature } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { DEVNET_SOLANA_CHAIN_ID } from '../../solana/constants'
import { installDevnetWallet } from '../installDevnetWallet'
import type { DevnetWalletHandle } from '../testHandle'
import { memoryStorage } from '../walletStorage'
import type { DevnetSolanaWallet } from './createSolanaWallet'
import { findDevnetSolanaWallet, stubPageWindow, unsignedTransfer } from './solanaTestSupport'

// The shared devnet's Berth Solana Devnet. The wallet signs as devnet account 8, which no other test
// spends from; receivers are fresh keypairs, so balances are exact.
const SENDER_INDEX = 8
const rpcUrl = inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!
const rpc = createSolanaRpc(rpcUrl)
let wallet: DevnetSolanaWallet
let handle: DevnetWalletHandle
let account: WalletAccount

beforeAll(async () => {
  const page = stubPageWindow()
  installDevnetWallet({ storage: memoryStorage(), panel: false, accounts: 10, solanaRpcUrl: rpcUrl, autoApprove: true }, page)
  handle = page.berthDevnetWallet!
  handle.selectAccount(SENDER_INDEX)
  wallet = findDevnetSolanaWallet()
  ;[account] = (await wallet.features['standard:connect'].connect()).accounts as [WalletAccount]
})

const blockhash = async () => (await rpc.getLatestBlockhash().send()).value.blockhash
const send = (transaction: Uint8Array) =>
  wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, transaction, chain: DEVNET_SOLANA_CHAIN_ID })

async function statusOf(signature: Signature) {
  for (let tries = 0; tries < 100; tries++) {
    const [status] = (await rpc.getSignatureStatuses([signature]).send()).value
    if (status) return status
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${signature} never showed up`)
}

describe('signAndSendTransaction against Berth Solana Devnet', () => {
  it('signs as the selected devnet keypair, sends, and answers the signature the cluster records', async () => {
    expect(account.address).toBe(handle.solanaAccounts()[SENDER_INDEX])
    const receiver = (await generateKeyPairSigner()).address
    const [output] = await send(unsignedTransfer(account.address, receiver, 1_500_000n, await blockhash()))
    const signature = getBase58Decoder().decode(output!.signature) as Signature
    expect(output!.signature).toHaveLength(64)
    expect((await statusOf(signature)).err).toBeNull()
    expect((await rpc.getBalance(receiver as Address).send()).value).toBe(1_500_000n)
  })

  it('passes on the cluster’s refusal: more lamports than the account holds', async () => {
    const receiver = (await generateKeyPairSigner()).address
    await expect(send(unsignedTransfer(account.address, receiver, 10n ** 15n, await blockhash()))).rejects.toMatchObject({
      code: -32002,
      message: expect.stringContaining('Transaction simulation failed'),
    })
    expect((await rpc.getBalance(receiver as Address).send()).value).toBe(0n)
  })

  it('passes on the cluster’s refusal of a blockhash it never issued', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const unknown = getBase58Decoder().decode(new Uint8Array(32).fill(9))
    await expect(send(unsignedTransfer(account.address, receiver, 1_000n, unknown))).rejects.toThrow(/Blockhash not found/i)
  })

  it('refuses, before sending, a transaction that still needs another signer', async () => {
    const other = (await generateKeyPairSigner()).address
    // `other` pays the fee: the wallet's signature alone does not complete it.
    const transaction = unsignedTransfer(account.address, other, 1_000n, await blockhash(), other)
    await expect(send(transaction)).rejects.toMatchObject({ code: -32602, message: expect.stringContaining(`still needs signatures from ${other}`) })
  })
})

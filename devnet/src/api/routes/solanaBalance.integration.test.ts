import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import {
  address,
  appendTransactionMessageInstructions,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  generateKeyPairSigner,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  assertIsTransactionWithBlockhashLifetime,
  type KeyPairSigner,
} from '@solana/kit'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetSolanaUsdc } from '../../solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../../solana/constants'
import { devnetSigner } from '../../solana/fixtures/signedTransfer'
import type { TokenBalance } from '../balances/tokenBalance'
import type { SupportedChains } from './supportedChains'

// The shared devnet's API reading Berth Solana Devnet: a fresh keypair is given exactly 2 SOL and
// 12.5 USDC by account 7, so its balances are known to the lamport.
const api = inject('devnetApiUrl')
const rpcUrl = inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!
const rpc = createSolanaRpc(rpcUrl)
const sendAndConfirm = sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions: createSolanaRpcSubscriptions(inject('devnetSolanaWsUrl')) })
const sdk = 'projectId=itest&st=berth&sv=0.1.0'
const mint = address(devnetSolanaUsdc.address)
const ata = async (owner: string) => (await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]

let owner: KeyPairSigner
beforeAll(async () => {
  const giver = await devnetSigner(7)
  owner = await generateKeyPairSigner()
  const [source, destination] = await Promise.all([ata(giver.address), ata(owner.address)])
  const { value: latest } = await rpc.getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(giver, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latest, m),
      (m) =>
        appendTransactionMessageInstructions(
          [
            getTransferSolInstruction({ source: giver, destination: owner.address, amount: 2_000_000_000n }),
            getCreateAssociatedTokenIdempotentInstruction({ payer: giver, ata: destination, owner: owner.address, mint }),
            getTransferCheckedInstruction({ source, mint, destination, authority: giver, amount: 12_500_000n, decimals: 6 }),
          ],
          m,
        ),
    ),
  )
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirm(transaction, { commitment: 'confirmed' })
})

describe('GET /v1/account/:address/balance for a Solana address', () => {
  it('reads SOL and the devnet USDC live, valued at the devnet prices, with chainId and without', async () => {
    const icon = (symbol: string) => `${api}/public/getTokenImage/${symbol}?${sdk}`
    const expected: TokenBalance[] = [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: DEVNET_SOLANA_CHAIN_ID,
        value: 300,
        price: 150,
        quantity: { decimals: '9', numeric: '2' },
        iconUrl: icon('SOL'),
        decimals: 9,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: DEVNET_SOLANA_CHAIN_ID,
        address: `${DEVNET_SOLANA_CHAIN_ID}:${devnetSolanaUsdc.address}`,
        value: 12.5,
        price: 1,
        quantity: { decimals: '6', numeric: '12.5' },
        iconUrl: icon('USDC'),
        decimals: 6,
      },
    ]
    for (const query of [`&chainId=${DEVNET_SOLANA_CHAIN_ID}`, '']) {
      const response = await fetch(`${api}/v1/account/${owner.address}/balance?${sdk}&currency=usd${query}`)
      expect(response.status).toBe(200)
      expect(((await response.json()) as { balances: TokenBalance[] }).balances).toEqual(expected)
    }
  })

  it('shows SOL at zero for an address that holds nothing', async () => {
    const stranger = (await generateKeyPairSigner()).address
    const response = await fetch(`${api}/v1/account/${stranger}/balance?${sdk}&chainId=${DEVNET_SOLANA_CHAIN_ID}`)
    const { balances } = (await response.json()) as { balances: TokenBalance[] }
    expect(balances).toMatchObject([{ symbol: 'SOL', value: 0, quantity: { numeric: '0' } }])
  })
})

describe('GET /v1/supported-chains', () => {
  it('lists the two EVM chains and Berth Solana Devnet with the URLs the devnet serves them on', async () => {
    const response = await fetch(`${api}/v1/supported-chains?${sdk}`)
    const body = (await response.json()) as SupportedChains
    const urls = inject('devnetUrls')
    expect(body.http).toEqual(['eip155:31337', 'eip155:31338', DEVNET_SOLANA_CHAIN_ID])
    expect(body.ws).toEqual(body.http)
    expect(body.chains).toEqual([
      { chainId: 'eip155:31337', name: 'Berth Devnet', http: urls['eip155:31337'], ws: urls['eip155:31337']!.replace('http', 'ws') },
      { chainId: 'eip155:31338', name: 'Berth Devnet L2', http: urls['eip155:31338'], ws: urls['eip155:31338']!.replace('http', 'ws') },
      { chainId: DEVNET_SOLANA_CHAIN_ID, name: 'Berth Solana Devnet', http: rpcUrl, ws: inject('devnetSolanaWsUrl') },
    ])
  })
})

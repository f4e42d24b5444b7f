import { getBase58Decoder, getPublicKeyFromAddress, getTransactionDecoder, verifySignature, type Address, type SignatureBytes } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { devnetSolanaAccounts } from '../../solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../../solana/constants'
import { createDevnetWallet } from '../createDevnetWallet'
import { installDevnetWallet } from '../installDevnetWallet'
import type { DevnetWalletHandle } from '../testHandle'
import { memoryStorage } from '../walletStorage'
import type { DevnetSolanaWallet } from './createSolanaWallet'
import { findDevnetSolanaWallet, stubPageWindow, TEST_PAGE, unsignedTransfer } from './solanaTestSupport'

const [first, second] = devnetSolanaAccounts
const BLOCKHASH = getBase58Decoder().decode(new Uint8Array(32).fill(7))
const storage = memoryStorage()
let wallet: DevnetSolanaWallet
let handle: DevnetWalletHandle

beforeAll(() => {
  const page = stubPageWindow()
  installDevnetWallet({ storage, panel: false }, page)
  handle = page.berthDevnetWallet!
  wallet = findDevnetSolanaWallet()
})
beforeEach(() => handle.reset())

const connect = (input?: { silent?: boolean }) => wallet.features['standard:connect'].connect(input)
const verify = async (address: string, signature: Uint8Array, data: Uint8Array) =>
  verifySignature(await getPublicKeyFromAddress(address as Address), signature as SignatureBytes, data)

/** Stands in for the user: decides the next request once it is pending. */
async function decide(decision: 'approve' | 'reject', method: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const request = handle.pending()[0]
    if (request) {
      expect(request.method).toBe(method)
      handle[decision](request.id)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`no ${method} request became pending`)
}

async function connected(): Promise<WalletAccount> {
  const connecting = connect()
  await decide('approve', 'standard:connect')
  return (await connecting).accounts[0]!
}

describe('the Devnet Wallet on wallet-standard', () => {
  it('registers once, under the EIP-6963 name and icon, with the Solana chains and features', () => {
    expect(wallet.name).toBe('Devnet Wallet')
    expect(wallet.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(wallet.chains).toEqual([DEVNET_SOLANA_CHAIN_ID, 'solana:mainnet', 'solana:devnet', 'solana:testnet'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    expect(handle.solanaAccounts()).toEqual(devnetSolanaAccounts.slice(0, 3))
  })

  it('connects after approval with the selected keypair, and tells change listeners', async () => {
    const changes: string[][] = []
    const off = wallet.features['standard:events'].on('change', ({ accounts }) => changes.push((accounts ?? []).map((account) => account.address)))
    const account = await connected()
    off()
    expect(account.address).toBe(first)
    expect(getBase58Decoder().decode(account.publicKey)).toBe(first)
    expect(account.chains).toContain(DEVNET_SOLANA_CHAIN_ID)
    expect(account.features).toEqual(expect.arrayContaining(['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signIn']))
    expect(wallet.accounts).toEqual([account])
    expect(changes).toEqual([[first]])
    // Already granted: no second prompt, the same account object.
    expect((await connect()).accounts[0]).toBe(account)
    expect(handle.pending()).toEqual([])
    expect(handle.solanaAuthorized()).toBe(true)
    // The EVM side keeps its own grant.
    expect(await createDevnetWallet({ storage }).provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('connects silently only with a grant stored for this page, and never prompts', async () => {
    expect(await connect({ silent: true })).toEqual({ accounts: [] })
    expect(handle.pending()).toEqual([])
    await connected()
    // A reload: a new wallet on the same storage.
    const reloaded = createDevnetWallet({ storage }).solana
    const { accounts } = await reloaded.features['standard:connect'].connect({ silent: true })
    expect(accounts.map((account) => account.address)).toEqual([first])
  })

  it('follows the selected account and disconnects, with a change event each time', async () => {
    await connected()
    const changes: string[][] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push((accounts ?? []).map((account) => account.address)))
    handle.selectAccount(1)
    expect(wallet.accounts.map((account) => account.address)).toEqual([second])
    await wallet.features['standard:disconnect'].disconnect()
    expect(wallet.accounts).toEqual([])
    await connected()
    handle.disconnect()
    expect(changes).toEqual([[second], [], [second], []])
  })

  it('refuses to be connected by a rejected prompt, with a 4001 error as Phantom does', async () => {
    const connecting = connect()
    await decide('reject', 'standard:connect')
    await expect(connecting).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.accounts).toEqual([])
  })

  it('signs a message after approval: an ed25519 signature over the bytes', async () => {
    const account = await connected()
    const message = new TextEncoder().encode('Hello from a dapp')
    const signing = wallet.features['solana:signMessage'].signMessage({ account, message })
    await decide('approve', 'solana:signMessage')
    const [output] = await signing
    expect(output!.signatureType).toBe('ed25519')
    expect(output!.signedMessage).toEqual(message)
    expect(await verify(first, output!.signature, message)).toBe(true)
  })

  it('shows the message it is asked to sign, and signs the bytes it showed even if the page changes its array', async () => {
    const account = await connected()
    const message = new TextEncoder().encode('Pay nobody')
    const signing = wallet.features['solana:signMessage'].signMessage({ account, message })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(handle.pending()[0]!.params).toEqual({ account: first, message: 'Pay nobody' })
    message.set(new TextEncoder().encode('Pay Malory'))
    handle.approve()
    const [output] = await signing
    expect(new TextDecoder().decode(output!.signedMessage)).toBe('Pay nobody')
    expect(await verify(first, output!.signature, output!.signedMessage)).toBe(true)
  })

  it('signs a kit-built transfer and keeps its message', async () => {
    const account = await connected()
    const transaction = unsignedTransfer(first, second, 1_000n, BLOCKHASH)
    const signing = wallet.features['solana:signTransaction'].signTransaction({ account, transaction, chain: DEVNET_SOLANA_CHAIN_ID })
    await decide('approve', 'solana:signTransaction')
    const [{ signedTransaction }] = (await signing) as [{ signedTransaction: Uint8Array }]
    const decoded = getTransactionDecoder().decode(signedTransaction)
    expect(decoded.messageBytes).toEqual(getTransactionDecoder().decode(transaction).messageBytes)
    const signature = decoded.signatures[first as Address]
    expect(signature).toBeTruthy()
    expect(await verify(first, signature!, new Uint8Array(decoded.messageBytes))).toBe(true)
  })

  it('signs in: the SIWS message from the input, filled with the page and the account, signed, and the page granted', async () => {
    const changes: number[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length ?? 0))
    const input = {
      domain: TEST_PAGE.host,
      statement: 'Sign in to the Berth example',
      uri: `${TEST_PAGE.origin}/`,
      version: '1',
      chainId: DEVNET_SOLANA_CHAIN_ID,
      nonce: 'abcdef12',
      issuedAt: '2026-11-24T10:00:00.000Z',
      resources: ['https://example.com/terms'],
    }
    const signingIn = wallet.features['solana:signIn'].signIn(input)
    await decide('approve', 'solana:signIn')
    const [output] = await signingIn
    const text = new TextDecoder().decode(output!.signedMessage)
    expect(text).toBe(
      `${TEST_PAGE.host} wants you to sign in with your Solana account:\n${first}\n\nSign in to the Berth example\n\n` +
        `URI: ${TEST_PAGE.origin}/\nVersion: 1\nChain ID: ${DEVNET_SOLANA_CHAIN_ID}\nNonce: abcdef12\nIssued At: 2026-11-24T10:00:00.000Z\n` +
        'Resources:\n- https://example.com/terms',
    )
    expect(output!.account.address).toBe(first)
    expect(output!.signatureType).toBe('ed25519')
    expect(await verify(first, output!.signature, output!.signedMessage)).toBe(true)
    expect(wallet.accounts.map((account) => account.address)).toEqual([first])
    expect(changes).toEqual([1])
  })

  it('signs in with no input at all: the page host and the selected account', async () => {
    handle.selectAccount(1)
    const signingIn = wallet.features['solana:signIn'].signIn({})
    await decide('approve', 'solana:signIn')
    const [output] = await signingIn
    expect(new TextDecoder().decode(output!.signedMessage)).toBe(`${TEST_PAGE.host} wants you to sign in with your Solana account:\n${second}`)
  })

  it('shows a sign-in for another domain with a warning', async () => {
    const signingIn = wallet.features['solana:signIn'].signIn({ domain: 'evil.example' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(handle.pending()[0]!.params).toMatchObject({ warning: `The message is for evil.example, but this page is ${TEST_PAGE.host}.` })
    handle.reject()
    await expect(signingIn).rejects.toMatchObject({ code: 4001 })
    expect(wallet.accounts).toEqual([])
  })

  it('rejects signatures the user refuses', async () => {
    const account = await connected()
    const signing = wallet.features['solana:signTransaction'].signTransaction({ account, transaction: unsignedTransfer(first, second, 1n, BLOCKHASH) })
    await decide('reject', 'solana:signTransaction')
    await expect(signing).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})

describe('what the page sends is checked before anyone is asked', () => {
  const message = new TextEncoder().encode('hi')
  const fakeAccount = (address: string) => ({ address }) as WalletAccount

  it('refuses to sign before the page was granted an account, or for an account it was not granted', async () => {
    await expect(wallet.features['solana:signMessage'].signMessage({ account: fakeAccount(first), message })).rejects.toMatchObject({ code: 4100 })
    await connected()
    await expect(wallet.features['solana:signMessage'].signMessage({ account: fakeAccount(second), message })).rejects.toMatchObject({
      code: 4100,
      message: `Account ${second} has not been authorized by the user.`,
    })
    await expect(wallet.features['solana:signMessage'].signMessage({ account: fakeAccount('11111111111111111111111111111111'), message })).rejects.toThrow(
      'is not an account of the Devnet Wallet',
    )
    expect(handle.pending()).toEqual([])
  })

  it('names the method and the field of malformed input', async () => {
    const account = await connected()
    const cases: [Promise<unknown>, string][] = [
      [
        wallet.features['solana:signMessage'].signMessage({ account, message: 'hi' as unknown as Uint8Array }),
        'solana:signMessage: message: message must be a Uint8Array',
      ],
      [wallet.features['solana:signMessage'].signMessage({ account, message: new Uint8Array() }), 'message must be 1 to 65536 bytes'],
      [wallet.features['solana:signMessage'].signMessage(), 'solana:signMessage: no input given'],
      [
        wallet.features['solana:signTransaction'].signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) }),
        'solana:signTransaction: transaction: not a Solana wire transaction',
      ],
      [wallet.features['solana:signTransaction'].signTransaction({ account, transaction: new Uint8Array(2000) }), 'transaction must be 1 to 1232 bytes'],
      [
        wallet.features['solana:signTransaction'].signTransaction({ account, transaction: unsignedTransfer(second, first, 1n, BLOCKHASH) }),
        `the transaction does not ask ${first} to sign it`,
      ],
      [
        wallet.features['solana:signTransaction'].signTransaction({ account, transaction: unsignedTransfer(first, second, 1n, BLOCKHASH), chain: 'eip155:1' }),
        'chain eip155:1 is not one of the Devnet Wallet',
      ],
      [
        wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
          account,
          transaction: unsignedTransfer(first, second, 1n, BLOCKHASH),
          chain: 'solana:mainnet',
        }),
        'sends only to Berth Solana Devnet, not to solana:mainnet',
      ],
      [wallet.features['solana:signIn'].signIn({ nonce: 'short' }), 'solana:signIn: nonce: nonce must be at least 8 letters or digits'],
      [wallet.features['solana:signIn'].signIn({ statement: 'line one\nURI: https://evil.example' }), 'statement must be one line'],
      [wallet.features['solana:signIn'].signIn({ issuedAt: 'yesterday' }), 'issuedAt: must be an ISO 8601 date-time'],
      [wallet.features['solana:signIn'].signIn({ address: second }), `${second} is not the Devnet Wallet's selected account`],
      [wallet.features['solana:signIn'].signIn({ domain: 'a.example\nb' }), 'domain must be a host'],
      [wallet.features['standard:connect'].connect({ silent: 'yes' } as unknown as { silent: boolean }), 'standard:connect: silent'],
    ]
    for (const [promise, text] of cases) await expect(promise).rejects.toThrow(text)
    expect(() => wallet.features['standard:events'].on('accountsChanged' as 'change', () => {})).toThrow(
      "unknown event accountsChanged; the wallet emits 'change'",
    )
    expect(handle.pending()).toEqual([])
  })

  it('a throwing change listener does not stop the others', async () => {
    const seen: number[] = []
    wallet.features['standard:events'].on('change', () => {
      throw new Error('dapp bug')
    })
    wallet.features['standard:events'].on('change', ({ accounts }) => seen.push(accounts?.length ?? -1))
    const original = console.error
    console.error = () => {}
    try {
      await connected()
    } finally {
      console.error = original
    }
    expect(seen).toEqual([1])
  })
})

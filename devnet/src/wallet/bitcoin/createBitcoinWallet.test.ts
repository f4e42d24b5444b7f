import { Verifier } from 'bip322-js'
import { Psbt } from 'bitcoinjs-lib'
import type { WalletAccount } from '@wallet-standard/base'
import { beforeEach, describe, expect, it } from 'vitest'
import { deriveDevnetBitcoinKey, devnetPaymentPath } from '../../bitcoin/keys/devnetBitcoinKeys'
import { deriveDevnetOrdinalKey, devnetOrdinalPath } from '../../bitcoin/keys/devnetOrdinalKeys'
import { regtestNetwork } from '../../bitcoin/keys/bitcoinNetwork'
import { createDevnetWallet, type DevnetWallet } from '../createDevnetWallet'
import { memoryStorage } from '../walletStorage'
import { coin, decide, unsignedPsbt, verifiesP2trKeyPath, verifiesP2wpkh } from './bitcoinTestSupport'

const payment0 = deriveDevnetBitcoinKey(devnetPaymentPath(0))
const ordinal0 = deriveDevnetOrdinalKey(devnetOrdinalPath(0))
const payment1 = deriveDevnetBitcoinKey(devnetPaymentPath(1))
const payment2 = deriveDevnetBitcoinKey(devnetPaymentPath(2))
const text = (value: string) => new TextEncoder().encode(value)
const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))

let wallet: DevnetWallet
const features = () => wallet.bitcoin.wallet.features
beforeEach(() => {
  wallet = createDevnetWallet({ storage: memoryStorage() })
})

async function connected(): Promise<readonly WalletAccount[]> {
  const connecting = features()['bitcoin:connect'].connect()
  await decide(wallet, 'approve', 'bitcoin:connect')
  return (await connecting).accounts
}

describe('the Devnet Wallet on Bitcoin wallet-standard', () => {
  it('is a separate Wallet under the same name and icon, on bitcoin:regtest, with the Bitcoin features', () => {
    const bitcoin = wallet.bitcoin.wallet
    expect(bitcoin).not.toBe(wallet.solana)
    expect(bitcoin.name).toBe('Devnet Wallet')
    expect(bitcoin.icon).toBe(wallet.solana.icon)
    expect(bitcoin.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(bitcoin.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ])
    expect(bitcoin.accounts).toEqual([])
  })

  it('connects after approval: payment (P2WPKH, 33-byte key) then ordinal (P2TR, x-only key), and tells change listeners', async () => {
    const changes: unknown[] = []
    features()['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((account) => account.address)))
    const connecting = features()['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    const shown = await decide(wallet, 'approve', 'bitcoin:connect')
    expect(shown).toMatchObject({ accounts: [`payment: ${payment0.address}`, `ordinals: ${ordinal0.address}`] })
    const { accounts } = await connecting
    expect(accounts.map((account) => account.address)).toEqual([payment0.address, ordinal0.address])
    expect(accounts[0]).toMatchObject({ chains: ['bitcoin:regtest'], features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] })
    expect(accounts[0]?.address).toMatch(/^bcrt1q/)
    expect(accounts[0]?.publicKey).toEqual(payment0.signer.publicKey)
    expect(accounts[1]?.address).toMatch(/^bcrt1p/)
    expect(accounts[1]?.publicKey).toEqual(ordinal0.internalKey)
    expect(wallet.bitcoin.wallet.accounts).toEqual(accounts)
    expect(changes).toEqual([[payment0.address, ordinal0.address]])
    // Granted: a second connect answers at once, for the purposes asked.
    expect((await features()['bitcoin:connect'].connect({ purposes: ['payment'] })).accounts.map((account) => account.address)).toEqual([payment0.address])
    expect(wallet.pending()).toEqual([])
  })

  it('follows the wallet account index: account 2 exposes m/84 and m/86 index 2', async () => {
    wallet.selectAccount(2)
    const accounts = await connected()
    expect(accounts[0]?.address).toBe(payment2.address)
    expect(accounts[1]?.address).toBe(deriveDevnetOrdinalKey(devnetOrdinalPath(2)).address)
  })

  it('a rejected connect rejects with an Error saying the user rejected, and grants nothing', async () => {
    const connecting = features()['bitcoin:connect'].connect()
    await decide(wallet, 'reject', 'bitcoin:connect')
    await expect(connecting).rejects.toThrow(/user rejected/i)
    await expect(connecting).rejects.toBeInstanceOf(Error)
    expect(wallet.bitcoin.wallet.accounts).toEqual([])
    expect(wallet.state().bitcoinAuthorized).toBe(false)
  })

  it('refuses bad connect params with a thrown Error and asks nothing', async () => {
    await expect(features()['bitcoin:connect'].connect({ purposes: ['savings' as 'payment'] })).rejects.toThrow(/Invalid params: bitcoin:connect: purposes/)
    await expect(features()['bitcoin:connect'].connect({ purposes: [] })).rejects.toThrow(/name at least one purpose/)
    expect(wallet.pending()).toEqual([])
  })

  it('signs a message with BIP-322 by default, for either account, verified by bip322-js', async () => {
    const [payment, ordinal] = await connected()
    const signing = features()['bitcoin:signMessage'].signMessage({ account: payment!, message: text('Sign in to Berth') })
    expect(await decide(wallet, 'approve', 'bitcoin:signMessage')).toEqual({ address: payment0.address, message: 'Sign in to Berth', protocol: 'BIP-322' })
    const [signed] = await signing
    expect(signed?.signedMessage).toEqual(text('Sign in to Berth'))
    expect(Verifier.verifySignature(payment0.address, 'Sign in to Berth', base64(signed!.signature))).toBe(true)
    expect(Verifier.verifySignature(payment0.address, 'Sign in to Barth', base64(signed!.signature))).toBe(false)

    const binary = features()['bitcoin:signMessage'].signMessage({ account: payment!, message: Uint8Array.of(0, 1, 0xff) })
    expect(await decide(wallet, 'approve', 'bitcoin:signMessage')).toMatchObject({ message: 'hex:0001ff' })
    expect(Verifier.verifySignature(payment0.address, Buffer.from([0, 1, 0xff]), base64((await binary)[0]!.signature))).toBe(true)

    const taproot = features()['bitcoin:signMessage'].signMessage({ account: ordinal!, message: text('gm'), protocol: 'bip322' })
    await decide(wallet, 'approve', 'bitcoin:signMessage')
    const [signedTaproot] = await taproot
    expect(Verifier.verifySignature(ordinal0.address, 'gm', base64(signedTaproot!.signature))).toBe(true)
  })

  it('signs ECDSA (BIP-137, 65 bytes) with the payment account, and refuses it for the Taproot one', async () => {
    const [payment, ordinal] = await connected()
    const signing = features()['bitcoin:signMessage'].signMessage({ account: payment!, message: text('hello'), protocol: 'ecdsa' })
    await decide(wallet, 'approve', 'bitcoin:signMessage')
    const [signed] = await signing
    expect(signed?.signature).toHaveLength(65)
    expect(Verifier.verifySignature(payment0.address, 'hello', base64(signed!.signature))).toBe(true)
    await expect(features()['bitcoin:signMessage'].signMessage({ account: ordinal!, message: text('hello'), protocol: 'ecdsa' })).rejects.toThrow(
      /ECDSA \(BIP-137\) signs with the payment address only/,
    )
    expect(wallet.pending()).toEqual([])
  })

  it('a rejected signature rejects with a user-rejected Error and signs nothing', async () => {
    const [payment] = await connected()
    const signing = features()['bitcoin:signMessage'].signMessage({ account: payment!, message: text('no') })
    await decide(wallet, 'reject', 'bitcoin:signMessage')
    await expect(signing).rejects.toThrow('User rejected the request.')
  })

  it('refuses bad message params, another address, and an ungranted page before asking', async () => {
    await expect(
      features()['bitcoin:signMessage'].signMessage({ account: { address: payment0.address } as WalletAccount, message: text('x') }),
    ).rejects.toThrow(/not been authorized/)
    const [payment] = await connected()
    await expect(features()['bitcoin:signMessage'].signMessage({ account: payment!, message: 'text' as unknown as Uint8Array })).rejects.toThrow(
      /message must be a Uint8Array/,
    )
    await expect(features()['bitcoin:signMessage'].signMessage({ account: payment!, message: new Uint8Array() })).rejects.toThrow(/message must be 1 to/)
    await expect(features()['bitcoin:signMessage'].signMessage({ account: payment!, message: text('x'), protocol: 'schnorr' as 'ecdsa' })).rejects.toThrow(
      /protocol/,
    )
    await expect(
      features()['bitcoin:signMessage'].signMessage({ account: { address: payment1.address } as WalletAccount, message: text('x') }),
    ).rejects.toThrow(/is not an account the Devnet Wallet granted/)
    await expect(features()['bitcoin:signMessage'].signMessage()).rejects.toThrow(/no input given/)
    expect(wallet.pending()).toEqual([])
  })

  it('signs and finalizes the listed PSBT input of a devnet payment coin: the transaction carries a valid signature', async () => {
    const [payment] = await connected()
    const spent = [coin(payment0.outputScript, 10_0000_0000n, 1)]
    const psbt = unsignedPsbt(spent, [
      { address: payment1.address, value: 1_000_000n },
      { address: payment0.address, value: 10_0000_0000n - 1_000_000n - 500n },
    ])
    const signing = features()['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      inputsToSign: [{ account: payment!, signingIndexes: [0] }],
      chain: 'bitcoin:regtest',
    })
    expect(await decide(wallet, 'approve', 'bitcoin:signTransaction')).toMatchObject({
      sign: { [payment0.address]: [0] },
      inputs: [{ index: 0, spends: `1000000000 sats of ${payment0.address}` }],
      outputs: [
        { to: payment1.address, sats: '1000000' },
        { to: payment0.address, sats: String(10_0000_0000n - 1_000_000n - 500n) },
      ],
      fee: '500 sats',
    })
    const [result] = await signing
    const signed = Psbt.fromBuffer(result!.signedPsbt, { network: regtestNetwork })
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeDefined()
    const tx = signed.extractTransaction()
    expect(tx.outs.map((output) => output.value)).toEqual([1_000_000n, 10_0000_0000n - 1_000_000n - 500n])
    expect(verifiesP2wpkh(tx, 0, payment0.signer.publicKey, 10_0000_0000n)).toBe(true)
    expect(signed.getFee()).toBe(500n)
  })

  it('signs a P2TR key-path input of the ordinal account (BIP86 tweak) next to a payment input', async () => {
    const [payment, ordinal] = await connected()
    const spent = [coin(payment0.outputScript, 50_000n, 2), coin(ordinal0.outputScript, 20_000n, 3)]
    const psbt = unsignedPsbt(spent, [{ address: payment1.address, value: 69_000n }])
    const signing = features()['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      inputsToSign: [
        { account: payment!, signingIndexes: [0] },
        { account: ordinal!, signingIndexes: [1] },
      ],
      // The CAIP-2 id of the same regtest is accepted too.
      chain: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    })
    await decide(wallet, 'approve', 'bitcoin:signTransaction')
    const tx = Psbt.fromBuffer((await signing)[0]!.signedPsbt, { network: regtestNetwork }).extractTransaction()
    expect(verifiesP2wpkh(tx, 0, payment0.signer.publicKey, 50_000n)).toBe(true)
    expect(verifiesP2trKeyPath(tx, 1, spent)).toBe(true)
  })

  it('never signs an input that is not listed', async () => {
    const [payment] = await connected()
    const psbt = unsignedPsbt(
      [coin(payment0.outputScript, 50_000n, 4), coin(payment0.outputScript, 60_000n, 5)],
      [{ address: payment1.address, value: 100_000n }],
    )
    const signing = features()['bitcoin:signTransaction'].signTransaction({ psbt: psbt.toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [1] }] })
    await decide(wallet, 'approve', 'bitcoin:signTransaction')
    const signed = Psbt.fromBuffer((await signing)[0]!.signedPsbt, { network: regtestNetwork })
    expect(signed.data.inputs[1]?.finalScriptWitness).toBeDefined()
    expect(signed.data.inputs[0]?.finalScriptWitness).toBeUndefined()
    expect(signed.data.inputs[0]?.partialSig).toBeUndefined()
  })

  it("refuses an input that is not the account's (another script), naming it, before asking", async () => {
    const [payment] = await connected()
    const psbt = unsignedPsbt(
      [coin(payment0.outputScript, 50_000n, 6), coin(payment1.outputScript, 60_000n, 7)],
      [{ address: payment0.address, value: 100_000n }],
    )
    await expect(
      features()['bitcoin:signTransaction'].signTransaction({ psbt: psbt.toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [0, 1] }] }),
    ).rejects.toThrow(`input 1 is not ${payment0.address}'s: the output it spends is locked by another script`)
    expect(wallet.pending()).toEqual([])
  })

  it('refuses bad PSBT params: not a PSBT, a missing input, no index, another chain, an unknown sighash', async () => {
    const [payment] = await connected()
    const psbt = unsignedPsbt([coin(payment0.outputScript, 50_000n, 8)], [{ address: payment1.address, value: 40_000n }]).toBuffer()
    const sign = (input: object) => features()['bitcoin:signTransaction'].signTransaction(input as never)
    await expect(sign({ psbt: text('not a psbt'), inputsToSign: [{ account: payment, signingIndexes: [0] }] })).rejects.toThrow(/not a PSBT/)
    await expect(sign({ psbt, inputsToSign: [{ account: payment, signingIndexes: [3] }] })).rejects.toThrow(/input 3 does not exist/)
    await expect(sign({ psbt, inputsToSign: [{ account: payment, signingIndexes: [] }] })).rejects.toThrow(/list at least one input index/)
    await expect(sign({ psbt, inputsToSign: [] })).rejects.toThrow(/list at least one account/)
    await expect(sign({ psbt, inputsToSign: [{ account: payment, signingIndexes: [0] }], chain: 'bitcoin:mainnet' })).rejects.toThrow(
      /chain bitcoin:mainnet is not/,
    )
    await expect(sign({ psbt, inputsToSign: [{ account: payment, signingIndexes: [0], sigHash: 'SOME' }] })).rejects.toThrow(/sigHash/)
    await expect(sign({ psbt: base64(psbt), inputsToSign: [{ account: payment, signingIndexes: [0] }] })).rejects.toThrow(/psbt must be a Uint8Array/)
    expect(wallet.pending()).toEqual([])
  })

  it('a rejected PSBT rejects with a user-rejected Error', async () => {
    const [payment] = await connected()
    const psbt = unsignedPsbt([coin(payment0.outputScript, 50_000n, 9)], [{ address: payment1.address, value: 40_000n }])
    const signing = features()['bitcoin:signTransaction'].signTransaction({ psbt: psbt.toBuffer(), inputsToSign: [{ account: payment!, signingIndexes: [0] }] })
    await decide(wallet, 'reject', 'bitcoin:signTransaction')
    await expect(signing).rejects.toThrow(/user rejected/i)
  })

  it('standard:disconnect and a wallet-side disconnect forget the grant and tell listeners', async () => {
    await connected()
    const changes: number[] = []
    features()['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length ?? -1))
    await features()['standard:disconnect'].disconnect()
    expect(wallet.bitcoin.wallet.accounts).toEqual([])
    expect(changes).toEqual([0])
    await connected()
    wallet.disconnect()
    expect(wallet.state().bitcoinAuthorized).toBe(false)
    expect(changes).toEqual([0, 2, 0])
    expect(() => features()['standard:events'].on('connect' as 'change', () => {})).toThrow(/unknown event/)
  })

  it('a wallet-side account switch moves the exposed accounts and tells listeners', async () => {
    await connected()
    const changes: string[][] = []
    features()['standard:events'].on('change', ({ accounts }) => changes.push((accounts ?? []).map((account) => account.address)))
    wallet.selectAccount(1)
    expect(changes).toEqual([[payment1.address, deriveDevnetOrdinalKey(devnetOrdinalPath(1)).address]])
  })
})

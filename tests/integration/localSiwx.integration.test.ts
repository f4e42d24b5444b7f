// localSiwx, the browser-kept sign-in storage, against the devnet's chains: it checks every
// signature on chain itself (one deployless eth_call to ERC-6492's validator) before it keeps a
// session, so EOAs and the devnet's ERC-1271 smart account sign in, a forged signature or a
// replayed nonce is refused with nothing kept, and a chain that is down is an error, not "forged".
// Also docs/states.md's smart-account message through the controller, with an app whose own verifier knows
// only EOAs.
import {
  createClient,
  formatSiwxMessage,
  localSiwx,
  memoryBackend,
  type SiwxConfig,
  type SiwxOption,
  type SiwxSession,
  type SiwxSetupContext,
} from '@berth/headless'
import { berthDevnet, berthDevnetL2 } from '@berth/devnet/networks'
import { createDevnetWallet, memoryStorage } from '@berth/devnet/wallet/core'
import { devnetAccountFactory, devnetAccountFactoryAbi, devnetAccountFactoryData, devnetSmartAccount } from '@berth/devnet/tokens'
import { createPublicClient, http, keccak256, serializeErc6492Signature, toHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { pageTarget } from '../support/pageLike.js'

const quiet = { warn: () => {}, error: () => {} }
const location = { host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }
const ownerOfSmartAccount = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 })

const setupConfig = (option: SiwxOption, context: Partial<SiwxSetupContext> = {}): SiwxConfig =>
  (option as { setup(context: SiwxSetupContext): SiwxConfig }).setup({
    transport: undefined as never,
    location,
    now: Date.now,
    storage: memoryBackend(),
    networks: [berthDevnet, berthDevnetL2],
    ...context,
  })

/**
 * A smart-account wallet (as a Safe or a passkey account would be) cannot run here; this stand-in
 * reports the devnet's ERC-1271 account and signs with its owner's key, which is what such wallets
 * do. The account contract on anvil decides whether that signature is the account's.
 */
function smartAccountWalletFake() {
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [devnetSmartAccount.address]
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'personal_sign') return ownerOfSmartAccount.signMessage({ message: { raw: (params as [`0x${string}`])[0] } })
      if (method === 'wallet_switchEthereumChain') return null
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    },
    on() {},
    removeListener() {},
  }
  return { info: { uuid: 'smart', name: 'Smart Account Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.smart' }, provider }
}

function announce(target: EventTarget, detail: { info: object; provider: object }) {
  const frozen = Object.freeze(detail)
  target.addEventListener('eip6963:requestProvider', () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen })))
}

function devnetWalletClient(storage = memoryBackend(), account = 2) {
  const wallet = createDevnetWallet({ autoApprove: true, storage: memoryStorage() })
  wallet.selectAccount(account)
  const target = pageTarget()
  announce(target, {
    info: { uuid: 'devnet', name: 'Devnet Wallet', icon: 'data:image/svg+xml;base64,PHN2Zy8+', rdns: 'dev.berth.wallet' },
    provider: wallet.provider,
  })
  const client = createClient({
    networks: [berthDevnet, berthDevnetL2],
    window: target as never,
    storage,
    logger: quiet,
    siwx: localSiwx({ statement: 'Sign in to the Berth example' }),
  })
  client.mount()
  return { client, wallet }
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const personalSign = (wallet: ReturnType<typeof createDevnetWallet>, message: string, address: string) =>
  wallet.provider.request({ method: 'personal_sign', params: [`0x${Buffer.from(message).toString('hex')}`, address] }) as Promise<string>

describe('localSiwx against the devnet chains', () => {
  it('signs in an EOA; a reload with the same storage asks nothing; sign out forgets the session', async () => {
    const storage = memoryBackend()
    const first = devnetWalletClient(storage)
    await first.client.connection.connect('dev.berth.wallet')
    await until(() => first.client.router.current()?.view === 'SIWXSignMessage')
    const session = await first.client.siwx!.signIn()
    expect(first.client.modal.store.get().open).toBe(false)
    expect(JSON.parse(storage.getItem('@berth/siwx-sessions')!)).toEqual([{ data: session.data, message: session.message, signature: session.signature }])

    // A reload: a new page with what the browser kept of sign-in (not the connection, so it connects again).
    const reloaded = (from: typeof storage) => memoryBackend({ '@berth/siwx-sessions': from.getItem('@berth/siwx-sessions')! })
    const secondStorage = reloaded(storage)
    const second = devnetWalletClient(secondStorage)
    await second.client.connection.connect('dev.berth.wallet')
    await until(() => second.client.siwx!.store.get().status === 'signed-in')
    expect(second.client.modal.store.get().open).toBe(false)

    await second.client.siwx!.signOut()
    expect(JSON.parse(secondStorage.getItem('@berth/siwx-sessions')!)).toEqual([])
    const third = devnetWalletClient(reloaded(secondStorage))
    await third.client.connection.connect('dev.berth.wallet')
    await until(() => third.client.router.current()?.view === 'SIWXSignMessage' && third.client.siwx!.store.get().status === 'ready')
  })

  it("refuses another account's signature and keeps nothing; the nonce is spent, so the right signature cannot reuse it", async () => {
    const storage = memoryBackend()
    const config = setupConfig(localSiwx(), { storage })
    const wallet = createDevnetWallet({ autoApprove: true, storage: memoryStorage() })
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const [, stranger, named] = wallet.accounts()
    const data = await config.createMessage({ accountAddress: named!, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data)
    wallet.selectAccount(1)
    const forged = await personalSign(wallet, message, stranger!)
    await expect(config.addSession({ data, message, signature: forged })).rejects.toMatchObject({
      name: 'SiwxSessionRefusedError',
      details: `the signature is not ${named}'s over this message on eip155:31337`,
    })
    expect(storage.getItem('@berth/siwx-sessions')).toBeNull()
    wallet.selectAccount(2)
    const genuine = await personalSign(wallet, message, named!)
    await expect(config.addSession({ data, message, signature: genuine })).rejects.toMatchObject({
      details: 'the nonce was not issued here, or was already used',
    })
    expect(await config.getSessions('eip155:31337', named!)).toEqual([])
  })

  it("keeps the devnet ERC-1271 account's session when its owner signed, on both chains; refuses a non-owner's", async () => {
    const config = setupConfig(localSiwx())
    for (const chainId of ['eip155:31337', 'eip155:31338'] as const) {
      const data = await config.createMessage({ accountAddress: devnetSmartAccount.address, chainId })
      const message = formatSiwxMessage(data)
      await config.addSession({ data, message, signature: await ownerOfSmartAccount.signMessage({ message }) })
      expect(await config.getSessions(chainId, devnetSmartAccount.address)).toHaveLength(1)
    }
    const stranger = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 })
    const data = await config.createMessage({ accountAddress: devnetSmartAccount.address, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data)
    await expect(config.addSession({ data, message, signature: await stranger.signMessage({ message }) })).rejects.toMatchObject({
      name: 'SiwxSessionRefusedError',
    })
  })

  it("keeps a counterfactual account's session (ERC-6492: factory and calldata wrap the owner's signature) without deploying it; refuses a stranger's", async () => {
    const chain = createPublicClient({ transport: http(berthDevnet.rpcUrls.default.http[0]) })
    const salt = keccak256(toHex(`localSiwx ${Date.now()} ${Math.random()}`))
    const owner = ownerOfSmartAccount.address
    const address = await chain.readContract({
      address: devnetAccountFactory.address,
      abi: devnetAccountFactoryAbi,
      functionName: 'addressOf',
      args: [owner, salt],
    })
    expect(await chain.getCode({ address })).toBeUndefined()
    const wrapped = (signature: `0x${string}`) =>
      serializeErc6492Signature({ address: devnetAccountFactory.address, data: devnetAccountFactoryData(owner, salt), signature })
    const config = setupConfig(localSiwx())

    const strangerData = await config.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    const strangerMessage = formatSiwxMessage(strangerData)
    const stranger = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 4 })
    await expect(
      config.addSession({ data: strangerData, message: strangerMessage, signature: wrapped(await stranger.signMessage({ message: strangerMessage })) }),
    ).rejects.toMatchObject({
      name: 'SiwxSessionRefusedError',
    })

    const data = await config.createMessage({ accountAddress: address, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data)
    await config.addSession({ data, message, signature: wrapped(await ownerOfSmartAccount.signMessage({ message })) })
    expect(await config.getSessions('eip155:31337', address)).toHaveLength(1)
    // eth_call only: the account is still counterfactual.
    expect(await chain.getCode({ address })).toBeUndefined()
  })

  it('a chain that cannot be reached is an error, not a refused signature, and nothing is kept', async () => {
    const storage = memoryBackend()
    const down = { ...berthDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
    const config = setupConfig(localSiwx(), { storage, networks: [down] })
    const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 2 })
    const data = await config.createMessage({ accountAddress: account.address, chainId: 'eip155:31337' })
    const message = formatSiwxMessage(data)
    const failed = config.addSession({ data, message, signature: await account.signMessage({ message }) })
    await expect(failed).rejects.toMatchObject({ name: 'HttpRequestError' })
    expect(storage.getItem('@berth/siwx-sessions')).toBeNull()
  })
})

describe('SIWX with a smart account, through the controller', () => {
  function smartClient(siwx: SiwxOption | SiwxConfig) {
    const target = pageTarget()
    announce(target, smartAccountWalletFake())
    const client = createClient({ networks: [berthDevnet, berthDevnetL2], window: target as never, storage: memoryBackend(), logger: quiet, siwx })
    client.mount()
    return client
  }

  it("an app whose verifier knows only EOAs: the failure says 'This application might not support Smart Accounts' and tracks SIWX_AUTH_ERROR", async () => {
    const kept: SiwxSession[] = []
    const eoaOnly: SiwxConfig = {
      ...setupConfig(localSiwx()),
      async addSession(session) {
        // viem's standalone verifyMessage recovers the signer: an EOA check only.
        const valid = await verifyMessage({
          address: session.data.accountAddress as `0x${string}`,
          message: session.message,
          signature: session.signature as `0x${string}`,
        })
        if (!valid) throw new Error('not signed by this address')
        kept.push(session)
      },
    }
    const client = smartClient(eoaOnly)
    await client.connection.connect('dev.berth.smart')
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    await expect(client.siwx!.signIn()).rejects.toThrow('This application might not support Smart Accounts')
    expect(client.siwx!.store.get()).toMatchObject({ status: 'error', error: { shortMessage: 'This application might not support Smart Accounts' } })
    expect(client.events.store.get().events.map((event) => event.name)).toContain('SIWX_AUTH_ERROR')
    expect(client.modal.store.get().open).toBe(true)
    expect(kept).toEqual([])
  })

  it('with localSiwx the same smart account signs in: its contract vouches for the owner', async () => {
    const client = smartClient(localSiwx())
    await client.connection.connect('dev.berth.smart')
    await until(() => client.router.current()?.view === 'SIWXSignMessage')
    const session = await client.siwx!.signIn()
    expect(session.data.accountAddress).toBe(devnetSmartAccount.address)
    expect(client.siwx!.store.get().status).toBe('signed-in')
    expect(client.modal.store.get().open).toBe(false)
  })
})

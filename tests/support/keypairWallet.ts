// A wallet-standard Solana wallet over real keypairs, for tests: what a browser extension would
// register, with @solana/kit doing the signing (ed25519 through WebCrypto). It asks `approve`
// where a real wallet would show a prompt, and sends through the RPC it is given.
import {
  createSolanaRpc,
  getAddressEncoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

export type KeypairWalletFeature = 'signMessage' | 'signTransaction' | 'signAndSendTransaction' | 'signIn' | 'disconnect'
export type WalletRequest = { method: string; silent?: boolean }

export type KeypairWalletOptions = {
  name?: string
  icon?: string
  signers: readonly KeyPairSigner[]
  /** Where signAndSendTransaction sends. */
  rpcUrl: string
  chains: readonly IdentifierString[]
  features?: readonly KeypairWalletFeature[]
  /** The user's answer to each prompt; yes unless set. */
  approve?: (request: WalletRequest) => boolean | Promise<boolean>
}

export type KeypairWallet = Wallet & {
  /** Every prompt the wallet showed, in order. */
  readonly prompts: WalletRequest[]
  setApprove(approve: (request: WalletRequest) => boolean | Promise<boolean>): void
  /** Switches the wallet to other accounts (none: the user disconnected in the wallet) and tells the app. */
  changeAccounts(signers: readonly KeyPairSigner[]): void
}

const ALL_FEATURES: readonly KeypairWalletFeature[] = ['signMessage', 'signTransaction', 'signAndSendTransaction', 'signIn', 'disconnect']
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

export function keypairWallet(options: KeypairWalletOptions): KeypairWallet {
  const enabled = new Set(options.features ?? ALL_FEATURES)
  const prompts: WalletRequest[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let approve = options.approve ?? (() => true)
  let signers = [...options.signers]
  let authorised = false
  let accounts: WalletAccount[] = []
  const rpc = createSolanaRpc(options.rpcUrl)

  const accountOf = (signer: KeyPairSigner): WalletAccount => ({
    address: signer.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(signer.address)),
    chains: options.chains,
    features: [...enabled].map((feature) => `solana:${feature}` as IdentifierString),
  })
  const ask = async (request: WalletRequest) => {
    prompts.push(request)
    if (!(await approve(request))) throw rejection()
  }
  const signerOf = (account: WalletAccount) => {
    const signer = signers.find((candidate) => candidate.address === account.address)
    if (!signer || !authorised) throw new Error(`the wallet holds no authorised account ${account.address}`)
    return signer
  }
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }
  const sign = async (account: WalletAccount, bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    return partiallySignTransaction([signerOf(account).keyPair], transaction)
  }

  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (!authorised) {
          if (input?.silent) return { accounts: [] }
          await ask({ method: 'standard:connect' })
          authorised = true
          accounts = signers.map(accountOf)
        }
        return { accounts }
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
  if (enabled.has('disconnect')) {
    features['standard:disconnect'] = {
      version: '1.0.0',
      async disconnect() {
        authorised = false
        accounts = []
        emit()
      },
    }
  }
  if (enabled.has('signMessage')) {
    features['solana:signMessage'] = {
      version: '1.1.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        await ask({ method: 'solana:signMessage' })
        return Promise.all(
          inputs.map(async ({ account, message }) => ({ signedMessage: message, signature: await signBytes(signerOf(account).keyPair.privateKey, message) })),
        )
      },
    }
  }
  if (enabled.has('signTransaction')) {
    features['solana:signTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        await ask({ method: 'solana:signTransaction' })
        return Promise.all(
          inputs.map(async ({ account, transaction }) => ({
            signedTransaction: new Uint8Array(getTransactionEncoder().encode(await sign(account, transaction))),
          })),
        )
      },
    }
  }
  if (enabled.has('signAndSendTransaction')) {
    features['solana:signAndSendTransaction'] = {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        await ask({ method: 'solana:signAndSendTransaction' })
        return Promise.all(
          inputs.map(async ({ account, transaction }) => {
            const signed = await sign(account, transaction)
            await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64', preflightCommitment: 'confirmed' }).send()
            return { signature: new Uint8Array(getBase58Encoder().encode(getSignatureFromTransaction(signed))) }
          }),
        )
      },
    }
  }
  if (enabled.has('signIn')) {
    features['solana:signIn'] = {
      version: '1.0.0',
      async signIn(...inputs: { domain?: string; address?: string; statement?: string; uri?: string; nonce?: string; issuedAt?: string; chainId?: string }[]) {
        await ask({ method: 'solana:signIn' })
        return Promise.all(
          inputs.map(async (input) => {
            if (!authorised) {
              authorised = true
              accounts = signers.map(accountOf)
            }
            const account = accounts.find((candidate) => candidate.address === input.address) ?? accounts[0]!
            const text = [
              `${input.domain} wants you to sign in with your Solana account:`,
              account.address,
              ...(input.statement ? ['', input.statement] : []),
              '',
              `URI: ${input.uri}`,
              'Version: 1',
              `Chain ID: ${input.chainId}`,
              `Nonce: ${input.nonce}`,
              `Issued At: ${input.issuedAt}`,
            ].join('\n')
            const signedMessage = new TextEncoder().encode(text)
            return { account, signedMessage, signature: await signBytes(signerOf(account).keyPair.privateKey, signedMessage), signatureType: 'ed25519' }
          }),
        )
      },
    }
  }

  return {
    version: '1.0.0',
    name: options.name ?? 'Keypair Wallet',
    icon: (options.icon ?? ICON) as Wallet['icon'],
    chains: options.chains,
    get accounts() {
      return accounts
    },
    features: features as Wallet['features'],
    prompts,
    setApprove(next) {
      approve = next
    },
    changeAccounts(next) {
      signers = [...next]
      accounts = authorised ? signers.map(accountOf) : []
      emit()
    },
  }
}

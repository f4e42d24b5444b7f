import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit'
import { getWallets } from '@wallet-standard/app'
import { vi } from 'vitest'
import type { DevnetSolanaWallet } from './createSolanaWallet'

/** The page host the stand-in window reports. */
export const TEST_PAGE = new URL('http://127.0.0.1:5173/')

/**
 * A window for wallet-standard's events in vitest's node environment: jsdom's typed arrays come from
 * another realm, and Node's WebCrypto (which kit signs with) refuses them.
 */
export function stubPageWindow(): Window {
  const page = new EventTarget()
  vi.stubGlobal('window', page)
  vi.stubGlobal('location', TEST_PAGE)
  return page as unknown as Window
}

/** The Devnet Wallet as a dapp finds it: by name among the registered wallet-standard wallets. */
export function findDevnetSolanaWallet(): DevnetSolanaWallet {
  const wallet = getWallets()
    .get()
    .find((candidate) => candidate.name === 'Devnet Wallet' && 'solana:signTransaction' in candidate.features)
  if (!wallet) throw new Error('the Devnet Wallet did not register')
  return wallet as DevnetSolanaWallet
}

/** An unsigned SOL transfer from `from` (the fee payer too, unless given), as wire bytes: what a dapp hands the wallet. */
export function unsignedTransfer(from: string, to: string, lamports: bigint, blockhash: string, feePayer = from): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash as Blockhash, lastValidBlockHeight: 0n }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [getTransferSolInstruction({ source: createNoopSigner(address(from)), destination: address(to), amount: lamports })],
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

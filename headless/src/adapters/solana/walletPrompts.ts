import { signInWithSolana } from './signIn.js'
import { signSolanaMessage } from './signMessage.js'

// A message to sign and a sign-in: asked of the wallet only once the page is in use, so they load
// with the first of them, not with solana()'s up-front code.
export const solanaWalletPrompts = { signSolanaMessage, signInWithSolana }

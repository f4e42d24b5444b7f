// The Chromium test (tests/e2e/mobileWalletBitcoin.test.ts) checks the wallet's signatures with the same verifier the wallet uses.
export { verifyBitcoinMessage } from '../../src/bitcoin/walletKit/verifyBitcoinMessage'

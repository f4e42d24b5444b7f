// Values the global setups hand to tests: `inject('devnetUrls')` in a test file.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The devnet's URLs as startDevnet returned them (integration and browser suites). */
    devnetUrls: Record<string, string>
    /** The devnet's wallet-provider and data API (http://127.0.0.1:8787 unless reused elsewhere). */
    devnetApiUrl: string
    /** The devnet's WalletConnect relay (ws://127.0.0.1:8555 unless reused elsewhere). */
    devnetRelayUrl: string
    /** Berth Solana Devnet's PubSub WebSocket (its JSON-RPC is in devnetUrls under its CAIP-2 id). */
    devnetSolanaWsUrl: string
    /** Where the built example app is served for the browser suite, or '' when it is not built. */
    exampleUrl: string
    /** The Devnet Mobile Wallet (WalletConnect wallet web app), http://127.0.0.1:5174. */
    mobileWalletUrl: string
    /** The packed tarballs of the published packages by name (consumers suite). */
    packedTarballs: Record<string, string>
  }
}
export {}

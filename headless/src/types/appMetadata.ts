/** The app as wallets show it: in WalletConnect's pairing prompt and in the modal's header. */
export type AppMetadata = { name: string; description?: string; url?: string; icons?: string[] }

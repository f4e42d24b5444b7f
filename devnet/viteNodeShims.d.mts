/** Vite aliases (`buffer`, `stream`) the Devnet Wallet's Bitcoin side needs in a browser build or dev server. */
export declare function walletNodeShimAliases(): Record<string, string>

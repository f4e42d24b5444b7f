/** Default port of the devnet's API server (both APIs, the explorer, the control routes). Browser-safe. */
export const DEVNET_API_PORT = 8787

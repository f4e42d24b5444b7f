// The networks the devnet's frame serves (the devnet's eip155 chains and Berth Solana Devnet),
// passed in by whoever starts it: the page switches between them, /v1/ forwards reads to their nodes.

/** One network of the frame: its CAIP-2 id, name and the node's JSON-RPC URL. */
export interface FrameNetwork {
  caipNetworkId: string
  name: string
  /** The node the frame's /v1/ forwards to and the signer sends through; the page never calls it. */
  rpcUrl: string
}

/** What the frame page is told of a network (no node URL: it reads through /v1/). */
export interface FramePageNetwork {
  caipNetworkId: string
  name: string
}

export const networkNamespace = (caipNetworkId: string): string => caipNetworkId.split(':')[0] ?? ''

export const findNetwork = <N extends { caipNetworkId: string }>(networks: readonly N[], caipNetworkId: string): N | undefined =>
  networks.find((network) => network.caipNetworkId === caipNetworkId)

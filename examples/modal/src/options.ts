import type { Network, ThemeMode } from '@berth/headless'

/** The example reads a few options from its URL so one build serves every demo and test. */
export function optionsFromUrl(search: string) {
  const params = new URLSearchParams(search)
  const theme = params.get('theme')
  return {
    themeMode: (theme === 'dark' ? 'dark' : 'light') as ThemeMode,
    excludeWalletIds: params.getAll('exclude'),
    allowUnsupportedChain: params.get('allowUnsupportedChain') === '1',
    accent: params.get('accent') ?? undefined,
    /** `?projectId=` (empty) shows the missing-project alert; tests use their own ids. */
    projectId: params.has('projectId') ? (params.get('projectId') ?? '') : 'berth-example',
    allWallets: params.get('allWallets') !== '0',
    /**
     * Networks to offer, e.g. `?networks=31337` (a chain id), `?networks=eip155` (a namespace: an
     * EVM-only page, which loads no Solana or Bitcoin code) or `?networks=31338,solana,bip122`; the
     * four devnet networks (two EVM chains, Berth Solana Devnet and Berth Bitcoin Regtest) by default.
     */
    networks: params
      .getAll('networks')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean),
    /** `?siwx=optional` or `?siwx=required`: sign-in with sessions kept by the devnet server; off otherwise. */
    siwx: params.get('siwx') === 'required' ? ('required' as const) : params.get('siwx') === 'optional' ? ('optional' as const) : undefined,
    /** `&siwxStorage=browser`: sessions verified on chain and kept in this browser (localSiwx) instead. */
    siwxStorage: params.get('siwxStorage') === 'browser' ? ('browser' as const) : ('server' as const),
  }
}

/** Whether a network is one `?networks=` asks for: its chain id, its CAIP-2 id or its namespace; every network when none is asked for. */
export const isOffered = (asked: readonly string[], network: Network) =>
  asked.length === 0 || asked.some((token) => token === String(network.id) || token === network.caipNetworkId || token === network.chainNamespace)

import type { ThemeMode } from '@berth/headless'

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
    /** Chain ids to offer, e.g. `?networks=31337`; both devnet chains by default. */
    networkIds: params
      .getAll('networks')
      .flatMap((value) => value.split(','))
      .map(Number)
      .filter(Number.isSafeInteger),
    /** `?siwx=optional` or `?siwx=required`: sign-in with sessions kept by the devnet server; off otherwise. */
    siwx: params.get('siwx') === 'required' ? ('required' as const) : params.get('siwx') === 'optional' ? ('optional' as const) : undefined,
    /** `&siwxStorage=browser`: sessions verified on chain and kept in this browser (localSiwx) instead. */
    siwxStorage: params.get('siwxStorage') === 'browser' ? ('browser' as const) : ('server' as const),
  }
}

import type { Page } from 'playwright-core'

/**
 * Records every method the page calls on announced wallets, in window.__walletCalls, by wrapping
 * the provider's request as the page's own EIP-6963 listener receives it.
 */
export async function recordWalletCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = []
    const wrapped = new WeakSet<object>()
    Object.assign(window, { __walletCalls: calls })
    window.addEventListener(
      'eip6963:announceProvider',
      (event) => {
        const provider = (event as CustomEvent).detail?.provider
        if (!provider || wrapped.has(provider)) return
        wrapped.add(provider)
        const request = provider.request.bind(provider)
        provider.request = (args: { method: string }) => {
          calls.push(args.method)
          return request(args)
        }
      },
      true,
    )
  })
  return () => page.evaluate(() => [...((window as unknown as { __walletCalls: string[] }).__walletCalls ?? [])])
}

// The devices the bench measures on. Desktop: the machine as it is. Phone: a mid-range phone on a
// mobile network, applied per page through the DevTools protocol (CPU throttling, network
// conditions) and Playwright's context options (viewport, touch), the same for Berth and every peer.
import type { BrowserContextOptions, Page } from 'playwright-core'

export type ProfileName = 'desktop' | 'phone'
export const PROFILES: readonly ProfileName[] = ['desktop', 'phone']

export interface DeviceProfile {
  name: ProfileName
  context: BrowserContextOptions
  /** Taps instead of pointer clicks: no hover (and so no preload on hover) before the input. */
  touch: boolean
  /** DevTools CPU throttling rate (1 = none). */
  cpuSlowdown: number
  /** Network.emulateNetworkConditions, or none. */
  network?: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number }
  /** How long after the button shows the first visits click (or tap), one visit per value. */
  clickAfterMs: readonly number[]
}

export const DESKTOP: DeviceProfile = {
  name: 'desktop',
  context: { viewport: { width: 1280, height: 800 } },
  touch: false,
  cpuSlowdown: 1,
  clickAfterMs: [500],
}

/** A mid-range phone: CPU 4× slower, 150 ms round trip, 1.6 Mbps down (750 kbps up), 390×844 with touch. */
export const PHONE: DeviceProfile = {
  name: 'phone',
  context: {
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
  touch: true,
  cpuSlowdown: 4,
  network: { latencyMs: 150, downloadBytesPerSecond: 1_600_000 / 8, uploadBytesPerSecond: 750_000 / 8 },
  clickAfterMs: [500, 3000],
}

export const profileByName = (name: ProfileName): DeviceProfile => (name === 'phone' ? PHONE : DESKTOP)

/** Throttles this page's CPU and network as the profile says; kept across reloads (same target). */
export async function applyThrottling(page: Page, profile: DeviceProfile): Promise<void> {
  if (profile.cpuSlowdown === 1 && !profile.network) return
  const cdp = await page.context().newCDPSession(page)
  if (profile.cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
  if (profile.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.network.latencyMs,
      downloadThroughput: profile.network.downloadBytesPerSecond,
      uploadThroughput: profile.network.uploadBytesPerSecond,
    })
  }
}

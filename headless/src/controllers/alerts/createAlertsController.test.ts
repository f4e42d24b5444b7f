import { describe, expect, it, vi } from 'vitest'
import { createAlertsController, NOTIFICATION_SWAP_DELAY_MS } from './createAlertsController.js'

describe('notifications', () => {
  it('shows the first at once and swaps an open one after 150 ms', () => {
    vi.useFakeTimers()
    try {
      const alerts = createAlertsController()
      alerts.notify('loading', 'Sending')
      expect(alerts.store.get().notification).toMatchObject({ variant: 'loading', message: 'Sending', open: true })
      alerts.notify('success', 'Sent')
      expect(alerts.store.get().notification).toMatchObject({ message: 'Sending', open: false })
      vi.advanceTimersByTime(NOTIFICATION_SWAP_DELAY_MS - 1)
      expect(alerts.store.get().notification?.open).toBe(false)
      vi.advanceTimersByTime(1)
      expect(alerts.store.get().notification).toMatchObject({ variant: 'success', message: 'Sent', open: true })
    } finally {
      vi.useRealTimers()
    }
  })
})

import type { ReportsState } from './createReportsController.js'

/** The reports' state before anything was read or sent. Apart, so the lazy controller's store needs none of the controller's code. */
export const initialReportsState = (): ReportsState => ({ analyticsEnabled: false, sentAt: [], dropped: 0 })

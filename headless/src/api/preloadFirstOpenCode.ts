/**
 * Fetches and evaluates, ahead of time, the code the modal's first opening runs: the endpoint
 * clients it calls (configuration, allowed origins, analytics switch, the listing) with their zod
 * schemas, and the origins check. It requests nothing from any API. Without it that code loads and
 * its schemas are built inside the first click, some tens of milliseconds on a slow machine.
 */
export function preloadFirstOpenCode(): Promise<void> {
  return Promise.all([
    import('./getFeatures.js'),
    import('./getAllowedOrigins.js'),
    import('./getAnalyticsConfig.js'),
    import('./getWallets.js'),
    import('../controllers/features/checkAllowedOrigins.js'),
  ]).then(() => undefined)
}

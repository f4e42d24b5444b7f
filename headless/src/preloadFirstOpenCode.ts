/**
 * Fetches and evaluates, ahead of time, the code the modal's first opening runs: the endpoint
 * clients it calls (configuration, allowed origins, analytics switch, the listing) with their zod
 * schemas, and the origins check. It requests nothing from any API. Without it that code loads and
 * its schemas are built inside the first click, some tens of milliseconds on a slow machine. It sits
 * beside the client: it reaches both the API clients and a controller.
 */
export function preloadFirstOpenCode(): Promise<void> {
  return Promise.all([
    import('./api/getFeatures.js'),
    import('./api/getAllowedOrigins.js'),
    import('./api/getAnalyticsConfig.js'),
    import('./api/getWallets.js'),
    import('./controllers/features/checkAllowedOrigins.js'),
    import('./controllers/features/loadRemoteFeatures.js'),
  ]).then(() => undefined)
}

// playwright-core launches Chromium with ThirdPartyStoragePartitioning disabled (its issue 32230);
// Chromium then denies a third-party iframe its localStorage outright, as no Chrome a visitor runs
// does. The embedded wallet's secure frame (localhost:8790 inside an app on 127.0.0.1) keeps its
// device id and session there, so its browser tests pass this switch: Playwright's own list of
// disabled features minus ThirdPartyStoragePartitioning (the last --disable-features wins).

/** The Chromium switch that gives third-party iframes their partitioned storage back. */
export const PARTITIONED_STORAGE_ARG =
  '--disable-features=AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,AvoidCorsURLLoaderRestartOnRedirect,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch'

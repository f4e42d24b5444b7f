export {
  devnetFarcasterAccounts,
  farcasterCustodyAccount,
  findDevnetFarcasterAccount,
  lookupFarcasterFid,
  type DevnetFarcasterAccount,
  type FarcasterIdRecord,
} from './accounts'
export { DEVNET_FARCASTER_AUTH_KEY, DEVNET_FARCASTER_PORT, DEVNET_FARCASTER_SERVICE, FARCASTER_CHANNEL_TTL_MS } from './constants'
export { createFarcasterApp, type CreateFarcasterAppOptions } from './createFarcasterApp'
export { FarcasterSignInError, type FarcasterSignInErrorCode } from './farcasterSignInError'
export { buildFarcasterSignInMessage, signFarcasterSignIn, type SignInRequest } from './signInMessage'
export { probeFarcasterRelay, startDevnetFarcaster, type DevnetFarcaster, type DevnetFarcasterOptions } from './startDevnetFarcaster'
export { startFarcasterServer, type RunningFarcasterServer, type StartFarcasterServerOptions } from './startFarcasterServer'
export {
  verifyFarcasterSignIn,
  type VerifiedFarcasterSignIn,
  type VerifyFarcasterSignInOptions,
  type VerifyFarcasterSignInParameters,
} from './verifySignIn'
export { FarcasterRelayError, type FarcasterRelayErrorCode } from './farcasterRelayError'
export {
  createFarcasterChannel,
  getFarcasterChannelStatus,
  waitForFarcasterChannel,
  type CreateFarcasterChannelParameters,
  type FarcasterChannelHandle,
  type FarcasterChannelStatus,
  type FarcasterRelayTarget,
} from './relayClient'

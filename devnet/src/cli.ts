import { parseWalletCount } from './api/walletCountFromEnv'
import { startDevnet } from './startDevnet'

// Usage: tsx src/cli.ts [--reuse-running] [--reset] [--wallets=2000] [--no-relay] [--no-solana] [--no-bitcoin] [--no-contracts] [--no-ramp] [--no-mail] [--no-farcaster] [--no-oidc] [--no-frame]
// --reuse-running adopts chains (and a devnet API on :8787) another devnet already serves instead
//   of failing on the port.
// --reset deletes the API's stored records (devnet/.data/pgdata) before starting.
// --wallets=N serves N generated wallets instead of devnet/data/wallets.json (load tests); the
//   environment variable BERTH_DEVNET_WALLETS=N does the same.
// The WalletConnect relay starts on ws://127.0.0.1:8555 (its event log at
//   http://127.0.0.1:8555/devnet/relay/log); --no-relay leaves it out.
// Berth Solana Devnet serves Solana JSON-RPC on http://127.0.0.1:8899 and its PubSub on
//   ws://127.0.0.1:8900, with its genesis (funded keypairs, the USDC mint; printed); --no-solana leaves it out.
// Berth Bitcoin Regtest serves Esplora's HTTP API on http://127.0.0.1:3002 over a bcoin regtest node
//   in this process, with its genesis (funded BIP84 payment addresses; printed); --no-bitcoin leaves it out.
// Devnet Ramp, the on-ramp checkout, serves http://localhost:8791 (orders kept by the API); --no-ramp leaves it out.
// The devnet's mail keeps every mail sent to its SMTP server on 127.0.0.1:2525 (no auth, loopback only) and
//   shows them in the inbox at http://127.0.0.1:8794 (JSON at /api/messages); --no-mail leaves it out.
// Devnet Farcaster, the Sign In With Farcaster relay and its approval page, serves http://127.0.0.1:8793;
//   --no-farcaster leaves it out.
// The OpenID Connect provider standing in for the social logins (google, x, discord, github, apple,
//   facebook; devnet identities to pick from) serves http://localhost:8792; --no-oidc leaves it out.
// The embedded wallet's secure frame and its auth API serve http://localhost:8790 (users, codes and sessions in
//   memory for the run; codes and device links mailed to the inbox above); --no-frame leaves it out.
// Both chains get the devnet tokens and NFTs, funded accounts and months of seeded transfers
//   (their addresses are printed); --no-contracts leaves the chains empty.
//
// Signal handlers go in before anything starts: a signal during startup must still stop the
// anvils already spawned, and a non-interactive shell's background job ignores SIGINT unless
// we handle it ourselves.
const reuseRunning = process.argv.includes('--reuse-running')
const reset = process.argv.includes('--reset')
const walletsFlag = process.argv.find((arg) => arg.startsWith('--wallets='))
const noRelay = process.argv.includes('--no-relay')
const noContracts = process.argv.includes('--no-contracts')
const noSolana = process.argv.includes('--no-solana')
const noRamp = process.argv.includes('--no-ramp')
const noBitcoin = process.argv.includes('--no-bitcoin')
const noMail = process.argv.includes('--no-mail')
const noFarcaster = process.argv.includes('--no-farcaster')
const noOidc = process.argv.includes('--no-oidc')
const noFrame = process.argv.includes('--no-frame')
const starting = Promise.resolve().then(() =>
  startDevnet({
    reuseRunning,
    api: { reset, ...(walletsFlag ? { walletCount: parseWalletCount(walletsFlag.slice('--wallets='.length), '--wallets') } : {}) },
    ...(noRelay ? { relay: false as const } : {}),
    ...(noSolana ? { solana: false as const } : {}),
    ...(noRamp ? { ramp: false as const } : {}),
    ...(noBitcoin ? { bitcoin: false as const } : {}),
    ...(noMail ? { mail: false as const } : {}),
    ...(noFarcaster ? { farcaster: false as const } : {}),
    ...(noOidc ? { oidc: false as const } : {}),
    ...(noFrame ? { frame: false as const } : {}),
    ...(noContracts ? { contracts: false } : {}),
    log: (line) => console.log(line),
  }),
)
let shuttingDown = false

function shutdown(signal: NodeJS.Signals): void {
  if (shuttingDown) return
  shuttingDown = true
  console.log(`\n${signal}: stopping devnet`)
  starting
    .then((devnet) => devnet.stop())
    // A failed start already stopped what it had started; nothing more to do.
    .catch(() => {})
    .then(() => process.exit(0))
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown)

starting.then(
  // Reused chains are not our children, so nothing else may keep the event loop alive.
  () => setInterval(() => {}, 1 << 30),
  (error: unknown) => {
    if (shuttingDown) return
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)

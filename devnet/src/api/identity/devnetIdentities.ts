import { devnetAccounts } from '../../chain/accounts'

/**
 * Names of the first three devnet accounts (the Devnet Wallet's), so the Account view and Send
 * have a name and an avatar to show; every other address has none.
 */
export const devnetIdentities: ReadonlyMap<string, string> = new Map([
  [devnetAccounts[0].toLowerCase(), 'alice.berth'],
  [devnetAccounts[1].toLowerCase(), 'bob.berth'],
  [devnetAccounts[2].toLowerCase(), 'carol.berth'],
])

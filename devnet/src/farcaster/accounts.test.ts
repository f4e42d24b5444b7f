import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC, devnetAccounts } from '../chain/accounts'
import { devnetFarcasterAccounts, farcasterCustodyAccount, lookupFarcasterFid } from './accounts'

describe('Devnet Farcaster accounts', () => {
  it("derive their custody keys from the test mnemonic at m/44'/60'/0'/0/20 and up, none a spending devnet account", () => {
    const custody = devnetFarcasterAccounts.map((account) => farcasterCustodyAccount(account).address)
    expect(devnetFarcasterAccounts.map((account) => account.custodyIndex)).toEqual([20, 21, 22])
    expect(custody[0]).toBe(mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 20 }).address)
    expect(new Set(custody).size).toBe(custody.length)
    for (const address of custody) expect(devnetAccounts).not.toContain(address)
  })

  it('are what the ID registry answers for their fids; an unknown fid has no record', () => {
    expect(lookupFarcasterFid(1002)).toEqual({ fid: 1002, custodyAddress: farcasterCustodyAccount(devnetFarcasterAccounts[1]!).address, username: 'bob' })
    expect(lookupFarcasterFid(999_999)).toBeUndefined()
  })

  it('have usernames the hosted relay accepts', () => {
    for (const account of devnetFarcasterAccounts) expect(account.username).toMatch(/^[a-z0-9][a-z0-9-]{0,15}$/)
  })
})

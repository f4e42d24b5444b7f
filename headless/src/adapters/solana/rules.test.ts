import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { solanaDevnet, solanaMainnet } from '../../networks/solana.js'
import { checkSolanaAddress } from './address.js'
import { isUserRejection } from './callWallet.js'
import { solanaAccounts, solanaConnectorId } from './solanaWallet.js'
import { walletChain } from './transfer/walletChain.js'

describe('Solana adapter rules', () => {
  it('checks receivers as base58 addresses of 32 bytes', () => {
    expect(checkSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe('valid')
    expect(checkSolanaAddress(' 11111111111111111111111111111111 ')).toBe('valid')
    expect(checkSolanaAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')).toBe('invalid')
    expect(checkSolanaAddress('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9')).toBe('invalid')
    expect(checkSolanaAddress('OeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')).toBe('invalid')
    expect(checkSolanaAddress('')).toBe('invalid')
  })

  it('names connectors solana.{name} with only [A-Za-z0-9_.-]', () => {
    expect(solanaConnectorId('Devnet Wallet')).toBe('solana.Devnet-Wallet')
    expect(solanaConnectorId('Phantom')).toBe('solana.Phantom')
    expect(solanaConnectorId('Ünï/cødé')).toBe('solana.-n--c-d-')
  })

  it("keeps a wallet's Solana accounts only", () => {
    const accounts = [
      { address: 'a', chains: ['solana:mainnet'] },
      { address: 'b', chains: ['bip122:000000000019d6689c085ae165831e93'] },
      { address: 'c', chains: [] },
      { address: '', chains: ['solana:mainnet'] },
      'nonsense',
    ]
    expect(solanaAccounts(accounts).map(({ address }) => address)).toEqual(['a', 'c'])
    expect(solanaAccounts(undefined)).toEqual([])
  })

  it('tells the wallet the network under the name it lists, and nothing when it does not list it', () => {
    const wallet = (chains: string[]) => ({ chains }) as unknown as Wallet
    expect(walletChain(wallet(['solana:mainnet', 'solana:devnet']), solanaMainnet)).toBe('solana:mainnet')
    expect(walletChain(wallet([solanaDevnet.caipNetworkId]), solanaDevnet)).toBe(solanaDevnet.caipNetworkId)
    expect(walletChain(wallet(['solana:devnet']), solanaMainnet)).toBeUndefined()
    expect(walletChain(wallet(['solana:mainnet']), { caipNetworkId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE' })).toBeUndefined()
  })

  it('reads a refusal from 4001 or from the words wallets use', () => {
    expect(isUserRejection({ code: 4001, message: 'x' })).toBe(true)
    expect(isUserRejection(new Error('User rejected the request.'))).toBe(true)
    expect(isUserRejection(new Error('Transaction cancelled'))).toBe(true)
    expect(isUserRejection(new Error('Blockhash not found'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})

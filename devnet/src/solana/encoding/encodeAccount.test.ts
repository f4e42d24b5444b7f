import { getMintEncoder, getMintSize, getTokenEncoder, TOKEN_PROGRAM_ADDRESS, type Mint } from '@solana-program/token'
import { address, getBase58Decoder, getBase64Decoder, none, some } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { SolanaRpcError } from '../errors/rpcError'
import type { ChainAccount } from '../runtime/chainAccount'
import { SYSTEM_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS } from '../runtime/programs'
import { encodeAccount } from './encodeAccount'

const MINT = 'DScE3rohdUBZ1BJ7y66V67wHb9rJJ9SLEiDmFETaFTXd'
const OWNER = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const mint: Mint = { mintAuthority: some(address(OWNER)), supply: 5_000_000n, decimals: 6, isInitialized: true, freezeAuthority: none() }
const findMint = (candidate: string) => (candidate === MINT ? mint : undefined)
const U64_MAX = 2n ** 64n - 1n

const tokenData = new Uint8Array(
  getTokenEncoder().encode({
    mint: address(MINT),
    owner: address(OWNER),
    amount: 1_500_000n,
    delegate: none(),
    state: 1,
    isNative: none(),
    delegatedAmount: 0n,
    closeAuthority: none(),
  }),
)
const token = (programAddress: string = TOKEN_PROGRAM_ADDRESS): ChainAccount => ({
  address: 'x',
  lamports: 2_039_280n,
  programAddress,
  executable: false,
  data: tokenData,
})
const wallet: ChainAccount = { address: OWNER, lamports: 5n, programAddress: SYSTEM_PROGRAM_ADDRESS, executable: false, data: new Uint8Array([1, 2, 3]) }

describe('encodeAccount', () => {
  it('writes the bytes in the encoding asked, legacy binary being a bare base58 string', () => {
    expect(encodeAccount(wallet, { encoding: 'binary' }, findMint)).toEqual({
      data: getBase58Decoder().decode(wallet.data),
      executable: false,
      lamports: 5n,
      owner: SYSTEM_PROGRAM_ADDRESS,
      rentEpoch: U64_MAX,
      space: 3,
    })
    expect(encodeAccount(wallet, { encoding: 'base58' }, findMint).data).toEqual([getBase58Decoder().decode(wallet.data), 'base58'])
    expect(encodeAccount(wallet, { encoding: 'base64' }, findMint).data).toEqual(['AQID', 'base64'])
  })

  it('cuts the data to dataSlice', () => {
    expect(encodeAccount(wallet, { encoding: 'base64', dataSlice: { offset: 1, length: 1 } }, findMint)).toMatchObject({ data: ['Ag==', 'base64'], space: 3 })
    expect(encodeAccount(wallet, { encoding: 'base64', dataSlice: { offset: 9, length: 4 } }, findMint).data).toEqual(['', 'base64'])
  })

  it('parses a token account with its mint decimals for jsonParsed', () => {
    expect(encodeAccount(token(), { encoding: 'jsonParsed' }, findMint).data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: MINT,
          owner: OWNER,
          state: 'initialized',
          tokenAmount: { amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' },
        },
      },
      space: 165,
    })
    expect(encodeAccount(token(TOKEN_2022_PROGRAM_ADDRESS), { encoding: 'jsonParsed' }, findMint).data).toMatchObject({ program: 'spl-token-2022' })
  })

  it('parses a mint for jsonParsed', () => {
    const data = new Uint8Array(getMintEncoder().encode(mint))
    expect(data).toHaveLength(getMintSize())
    expect(encodeAccount({ ...wallet, programAddress: TOKEN_PROGRAM_ADDRESS, data }, { encoding: 'jsonParsed' }, findMint).data).toEqual({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, freezeAuthority: null, isInitialized: true, mintAuthority: OWNER, supply: '5000000' } },
      space: 82,
    })
  })

  it('falls back to base64 for jsonParsed when it cannot parse: not a token account, or its mint unknown', () => {
    expect(encodeAccount(wallet, { encoding: 'jsonParsed' }, findMint).data).toEqual(['AQID', 'base64'])
    expect(encodeAccount(token(), { encoding: 'jsonParsed' }, () => undefined).data).toEqual([getBase64Decoder().decode(tokenData), 'base64'])
  })

  it("refuses base58 for more than 128 bytes and base64+zstd, as agave's invalid params", () => {
    for (const encoding of ['binary', 'base58'] as const) {
      expect(() => encodeAccount(token(), { encoding }, findMint)).toThrow(SolanaRpcError)
      expect(() => encodeAccount(token(), { encoding }, findMint)).toThrow(
        'Invalid params: Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    }
    expect(() => encodeAccount(wallet, { encoding: 'base64+zstd' }, findMint)).toThrow(/base64\+zstd encoding is not supported/)
  })
})

import { address, type Address } from '@solana/kit'
import { z } from 'zod'
import { devnetSolanaUsdc } from '../../solana/accounts'
import { TOKEN_PROGRAM_ADDRESS } from '../../solana/runtime/programs'
import type { ApiSolanaChain } from '../chains/apiSolanaChains'
import type { ImageUrls } from '../images/imageUrls'
import { devnetUsdPrices } from '../prices/devnetPrices'
import type { TokenBalance } from './tokenBalance'
import { tokenBalanceEntry } from './tokenBalanceEntry'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const

/** The SPL tokens the devnet prices: its USDC mint. */
const pricedMints = [{ ...devnetSolanaUsdc, price: devnetUsdPrices.USDC }] as const

// What the API reads of getTokenAccountsByOwner's jsonParsed answer; anything else is a cluster that answers wrongly.
const tokenAccountsSchema = z.array(
  z.object({
    account: z.object({
      data: z.object({
        parsed: z.object({
          info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d{1,20}$/), decimals: z.number().int() }) }),
        }),
      }),
    }),
  }),
)

/**
 * What `owner` holds on a Solana cluster, read live through its JSON-RPC: SOL always (even 0), each
 * devnet SPL token (its token accounts of the Token program summed) only when above zero.
 */
export async function readSolanaBalances(chain: ApiSolanaChain, owner: Address, images: ImageUrls, abortSignal: AbortSignal): Promise<TokenBalance[]> {
  const [native, tokenAccounts] = await Promise.all([
    chain.rpc.getBalance(owner).send({ abortSignal }),
    chain.rpc.getTokenAccountsByOwner(owner, { programId: address(TOKEN_PROGRAM_ADDRESS) }, { encoding: 'jsonParsed' }).send({ abortSignal }),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of tokenAccountsSchema.parse(tokenAccounts.value)) {
    const { mint, tokenAmount } = account.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const balances = [tokenBalanceEntry(chain.caip2, sol, native.value, devnetUsdPrices.SOL, images)]
  for (const mint of pricedMints) {
    const raw = held.get(mint.address) ?? 0n
    if (raw > 0n) balances.push(tokenBalanceEntry(chain.caip2, mint, raw, mint.price, images))
  }
  return balances
}

import { dustThreshold, estimateVsize } from './outputSize.js'
import { feeFor } from './feeRate.js'

/** An unspent output the sender can spend: its outpoint, value (satoshis) and whether it is confirmed. */
export type Coin = { txid: string; vout: number; value: bigint; confirmed: boolean }

/** What coin selection decided: the coins spent, the fee, the change back (0n when none), the virtual size. */
export type CoinSelection = { inputs: Coin[]; fee: bigint; change: bigint; vsize: number }

/** Why a transfer cannot be built. */
export type CoinSelectionFailure =
  | { reason: 'amount-below-dust'; dust: bigint }
  | { reason: 'amount-above-balance'; balance: bigint }
  | { reason: 'fee-above-balance'; balance: bigint; fee: bigint }

/** The transfer to select coins for: the amount, the receiver's and the change's output scripts, the fee rate (sat/vB). */
export type CoinSelectionInput = { coins: readonly Coin[]; amount: bigint; receiverScript: Uint8Array; changeScript: Uint8Array; feeRate: number }

/**
 * Picks the coins to spend (confirmed before pending, then largest first) until they pay the amount
 * and the fee at `feeRate`. Change goes back to the sender unless it would be dust, in which case
 * it is left to the fee (and the fee is priced without the change output). Refused: an amount below
 * the receiver output's dust threshold, an amount above the coins' total, an amount that leaves too
 * little for the fee.
 */
export function selectCoins({
  coins,
  amount,
  receiverScript,
  changeScript,
  feeRate,
}: CoinSelectionInput): { ok: true; selection: CoinSelection } | { ok: false; failure: CoinSelectionFailure } {
  const dust = dustThreshold(receiverScript)
  if (amount < dust) return { ok: false, failure: { reason: 'amount-below-dust', dust } }
  const balance = coins.reduce((sum, coin) => sum + coin.value, 0n)
  if (amount > balance) return { ok: false, failure: { reason: 'amount-above-balance', balance } }

  const ordered = [...coins].sort((a, b) => Number(b.confirmed) - Number(a.confirmed) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0))
  const changeDust = dustThreshold(changeScript)
  const inputs: Coin[] = []
  let total = 0n
  let lastFee = 0n
  for (const coin of ordered) {
    inputs.push(coin)
    total += coin.value
    const withChangeVsize = estimateVsize(inputs.length, [receiverScript.length, changeScript.length])
    const withChangeFee = feeFor(withChangeVsize, feeRate)
    const change = total - amount - withChangeFee
    if (change >= changeDust) return { ok: true, selection: { inputs, fee: withChangeFee, change, vsize: withChangeVsize } }
    const noChangeVsize = estimateVsize(inputs.length, [receiverScript.length])
    const noChangeFee = feeFor(noChangeVsize, feeRate)
    lastFee = noChangeFee
    // What is left over is below dust: it goes to the fee rather than to an output no node relays.
    if (total - amount >= noChangeFee) return { ok: true, selection: { inputs, fee: total - amount, change: 0n, vsize: noChangeVsize } }
  }
  return { ok: false, failure: { reason: 'fee-above-balance', balance, fee: lastFee } }
}

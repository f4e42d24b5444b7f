import { formatUnits } from 'viem'

/** The RPC's UiTokenAmount: `amount` in base units, and the same as a decimal string and number. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number
  uiAmountString: string
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

import { formatEther, hexToBytes, isHex } from 'viem'
import { getBase58Encoder, getBase64Encoder } from '@solana/kit'

/** One line of the approval panel. */
export interface ApprovalRow {
  label: string
  value: string
}

/** What the approval panel shows of a request. */
export interface ApprovalDescription {
  title: string
  rows: ApprovalRow[]
}

const decoder = new TextDecoder('utf-8', { fatal: true })

/** UTF-8 text of the bytes when they are text, else their hex. */
function textOf(bytes: Uint8Array, hex: string): string {
  try {
    const text = decoder.decode(bytes)
    return /[\x00-\x08\x0e-\x1f]/.test(text) ? hex : text
  } catch {
    return hex
  }
}

function hexText(value: unknown): string {
  if (typeof value !== 'string') return String(value)
  if (!isHex(value)) return value
  try {
    return textOf(hexToBytes(value), value)
  } catch {
    return value
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const str = (value: unknown): string => (typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value))

/** The rows a visitor reads before approving `method` on `networkName` for `account`. */
export function describeApproval(method: string, params: unknown, account: string, networkName: string): ApprovalDescription {
  const rows: ApprovalRow[] = [
    { label: 'Method', value: method },
    { label: 'Account', value: account },
    { label: 'Network', value: networkName },
  ]
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', rows: [...rows, { label: 'Message', value: hexText(list(params)[0]) }] }
    case 'eth_signTypedData_v4': {
      const raw = list(params)[1]
      let typed: Record<string, unknown> = {}
      try {
        typed = record(typeof raw === 'string' ? JSON.parse(raw) : raw)
      } catch {}
      return {
        title: 'Sign typed data',
        rows: [
          ...rows,
          { label: 'Type', value: str(typed.primaryType) },
          { label: 'Domain', value: str(record(typed.domain).name ?? typed.domain) },
          { label: 'Message', value: JSON.stringify(typed.message ?? null, null, 2) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = record(list(params)[0])
      const value = typeof tx.value === 'string' && isHex(tx.value) ? `${formatEther(BigInt(tx.value))} ETH` : '0 ETH'
      return {
        title: 'Send transaction',
        rows: [...rows, { label: 'To', value: str(tx.to) || '(contract creation)' }, { label: 'Value', value }, { label: 'Data', value: str(tx.data) || '0x' }],
      }
    }
    case 'solana_signMessage': {
      const message = str(record(params).message)
      let text = message
      try {
        text = textOf(new Uint8Array(getBase58Encoder().encode(message)), message)
      } catch {}
      return { title: 'Sign message', rows: [...rows, { label: 'Message', value: text }] }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const transaction = str(record(params).transaction)
      let size = '?'
      try {
        size = String(getBase64Encoder().encode(transaction).length)
      } catch {}
      return {
        title: method === 'solana_signTransaction' ? 'Sign transaction' : 'Sign and send transaction',
        rows: [...rows, { label: 'Transaction', value: `${size} bytes` }],
      }
    }
    default:
      return { title: method, rows }
  }
}

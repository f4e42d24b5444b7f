import type { PGlite } from '@electric-sql/pglite'
import type { Hex } from 'viem'
import type { HistoryCursor } from '../history/historyCursor'
import type { TransferKind, TxStatus } from './records'

export interface HistoryTxRow {
  chainId: number
  hash: Hex
  minedAt: number
  blockNumber: number
  txIndex: number
  from: string
  to: string | null
  createdAddress: string | null
  nonce: number
  selector: string | null
  status: TxStatus
}

export interface TransferRow {
  chainId: number
  txHash: Hex
  seq: number
  kind: TransferKind
  contract: string | null
  from: string
  to: string
  amount: string
  /** The contract's metadata when the index has it (null for native and for contracts without name()). */
  name: string | null
  symbol: string | null
  decimals: number | null
  spam: boolean
}

export interface NftHoldingRow {
  chainId: number
  contract: string
  tokenId: string
  name: string | null
  symbol: string | null
  spam: boolean
}

export interface IndexReads {
  /** An account's transactions, newest first, after `cursor`; at most `limit`. */
  history(account: string, chainIds: readonly number[], cursor: HistoryCursor | undefined, limit: number): Promise<HistoryTxRow[]>
  /** The transfers of these transactions, in log order. */
  transfers(txs: readonly { chainId: number; hash: string }[]): Promise<TransferRow[]>
  /** The ERC-721 tokens whose last confirmed transfer went to `account`. */
  nftHoldings(account: string, chainIds: readonly number[]): Promise<NftHoldingRow[]>
}

export function createIndexReads(db: PGlite): IndexReads {
  return {
    async history(account, chainIds, cursor, limit) {
      const { rows } = await db.query<Record<string, unknown>>(
        `select p.chain_id, p.tx_hash, p.mined_at, p.block_number, p.tx_index,
                t.from_address, t.to_address, t.created_address, t.nonce, t.selector, t.status
           from chain_participants p
           join chain_txs t on t.chain_id = p.chain_id and t.hash = p.tx_hash
          where p.account = $1 and p.chain_id = any($2::int[])
            and ($3::bigint is null or (p.mined_at, p.chain_id, p.block_number, p.tx_index) < ($3::bigint, $4::int, $5::bigint, $6::int))
          order by p.mined_at desc, p.chain_id desc, p.block_number desc, p.tx_index desc
          limit $7`,
        [account, chainIds, cursor?.minedAt ?? null, cursor?.chainId ?? null, cursor?.blockNumber ?? null, cursor?.txIndex ?? null, limit],
      )
      return rows.map((row) => ({
        chainId: Number(row.chain_id),
        hash: row.tx_hash as Hex,
        minedAt: Number(row.mined_at),
        blockNumber: Number(row.block_number),
        txIndex: Number(row.tx_index),
        from: String(row.from_address),
        to: (row.to_address as string | null) ?? null,
        createdAddress: (row.created_address as string | null) ?? null,
        nonce: Number(row.nonce),
        selector: (row.selector as string | null) ?? null,
        status: row.status as TxStatus,
      }))
    },
    async transfers(txs) {
      if (txs.length === 0) return []
      const { rows } = await db.query<Record<string, unknown>>(
        `select tr.chain_id, tr.tx_hash, tr.seq, tr.kind, tr.contract, tr.from_address, tr.to_address, tr.amount,
                c.name, c.symbol, c.decimals, coalesce(c.spam, false) as spam
           from chain_transfers tr
           left join chain_contracts c on c.chain_id = tr.chain_id and c.address = tr.contract
          where (tr.chain_id, tr.tx_hash) in (select * from unnest($1::int[], $2::text[]))
          order by tr.chain_id, tr.tx_hash, tr.seq`,
        [txs.map((tx) => tx.chainId), txs.map((tx) => tx.hash)],
      )
      return rows.map((row) => ({
        chainId: Number(row.chain_id),
        txHash: row.tx_hash as Hex,
        seq: Number(row.seq),
        kind: row.kind as TransferKind,
        contract: (row.contract as string | null) ?? null,
        from: String(row.from_address),
        to: String(row.to_address),
        amount: String(row.amount),
        name: (row.name as string | null) ?? null,
        symbol: (row.symbol as string | null) ?? null,
        decimals: row.decimals === null || row.decimals === undefined ? null : Number(row.decimals),
        spam: Boolean(row.spam),
      }))
    },
    async nftHoldings(account, chainIds) {
      const { rows } = await db.query<Record<string, unknown>>(
        `select latest.chain_id, latest.contract, latest.token_id, c.name, c.symbol, coalesce(c.spam, false) as spam
           from (
             select distinct on (tr.chain_id, tr.contract, tr.amount) tr.chain_id, tr.contract, tr.amount as token_id, tr.to_address
               from chain_transfers tr
               join chain_txs t on t.chain_id = tr.chain_id and t.hash = tr.tx_hash and t.status = 'confirmed'
              where tr.kind = 'erc721' and tr.chain_id = any($2::int[])
              order by tr.chain_id, tr.contract, tr.amount, tr.block_number desc, t.tx_index desc, tr.seq desc
           ) latest
           left join chain_contracts c on c.chain_id = latest.chain_id and c.address = latest.contract
          where latest.to_address = $1
          order by latest.chain_id, latest.contract, latest.token_id::numeric`,
        [account, chainIds],
      )
      return rows.map((row) => ({
        chainId: Number(row.chain_id),
        contract: String(row.contract),
        tokenId: String(row.token_id),
        name: (row.name as string | null) ?? null,
        symbol: (row.symbol as string | null) ?? null,
        spam: Boolean(row.spam),
      }))
    },
  }
}

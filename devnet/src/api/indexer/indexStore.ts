import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Hex } from 'viem'
import type { BlockRecords } from './records'

/** Metadata of a token contract the index has seen emit a Transfer. */
export interface ContractRecord {
  chainId: number
  address: string
  kind: 'erc20' | 'erc721'
  name: string | null
  symbol: string | null
  decimals: number | null
  spam: boolean
  firstBlock: number
}

export interface IndexStore {
  /** The highest indexed block of a chain. */
  tip(chainId: number): Promise<{ number: number; hash: Hex } | undefined>
  blockHash(chainId: number, number: number): Promise<Hex | undefined>
  /** The contracts among `addresses` the index already has metadata for. */
  knownContracts(chainId: number, addresses: readonly string[]): Promise<Set<string>>
  /** Adds blocks in one transaction: a crash leaves whole blocks or none. */
  write(records: BlockRecords, contracts: readonly ContractRecord[]): Promise<void>
  /** Forgets everything of a chain above block `keepThrough` (-1: all of it). */
  rewind(chainId: number, keepThrough: number): Promise<void>
}

// Rows go in as one JSON parameter per table: a batch of blocks is a few statements whatever its size.
async function insertRows(tx: Transaction, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return
  await tx.query(`insert into ${table} select * from jsonb_populate_recordset(null::${table}, $1::jsonb) on conflict do nothing`, [JSON.stringify(rows)])
}

export function createIndexStore(db: PGlite): IndexStore {
  return {
    async tip(chainId) {
      const { rows } = await db.query<{ number: number; hash: Hex }>('select number, hash from chain_blocks where chain_id = $1 order by number desc limit 1', [
        chainId,
      ])
      const row = rows[0]
      return row ? { number: Number(row.number), hash: row.hash } : undefined
    },
    async blockHash(chainId, number) {
      const { rows } = await db.query<{ hash: Hex }>('select hash from chain_blocks where chain_id = $1 and number = $2', [chainId, number])
      return rows[0]?.hash
    },
    async knownContracts(chainId, addresses) {
      if (addresses.length === 0) return new Set()
      const { rows } = await db.query<{ address: string }>('select address from chain_contracts where chain_id = $1 and address = any($2::text[])', [
        chainId,
        addresses,
      ])
      return new Set(rows.map((row) => row.address))
    },
    async write(records, contracts) {
      await db.transaction(async (tx) => {
        await insertRows(
          tx,
          'chain_contracts',
          contracts.map((c) => ({
            chain_id: c.chainId,
            address: c.address,
            kind: c.kind,
            name: c.name,
            symbol: c.symbol,
            decimals: c.decimals,
            spam: c.spam,
            first_block: c.firstBlock,
          })),
        )
        await insertRows(
          tx,
          'chain_blocks',
          records.blocks.map((b) => ({ chain_id: b.chainId, number: b.number, hash: b.hash, timestamp: b.timestamp })),
        )
        await insertRows(
          tx,
          'chain_txs',
          records.txs.map((t) => ({
            chain_id: t.chainId,
            hash: t.hash,
            block_number: t.blockNumber,
            tx_index: t.txIndex,
            mined_at: t.minedAt,
            from_address: t.from,
            to_address: t.to,
            created_address: t.createdAddress,
            nonce: t.nonce,
            value: t.value,
            selector: t.selector,
            status: t.status,
          })),
        )
        await insertRows(
          tx,
          'chain_transfers',
          records.transfers.map((t) => ({
            chain_id: t.chainId,
            tx_hash: t.txHash,
            seq: t.seq,
            block_number: t.blockNumber,
            kind: t.kind,
            contract: t.contract,
            from_address: t.from,
            to_address: t.to,
            amount: t.amount,
          })),
        )
        await insertRows(
          tx,
          'chain_participants',
          records.participants.map((p) => ({
            chain_id: p.chainId,
            account: p.account,
            tx_hash: p.txHash,
            mined_at: p.minedAt,
            block_number: p.blockNumber,
            tx_index: p.txIndex,
          })),
        )
      })
    },
    async rewind(chainId, keepThrough) {
      await db.transaction(async (tx) => {
        for (const [table, column] of [
          ['chain_participants', 'block_number'],
          ['chain_transfers', 'block_number'],
          ['chain_txs', 'block_number'],
          ['chain_contracts', 'first_block'],
          ['chain_blocks', 'number'],
        ] as const) {
          await tx.query(`delete from ${table} where chain_id = $1 and ${column} > $2`, [chainId, keepThrough])
        }
      })
    },
  }
}

// The few parts of bcoin 1.0.2 (no types of its own) the regtest node uses. Hashes are hex strings
// in bcoin's internal byte order unless a method says `rhash`/`txid` (display order).
declare module 'bcoin' {
  export interface BcoinNetwork {
    type: string
    keyPrefix: Record<string, number | string>
    addressPrefix: Record<string, number | string>
  }
  export class Address {
    static fromScript(script: Script): Address | null
    toString(network?: string): string
  }
  export class Script {
    static fromRaw(data: Buffer): Script
    toRaw(): Buffer
  }
  export class TX {
    static fromRaw(data: Buffer): TX
    hash(enc: 'hex'): string
    txid(): string
    toRaw(): Buffer
    isCoinbase(): boolean
    inputs: { prevout: { hash: string; index: number } }[]
  }
  export class Coin {
    hash: string
    index: number
    value: number
    height: number
    script: Script
  }
  export class TXMeta {
    tx: TX
    height: number
    block: string | null
    time: number
    mtime: number
  }
  export class ChainEntry {
    hash: string
    height: number
    time: number
    rhash(): string
  }
  export class Block {}
  export class Chain {
    constructor(options: Record<string, unknown>)
    tip: ChainEntry
    height: number
    state: { hasWitness(): boolean }
    open(): Promise<void>
    close(): Promise<void>
    add(block: Block): Promise<ChainEntry | null>
    getEntry(heightOrHash: number | string): Promise<ChainEntry | null>
    getMeta(hash: string): Promise<TXMeta | null>
    getCoinsByAddress(addrs: Address[]): Promise<Coin[]>
    getMetaByAddress(addrs: Address[]): Promise<TXMeta[]>
    on(event: 'connect', listener: (entry: ChainEntry, block: { txs: TX[] }) => void): void
  }
  export class Mempool {
    constructor(options: Record<string, unknown>)
    open(): Promise<void>
    close(): Promise<void>
    addTX(tx: TX): Promise<string[] | null>
    removeOrphan(hash: string): void
    getMeta(hash: string): TXMeta | null
    getCoinsByAddress(addrs: Address[]): Coin[]
    getMetaByAddress(addrs: Address[]): TXMeta[]
    isSpent(hash: string, index: number): boolean
    getTX(hash: string): TX | null
    size: number
    map: Map<string, unknown>
    _addBlock(entry: ChainEntry, txs: TX[]): Promise<void>
    on(event: 'tx', listener: (tx: TX) => void): void
  }
  export class Miner {
    constructor(options: Record<string, unknown>)
    open(): Promise<void>
    close(): Promise<void>
    mineBlock(tip: ChainEntry | null, address: Address): Promise<Block>
  }
  export const Network: { get(type: string): BcoinNetwork }
}

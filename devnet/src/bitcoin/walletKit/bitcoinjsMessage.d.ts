// bitcoinjs-message 2.2 ships no types: the functions the devnet wallets use (one declaration for both).
declare module 'bitcoinjs-message' {
  type SignatureOptions = { segwitType?: 'p2wpkh' | 'p2sh(p2wpkh)'; extraEntropy?: Buffer }
  function sign(message: string | Buffer, privateKey: Buffer | Uint8Array, compressed?: boolean, options?: SignatureOptions): Buffer
  function magicHash(message: string | Buffer, messagePrefix?: string): Buffer
  function verify(message: string | Buffer, address: string, signature: string | Buffer, messagePrefix?: string | null, checkSegwitAlways?: boolean): boolean
  const bitcoinMessage: { sign: typeof sign; magicHash: typeof magicHash; verify: typeof verify }
  export default bitcoinMessage
  export { sign, magicHash, verify }
}

import { createSolanaRpc, generateKeyPairSigner, getBase64Decoder, type Address, type Signature } from '@solana/kit'
import { describe, expect, inject, it } from 'vitest'
import { devnetSolanaAccounts } from '../../src/solana/accounts'
import { DEVNET_SOLANA_CHAIN_ID } from '../../src/solana/constants'
import { unsignedTransfer } from '../../src/wallet/solana/solanaTestSupport'
import { parseRequest } from './requests'
import { signSolanaRequest } from './solanaSignRequest'

// The shared devnet's Berth Solana Devnet. The mobile wallet signs as devnet account 9, which no other
// test spends SOL from; receivers are fresh keypairs, so balances are exact.
const INDEX = 9
const sender = devnetSolanaAccounts[INDEX]
const rpcUrl = inject('devnetUrls')[DEVNET_SOLANA_CHAIN_ID]!
const rpc = createSolanaRpc(rpcUrl)
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes)

async function signAndSend(transaction: Uint8Array) {
  const request = parseRequest('solana_signAndSendTransaction', { transaction: base64(transaction) })
  return signSolanaRequest(request as Extract<typeof request, { method: 'solana_signAndSendTransaction' }>, INDEX, { rpcUrl })
}

describe('solana_signAndSendTransaction against Berth Solana Devnet', () => {
  it('signs with the keypair, sends, and answers the signature the cluster records', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { value } = await rpc.getLatestBlockhash().send()
    const { signature } = await signAndSend(unsignedTransfer(sender, receiver, 2_000_000n, value.blockhash))
    let status = null
    for (let tries = 0; tries < 100 && !status; tries++) {
      ;[status] = (await rpc.getSignatureStatuses([signature as Signature]).send()).value
      if (!status) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(status?.err).toBeNull()
    expect((await rpc.getBalance(receiver as Address).send()).value).toBe(2_000_000n)
  })

  it('passes on the cluster’s refusal', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { value } = await rpc.getLatestBlockhash().send()
    await expect(signAndSend(unsignedTransfer(sender, receiver, 10n ** 15n, value.blockhash))).rejects.toMatchObject({ code: -32002 })
  })
})

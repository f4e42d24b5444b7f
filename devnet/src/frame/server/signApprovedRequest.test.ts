import { getTransferSolInstruction } from '@solana-program/system'
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVNET_MNEMONIC } from '../../chain/accounts'
import { deriveAddresses } from '../auth/keyCustody'
import { signApprovedRequest } from './signApprovedRequest'

const evm = { caipNetworkId: 'eip155:31337', name: 'Berth Devnet', rpcUrl: 'http://127.0.0.1:1' }
const solana = { caipNetworkId: 'solana:C87HniDwGEEByviiVqxKy4JPppad4zvE', name: 'Berth Solana Devnet', rpcUrl: 'http://127.0.0.1:1' }

const typedData = {
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  domain: { name: 'Berth' },
  message: { contents: 'Hello' },
} as const

describe('signing what the visitor approved', () => {
  it('signs eth_signTypedData_v4 (JSON string) with the user’s EVM key', async () => {
    const { eip155 } = await deriveAddresses(DEVNET_MNEMONIC)
    const signature = (await signApprovedRequest(DEVNET_MNEMONIC, evm, 'eth_signTypedData_v4', [eip155, JSON.stringify(typedData)])) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ address: eip155, domain: typedData.domain, types, primaryType: 'Mail', message: typedData.message, signature })).toBe(true)
  })

  it('refuses another account, bad params and a method it does not sign', async () => {
    await expect(signApprovedRequest(DEVNET_MNEMONIC, evm, 'eth_signTypedData_v4', [`0x${'2'.repeat(40)}`, typedData])).rejects.toMatchObject({ code: 4100 })
    await expect(signApprovedRequest(DEVNET_MNEMONIC, evm, 'personal_sign', ['hello', '0x'])).rejects.toMatchObject({ code: -32602 })
    await expect(signApprovedRequest(DEVNET_MNEMONIC, evm, 'eth_sign', [])).rejects.toMatchObject({ code: 4200 })
  })

  it('adds the user’s signature to a Solana transaction that asks for it, and refuses one that does not', async () => {
    const { solana: owner } = await deriveAddresses(DEVNET_MNEMONIC)
    const wire = (payer: string) =>
      getBase64EncodedWireTransaction(
        compileTransaction(
          pipe(
            createTransactionMessage({ version: 0 }),
            (m) => setTransactionMessageFeePayerSigner(createNoopSigner(address(payer)), m),
            (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 10n }, m),
            (m) =>
              appendTransactionMessageInstructions(
                [
                  getTransferSolInstruction({
                    source: createNoopSigner(address(payer)),
                    destination: address('11111111111111111111111111111112'),
                    amount: lamports(1n),
                  }),
                ],
                m,
              ),
          ),
        ),
      )
    const signed = (await signApprovedRequest(DEVNET_MNEMONIC, solana, 'solana_signTransaction', { transaction: wire(owner) })) as {
      signature: string
      transaction: string
    }
    expect(signed.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(signed.transaction).not.toBe(wire(owner))
    const other = 'So11111111111111111111111111111111111111112'
    await expect(signApprovedRequest(DEVNET_MNEMONIC, solana, 'solana_signTransaction', { transaction: wire(other) })).rejects.toMatchObject({ code: -32602 })
  })
})

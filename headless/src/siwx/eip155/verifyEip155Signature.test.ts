import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { HttpRequestError, RpcRequestError } from '../../errors/http.js'
import { verifyEip155Signature } from './verifyEip155Signature.js'

// The chain's answers scripted; anvil answers for real (EOA, ERC-1271, ERC-6492, a chain that is
// down) in tests/integration/localSiwx.integration.test.ts.
const signer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const stranger = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const message = 'Sign in to Berth\nNonce: abcdEFGH12345678 ✓'

/** An Rpc that records what it is asked and answers as told. */
function scriptedRpc(answer: () => unknown) {
  const calls: { method: string; params: readonly unknown[] }[] = []
  const rpc = async (method: string, params: readonly unknown[]) => {
    calls.push({ method, params })
    return answer()
  }
  return { rpc, calls }
}

const check = (answer: () => unknown, signature: string, address: string = signer.address) =>
  verifyEip155Signature(scriptedRpc(answer).rpc, address, message, signature)

describe('verifyEip155Signature', () => {
  it('asks the chain once, a deployless eth_call, and believes its true', async () => {
    const { rpc, calls } = scriptedRpc(() => '0x01')
    expect(await verifyEip155Signature(rpc, signer.address, message, await signer.signMessage({ message }))).toBe(true)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.method).toBe('eth_call')
    expect(calls[0]!.params[0]).not.toHaveProperty('to')
  })

  it("refuses a stranger's signature the chain calls invalid, whether it answers false or reverts", async () => {
    const forged = await stranger.signMessage({ message })
    expect(await check(() => '0x00', forged)).toBe(false)
    expect(
      await check(() => {
        throw new RpcRequestError('eth_call', { code: 3, details: 'execution reverted' })
      }, forged),
    ).toBe(false)
  })

  it('is an error, not a refusal, when the chain cannot be reached, even for a signature that would pass', async () => {
    const down = new HttpRequestError('http://127.0.0.1:9', undefined)
    const genuine = await signer.signMessage({ message })
    await expect(
      check(() => {
        throw down
      }, genuine),
    ).rejects.toBe(down)
  })

  it('is an error when the chain answers something that is not a bool', async () => {
    await expect(check(() => '0x1234', await stranger.signMessage({ message }))).rejects.toThrow(RpcRequestError)
  })

  it('refuses malformed input without asking the chain', async () => {
    const { rpc, calls } = scriptedRpc(() => '0x01')
    const signature = await signer.signMessage({ message })
    expect(await verifyEip155Signature(rpc, 'not-an-address', message, signature)).toBe(false)
    expect(await verifyEip155Signature(rpc, signer.address, message, '0xnothex')).toBe(false)
    expect(await verifyEip155Signature(rpc, signer.address, message, '0x')).toBe(false)
    expect(calls).toEqual([])
  })
})

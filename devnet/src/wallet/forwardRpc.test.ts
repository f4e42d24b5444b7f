import { describe, expect, it } from 'vitest'
import { forwardRpc } from './forwardRpc'

const answering = (body: unknown) => (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch

describe('forwardRpc', () => {
  it('returns the result, including null', async () => {
    expect(await forwardRpc(answering({ jsonrpc: '2.0', id: 1, result: null }), 'http://x', 'm', [])).toBeNull()
  })

  it('turns a node error into an error with its code, message and data', async () => {
    const call = forwardRpc(answering({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'nonce too low', data: '0x' } }), 'http://x', 'm', [])
    await expect(call).rejects.toMatchObject({ code: -32000, message: 'nonce too low', data: '0x' })
  })

  it('rejects a payload that is not JSON-RPC (-32603) and an unreachable node (4901)', async () => {
    await expect(forwardRpc(answering({ hello: 'world' }), 'http://x', 'm', [])).rejects.toMatchObject({ code: -32603 })
    const refusing = (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch
    await expect(forwardRpc(refusing, 'http://127.0.0.1:9', 'm', [])).rejects.toMatchObject({ code: 4901 })
  })
})

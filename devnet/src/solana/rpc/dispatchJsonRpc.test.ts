import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { invalidParam } from '../errors/rpcError'
import { defineMethod, methodTable } from './defineMethod'
import { dispatchJsonRpc } from './dispatchJsonRpc'

const methods = methodTable<{ calls: string[] }>([
  defineMethod('echo', z.tuple([z.string(), z.object({ times: z.number().int().min(1) }).optional()]), ([text, config], { calls }) => {
    calls.push(text)
    return text.repeat(config?.times ?? 1)
  }),
  defineMethod('refuse', z.tuple([]), () => {
    throw invalidParam('not a Token account')
  }),
  defineMethod('crash', z.tuple([]), () => {
    throw new Error('bug')
  }),
  defineMethod('big', z.tuple([]), () => 2n ** 64n - 1n),
])

async function call(body: unknown) {
  const context = { calls: [] as string[] }
  const internal: unknown[] = []
  const text = await dispatchJsonRpc(typeof body === 'string' ? body : JSON.stringify(body), methods, context, (error) => internal.push(error))
  return { answer: text === undefined ? undefined : JSON.parse(text), text, calls: context.calls, internal }
}

describe('dispatchJsonRpc', () => {
  it('answers a request with its id and result, bigints exact', async () => {
    expect((await call({ jsonrpc: '2.0', id: 7, method: 'echo', params: ['ab', { times: 2 }] })).answer).toEqual({ jsonrpc: '2.0', id: 7, result: 'abab' })
    expect((await call({ jsonrpc: '2.0', id: 'x', method: 'big' })).text).toBe('{"jsonrpc":"2.0","id":"x","result":18446744073709551615}')
  })

  it('answers a body that is not JSON with -32700 and id null', async () => {
    expect((await call('{"jsonrpc":"2.0",')).answer).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
  })

  it('answers what is not a JSON-RPC 2.0 request with -32600, keeping a usable id', async () => {
    for (const request of [{ jsonrpc: '1.0', id: 1, method: 'echo' }, { id: 1, method: 'echo' }, { jsonrpc: '2.0', id: 1, method: 5 }, '"echo"', 42, null]) {
      const { answer } = await call(request)
      expect(answer.error, JSON.stringify(request)).toEqual({ code: -32600, message: 'Invalid request' })
      expect(answer.id).toBe(typeof request === 'object' && request !== null ? 1 : null)
    }
    expect((await call({ jsonrpc: '2.0', id: { nested: true }, method: 'echo' })).answer.id).toBeNull()
  })

  it('answers an unknown method with -32601', async () => {
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })).answer.error).toEqual({ code: -32601, message: 'Method not found' })
  })

  it('answers params that fail the method schema with -32602 naming them, without calling it', async () => {
    const wrongType = await call({ jsonrpc: '2.0', id: 1, method: 'echo', params: [5] })
    expect(wrongType.answer.error.code).toBe(-32602)
    expect(wrongType.answer.error.message).toMatch(/^Invalid params: params\[0\]: /)
    expect(wrongType.calls).toEqual([])
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'echo', params: ['a', { times: 0 }] })).answer.error.message).toMatch(/params\[1\]\.\[times\]/)
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'echo', params: ['a', {}, 'extra'] })).answer.error.code).toBe(-32602)
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'echo', params: { text: 'a' } })).answer.error).toEqual({
      code: -32602,
      message: 'Invalid params: expected an array of positional parameters',
    })
  })

  it("passes a method's own refusal through, and hides a crash behind -32603", async () => {
    expect((await call({ jsonrpc: '2.0', id: 1, method: 'refuse' })).answer.error).toEqual({ code: -32602, message: 'Invalid param: not a Token account' })
    const crash = await call({ jsonrpc: '2.0', id: 1, method: 'crash' })
    expect(crash.answer.error).toEqual({ code: -32603, message: 'Internal error' })
    expect(crash.internal).toHaveLength(1)
  })

  it('answers a batch in order, leaves notifications unanswered, and refuses an empty batch', async () => {
    const batch = await call([
      { jsonrpc: '2.0', id: 1, method: 'echo', params: ['a'] },
      { jsonrpc: '2.0', method: 'echo', params: ['notified'] },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
      7,
    ])
    expect(batch.answer).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'a' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } },
    ])
    expect(batch.calls).toEqual(['a', 'notified'])
    expect((await call([{ jsonrpc: '2.0', method: 'echo', params: ['quiet'] }])).text).toBeUndefined()
    expect((await call([])).answer).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
  })
})

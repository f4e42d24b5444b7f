import { describe, expect, it } from 'vitest'
import { parseFrame, RPC_ERRORS } from './frames'
import { methodParams } from './methods'

describe('parseFrame', () => {
  it('reads requests and responses', () => {
    expect(parseFrame('{"jsonrpc":"2.0","id":1,"method":"irn_subscribe","params":{"topic":"t"}}')).toEqual({
      kind: 'request',
      id: 1,
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
    expect(parseFrame('{"jsonrpc":"2.0","id":7,"result":true}')).toEqual({ kind: 'response', id: 7, result: true })
    expect(parseFrame('{"jsonrpc":"2.0","id":7,"error":{"code":1,"message":"no"}}')).toMatchObject({ kind: 'errorResponse', id: 7 })
  })

  it('answers malformed frames with JSON-RPC errors, keeping the id when there is one', () => {
    expect(parseFrame('{nope')).toMatchObject({ kind: 'invalid', id: null, code: RPC_ERRORS.parseError })
    expect(parseFrame('[]')).toMatchObject({ kind: 'invalid', id: null, code: RPC_ERRORS.invalidRequest })
    expect(parseFrame('{"id":3,"method":"irn_publish"}')).toMatchObject({ kind: 'invalid', id: 3, code: RPC_ERRORS.invalidRequest })
    expect(parseFrame('{"jsonrpc":"2.0","id":4}')).toMatchObject({ kind: 'invalid', id: 4, code: RPC_ERRORS.invalidRequest })
    expect(parseFrame('{"jsonrpc":"2.0","id":5,"method":"x","result":1}')).toMatchObject({ kind: 'invalid', id: 5 })
    expect(parseFrame('{"jsonrpc":"2.0","id":{},"method":"x"}')).toMatchObject({ kind: 'invalid', id: null })
  })
})

describe('method params', () => {
  it('accepts what the 2.x clients send, extra fields included', () => {
    expect(
      methodParams.irn_publish.safeParse({ topic: 't', message: 'm', ttl: 300, tag: 1108, prompt: true, attestation: 'a', correlationId: 5 }).success,
    ).toBe(true)
    expect(
      methodParams.wc_approveSession.safeParse({
        pairingTopic: 'p',
        sessionTopic: 's',
        sessionProposalResponse: 'r',
        sessionSettlementRequest: 'q',
        ttl: 300,
      }).success,
    ).toBe(true)
    expect(methodParams.irn_batchSubscribe.safeParse({ topics: ['a', 'b'] }).success).toBe(true)
  })

  it('refuses missing or mistyped fields', () => {
    expect(methodParams.irn_publish.safeParse({ topic: 't', message: 'm' }).success).toBe(false)
    expect(methodParams.irn_publish.safeParse({ topic: 't', message: '', ttl: 300 }).success).toBe(false)
    expect(methodParams.irn_publish.safeParse({ topic: 't', message: 'm', ttl: -1 }).success).toBe(false)
    expect(methodParams.irn_subscribe.safeParse({}).success).toBe(false)
    expect(methodParams.irn_batchSubscribe.safeParse({ topics: [] }).success).toBe(false)
    expect(methodParams.wc_proposeSession.safeParse({ pairingTopic: 'p' }).success).toBe(false)
  })
})

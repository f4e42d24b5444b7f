import { decodeFunctionData, encodeAbiParameters, erc20Abi, numberToHex, type Hex } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { ConnectorNotConnectedError } from '../../errors/connection.js'
import { HttpRequestError, RpcRequestError } from '../../errors/http.js'
import { InvalidSendError } from '../../errors/send.js'
import { BaseFeeScalarError, FeeCapTooHighError, FeeConflictError, TipAboveFeeCapError, TransferWouldFailError } from '../../errors/transaction.js'
import type { Network } from '../../networks/types.js'
import { startScriptedNode, type NodeAnswer } from '../../testing/scriptedNode.js'
import type { ConnectionState } from '../connection/types.js'
import type { NetworkState } from '../network/createNetworkController.js'
import { createStore } from '../../store/createStore.js'
import { createEip155Adapter } from '../../adapters/eip155/createEip155Adapter.js'
import { previewTransfer, type SendInput, type SendPorts } from './sendTransfer.js'
import type { SendOptions } from '../../types/send.js'

// The node answers from a script: a legacy chain, a node without eth_maxPriorityFeePerGas, tokens
// that answer false or nothing, outages. The good path against anvil is in
// tests/integration/send.integration.test.ts.
const from = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const receiver = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const contract = '0x9340D8DAf89cCc761127986e6fF6A8aC42B5f402'
const gwei = 10n ** 9n
const hex = (value: bigint) => numberToHex(value)
const word = (value: bigint) => encodeAbiParameters([{ type: 'uint256' }], [value])
/** The ERC-20 function an eth_call calls. */
const calledFunction = (params: unknown[]) => decodeFunctionData({ abi: erc20Abi, data: (params[0] as { data: Hex }).data }).functionName

type Handler = (params: unknown[]) => NodeAnswer
const healthy: Record<string, Handler> = {
  eth_getBalance: () => ({ result: hex(10n ** 18n) }),
  eth_call: (params) => ({ result: calledFunction(params) === 'balanceOf' ? word(1_000_000_000n) : word(1n) }),
  eth_estimateGas: () => ({ result: hex(50_000n) }),
  eth_getBlockByNumber: () => ({ result: { number: '0x10', baseFeePerGas: hex(gwei) } }),
  eth_maxPriorityFeePerGas: () => ({ result: hex(gwei / 10n) }),
  eth_gasPrice: () => ({ result: hex(2n * gwei) }),
}

let node: Awaited<ReturnType<typeof startScriptedNode>> | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

async function setup(overrides: Record<string, Handler> = {}, options: SendOptions = {}, connected = true) {
  node = await startScriptedNode((method, params) =>
    (overrides[method] ?? healthy[method] ?? (() => ({ error: { code: -32601, message: `${method} not found` } })))(params),
  )
  const network: Network = node.network
  const ports: SendPorts = {
    connection: {
      store: createStore<ConnectionState>({
        activeNamespace: 'eip155',
        reconnecting: false,
        byNamespace: {
          eip155: connected ? { status: 'connected', connectorId: 'wallet', accounts: [from], address: from } : { status: 'disconnected', accounts: [] },
        },
      }),
      activeConnector: () => undefined,
    },
    network: { store: createStore<NetworkState>({ networks: [network], activeCaipNetworkId: network.caipNetworkId }) },
    adapters: { eip155: createEip155Adapter({ connectTimeoutMs: 200, requestTimeoutMs: 100 }) },
    timeouts: { connectTimeoutMs: 200, requestTimeoutMs: 100 },
    options,
  }
  return { ports, methods: node.methods }
}

/** The eip155 preview, with its gas and request. */
async function prepareEip155(ports: SendPorts, input: SendInput) {
  const preview = await previewTransfer(ports, input)
  if (preview.chainNamespace !== 'eip155') throw new Error(`an eip155 preview was expected, not ${preview.chainNamespace}`)
  return { preview }
}

const token = { symbol: 'TKN', decimals: 6, chainId: 'eip155:31339', address: contract }
const input = (overrides: Partial<SendInput> = {}): SendInput => ({ token, amount: '1.5', receiverAddress: receiver, ...overrides })

describe('previewTransfer on eip155: fees', () => {
  it('builds the EIP-1559 transfer: base fee × 1.2 plus the tip, and the fee it costs at most', async () => {
    const { ports } = await setup()
    const { preview } = await prepareEip155(ports, input())
    expect(decodeFunctionData({ abi: erc20Abi, data: preview.request.data! })).toEqual({ functionName: 'transfer', args: [receiver, 1_500_000n] })
    expect(preview.request).toEqual({
      from,
      to: contract,
      data: preview.request.data,
      chainId: '0x7a6b',
      gas: hex(50_000n),
      maxFeePerGas: hex(1_300_000_000n),
      maxPriorityFeePerGas: hex(100_000_000n),
    })
    expect(preview).toMatchObject({
      gas: 50_000n,
      fee: 50_000n * 1_300_000_000n,
      feeFormatted: '0.000065',
      feeSymbol: 'ETH',
      value: 1_500_000n,
      usdtStyle: false,
    })
  })

  it('uses a legacy gas price × 1.2 on a chain without a base fee', async () => {
    const { ports } = await setup({ eth_getBlockByNumber: () => ({ result: { number: '0x10' } }) })
    const { preview } = await prepareEip155(ports, input())
    expect(preview.request.gasPrice).toBe(hex(2_400_000_000n))
    expect(preview.request).not.toHaveProperty('maxFeePerGas')
    expect(preview.fee).toBe(50_000n * 2_400_000_000n)
  })

  it('takes the tip from the gas price when the node has no eth_maxPriorityFeePerGas', async () => {
    const { ports, methods } = await setup({ eth_maxPriorityFeePerGas: () => ({ error: { code: -32601, message: 'method not found' } }) })
    const { preview } = await prepareEip155(ports, input())
    expect(preview.request).toMatchObject({ maxPriorityFeePerGas: hex(gwei), maxFeePerGas: hex(2_200_000_000n) })
    expect(methods).toContain('eth_gasPrice')
  })

  it('follows the baseFeeMultiplier option and refuses one below 1', async () => {
    const { ports } = await setup({}, { baseFeeMultiplier: 2 })
    expect((await prepareEip155(ports, input())).preview.request.maxFeePerGas).toBe(hex(2_100_000_000n))
    await node?.close()
    const below = await setup({}, { baseFeeMultiplier: 0.5 })
    await expect(prepareEip155(below.ports, input())).rejects.toBeInstanceOf(BaseFeeScalarError)
  })

  it("uses the caller's fees, checked as docs/validation.md says", async () => {
    const { ports, methods } = await setup()
    await expect(prepareEip155(ports, input({ fees: { gasPrice: gwei, maxFeePerGas: gwei } }))).rejects.toBeInstanceOf(FeeConflictError)
    expect(methods).toEqual([])
    await expect(prepareEip155(ports, input({ fees: { maxFeePerGas: 2n ** 256n, maxPriorityFeePerGas: 1n } }))).rejects.toBeInstanceOf(FeeCapTooHighError)
    await expect(prepareEip155(ports, input({ fees: { maxFeePerGas: gwei, maxPriorityFeePerGas: 2n * gwei } }))).rejects.toBeInstanceOf(TipAboveFeeCapError)
    // A tip alone above the estimated cap (1.3 gwei) is refused too.
    await expect(prepareEip155(ports, input({ fees: { maxPriorityFeePerGas: 5n * gwei } }))).rejects.toBeInstanceOf(TipAboveFeeCapError)
    expect((await prepareEip155(ports, input({ fees: { maxFeePerGas: 3n * gwei } }))).preview.request).toMatchObject({
      maxFeePerGas: hex(3n * gwei),
      maxPriorityFeePerGas: hex(gwei / 10n),
    })
    const legacy = (await prepareEip155(ports, input({ fees: { gasPrice: 5n * gwei } }))).preview
    expect(legacy.request.gasPrice).toBe(hex(5n * gwei))
    expect(legacy.fee).toBe(50_000n * 5n * gwei)
  })

  it('refuses a token send when the native balance does not pay the fee', async () => {
    const { ports } = await setup({ eth_getBalance: () => ({ result: '0x0' }) })
    await expect(prepareEip155(ports, input())).rejects.toMatchObject({ reason: 'fee-above-balance', shortMessage: 'Insufficient ETH for the network fee' })
  })
})

describe('previewTransfer on eip155: the transfer simulation', () => {
  it('refuses a standard token whose transfer answers nothing, unless the app lists it as USDT-style', async () => {
    const nothing: Handler = (params) => ({ result: calledFunction(params) === 'balanceOf' ? word(10n ** 9n) : '0x' })
    const { ports } = await setup({ eth_call: nothing })
    const refused = prepareEip155(ports, input())
    await expect(refused).rejects.toBeInstanceOf(TransferWouldFailError)
    await expect(refused).rejects.toThrow('usdtStyleTokens')
    await node?.close()
    const listed = await setup({ eth_call: nothing }, { usdtStyleTokens: [`eip155:31339:${contract.toLowerCase()}`] })
    const { preview } = await prepareEip155(listed.ports, input())
    expect(preview.usdtStyle).toBe(true)
    // Only balanceOf was called: a USDT-style transfer has no answer worth reading, the estimate catches a revert.
    expect(listed.methods.filter((method) => method === 'eth_call')).toHaveLength(1)
  })

  it('refuses a token whose transfer answers false', async () => {
    const { ports } = await setup({ eth_call: (params) => ({ result: calledFunction(params) === 'balanceOf' ? word(10n ** 9n) : word(0n) }) })
    await expect(prepareEip155(ports, input())).rejects.toThrow("TKN's transfer returned false")
  })

  it('refuses a token whose transfer answers a word that is not a bool', async () => {
    const { ports } = await setup({ eth_call: (params) => ({ result: calledFunction(params) === 'balanceOf' ? word(10n ** 9n) : word(2n) }) })
    const refused = prepareEip155(ports, input())
    await expect(refused).rejects.toBeInstanceOf(TransferWouldFailError)
    await expect(refused).rejects.toThrow("TKN's transfer did not return a bool")
  })

  it('reports a transfer the node says would revert, with the reason', async () => {
    const { ports } = await setup({ eth_estimateGas: () => ({ error: { code: 3, message: 'execution reverted: paused' } }) })
    const refused = prepareEip155(ports, input({ token: { symbol: 'ETH', decimals: 18, chainId: 'eip155:31339' }, amount: '0.5' }))
    await expect(refused).rejects.toBeInstanceOf(TransferWouldFailError)
    await expect(refused).rejects.toMatchObject({ shortMessage: 'The transfer would fail', details: 'eth_estimateGas: execution reverted: paused' })
  })

  it('keeps transport failures and garbage answers apart from a failing transfer', async () => {
    const { ports } = await setup({ eth_estimateGas: () => ({ status: 400 }) })
    await expect(prepareEip155(ports, input())).rejects.toBeInstanceOf(HttpRequestError)
    await node?.close()
    const garbage = await setup({ eth_estimateGas: () => ({ result: 'lots' }) })
    await expect(prepareEip155(garbage.ports, input())).rejects.toBeInstanceOf(RpcRequestError)
    await node?.close()
    const noBlock = await setup({ eth_getBlockByNumber: () => ({ result: null }) })
    await expect(prepareEip155(noBlock.ports, input())).rejects.toThrow('eth_getBlockByNumber: the latest block is not a block')
    await node?.close()
    const noBalance = await setup({ eth_getBalance: () => ({ result: 12 }) })
    await expect(prepareEip155(noBalance.ports, input({ token: { symbol: 'ETH', decimals: 18, chainId: 'eip155:31339' }, amount: '0.5' }))).rejects.toThrow(
      'eth_getBalance: the node did not answer with a hex quantity',
    )
  })

  it('says when nothing at the contract answers balanceOf', async () => {
    const { ports } = await setup({ eth_call: () => ({ result: '0x' }) })
    await expect(prepareEip155(ports, input())).rejects.toMatchObject({ reason: 'token-not-on-network', shortMessage: 'TKN is not a token on Scripted Node' })
  })
})

describe('previewTransfer on eip155: before the node', () => {
  it('needs a connected account and asks the node nothing without one', async () => {
    const { ports, methods } = await setup({}, {}, false)
    await expect(prepareEip155(ports, input())).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    expect(methods).toEqual([])
  })

  it('refuses invalid input before asking the node anything', async () => {
    const { ports, methods } = await setup()
    const refused = prepareEip155(ports, input({ amount: '1.2345678' }))
    await expect(refused).rejects.toBeInstanceOf(InvalidSendError)
    await expect(refused).rejects.toMatchObject({ reason: 'amount-too-many-decimals', shortMessage: 'TKN has at most 6 decimals' })
    expect(methods).toEqual([])
  })
})

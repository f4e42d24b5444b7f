import { toOutputScript } from 'bitcoinjs-lib/src/address'
import type { Psbt } from 'bitcoinjs-lib/src/psbt'
import { InvalidSendError } from '../../../errors/send.js'
import { TransferWouldFailError } from '../../../errors/transaction.js'
import type { Bip122Network } from '../../../networks/defineBip122Network.js'
import type { Bip122SendPreview } from '../../../types/send.js'
import { formatAmount } from '../../../units/parseAmount.js'
import type { TransferRequest } from '../../types.js'
import { checkBitcoinAddress } from '../address.js'
import { asBip122Network } from '../bitcoinChains.js'
import { bitcoinjsNetwork } from '../bitcoinParams.js'
import { EsploraResponseError } from '../errors.js'
import { esploraClient } from '../esplora/esploraClient.js'
import { buildPsbt } from './buildPsbt.js'
import { DEFAULT_FEE_TARGET, feeRateFor } from './feeRate.js'
import { selectCoins } from './selectCoins.js'
import { selectionError } from './selectionError.js'

/** A built transfer: what the user confirms, and the unsigned PSBT to have signed. */
export type PreparedBitcoinTransfer = { preview: Bip122SendPreview; psbt: Psbt; network: Bip122Network }

/** Whether an output script is P2WPKH (OP_0, a 20-byte push): the only kind of coin Berth's PSBT spends. */
const isP2wpkh = (script: Uint8Array) => script.length === 22 && script[0] === 0x00 && script[1] === 0x14

/**
 * Reads the payment address's UTXOs and the fee table from the network's Esplora API, selects coins
 * (selectCoins' rules), and builds the unsigned PSBT: the amount to the receiver, the change back to
 * the payment address. Refused before the wallet is asked (InvalidSendError): a receiver of another
 * network or malformed, a token other than BTC, an amount below dust, above the balance, or that
 * leaves too little for the fee.
 */
export async function prepareBitcoinTransfer(request: TransferRequest, feeTarget = DEFAULT_FEE_TARGET): Promise<PreparedBitcoinTransfer> {
  const network = asBip122Network(request.network)
  if (!network) throw new InvalidSendError('unsupported-chain', 'Unsupported chain')
  const { symbol, decimals } = network.nativeCurrency
  if (request.contract !== undefined) throw new InvalidSendError('token-invalid', `Only ${symbol} can be sent on ${network.name}`)
  if (checkBitcoinAddress(request.receiver, network.addressParams) !== 'valid')
    throw new InvalidSendError('receiver-invalid', 'The receiver address is not a valid address')
  const params = bitcoinjsNetwork(network.addressParams)
  const paymentScript = toOutputScript(request.from, params)
  if (!isP2wpkh(paymentScript)) throw new TransferWouldFailError({ details: 'Berth builds transfers from a P2WPKH (bc1q…) payment address only' })
  const receiverScript = toOutputScript(request.receiver, params)

  const client = esploraClient(network, request.timeouts.requestTimeoutMs)
  const [utxos, estimates] = await Promise.all([client.utxos(request.from), client.feeEstimates()])
  const feeRate = feeRateFor(estimates, feeTarget)
  if (feeRate === undefined) throw new EsploraResponseError('GET /fee-estimates', 'the table has no rate')
  const coins = utxos.map((utxo) => ({ txid: utxo.txid.toLowerCase(), vout: utxo.vout, value: BigInt(utxo.value), confirmed: utxo.status.confirmed }))
  const selected = selectCoins({ coins, amount: request.value, receiverScript, changeScript: paymentScript, feeRate })
  if (!selected.ok) throw selectionError(selected.failure, symbol, decimals)
  const { selection } = selected

  const psbt = buildPsbt({ selection, paymentScript, receiverScript, amount: request.value, network: params })
  return {
    psbt,
    network,
    preview: {
      chainNamespace: 'bip122',
      from: request.from,
      receiver: request.receiver,
      token: request.token,
      caipNetworkId: network.caipNetworkId,
      value: request.value,
      fee: selection.fee,
      feeFormatted: formatAmount(selection.fee, decimals),
      feeSymbol: symbol,
      feeRate,
      vsize: selection.vsize,
      inputCount: selection.inputs.length,
      change: selection.change,
      psbt: psbt.toBase64(),
    },
  }
}

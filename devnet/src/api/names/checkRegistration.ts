import type { Address, Hex } from 'viem'
import type { ApiChain } from '../chains/apiChains'
import { nameReasonCodes, refuseName, type NameRefusal } from './nameReasons'
import { chainIdOfCoinType, parseFullName, type FullName } from './nameRules'
import type { NamesContext } from './namesContext'
import { parseRegistrationMessage, timestampProblem } from './registrationMessage'

/** POST /v1/profile/account's body, its shape already checked. */
export interface RegistrationBody {
  coin_type: number
  address: Address
  message: string
  signature: Hex
}

/** A registration that keeps every rule but the signature, which the chain it names checks next. */
export interface CheckedRegistration {
  name: FullName
  chain: ApiChain
  attributes: Record<string, string>
}

/**
 * The rules a registration keeps before its signature is checked, in this order: a coin type of an
 * EVM chain the API serves, a registration message, a valid name in a served zone, a timestamp
 * within the window, a name nobody holds.
 */
export async function checkRegistration(
  body: RegistrationBody,
  names: NamesContext,
  chains: readonly ApiChain[],
): Promise<{ ok: true; value: CheckedRegistration } | { ok: false; refusal: NameRefusal }> {
  const refuse = (...args: Parameters<typeof refuseName>) => ({ ok: false, refusal: refuseName(...args) }) as const
  const chainId = chainIdOfCoinType(body.coin_type)
  if (chainId === undefined) return refuse(400, nameReasonCodes.coinTypeUnsupported, `coin_type ${body.coin_type} is not an EVM chain's (ENSIP-11)`)
  const chain = chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) {
    const served = chains.map((candidate) => candidate.caip2).join(', ') || 'none'
    return refuse(400, nameReasonCodes.coinTypeUnsupported, `coin_type ${body.coin_type} names eip155:${chainId}, which this API does not serve (${served})`)
  }
  const message = parseRegistrationMessage(body.message)
  if (!message.ok) return refuse(400, nameReasonCodes.messageInvalid, message.problem)
  const name = parseFullName(message.value.name, names.zones)
  if (!name.ok) return refuse(400, nameReasonCodes.nameInvalid, name.problem)
  const late = timestampProblem(message.value.timestamp, names.now())
  if (late) return refuse(400, nameReasonCodes.timestampOutOfWindow, late)
  if (await names.store.find(name.value.name)) return refuse(409, nameReasonCodes.nameTaken, `${name.value.name} is already taken`)
  return { ok: true, value: { name: name.value, chain, attributes: message.value.attributes } }
}

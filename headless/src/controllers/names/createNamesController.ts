import { getNameAddresses } from '../../api/profile/getNameAddresses.js'
import { getNameSuggestions, type NameSuggestion } from '../../api/profile/getNameSuggestions.js'
import { getNamesForAddress } from '../../api/profile/getNamesForAddress.js'
import type { NameAccount } from '../../api/profile/nameAccount.js'
import { registerName } from '../../api/profile/registerName.js'
import type { ApiTransport } from '../../api/request.js'
import { NameSuggestionsError, NamesForAddressError, RegisterNameError, ResolveNameError } from '../../errors/names.js'
import type { ConnectionController } from '../connection/createConnectionController.js'
import { setProfileName } from '../connection/setProfileName.js'
import type { NetworkController } from '../network/createNetworkController.js'
import { buildRegistrationMessage } from './buildRegistrationMessage.js'
import { nameCoinType } from './nameCoinType.js'
import { ACCOUNT_NAME_ZONE, accountNameLabel, fullAccountName } from './nameZone.js'
import { registrationAccount } from './registrationAccount.js'
import { validateAccountName } from './validateAccountName.js'

/** What the names controller reads and acts through: the data API, the connection that signs, the active network, and the clock the message's timestamp comes from. */
export type NamesPorts = {
  transport: ApiTransport
  connection: Pick<ConnectionController, 'store' | 'activeConnector' | 'signMessage'>
  network: Pick<NetworkController, 'store' | 'find'>
  now: () => number
  /** The zone names are registered in; `berth.id` unless given. */
  zone?: string | undefined
}

/** A registered name: the full name, the address it points to and the coin type it is under. */
export type RegisteredName = { name: string; address: string; coinType: number }

/** Account names (SPEC §4, §6): resolve one, list an address's, suggest free ones, register one for the embedded wallet's account. */
export type NamesController = {
  /** The addresses of a name (`alice` or `alice.berth.id`); undefined when nobody registered it. @throws ResolveNameError */
  resolve(parameters: { name: string; signal?: AbortSignal | undefined }): Promise<NameAccount | undefined>
  /** The names of an address, none when it has none. @throws NamesForAddressError */
  namesForAddress(parameters: { address: string; signal?: AbortSignal | undefined }): Promise<NameAccount[]>
  /**
   * Reads the profile name of `address` (its first account name, by the reverse lookup) and writes
   * it on the eip155 connection (`useAccount().profileName`) while that account is still connected.
   * @throws NamesForAddressError
   */
  syncProfileName(parameters: { address: string; signal?: AbortSignal | undefined }): Promise<string | undefined>
  /** Free names near a typed one, the typed one first (marked `registered` when taken). @throws NameSuggestionsError */
  suggestions(parameters: { name: string; signal?: AbortSignal | undefined }): Promise<NameSuggestion[]>
  /**
   * Registers `name` for the connected embedded-wallet account: the account signs the registration
   * message (in the frame), the API checks and stores it; the name is then the connection's profile name.
   * @throws AddressOrAuthConnectorNotFoundError without an active eip155 network, an address or the embedded wallet's connection
   * @throws RegisterNameError for a name that breaks the rules, a chain id of 2^31 or more, a declined signature, or the API's refusal
   */
  register(parameters: { name: string }): Promise<RegisteredName>
}

/** The names controller: createClient's ports in, the name operations out (loaded lazily, lazyNamesController.ts). */
export function createNamesController(ports: NamesPorts): NamesController {
  const zone = ports.zone ?? ACCOUNT_NAME_ZONE
  const controller: NamesController = {
    async resolve({ name, signal }) {
      try {
        return await getNameAddresses(ports.transport, { name: fullAccountName(name, zone), signal })
      } catch (cause) {
        throw new ResolveNameError({ cause })
      }
    },
    async namesForAddress({ address, signal }) {
      try {
        return await getNamesForAddress(ports.transport, { address, sender: address, signal })
      } catch (cause) {
        throw new NamesForAddressError({ cause })
      }
    },
    async syncProfileName({ address, signal }) {
      const name = (await controller.namesForAddress({ address, signal }))[0]?.name
      setProfileName(ports.connection.store, 'eip155', address, name)
      return name
    },
    async suggestions({ name, signal }) {
      try {
        return await getNameSuggestions(ports.transport, { name: accountNameLabel(name, zone), zone, signal })
      } catch (cause) {
        throw new NameSuggestionsError({ cause })
      }
    },
    async register({ name }) {
      const full = fullAccountName(name, zone)
      const { address, network } = registrationAccount(ports)
      const broken = validateAccountName(accountNameLabel(name, zone))
      if (broken) throw new RegisterNameError(full, { reason: broken })
      let coinType: number
      try {
        coinType = nameCoinType(network)
        const message = buildRegistrationMessage({ name: full, attributes: {}, timestamp: ports.now() / 1000 })
        const signature = await ports.connection.signMessage({ message, address })
        await registerName(ports.transport, { coinType, address, message, signature })
      } catch (cause) {
        throw new RegisterNameError(full, { cause })
      }
      // SPEC §4: the profile name is set (the query layer refetches the reverse lookup's caches).
      setProfileName(ports.connection.store, 'eip155', address, full)
      return { name: full, address, coinType }
    },
  }
  return controller
}

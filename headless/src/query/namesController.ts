import type { Client } from '../client.js'
import type { NamesController } from '../controllers/names/createNamesController.js'
import { lazyNamesController } from '../controllers/names/lazyNamesController.js'

/** The client's names controller, loaded with the first name query or registration (never in the first load). */
export function namesOf(client: Client): Promise<NamesController> {
  return lazyNamesController(client)
}

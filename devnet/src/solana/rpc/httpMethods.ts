import { methodTable } from './defineMethod'
import { accountMethods } from './methods/accountMethods'
import { clusterMethods } from './methods/clusterMethods'
import { devnetMethods } from './methods/devnetMethods'
import { historyMethods } from './methods/historyMethods'
import { sendMethods } from './methods/sendMethods'
import { tokenMethods } from './methods/tokenMethods'
import type { SolanaRpcContext } from './rpcContext'

/** Every method the HTTP endpoint answers. */
export const httpMethods = methodTable<SolanaRpcContext>(clusterMethods, accountMethods, tokenMethods, sendMethods, historyMethods, devnetMethods)

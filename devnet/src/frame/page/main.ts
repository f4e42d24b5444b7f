import { FRAME_READY_EVENT } from '@berth/headless/embedded'
import { FRAME_CONFIG_ELEMENT_ID, type FramePageConfig } from '../server/pages'
import { createApprovalPanel } from './approvalPanel'
import { createAuthClient } from './authClient'
import { createFrameStorage, frameLocalStorage } from './frameStorage'
import { createFrameHandler } from './handleAppRequest'
import { gateAppMessage, parentOrigin } from './messageGate'
import { createReadRpc } from './readRpc'

// The secure frame's page (http://localhost:8790/?projectId&chainId&version&enableLogger): it talks
// only to its parent window at the parent's origin, keeps its device id and session in its own
// storage, and shows signing requests for the visitor to approve.

const config = JSON.parse(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent ?? '{"networks":[]}') as FramePageConfig
const query = new URLSearchParams(location.search)
const logging = query.get('enableLogger') === 'true'
const origin = parentOrigin(location, document.referrer)
const parent = window.parent
const storage = createFrameStorage(
  frameLocalStorage(
    () => window.localStorage,
    (line) => console.warn(line),
  ),
)
const auth = createAuthClient(storage)
const panel = createApprovalPanel(document)
const handle = createFrameHandler({
  auth,
  storage,
  networks: config.networks,
  initialChainId: query.get('chainId'),
  parentHost: origin ? new URL(origin).host : '',
  parentOrigin: origin ?? '',
  frameOrigin: location.origin,
  approve: panel.show,
  hideApproval: panel.hide,
  readRpc: createReadRpc(query.get('projectId') ?? ''),
  reload: () => setTimeout(() => location.reload(), 0),
})

window.addEventListener('message', (event) => {
  const gate = gateAppMessage(event, parent, origin)
  if (!gate.ok) {
    if (logging) console.warn(`[berth frame] message dropped (${gate.reason})`)
    return
  }
  void handle(gate.message).then((answer) => {
    if (origin) parent.postMessage(answer, origin)
  })
})

if (origin && parent !== window) parent.postMessage({ type: FRAME_READY_EVENT }, origin)
else if (logging) console.warn('[berth frame] no parent page: not ready')

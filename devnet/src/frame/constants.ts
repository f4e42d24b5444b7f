/** The embedded wallet's secure frame and its auth API (DESIGN.md): an origin of its own, apart from the apps' 127.0.0.1. */
export const DEVNET_FRAME_PORT = 8790
export const DEVNET_FRAME_URL = `http://localhost:${DEVNET_FRAME_PORT}`

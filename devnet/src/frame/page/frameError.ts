/** A request the frame answers with its _ERROR message: what the app shows, and an EIP-1193 or JSON-RPC code where there is one. */
export class FrameError extends Error {
  override name = 'FrameError'
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}

export const userRejected = (): FrameError => new FrameError('User rejected the request.', 4001)
export const requestAborted = (): FrameError => new FrameError('Request was aborted')

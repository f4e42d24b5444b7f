import { WebSocket } from 'ws'

/** One open WebSocket of a client, and the irn_subscription pushes it has not acknowledged yet. */
export class ClientSocket {
  /** Push request id -> mailbox key of the message it carried. */
  readonly inFlight = new Map<number, string>()
  /** Pings sent since the last pong. */
  missedPongs = 0

  constructor(
    readonly socketId: number,
    readonly clientId: string,
    readonly ws: WebSocket,
  ) {}

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN
  }

  send(text: string): void {
    if (this.open) this.ws.send(text)
  }

  carries(key: string): boolean {
    for (const inFlight of this.inFlight.values()) if (inFlight === key) return true
    return false
  }
}

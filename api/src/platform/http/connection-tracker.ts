// Which of the HTTP server's connections carry a request, and when the last one began or ended:
// the graceful shutdown (server.ts `stopHttp`) and the advisor's warm-up after the start read it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a connection without a request may stay open once the shutdown began: a request already on its way is served. */
const idleGraceMs = 250;

/**
 * Knows which connections carry a request. Node's closeIdleConnections() also closes connections
 * whose request bytes arrived while the event loop was busy (PGlite runs queries on the main
 * thread) but were not parsed yet, which resets requests the server had already received.
 */
export class ConnectionTracker {
  private readonly sockets = new Map<Socket, { active: number; idleSince: number }>();
  draining = false;
  lastConnectionAt = 0;
  /** When a request last began or ended. */
  private lastRequestAt = Date.now();

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.lastConnectionAt = Date.now();
      this.sockets.set(socket, { active: 0, idleSince: Date.now() });
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const state = this.sockets.get(request.socket);
      this.lastRequestAt = Date.now();
      if (state) state.active += 1;
      // Once the shutdown began, no response invites another request on its connection.
      if (this.draining && !response.headersSent) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.lastRequestAt = Date.now();
        if (!state) return;
        state.active -= 1;
        state.idleSince = Date.now();
      });
    });
  }

  /** Whether any connection is serving a request. */
  get busy(): boolean {
    for (const state of this.sockets.values()) if (state.active > 0) return true;
    return false;
  }

  /**
   * Resolves once no request has been in flight for `ms` (looked at every `ms`, so never at once),
   * or at `latestAt` (a `Date.now()` time) at the latest: under a steady stream of requests it is
   * never quiet, and what waits for it must still run.
   */
  async quiet(ms: number, latestAt = Infinity): Promise<void> {
    do await sleep(ms);
    while ((this.busy || Date.now() - this.lastRequestAt < ms) && Date.now() < latestAt);
  }

  /** Closes connections without a request that have been idle for idleGraceMs since `since` or their last response. */
  closeIdle(since: number): void {
    const now = Date.now();
    for (const [socket, state] of this.sockets) {
      if (state.active === 0 && now - Math.max(state.idleSince, since) >= idleGraceMs) socket.destroy();
    }
  }
}

// Which of the HTTP server's connections carry a request, and when the last one began or ended:
// the graceful shutdown (server.ts `stopHttp`) and the advisor's warm-up after the start read it.
// It also closes a connection whose request body was not read to its end with a linger (below).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface SocketState {
  active: number;
  idleSince: number;
  /** The connection's latest request. */
  request: IncomingMessage | null;
}

/** What Node's HTTP server calls once the last answer of a `Connection: close` socket is out. */
type ClosingSocket = Socket & { destroySoon?: () => void };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long a connection without a request may stay open once the shutdown began: a request already on its way is served. */
const idleGraceMs = 250;

/**
 * Knows which connections carry a request. Node's closeIdleConnections() also closes connections
 * whose request bytes arrived while the event loop was busy (PGlite runs queries on the main
 * thread) but were not parsed yet, which resets requests the server had already received.
 */
export class ConnectionTracker {
  private readonly sockets = new Map<Socket, SocketState>();
  draining = false;
  lastConnectionAt = 0;
  /** When a request last began or ended. */
  private lastRequestAt = Date.now();
  /** Whether any request began, and whether one was answered (its response closed). */
  private requested = false;
  private answered = false;

  /** `lingerMs`: how long a connection closed under a request body not read to its end lingers (0: not at all). */
  constructor(server: Server, options: { lingerMs?: number } = {}) {
    const { lingerMs = 0 } = options;
    server.on('connection', (socket: ClosingSocket) => {
      this.lastConnectionAt = Date.now();
      const state: SocketState = { active: 0, idleSince: Date.now(), request: null };
      this.sockets.set(socket, state);
      socket.once('close', () => this.sockets.delete(socket));
      if (lingerMs > 0) lingerBeforeClose(socket, state, lingerMs);
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const state = this.sockets.get(request.socket);
      this.lastRequestAt = Date.now();
      this.requested = true;
      if (state) {
        state.active += 1;
        state.request = request;
      }
      // Once the shutdown began, no response invites another request on its connection.
      if (this.draining && !response.headersSent) response.setHeader('Connection', 'close');
      response.once('close', () => {
        this.lastRequestAt = Date.now();
        this.answered = true;
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

  /**
   * Resolves once the server has answered a request, or when no request began within `idleMs` of
   * the call (nobody asks: nothing to wait for), at `latestAt` at the latest. Looked at every 10
   * ms. What runs after the start waits for it, so the first answer (a health check) never waits
   * behind it.
   */
  async firstAnswer(idleMs: number, latestAt = Infinity): Promise<void> {
    const since = Date.now();
    while (!this.answered && Date.now() < latestAt && (this.requested || Date.now() - since < idleMs)) await sleep(10);
  }

  /** Closes connections without a request that have been idle for idleGraceMs since `since` or their last response. */
  closeIdle(since: number): void {
    const now = Date.now();
    for (const [socket, state] of this.sockets) {
      if (state.active === 0 && now - Math.max(state.idleSince, since) >= idleGraceMs) socket.destroy();
    }
  }
}

/**
 * Closing a connection whose request body was not read to its end: the body limit's 413 and 408
 * (read-body.ts) and storage's object limit answer with `Connection: close` and stop reading. Node
 * then closes the socket as soon as the answer is out, and the kernel answers the bytes that still
 * arrive with a reset: a client that is still sending (a browser uploading 50 MB) loses the answer
 * it had not read yet (Linux drops a socket's unread bytes when a reset arrives), or fails its next
 * write (EPIPE), and shows a network error instead of the 413 and its code. Go's net/http (so
 * GoTrue) half-closes and waits 500 ms in that case (closeWriteAndWait), nginx lingers
 * (lingering_close). This does the same: the answer's side of the socket is closed, what still
 * arrives is read and dropped, and the socket closes when the client closes its side or after `ms`.
 *
 * Node has no public hook between "the last answer is out" and its close, so this wraps the
 * socket's `destroySoon` (what node:http calls there; every Node since 0.x). The rest of the body
 * is drained through the request (`resume`): Node's parser reads the socket's handle itself, and
 * after a `Connection: close` answer it serves nothing that follows on the connection
 * (linger.test.ts: a request pipelined behind a refused body gets no answer).
 */
function lingerBeforeClose(socket: ClosingSocket, state: SocketState, ms: number): void {
  const destroySoon = socket.destroySoon?.bind(socket);
  if (!destroySoon) return;
  let lingering = false;
  socket.destroySoon = () => {
    const { request } = state;
    // A request read to its end (or none): nothing more arrives, close as Node does.
    if (!request || request.complete || socket.destroyed) return destroySoon();
    if (lingering) return;
    lingering = true;
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // The client read the answer and closed its side: nothing more will come.
    socket.once('end', () => socket.destroy());
    // The request was paused where its limit was hit; flowing without a listener drops the bytes.
    request.resume();
  };
}

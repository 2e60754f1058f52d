// The transport of /realtime/v1: the WebSocket upgrade and its refusals, one `Connection` per
// socket (what it was opened with, its message budget, the order of its messages), Phoenix frames
// in and out (protocol.ts), the heartbeat, and closing (a quiet socket, a client that does not
// read, a lost feed, the shutdown). It knows no channel, token or change: every message but the
// heartbeat goes to the handlers (channels.ts through server.ts), one after another per socket.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { rateLimitAddress, requestIp } from '../../platform/http/context';
import type { Logger } from '../../platform/log';
import { claimsServiceRole, isServiceRoleKey } from '../../platform/security/service-role';
import type { Services } from '../../platform/services';
import {
  decodeMessage,
  encodeBroadcast,
  encodeMessage,
  phxEvents,
  reply,
  supportedVsns,
  type PhxMessage,
  type Vsn,
} from './protocol';

export const realtimePath = '/realtime/v1/websocket';

/** A client that does not read its socket: beyond this much unsent data it is disconnected. */
const maxBufferedBytes = 4 * 1024 * 1024;
const idleSweepMs = 5000;

/** One open socket: what it was opened with and what the transport keeps of it. */
export class Connection {
  /** When the client last sent anything (a heartbeat included); quiet sockets are closed. */
  lastSeen = Date.now();
  private windowStart = this.lastSeen;
  private windowCount = 0;
  /** Messages are handled one after another (a join verifies its token before the next push). */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly logger: Logger,
    readonly vsn: Vsn,
    /** The upgrade's apikey: a join without a token of its own acts with it. */
    readonly apikey: string,
    /** Opened by a browser (it sent Origin): the service-role key is refused on it. */
    readonly browser: boolean,
  ) {}

  get open(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  send(message: PhxMessage): void {
    this.sendFrame(encodeMessage(this.vsn, message));
  }

  /** A message without refs whose payload is JSON already (encodeBroadcast). */
  broadcast(topic: string, event: string, payloadJson: string): void {
    this.sendFrame(encodeBroadcast(this.vsn, topic, event, payloadJson));
  }

  /** Runs `task` after everything queued on this socket before it; a failure is logged as `failure`. */
  enqueue(task: () => Promise<void>, failure: string, context: Record<string, unknown> = {}): void {
    this.queue = this.queue
      .then(task)
      .catch((error: Error) => this.logger.error(failure, { error: error.message, ...context }));
  }

  /** Counts a message from the client: false once it sent more than `perSecond` within a second. */
  countMessage(perSecond: number): boolean {
    const now = Date.now();
    this.lastSeen = now;
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount <= perSecond;
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  /** Closes with `code` and settles once the socket is closed (terminated after 1 s at the latest). */
  disconnect(code: number, reason: string): Promise<void> {
    const { ws } = this;
    return new Promise<void>((resolve) => {
      if (ws.readyState === WebSocket.CLOSED) return resolve();
      const timer = setTimeout(() => {
        ws.terminate();
        resolve();
      }, 1000);
      ws.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      ws.close(code, reason);
    });
  }

  private sendFrame(frame: string): void {
    const { ws } = this;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > maxBufferedBytes) {
      ws.close(1008, 'Client is not reading its messages');
      return;
    }
    ws.send(frame);
  }
}

/** What the transport hands on: every message but the heartbeat, and the end of a socket. */
export interface ConnectionHandlers {
  /** A message of an open socket, once the socket's messages before it are handled. */
  message(connection: Connection, message: PhxMessage): Promise<void>;
  /** The socket closed, from either side. */
  closed(connection: Connection): void;
}

function rejectUpgrade(socket: Duplex, status: number, text: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The open sockets of /realtime/v1 on the api's HTTP server. */
export class Connections {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  /** Open sockets (upgrading or upgraded) per client address, an IPv6 one by its /64. */
  private readonly perAddress = new Map<string, number>();
  private readonly allowedOrigins: Set<string>;
  private readonly sweep: NodeJS.Timeout;
  private readonly logger: Logger;
  private closed = false;

  constructor(
    private readonly services: Services,
    private readonly handlers: ConnectionHandlers,
  ) {
    this.logger = services.logger;
    this.allowedOrigins = new Set(services.config.allowedOrigins.map((origin) => origin.replace(/\/+$/, '')));
    this.wss = new WebSocketServer({
      noServer: true,
      maxPayload: services.config.realtime.maxMessageBytes,
      // Small JSON messages: compression would cost more CPU than it saves.
      perMessageDeflate: false,
    });
    this.sweep = setInterval(() => this.closeIdle(), idleSweepMs);
    this.sweep.unref();
  }

  /** Serves WebSocket upgrades of `server` under /realtime/v1/websocket. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      this.handleUpgrade(request, socket, head).catch((error: Error) => {
        this.logger.error('realtime upgrade failed', { error: error.message });
        socket.destroy();
      });
    });
  }

  private async handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const { config, jwt } = this.services;
    // One client address cannot hold every socket the server can keep: counted from the upgrade
    // request to the socket's close, whatever became of it.
    const forwardedFor = request.headers['x-forwarded-for'];
    const address = rateLimitAddress(
      requestIp(request, Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor, config.trustProxy),
    );
    const open = this.perAddress.get(address) ?? 0;
    if (open >= config.realtime.maxConnectionsPerAddress) {
      return rejectUpgrade(socket, 429, 'Too Many Requests', 'Too many realtime connections from this address');
    }
    this.perAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (this.closed || url.pathname.replace(/\/+$/, '') !== realtimePath) {
      return rejectUpgrade(socket, 404, 'Not Found', 'Not found');
    }
    const origin = request.headers.origin;
    // Browsers always send their page's origin; other clients (servers, tests) send none.
    if (origin !== undefined && !this.allowedOrigins.has(origin.replace(/\/+$/, ''))) {
      return rejectUpgrade(socket, 403, 'Forbidden', 'Origin not allowed');
    }
    const apikey = url.searchParams.get('apikey') ?? (request.headers.apikey as string | undefined) ?? '';
    if (config.anonKey) {
      if (!apikey) return rejectUpgrade(socket, 401, 'Unauthorized', 'No API key found in request');
      if (apikey !== config.anonKey && !(await isServiceRoleKey(jwt, apikey))) {
        return rejectUpgrade(socket, 401, 'Unauthorized', 'Invalid API key');
      }
    }
    // Never from a browser (http/middleware.ts, refuseServiceKeyFromBrowser).
    if (origin !== undefined && claimsServiceRole(apikey)) {
      return rejectUpgrade(socket, 401, 'Unauthorized', 'The service-role key must not be used in a browser');
    }
    const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
    if (!supportedVsns.includes(vsn)) {
      return rejectUpgrade(socket, 400, 'Bad Request', `Unsupported vsn: ${vsn} (1.0.0 or 2.0.0)`);
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.open(ws, vsn, apikey, origin !== undefined));
  }

  private open(ws: WebSocket, vsn: Vsn, apikey: string, browser: boolean): void {
    if (this.closed) {
      ws.close(1001, 'server shutting down');
      return;
    }
    const connection = new Connection(ws, this.logger, vsn, apikey, browser);
    this.connections.add(connection);
    ws.on('message', (data: RawData, isBinary: boolean) => this.onFrame(connection, data, isBinary));
    ws.on('close', () => {
      this.connections.delete(connection);
      this.handlers.closed(connection);
    });
    // A frame over maxPayload: ws closes with 1009 and reports it here.
    ws.on('error', (error) => this.logger.debug('realtime socket error', { error: error.message }));
  }

  private onFrame(connection: Connection, data: RawData, isBinary: boolean): void {
    if (!connection.countMessage(this.services.config.realtime.maxMessagesPerSecond)) {
      connection.close(1008, 'Too many messages per second');
      return;
    }
    // Binary frames are 2.0.0's user broadcasts: not served here.
    if (isBinary) return;
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const message = decodeMessage(connection.vsn, text);
    if (!message) {
      connection.close(1003, 'Malformed message');
      return;
    }
    connection.enqueue(() => this.handle(connection, message), 'realtime message failed', { event: message.event });
  }

  private async handle(connection: Connection, message: PhxMessage): Promise<void> {
    if (!connection.open) return;
    if (message.topic === 'phoenix' && message.event === phxEvents.heartbeat) {
      connection.send(reply(message, 'ok'));
      return;
    }
    await this.handlers.message(connection, message);
  }

  private closeIdle(): void {
    const limit = Date.now() - this.services.config.realtime.idleTimeoutMs;
    for (const connection of this.connections) {
      if (connection.lastSeen < limit) connection.close(4000, 'heartbeat timeout');
    }
  }

  /** Closes every connection with `code` (clients reconnect after 1, 2, 5, 10 s and join again). */
  async disconnectAll(code: number, reason: string): Promise<void> {
    await Promise.all([...this.connections].map((connection) => connection.disconnect(code, reason)));
  }

  /** Refuses new sockets and closes the open ones (1001: clients reconnect, to another instance). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweep);
    await this.disconnectAll(1001, 'server shutting down');
    this.wss.close();
  }
}

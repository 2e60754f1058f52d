// The Supabase Realtime contract under /realtime/v1, the subset supabase-js 2.109's
// `supabase.channel().on('postgres_changes', …).subscribe()` uses (docs/api.md, "Realtime"):
//   - `GET /realtime/v1/websocket?apikey=…&vsn=2.0.0` upgrades to a WebSocket; the apikey must be
//     the anon key or the service-role key, a browser's Origin one of ALLOWED_ORIGINS;
//   - `phx_join` on `realtime:<name>` with `config.postgres_changes` and `access_token`, answered
//     with the bindings' ids; then a `system` message "Subscribed to PostgreSQL";
//   - `heartbeat` on `phoenix`, `access_token` (a refreshed token), `phx_leave`;
//   - `postgres_changes` events `{ ids, data: { schema, table, commit_timestamp, type, columns,
//     record, old_record, errors } }`, each only to subscribers allowed to see the row;
//   - a token that expires without a refresh, or whose session ends, ends its channel: a `system`
//     error ("InvalidJWTToken: Token has expired 3 seconds ago") and `phx_close`; a session signed
//     out (a user deleted, a guest lead gone) gets no further change, checked before every delivery.
// Broadcast and presence are not served. Changes come from the database (feed.ts), so every
// instance behind a load balancer delivers every change to its own subscribers.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { realtimeEvents, type RealtimeEvent } from '@cc/shared-contract';
import { rateLimitAddress, requestIp } from '../http/context';
import type { ExpiringCaller } from '../identity/caller';
import type { Logger } from '../log';
import { claimsServiceRole, isServiceRoleKey } from '../security/service-role';
import type { Services } from '../services';
import { authenticateRealtime, expiredMessage, recheckPrincipals, RealtimeAuthError, secondsLeft } from './auth';
import { matchesFilter, parseFilter, type RowFilter } from './filter';
import { decodeMessage, encodeMessage, phxEvents, reply, supportedVsns, type PhxMessage, type Vsn } from './protocol';
import type { Change, Column, Delivery, Publication } from './publication';

export const realtimePath = '/realtime/v1/websocket';

const browserServiceKey = 'InvalidJWTToken: The service-role key must not be used in a browser';

/** How often a channel's token is checked again while it has not expired (Supabase: 5 minutes). */
const confirmIntervalMs = 5 * 60 * 1000;
/** A client that does not read its socket: beyond this much unsent data it is disconnected. */
const maxBufferedBytes = 4 * 1024 * 1024;
const idleSweepMs = 5000;

interface Binding {
  id: number;
  event: RealtimeEvent;
  table: string;
  filter: RowFilter | null;
}

interface Channel {
  topic: string;
  subTopic: string;
  joinRef: string | null;
  token: string | null;
  principal: ExpiringCaller;
  bindings: Binding[];
  confirmTimer: NodeJS.Timeout | null;
}

interface Connection {
  ws: WebSocket;
  vsn: Vsn;
  apikey: string;
  /** Opened by a browser (it sent Origin): the service-role key is refused on it. */
  browser: boolean;
  channels: Map<string, Channel>;
  lastSeen: number;
  windowStart: number;
  windowCount: number;
  /** Messages are handled one after another (a join verifies its token before the next push). */
  queue: Promise<void>;
  nextBindingId: number;
}

function rejectUpgrade(socket: Duplex, status: number, text: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface RealtimeStats {
  connections: number;
  channels: number;
}

export class RealtimeServer {
  private readonly wss: WebSocketServer;
  private readonly connections = new Set<Connection>();
  /** Open sockets (upgrading or upgraded) per client address, an IPv6 one by its /64. */
  private readonly perAddress = new Map<string, number>();
  private readonly publications: Map<string, Publication>;
  private readonly allowedOrigins: Set<string>;
  private readonly sweep: NodeJS.Timeout;
  private readonly logger: Logger;
  /** Changes are handled in the order the database sent them. */
  private changes: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly services: Services,
    publications: readonly Publication[],
  ) {
    this.logger = services.logger;
    this.publications = new Map(publications.map((publication) => [publication.table, publication]));
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

  get stats(): RealtimeStats {
    let channels = 0;
    for (const connection of this.connections) channels += connection.channels.size;
    return { connections: this.connections.size, channels };
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
    const now = Date.now();
    const connection: Connection = {
      ws,
      vsn,
      apikey,
      browser,
      channels: new Map(),
      lastSeen: now,
      windowStart: now,
      windowCount: 0,
      queue: Promise.resolve(),
      nextBindingId: 1,
    };
    this.connections.add(connection);
    ws.on('message', (data: RawData, isBinary: boolean) => this.onFrame(connection, data, isBinary));
    ws.on('close', () => this.drop(connection));
    // A frame over maxPayload: ws closes with 1009 and reports it here.
    ws.on('error', (error) => this.logger.debug('realtime socket error', { error: error.message }));
  }

  private onFrame(connection: Connection, data: RawData, isBinary: boolean): void {
    const now = Date.now();
    connection.lastSeen = now;
    if (now - connection.windowStart >= 1000) {
      connection.windowStart = now;
      connection.windowCount = 0;
    }
    connection.windowCount += 1;
    if (connection.windowCount > this.services.config.realtime.maxMessagesPerSecond) {
      connection.ws.close(1008, 'Too many messages per second');
      return;
    }
    // Binary frames are 2.0.0's user broadcasts: not served here.
    if (isBinary) return;
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    const message = decodeMessage(connection.vsn, text);
    if (!message) {
      connection.ws.close(1003, 'Malformed message');
      return;
    }
    connection.queue = connection.queue
      .then(() => this.handle(connection, message))
      .catch((error: Error) =>
        this.logger.error('realtime message failed', { error: error.message, event: message.event }),
      );
  }

  private send(connection: Connection, message: PhxMessage): void {
    this.sendRaw(connection, encodeMessage(connection.vsn, message));
  }

  private sendRaw(connection: Connection, frame: string): void {
    const { ws } = connection;
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > maxBufferedBytes) {
      ws.close(1008, 'Client is not reading its messages');
      return;
    }
    ws.send(frame);
  }

  private async handle(connection: Connection, message: PhxMessage): Promise<void> {
    if (connection.ws.readyState !== WebSocket.OPEN) return;
    if (message.topic === 'phoenix' && message.event === phxEvents.heartbeat) {
      this.send(connection, reply(message, 'ok'));
      return;
    }
    if (message.event === phxEvents.join) {
      await this.join(connection, message);
      return;
    }
    const channel = connection.channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.send(connection, reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    switch (message.event) {
      case phxEvents.leave:
        this.send(connection, reply(message, 'ok'));
        this.closeChannel(connection, channel);
        return;
      case phxEvents.accessToken:
        await this.refresh(connection, channel, message.payload.access_token);
        return;
      default:
        // broadcast, presence: outside the subset this api serves.
        if (message.ref !== null) {
          this.send(
            connection,
            reply(message, 'error', { reason: `${message.event} is not supported by this server` }),
          );
        }
    }
  }

  private async join(connection: Connection, message: PhxMessage): Promise<void> {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      this.send(connection, reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
      return;
    }
    // Joining a topic joined before replaces that channel (Phoenix closes the old one).
    const previous = connection.channels.get(topic);
    if (previous) this.closeChannel(connection, previous);
    if (connection.channels.size >= this.services.config.realtime.maxChannelsPerConnection) {
      this.send(connection, reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' }));
      return;
    }
    const config = isRecord(payload.config) ? payload.config : {};
    const token =
      typeof payload.access_token === 'string'
        ? payload.access_token
        : typeof payload.user_token === 'string'
          ? payload.user_token
          : connection.apikey;
    if (connection.browser && claimsServiceRole(token)) {
      this.send(connection, reply(message, 'error', { reason: browserServiceKey }));
      return;
    }
    let principal: ExpiringCaller;
    try {
      principal = await authenticateRealtime(this.services, token);
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      this.send(connection, reply(message, 'error', { reason: error.message }));
      return;
    }
    if (connection.ws.readyState !== WebSocket.OPEN) return;

    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isRecord) : [];
    const bindings: Binding[] = [];
    const problems: string[] = [];
    const answer = requested.map((params) => {
      const id = connection.nextBindingId++;
      const { binding, problem } = this.binding(id, params);
      if (binding) bindings.push(binding);
      if (problem) problems.push(problem);
      return { id, event: params.event, schema: params.schema, table: params.table, filter: params.filter };
    });
    const subTopic = topic.slice('realtime:'.length);
    const channel: Channel = {
      topic,
      subTopic,
      joinRef: message.joinRef ?? message.ref,
      token,
      principal,
      // One bad binding spoils the subscription, as Supabase's does.
      bindings: problems.length ? [] : bindings,
      confirmTimer: null,
    };
    connection.channels.set(topic, channel);
    this.armConfirm(connection, channel);
    this.send(connection, reply(message, 'ok', { postgres_changes: answer }));
    if (requested.length) {
      this.system(
        connection,
        channel,
        'postgres_changes',
        problems.length ? 'error' : 'ok',
        problems.length
          ? `Unable to subscribe to changes with given parameters: ${problems.join('; ')}`
          : 'Subscribed to PostgreSQL',
      );
    }
  }

  private binding(id: number, params: Record<string, unknown>): { binding?: Binding; problem?: string } {
    const { event, schema, table, filter } = params;
    if (typeof event !== 'string' || !(realtimeEvents as readonly string[]).includes(event.toUpperCase())) {
      return { problem: `event must be one of ${realtimeEvents.join(', ')}` };
    }
    if (schema !== 'app') return { problem: 'schema must be app' };
    const publication = typeof table === 'string' ? this.publications.get(table) : undefined;
    if (!publication) return { problem: `table ${String(table)} is not published` };
    let parsed: RowFilter | null = null;
    if (filter !== undefined && filter !== null && filter !== '') {
      if (typeof filter !== 'string') return { problem: 'filter must be a string' };
      const result = parseFilter(publication.table, publication.filterColumns, filter);
      if ('error' in result) return { problem: result.error };
      parsed = result;
    }
    return { binding: { id, event: event.toUpperCase() as RealtimeEvent, table: publication.table, filter: parsed } };
  }

  /** Checks the channel's token again at its expiry or in 5 minutes, whichever is first. */
  private armConfirm(connection: Connection, channel: Channel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    const left = secondsLeft(channel.principal);
    if (!Number.isFinite(left)) return;
    const delay = Math.max(0, Math.min(confirmIntervalMs, Math.ceil(left * 1000)));
    channel.confirmTimer = setTimeout(() => {
      channel.confirmTimer = null;
      connection.queue = connection.queue
        .then(() => this.confirm(connection, channel))
        .catch((error: Error) => this.logger.error('realtime token check failed', { error: error.message }));
    }, delay);
    channel.confirmTimer.unref();
  }

  private async confirm(connection: Connection, channel: Channel): Promise<void> {
    if (connection.channels.get(channel.topic) !== channel) return;
    const { principal } = channel;
    if (principal.kind !== 'anonymous' && principal.exp <= Date.now() / 1000) {
      this.shutdown(connection, channel, expiredMessage(principal.exp));
      return;
    }
    try {
      channel.principal = await authenticateRealtime(this.services, channel.token);
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      this.shutdown(connection, channel, error.message);
      return;
    }
    this.armConfirm(connection, channel);
  }

  /** An `access_token` push: the refreshed token replaces the channel's, or ends the channel when refused. */
  private async refresh(connection: Connection, channel: Channel, token: unknown): Promise<void> {
    // Supabase ignores an unchanged token, a missing one and a publishable key.
    if (typeof token !== 'string' || token === channel.token || token.startsWith('sb_')) return;
    if (connection.browser && claimsServiceRole(token)) {
      this.shutdown(connection, channel, browserServiceKey);
      return;
    }
    try {
      channel.principal = await authenticateRealtime(this.services, token);
      channel.token = token;
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      this.shutdown(connection, channel, error.message);
      return;
    }
    this.armConfirm(connection, channel);
  }

  private system(
    connection: Connection,
    channel: Channel,
    extension: 'system' | 'postgres_changes',
    status: 'ok' | 'error',
    message: string,
  ): void {
    this.send(connection, {
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.subTopic },
    });
  }

  /** Ends a channel from the server's side with a reason the client sees (Supabase's shutdown_response). */
  private shutdown(connection: Connection, channel: Channel, message: string): void {
    this.system(connection, channel, 'system', 'error', message);
    this.send(connection, {
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: phxEvents.close,
      payload: {},
    });
    this.closeChannel(connection, channel);
  }

  private closeChannel(connection: Connection, channel: Channel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    if (connection.channels.get(channel.topic) === channel) connection.channels.delete(channel.topic);
  }

  private drop(connection: Connection): void {
    for (const channel of connection.channels.values()) this.closeChannel(connection, channel);
    this.connections.delete(connection);
  }

  private closeIdle(): void {
    const limit = Date.now() - this.services.config.realtime.idleTimeoutMs;
    for (const connection of this.connections) {
      if (connection.lastSeen < limit) connection.ws.close(4000, 'heartbeat timeout');
    }
  }

  /** A change from the database (feed.ts): delivered in the order they came. */
  publish(change: Change): Promise<void> {
    this.changes = this.changes
      .then(() => this.deliver(change))
      .catch((error: Error) =>
        this.logger.error('realtime delivery failed', { error: error.message, table: change.table, type: change.type }),
      );
    return this.changes;
  }

  private async deliver(change: Change): Promise<void> {
    const publication = this.publications.get(change.table);
    if (!publication) return;
    const candidates: Array<{ connection: Connection; channel: Channel; bindings: Binding[] }> = [];
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) {
        const bindings = channel.bindings.filter(
          (binding) => binding.table === change.table && (binding.event === '*' || binding.event === change.type),
        );
        if (bindings.length) candidates.push({ connection, channel, bindings });
      }
    }
    if (!candidates.length) return;
    const userIds = new Set(
      candidates.flatMap(({ channel }) => (channel.principal.kind === 'user' ? [channel.principal.user.id] : [])),
    );
    const audience = await publication.audience(this.services.db, change, [...userIds]);
    /** What a channel would receive of this change: its binding ids and the delivery, or null. */
    const receives = (principal: ExpiringCaller, bindings: Binding[]) => {
      const delivery = audience(principal);
      if (!delivery) return null;
      const filtered = change.type === 'DELETE' ? delivery.oldRecord : delivery.record;
      const ids = bindings.filter((binding) => matchesFilter(binding.filter, filtered ?? {})).map(({ id }) => id);
      return ids.length ? { delivery, ids } : null;
    };
    const receivers = candidates.flatMap((candidate) => {
      const received = receives(candidate.channel.principal, candidate.bindings);
      return received ? [{ ...candidate, ...received }] : [];
    });
    if (!receivers.length) return;
    // A session signed out, a user deleted, a factor removed, a guest lead gone: not only at the
    // next token check (auth.ts, recheckPrincipals). Read for the channels this change would
    // reach (one of 500 for a case message), not for every subscriber of the table: the
    // channels it does not reach are checked by the next change that does, or by the token check.
    const recheck = await recheckPrincipals(
      this.services.db,
      receivers.map(({ channel }) => channel.principal),
    );
    const encoded = new Map<string, string>();
    for (const receiver of receivers) {
      const { connection, channel } = receiver;
      if (connection.channels.get(channel.topic) !== channel) continue;
      const current = recheck(channel.principal);
      if (typeof current === 'string') {
        this.shutdown(connection, channel, current);
        continue;
      }
      // The session may have dropped to aal1 (a factor removed): ask again as it is now.
      const changed = current !== channel.principal;
      channel.principal = current;
      const received = changed ? receives(current, receiver.bindings) : receiver;
      if (!received) continue;
      const { delivery, ids } = received;
      let data = encoded.get(delivery.key);
      if (data === undefined) {
        data = encodeData(publication, change, delivery);
        encoded.set(delivery.key, data);
      }
      const payload = `{"ids":${JSON.stringify(ids)},"data":${data}}`;
      const topic = JSON.stringify(channel.topic);
      // Broadcast-like messages carry no refs (realtime-js matches them by topic and binding id).
      this.sendRaw(
        connection,
        connection.vsn === '2.0.0'
          ? `[null,null,${topic},"postgres_changes",${payload}]`
          : `{"join_ref":null,"ref":null,"topic":${topic},"event":"postgres_changes","payload":${payload}}`,
      );
    }
  }

  /** Closes every socket (1001: clients reconnect, to another instance behind the load balancer). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweep);
    await this.disconnectAll(1001, 'server shutting down');
    await this.changes;
    this.wss.close();
  }

  /** Closes every connection with `code` (clients reconnect after 1, 2, 5, 10 s and join again). */
  async disconnectAll(code: number, reason: string): Promise<void> {
    const closing = [...this.connections].map(
      ({ ws }) =>
        new Promise<void>((resolve) => {
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
        }),
    );
    await Promise.all(closing);
  }
}

function encodeData(publication: Publication, change: Change, delivery: Delivery): string {
  const present = new Set([...Object.keys(delivery.record ?? {}), ...Object.keys(delivery.oldRecord ?? {})]);
  const columns: Column[] = publication.columns.filter(({ name }) => present.has(name));
  return JSON.stringify({
    schema: 'app',
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
    columns,
    record: change.type === 'DELETE' ? null : delivery.record,
    old_record: change.type === 'INSERT' ? null : (delivery.oldRecord ?? {}),
    errors: null,
  });
}

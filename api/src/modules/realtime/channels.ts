// The channels of /realtime/v1, joined on a socket: `phx_join` on `realtime:<name>` with the token
// the channel works for (checked by auth.ts) and its postgres_changes bindings, `access_token` (a
// refreshed token), `phx_leave`; the token checked again at its expiry or every 5 minutes; and a
// channel ended from the server's side (Supabase's shutdown_response). Broadcast and presence are
// not served. A channel reaches its socket only through `ChannelSocket`, never the WebSocket.
import { realtimeEvents, type RealtimeEvent } from '@cc/shared-contract';
import type { ExpiringCaller } from '../../identity/caller';
import { claimsServiceRole } from '../../platform/security/service-role';
import type { Services } from '../../platform/services';
import { authenticateRealtime, expiredMessage, RealtimeAuthError, secondsLeft } from './auth';
import { parseFilter, type RowFilter } from './filter';
import { isRecord, phxEvents, reply, type PhxMessage } from './protocol';
import type { Publication } from './publication';

const browserServiceKey = 'InvalidJWTToken: The service-role key must not be used in a browser';

/** How often a channel's token is checked again while it has not expired (Supabase: 5 minutes). */
const confirmIntervalMs = 5 * 60 * 1000;

/** What a channel needs of the socket it was joined on (connection.ts's `Connection`). */
export interface ChannelSocket {
  /** The upgrade's apikey: a join without a token of its own acts with it. */
  readonly apikey: string;
  /** Opened by a browser: the service-role key is refused on it. */
  readonly browser: boolean;
  readonly open: boolean;
  send(message: PhxMessage): void;
  /** A message without refs whose payload is JSON already (one change, encoded once). */
  broadcast(topic: string, event: string, payloadJson: string): void;
  /** Runs `task` after the socket's messages before it, so a token check never interleaves with a join. */
  enqueue(task: () => Promise<void>, failure: string): void;
}

/** One postgres_changes subscription of a channel; realtime-js matches deliveries by its id. */
export interface Binding {
  id: number;
  event: RealtimeEvent;
  table: string;
  filter: RowFilter | null;
}

export interface Channel {
  socket: ChannelSocket;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  token: string | null;
  /** Who the channel works for; the fan-out lowers it when the session dropped to aal1. */
  principal: ExpiringCaller;
  bindings: Binding[];
  confirmTimer: NodeJS.Timeout | null;
}

/** A socket's channels by topic, and its binding ids (unique per socket, as realtime-js expects). */
interface JoinedChannels {
  byTopic: Map<string, Channel>;
  nextBindingId: number;
}

export class Channels {
  private readonly sockets = new Map<ChannelSocket, JoinedChannels>();

  constructor(
    private readonly services: Services,
    private readonly publications: ReadonlyMap<string, Publication>,
  ) {}

  /** Every joined channel, socket by socket. */
  *all(): IterableIterator<Channel> {
    for (const joined of this.sockets.values()) yield* joined.byTopic.values();
  }

  /** Whether the channel is still joined (not left, replaced, ended or gone with its socket). */
  isJoined(channel: Channel): boolean {
    return this.sockets.get(channel.socket)?.byTopic.get(channel.topic) === channel;
  }

  /** A client's message other than the heartbeat (connection.ts answers that one). */
  async handle(socket: ChannelSocket, message: PhxMessage): Promise<void> {
    if (message.event === phxEvents.join) {
      await this.join(socket, message);
      return;
    }
    const channel = this.sockets.get(socket)?.byTopic.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      socket.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    switch (message.event) {
      case phxEvents.leave:
        socket.send(reply(message, 'ok'));
        this.close(channel);
        return;
      case phxEvents.accessToken:
        await this.refresh(channel, message.payload.access_token);
        return;
      default:
        // broadcast, presence: outside the subset this api serves.
        if (message.ref !== null) {
          socket.send(reply(message, 'error', { reason: `${message.event} is not supported by this server` }));
        }
    }
  }

  /** The socket closed: its channels go with it. */
  leaveAll(socket: ChannelSocket): void {
    const joined = this.sockets.get(socket);
    if (!joined) return;
    for (const channel of joined.byTopic.values()) this.close(channel);
    this.sockets.delete(socket);
  }

  /** Ends a channel from the server's side with a reason the client sees (Supabase's shutdown_response). */
  end(channel: Channel, message: string): void {
    this.system(channel, 'system', 'error', message);
    channel.socket.send({
      joinRef: channel.joinRef,
      ref: channel.joinRef,
      topic: channel.topic,
      event: phxEvents.close,
      payload: {},
    });
    this.close(channel);
  }

  private async join(socket: ChannelSocket, message: PhxMessage): Promise<void> {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      socket.send(reply(message, 'error', { reason: 'TopicNameRequired: You must provide a topic name' }));
      return;
    }
    let joined = this.sockets.get(socket);
    if (!joined) {
      joined = { byTopic: new Map(), nextBindingId: 1 };
      this.sockets.set(socket, joined);
    }
    // Joining a topic joined before replaces that channel (Phoenix closes the old one).
    const previous = joined.byTopic.get(topic);
    if (previous) this.close(previous);
    if (joined.byTopic.size >= this.services.config.realtime.maxChannelsPerConnection) {
      socket.send(reply(message, 'error', { reason: 'ChannelRateLimitReached: Too many channels' }));
      return;
    }
    const config = isRecord(payload.config) ? payload.config : {};
    const token =
      typeof payload.access_token === 'string'
        ? payload.access_token
        : typeof payload.user_token === 'string'
          ? payload.user_token
          : socket.apikey;
    if (socket.browser && claimsServiceRole(token)) {
      socket.send(reply(message, 'error', { reason: browserServiceKey }));
      return;
    }
    let principal: ExpiringCaller;
    try {
      principal = await authenticateRealtime(this.services, token);
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      socket.send(reply(message, 'error', { reason: error.message }));
      return;
    }
    // Closed while the token was checked: its channels are gone (leaveAll), this one never joins.
    if (!socket.open) return;

    const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isRecord) : [];
    const bindings: Binding[] = [];
    const problems: string[] = [];
    const answer = requested.map((params) => {
      const id = joined.nextBindingId++;
      const { binding, problem } = this.binding(id, params);
      if (binding) bindings.push(binding);
      if (problem) problems.push(problem);
      return { id, event: params.event, schema: params.schema, table: params.table, filter: params.filter };
    });
    const channel: Channel = {
      socket,
      topic,
      subTopic: topic.slice('realtime:'.length),
      joinRef: message.joinRef ?? message.ref,
      token,
      principal,
      // One bad binding spoils the subscription, as Supabase's does.
      bindings: problems.length ? [] : bindings,
      confirmTimer: null,
    };
    joined.byTopic.set(topic, channel);
    this.armConfirm(channel);
    socket.send(reply(message, 'ok', { postgres_changes: answer }));
    if (requested.length) {
      this.system(
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
  private armConfirm(channel: Channel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    const left = secondsLeft(channel.principal);
    if (!Number.isFinite(left)) return;
    const delay = Math.max(0, Math.min(confirmIntervalMs, Math.ceil(left * 1000)));
    channel.confirmTimer = setTimeout(() => {
      channel.confirmTimer = null;
      channel.socket.enqueue(() => this.confirm(channel), 'realtime token check failed');
    }, delay);
    channel.confirmTimer.unref();
  }

  private async confirm(channel: Channel): Promise<void> {
    if (!this.isJoined(channel)) return;
    const { principal } = channel;
    if (principal.kind !== 'anonymous' && principal.exp <= Date.now() / 1000) {
      this.end(channel, expiredMessage(principal.exp));
      return;
    }
    try {
      channel.principal = await authenticateRealtime(this.services, channel.token);
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      this.end(channel, error.message);
      return;
    }
    this.armConfirm(channel);
  }

  /** An `access_token` push: the refreshed token replaces the channel's, or ends the channel when refused. */
  private async refresh(channel: Channel, token: unknown): Promise<void> {
    // Supabase ignores an unchanged token, a missing one and a publishable key.
    if (typeof token !== 'string' || token === channel.token || token.startsWith('sb_')) return;
    if (channel.socket.browser && claimsServiceRole(token)) {
      this.end(channel, browserServiceKey);
      return;
    }
    try {
      channel.principal = await authenticateRealtime(this.services, token);
      channel.token = token;
    } catch (error) {
      if (!(error instanceof RealtimeAuthError)) throw error;
      this.end(channel, error.message);
      return;
    }
    this.armConfirm(channel);
  }

  private system(
    channel: Channel,
    extension: 'system' | 'postgres_changes',
    status: 'ok' | 'error',
    message: string,
  ): void {
    channel.socket.send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.subTopic },
    });
  }

  private close(channel: Channel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    const joined = this.sockets.get(channel.socket);
    if (joined?.byTopic.get(channel.topic) === channel) joined.byTopic.delete(channel.topic);
  }
}

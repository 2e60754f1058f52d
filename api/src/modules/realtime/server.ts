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
//
// Three parts, put together here: connection.ts (the sockets: upgrade, frames, heartbeat, limits,
// closing), channels.ts (join, leave, the channel's token, its bindings) and fan-out.ts (a change
// to the channels that may see it). The transport knows no channel, and neither channels nor the
// fan-out touch a socket (.dependency-cruiser.cjs, the api-realtime rules).
import type { Server } from 'node:http';
import type { Services } from '../../platform/services';
import { Channels } from './channels';
import { Connections } from './connection';
import { FanOut } from './fan-out';
import type { Change, Publication } from './publication';

export class RealtimeServer {
  private readonly connections: Connections;
  private readonly channels: Channels;
  private readonly fanOut: FanOut;

  constructor(services: Services, publications: readonly Publication[]) {
    const byTable = new Map(publications.map((publication) => [publication.table, publication]));
    this.channels = new Channels(services, byTable);
    this.fanOut = new FanOut(services, byTable, this.channels);
    this.connections = new Connections(services, {
      message: (connection, message) => this.channels.handle(connection, message),
      closed: (connection) => this.channels.leaveAll(connection),
    });
  }

  /** Serves WebSocket upgrades of `server` under /realtime/v1/websocket. */
  attach(server: Server): void {
    this.connections.attach(server);
  }

  /** A change from the database (feed.ts): delivered in the order they came. */
  publish(change: Change): Promise<void> {
    return this.fanOut.publish(change);
  }

  /** Closes every connection with `code` (clients reconnect after 1, 2, 5, 10 s and join again). */
  disconnectAll(code: number, reason: string): Promise<void> {
    return this.connections.disconnectAll(code, reason);
  }

  /** Closes every socket (1001: clients reconnect, to another instance behind the load balancer). */
  async close(): Promise<void> {
    await this.connections.close();
    await this.fanOut.drained();
  }
}

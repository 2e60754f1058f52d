// The fan-out of /realtime/v1: a change from the database (feed.ts) goes, in the order the
// database sent it, to the joined channels whose bindings take it, as much of the row as the
// table's publication lets each channel's principal see (publications.ts), after the principals'
// sessions and guest leads are read again (auth.ts). It sends through each channel's socket
// (channels.ts's `ChannelSocket`) and knows neither the WebSocket nor the frames.
import type { ExpiringCaller } from '../../identity/caller';
import type { Services } from '../../platform/services';
import { recheckPrincipals } from './auth';
import type { Binding, Channel, Channels } from './channels';
import { matchesFilter } from './filter';
import type { Change, Column, Delivery, Publication } from './publication';

export class FanOut {
  /** Changes are handled in the order the database sent them. */
  private delivered: Promise<void> = Promise.resolve();

  constructor(
    private readonly services: Services,
    private readonly publications: ReadonlyMap<string, Publication>,
    private readonly channels: Channels,
  ) {}

  /** A change from the database (feed.ts): delivered after the ones before it. */
  publish(change: Change): Promise<void> {
    this.delivered = this.delivered
      .then(() => this.deliver(change))
      .catch((error: Error) =>
        this.services.logger.error('realtime delivery failed', {
          error: error.message,
          table: change.table,
          type: change.type,
        }),
      );
    return this.delivered;
  }

  /** Settles once every change published so far is delivered (the shutdown waits for it). */
  drained(): Promise<void> {
    return this.delivered;
  }

  private async deliver(change: Change): Promise<void> {
    const publication = this.publications.get(change.table);
    if (!publication) return;
    const candidates: Array<{ channel: Channel; bindings: Binding[] }> = [];
    for (const channel of this.channels.all()) {
      const bindings = channel.bindings.filter(
        (binding) => binding.table === change.table && (binding.event === '*' || binding.event === change.type),
      );
      if (bindings.length) candidates.push({ channel, bindings });
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
      const { channel } = receiver;
      if (!this.channels.isJoined(channel)) continue;
      const current = recheck(channel.principal);
      if (typeof current === 'string') {
        this.channels.end(channel, current);
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
      channel.socket.broadcast(channel.topic, 'postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`);
    }
  }
}

/** The `data` of a postgres_changes message as JSON (realtime-js reads `columns` for the types). */
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

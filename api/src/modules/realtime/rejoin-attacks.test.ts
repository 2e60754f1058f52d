// Attack: a socket joins a channel with a filter on its own rows, then changes the filter after
// the join (a second phx_join on the same topic naming the victim's rows, or no filter at all).
// Raw frames, as an attacker would send them: whatever the server does with the second join, the
// socket gets the victim's rows never, and its own rows still (so the check is not vacuous).
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { WebSocket } from 'ws';
import { queryRows } from '../../platform/db/client';
import { createConfirmedUser, startTestApi, uniqueEmail, type TestApi } from '../../test/harness';
import { settle, until } from '../../test/realtime';
import { nobody, pick, type Publication } from './publication';

/** Rows of app.rejoin_probe belong to `owner` (a user id). */
const probe: Publication = {
  table: 'rejoin_probe',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'owner', type: 'uuid' },
    { name: 'body', type: 'text' },
  ],
  filterColumns: ['id', 'owner'],
  async audience(db, change) {
    const [found] = await queryRows<{ row: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(p) as row from app.rejoin_probe p where id = ${change.id}`,
    );
    const row = found?.row;
    if (!row) return nobody;
    const delivery = { record: pick(row, ['id', 'owner', 'body']), oldRecord: null, key: 'all' };
    return (principal) => (principal.kind === 'user' && principal.user.id === row.owner ? delivery : null);
  },
};

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ publications: [probe] });
  await api.db.execute(
    sql`create table app.rejoin_probe (id uuid primary key default gen_random_uuid(), owner uuid not null, body text not null)`,
  );
}, 60_000);

afterAll(async () => {
  await api.close();
});

async function write(owner: string, body: string): Promise<void> {
  await api.db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into app.rejoin_probe (owner, body) values (${owner}, ${body}) returning id`,
    );
    await tx.execute(
      sql`select pg_notify('realtime', json_build_object('table', 'rejoin_probe', 'type', 'INSERT', 'id', ${row!.id}::text)::text)`,
    );
  });
}

it('a second join on the same topic with the victim’s filter, or none, brings none of the victim’s rows', async () => {
  const attacker = await createConfirmedUser(api, uniqueEmail('rejoin'));
  const victim = await createConfirmedUser(api, uniqueEmail('rejoin-victim'));
  const attackerId = decodeJwt(attacker.accessToken).sub!;
  const victimId = decodeJwt(victim.accessToken).sub!;
  const socket = new WebSocket(
    `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.config.anonKey}&vsn=1.0.0`,
  );
  const frames: string[] = [];
  socket.on('message', (data: Buffer) => frames.push(data.toString()));
  await new Promise((resolve) => socket.once('open', resolve));
  const join = (ref: string, filter?: string) =>
    socket.send(
      JSON.stringify({
        topic: 'realtime:mine',
        event: 'phx_join',
        payload: {
          config: {
            postgres_changes: [{ event: '*', schema: 'app', table: 'rejoin_probe', ...(filter ? { filter } : {}) }],
          },
          access_token: attacker.accessToken,
        },
        ref,
        join_ref: ref,
      }),
    );
  join('1', `owner=eq.${attackerId}`);
  await until(() => frames.some((frame) => frame.includes('"ref":"1"')), 'first join answered');
  join('2', `owner=eq.${victimId}`);
  join('3');
  join('4', `owner=in.(${attackerId},${victimId})`);
  await until(() => frames.some((frame) => frame.includes('"ref":"4"')), 'later joins answered');
  await settle(300);

  await write(victimId, 'geheim-victim');
  await write(attackerId, 'own-row');
  await until(() => frames.some((frame) => frame.includes('own-row')), 'the attacker’s own row');
  await settle(400);
  expect(frames.filter((frame) => frame.includes('geheim-victim'))).toEqual([]);
  // No 5xx-like crash either: the socket still answers a heartbeat.
  socket.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9' }));
  await until(() => frames.some((frame) => frame.includes('"ref":"9"')), 'heartbeat');
  socket.close();
});

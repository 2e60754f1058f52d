// Broadcast and presence are not served (docs/api.md "Realtime"): nothing a client pushes reaches
// another socket. Two people on the same channel name, one of them a stranger who sends broadcasts
// and presence, over supabase-js as a browser would, and over raw frames (2.0.0's binary broadcast,
// a push with and without a ref): the other receives none of it and the server stays up. The REST
// broadcast endpoint of Supabase Realtime is not there either.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { WebSocket } from 'ws';
import { apiForThisFile, createConfirmedUser } from '../../test/harness';
import { settle, until } from '../../test/realtime';

const api = apiForThisFile();

async function signedIn(): Promise<SupabaseClient> {
  const user = await createConfirmedUser(api);
  const client = api.client();
  await client.auth.setSession({ access_token: user.accessToken, refresh_token: user.refreshToken });
  await client.realtime.setAuth(user.accessToken);
  return client;
}

async function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  let status = '';
  channel.subscribe((next) => {
    status = next;
  });
  await until(() => status === 'SUBSCRIBED', 'subscribed');
  return channel;
}

it('a stranger’s broadcasts and presence on the same channel name reach nobody', async () => {
  const [victim, stranger] = [await signedIn(), await signedIn()];
  const received: unknown[] = [];
  const topic = 'case-room';
  const mine = victim.channel(topic, { config: { broadcast: { self: true }, presence: { key: 'victim' } } });
  mine.on('broadcast', { event: '*' }, (message) => received.push(message));
  mine.on('presence', { event: 'sync' }, () => received.push({ presence: mine.presenceState() }));
  mine.on('presence', { event: 'join' }, (message) => received.push(message));
  await subscribed(mine);

  const theirs = await subscribed(stranger.channel(topic, { config: { broadcast: { ack: true } } }));
  const sent = await theirs.send(
    { type: 'broadcast', event: 'message', payload: { body: 'Hallo, ich bin es' } },
    { timeout: 3000 },
  );
  expect(sent).not.toBe('ok');
  await theirs.track({ name: 'Expertin' }, { timeout: 3000 }).catch(() => undefined);
  await settle(600);
  expect(
    received.filter(
      (message) => JSON.stringify(message).includes('Expertin') || JSON.stringify(message).includes('Hallo'),
    ),
  ).toEqual([]);

  for (const client of [victim, stranger]) await client.realtime.disconnect();
});

it('raw pushes, binary broadcasts and unknown events are dropped or refused, and the socket lives on', async () => {
  const user = await createConfirmedUser(api);
  const url = `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.config.anonKey}&vsn=1.0.0`;
  const listener = new WebSocket(url);
  const attacker = new WebSocket(url);
  const heard: string[] = [];
  const answers: string[] = [];
  listener.on('message', (data: Buffer) => heard.push(data.toString()));
  attacker.on('message', (data: Buffer) => answers.push(data.toString()));
  await Promise.all([listener, attacker].map((socket) => new Promise((resolve) => socket.once('open', resolve))));
  const join = (socket: WebSocket, ref: string) =>
    socket.send(
      JSON.stringify({
        topic: 'realtime:room',
        event: 'phx_join',
        payload: { config: { broadcast: { self: true }, presence: { key: ref } }, access_token: user.accessToken },
        ref,
        join_ref: ref,
      }),
    );
  join(listener, '1');
  join(attacker, '2');
  await until(() => answers.some((answer) => answer.includes('"phx_reply"')), 'joined');
  const pushes = [
    { event: 'broadcast', payload: { type: 'broadcast', event: 'x', payload: { body: 'geheim-1' } }, ref: '3' },
    { event: 'broadcast', payload: { type: 'broadcast', event: 'x', payload: { body: 'geheim-2' } }, ref: null },
    { event: 'presence', payload: { type: 'presence', event: 'track', payload: { name: 'geheim-3' } }, ref: '4' },
    { event: 'postgres_changes', payload: { data: { record: { body: 'geheim-4' } } }, ref: '5' },
  ];
  for (const push of pushes) attacker.send(JSON.stringify({ topic: 'realtime:room', join_ref: '2', ...push }));
  attacker.send(Buffer.from([3, 4, 4, 0, 0x72, 0x6f, 0x6f, 0x6d, 0x67, 0x65, 0x68, 0x65, 0x69, 0x6d]), {
    binary: true,
  });
  await until(() => answers.filter((answer) => answer.includes('not supported')).length >= 3, 'refusals');
  await settle(300);
  expect(heard.filter((frame) => frame.includes('geheim'))).toEqual([]);
  // Still connected and answering.
  attacker.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '9' }));
  await until(() => answers.some((answer) => answer.includes('"ref":"9"')), 'heartbeat');
  listener.close();
  attacker.close();
});

it('has no REST broadcast endpoint', async () => {
  const response = await api.request('/realtime/v1/api/broadcast', {
    method: 'POST',
    json: { messages: [{ topic: 'case-room', event: 'x', payload: { body: 'Hallo' } }] },
  });
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'not_found' });
});

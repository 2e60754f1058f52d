// The service-role key from a browser: every request that carries it with an `Origin` (browsers
// send one on each of the api's cross-origin requests) is refused, on /auth/v1, /functions/v1,
// /storage/v1 and /realtime/v1; from a server (no Origin) it works as before, and a browser's
// anon key keeps working.
import { createClient } from '@supabase/supabase-js';
import ws, { WebSocket } from 'ws';
import { apiForThisFile, siteUrl } from '../../test/harness';

const api = apiForThisFile();

/** supabase-js with the service-role key, as a web page that shipped it would call. */
const browserAdmin = (origin: string | null) =>
  createClient(api.url, api.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: origin ? { origin } : {} },
    realtime: { transport: ws as never },
  });

it('is refused with an Origin on auth, functions and storage, and works without one', async () => {
  const browser = browserAdmin(siteUrl);
  const listed = await browser.auth.admin.listUsers();
  expect(listed.error).toMatchObject({ status: 401 });
  const sent = await browser.functions.invoke('news-issues', { body: { lang: 'de', subject: 'x', text: 'y' } });
  expect(sent.error).toBeTruthy();
  const response = (sent.error as { context: Response }).context;
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ code: 'invalid_api_key' });
  const files = await browser.storage.from('credentials').list();
  expect(files.error).toBeTruthy();
  const buckets = await browser.storage.listBuckets();
  expect(buckets.error).toBeTruthy();

  const server = browserAdmin(null);
  expect((await server.auth.admin.listUsers()).error).toBeNull();
  expect((await server.storage.listBuckets()).error).toBeNull();
});

it('the key as Bearer behind the anon key is refused from a browser too; the anon key alone works', async () => {
  const asBearer = await api.request('/functions/v1/expert-applications', {
    headers: { origin: siteUrl, authorization: `Bearer ${api.serviceRoleKey}` },
  });
  expect(asBearer.status).toBe(401);
  expect(await asBearer.json()).toMatchObject({ code: 'invalid_api_key' });
  const anon = await api.request('/functions/v1/expert-directory', { headers: { origin: siteUrl } });
  expect(anon.status).toBe(200);
  expect(anon.headers.get('access-control-allow-origin')).toBe(siteUrl);
});

it('realtime: refused as the apikey of a browser’s socket and as the token of a browser’s channel', async () => {
  const base = `${api.url.replace('http', 'ws')}/realtime/v1/websocket?vsn=1.0.0`;
  const upgrade = (apikey: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${base}&apikey=${apikey}`, { headers: { origin: siteUrl } });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('error', reject);
    });
  expect(await upgrade(api.serviceRoleKey)).toBe(401);

  // A browser's socket with the anon key, joining with the service-role key as access_token.
  const socket = new WebSocket(`${base}&apikey=${api.config.anonKey}`, { headers: { origin: siteUrl } });
  await new Promise((resolve, reject) => {
    socket.on('open', resolve);
    socket.on('error', reject);
  });
  const replies: Array<Record<string, unknown>> = [];
  socket.on('message', (data: Buffer) => replies.push(JSON.parse(data.toString()) as Record<string, unknown>));
  socket.send(
    JSON.stringify({
      topic: 'realtime:cases',
      event: 'phx_join',
      ref: '1',
      join_ref: '1',
      payload: {
        config: { postgres_changes: [{ event: '*', schema: 'app', table: 'case_messages' }] },
        access_token: api.serviceRoleKey,
      },
    }),
  );
  const deadline = Date.now() + 5000;
  while (!replies.some((reply) => reply.event === 'phx_reply') && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  socket.close();
  expect(replies.find((reply) => reply.event === 'phx_reply')).toMatchObject({
    payload: { status: 'error', response: { reason: expect.stringMatching(/service-role key/) } },
  });
});

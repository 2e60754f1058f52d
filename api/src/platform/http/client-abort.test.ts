// A client that gives up while sending its body is not a server failure: it is logged as a client
// abort (warn, status 499 in the request log), never as "unhandled error" with a 500.
import { createApp } from '../../app';
import { createLogger } from '../log';
import { anonKey, apiForThisFile } from '../../test/harness';

const api = apiForThisFile();

/** A body that sends a few bytes, then breaks off as a dropped connection does. */
function abortedBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"email":"ada@exa'));
        return;
      }
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
}

it('logs a request whose body the client aborted as a client abort, not as an unhandled 500', async () => {
  const lines: Array<{ level: string; msg: string; status?: number }> = [];
  const logger = createLogger('debug', (line) => lines.push(JSON.parse(line) as (typeof lines)[number]));
  const app = createApp({ config: api.config, database: api.server.database, keys: api.server.keys, logger });
  // Node's fetch needs `duplex` for a streamed body; the DOM's RequestInit does not know it.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: abortedBody(),
    duplex: 'half',
  };
  const response = await app.request('/functions/v1/guest-session', init);
  expect(response.status).toBe(499);
  expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'client aborted the request' }));
  expect(lines).toContainEqual(expect.objectContaining({ msg: 'request', status: 499 }));
});

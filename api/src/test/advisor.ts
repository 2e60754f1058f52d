// Test helpers for the advisor's routes: a small Server-Sent Events reader (the api has no SSE
// client library) that checks every event against the contract, and callers (user, guest).
import { advisorStreamEvent, type AdvisorStreamEvent } from '@cc/shared-contract';
import { createConfirmedUser, uniqueEmail, type TestApi } from './harness';

/** Splits an event-stream body into events (`event:` and `data:` lines, blank-line separated). */
export function parseSse(body: string): Array<{ event: string; data: string }> {
  const events: Array<{ event: string; data: string }> = [];
  for (const block of body.replace(/\r\n?/g, '\n').split('\n\n')) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return events;
}

/** The events of a stream, each validated by the contract's event schema. */
export function streamEvents(body: string): AdvisorStreamEvent[] {
  return parseSse(body).map(({ event, data }) =>
    advisorStreamEvent.parse({ event, data: JSON.parse(data) as unknown }),
  );
}

export interface StreamedReply {
  events: AdvisorStreamEvent[];
  /** The reply as the browser shows it (deltas after the last reset). */
  text: string;
  meta: Extract<AdvisorStreamEvent, { event: 'meta' }>['data'];
  done: Extract<AdvisorStreamEvent, { event: 'done' }>['data'] | undefined;
  error: Extract<AdvisorStreamEvent, { event: 'error' }>['data'] | undefined;
}

export async function readReply(response: Response): Promise<StreamedReply> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events = streamEvents(await response.text());
  let text = '';
  let meta: StreamedReply['meta'] | undefined;
  let done: StreamedReply['done'];
  let error: StreamedReply['error'];
  for (const event of events) {
    if (event.event === 'meta') meta = event.data;
    else if (event.event === 'delta') text += event.data.text;
    else if (event.event === 'reset') text = '';
    else if (event.event === 'done') done = event.data;
    else error = event.data;
  }
  expect(events[0]?.event).toBe('meta');
  return { events, text, meta: meta!, done, error };
}

/** Who calls: the request headers and the caller's address. */
export interface TestCaller {
  headers: Record<string, string>;
  email: string;
}

export async function guestCaller(api: TestApi, email = uniqueEmail('guest')): Promise<TestCaller> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email, firstName: 'Gina', consent: true, lang: 'de' },
  });
  expect(response.status).toBe(200);
  const { guest_token } = (await response.json()) as { guest_token: string };
  return { headers: { 'x-guest-token': guest_token }, email };
}

export async function userCaller(api: TestApi, email = uniqueEmail('advisor')): Promise<TestCaller> {
  const user = await createConfirmedUser(api, email);
  return { headers: { authorization: `Bearer ${user.accessToken}` }, email: user.email };
}

/** A request to /functions/v1 as `caller`. */
export function call(
  api: TestApi,
  caller: TestCaller | null,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Response> {
  return api.request(`/functions/v1${path}`, { ...init, headers: caller?.headers ?? {} });
}

export async function createConversation(api: TestApi, caller: TestCaller, lang: 'de' | 'en' = 'de'): Promise<string> {
  const response = await call(api, caller, '/advisor-conversations', { method: 'POST', json: { lang } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function turn(
  api: TestApi,
  caller: TestCaller,
  id: string,
  body: Record<string, unknown>,
): Promise<StreamedReply> {
  return readReply(await call(api, caller, `/advisor-conversations/${id}/turn`, { method: 'POST', json: body }));
}

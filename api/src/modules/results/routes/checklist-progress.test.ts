// GET/PUT/DELETE /functions/v1/checklist-progress: the ticks of signed-in users and guests, one
// row per item, so concurrent writers never lose each other's ticks.
import { checklists } from '@cc/shared-domain';
import { apiForThisFile, createConfirmedUser, uniqueEmail } from '../../../test/harness';

const api = apiForThisFile();

type Headers = Record<string, string>;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const guestHeader = (token: string): Headers => ({ 'x-guest-token': token });

async function asUser(): Promise<Headers> {
  return bearer((await createConfirmedUser(api, uniqueEmail('ticks'))).accessToken);
}

async function asGuest(email = uniqueEmail('guest-ticks')): Promise<Headers> {
  const response = await api.request('/functions/v1/guest-session', {
    method: 'POST',
    json: { email, firstName: 'Gast', consent: true },
  });
  expect(response.status).toBe(200);
  return guestHeader(((await response.json()) as { guest_token: string }).guest_token);
}

const put = (headers: Headers, json: unknown) =>
  api.request('/functions/v1/checklist-progress', { method: 'PUT', headers, json });

async function ticked(headers: Headers, checklist?: string): Promise<string[]> {
  const query = checklist ? `?checklist=${encodeURIComponent(checklist)}` : '';
  const response = await api.request(`/functions/v1/checklist-progress${query}`, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { items: { checklist: string; item: string; updated_at: string }[] };
  for (const entry of body.items) expect(Date.parse(entry.updated_at)).not.toBeNaN();
  return body.items.map((entry) => `${entry.checklist}/${entry.item}`);
}

const analysis = checklists.find((checklist) => checklist.id === 'konflikt-analyse')!;
const style = checklists.find((checklist) => checklist.id === 'konflikt-stil')!;

describe.each([
  ['a signed-in user', asUser],
  ['a guest', () => asGuest()],
])('for %s', (_name, who) => {
  it('ticks, reads, clears and resets items', async () => {
    const headers = await who();
    expect(await ticked(headers)).toEqual([]);

    const first = await put(headers, { checklist: 'konflikt-analyse', item: 'parties', done: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      checklist: 'konflikt-analyse',
      item: 'parties',
      done: true,
      updated_at: expect.any(String),
    });
    // Ticking twice is the same as once.
    expect((await put(headers, { checklist: 'konflikt-analyse', item: 'parties', done: true })).status).toBe(200);
    await put(headers, { checklist: 'konflikt-analyse', item: 'trigger', done: true });
    await put(headers, { checklist: 'konflikt-stil', item: 'pause', done: true });

    // In the definitions' order, whatever the order of the writes.
    expect(await ticked(headers)).toEqual([
      'konflikt-analyse/trigger',
      'konflikt-analyse/parties',
      'konflikt-stil/pause',
    ]);
    expect(await ticked(headers, 'konflikt-stil')).toEqual(['konflikt-stil/pause']);

    const cleared = await put(headers, { checklist: 'konflikt-analyse', item: 'trigger', done: false });
    expect(await cleared.json()).toEqual({
      checklist: 'konflikt-analyse',
      item: 'trigger',
      done: false,
      updated_at: null,
    });
    expect(await ticked(headers, 'konflikt-analyse')).toEqual(['konflikt-analyse/parties']);

    const reset = await api.request('/functions/v1/checklist-progress?checklist=konflikt-analyse', {
      method: 'DELETE',
      headers,
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ deleted: 1 });
    expect(await ticked(headers)).toEqual(['konflikt-stil/pause']);
  });
});

describe('who may call', () => {
  it('answers anonymous visitors 401 not_authenticated', async () => {
    for (const [method, path, json] of [
      ['GET', '/functions/v1/checklist-progress', undefined],
      ['PUT', '/functions/v1/checklist-progress', { checklist: 'konflikt-analyse', item: 'parties', done: true }],
      ['DELETE', '/functions/v1/checklist-progress?checklist=konflikt-analyse', undefined],
    ] as const) {
      const response = await api.request(path, { method, ...(json ? { json } : {}) });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'not_authenticated' });
    }
  });

  it('refuses broken tokens before looking at the body', async () => {
    const badGuest = await put(guestHeader('not-a-token'), { nonsense: true });
    expect(badGuest.status).toBe(401);
    expect(await badGuest.json()).toMatchObject({ code: 'invalid_guest_token' });
    const badUser = await put(bearer('aaa.bbb.ccc'), { nonsense: true });
    expect(badUser.status).toBe(401);
    expect(await badUser.json()).toMatchObject({ code: 'bad_jwt' });
  });

  it('keeps every caller to their own ticks', async () => {
    const user = await asUser();
    const otherUser = await asUser();
    const guest = await asGuest();
    const otherGuest = await asGuest();
    await put(user, { checklist: 'werte-radar', item: 'invite', done: true });
    await put(guest, { checklist: 'werte-radar', item: 'repeat', done: true });

    expect(await ticked(otherUser)).toEqual([]);
    expect(await ticked(otherGuest)).toEqual([]);
    // Clearing or resetting one's own checklist leaves the others' rows alone.
    await put(otherUser, { checklist: 'werte-radar', item: 'invite', done: false });
    await api.request('/functions/v1/checklist-progress?checklist=werte-radar', {
      method: 'DELETE',
      headers: otherGuest,
    });
    expect(await ticked(user)).toEqual(['werte-radar/invite']);
    expect(await ticked(guest)).toEqual(['werte-radar/repeat']);
  });

  it('gives a signed-in user their own ticks even when a guest token rides along', async () => {
    const user = await asUser();
    const guest = await asGuest();
    await put(guest, { checklist: 'konflikt-kosten', item: 'salary', done: true });
    expect(await ticked({ ...user, ...guest })).toEqual([]);
  });
});

describe('validation', () => {
  it.each([
    [{ checklist: 'horoskop', item: 'parties', done: true }, 'unknown_checklist'],
    [{ checklist: 'konflikt-analyse', item: 'no-such-item', done: true }, 'unknown_checklist_item'],
    // An item of another checklist is not an item of this one.
    [{ checklist: 'konflikt-analyse', item: 'pause', done: true }, 'unknown_checklist_item'],
    [{ checklist: 'konflikt-analyse', item: 'parties', done: 'yes' }, 'validation_failed'],
    [{ checklist: 'konflikt-analyse', item: 'parties' }, 'validation_failed'],
    [{ checklist: 'konflikt-analyse', item: 7, done: true }, 'validation_failed'],
    [[{ checklist: 'konflikt-analyse', item: 'parties', done: true }], 'validation_failed'],
  ])('PUT %j is 400 %s', async (body, code) => {
    const headers = await asGuest();
    const response = await put(headers, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code });
    expect(await ticked(headers)).toEqual([]);
  });

  it('answers an unreadable body 400 bad_json', async () => {
    const headers = await asGuest();
    for (const body of ['', '{nope']) {
      const response = await api.request('/functions/v1/checklist-progress', {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_json' });
    }
  });

  it('checks the checklist of GET and DELETE', async () => {
    const headers = await asGuest();
    for (const [method, query, code] of [
      ['GET', '?checklist=horoskop', 'unknown_checklist'],
      ['GET', '?checklist=konflikt-stil&checklist=werte-radar', 'validation_failed'],
      ['DELETE', '?checklist=horoskop', 'unknown_checklist'],
      ['DELETE', '', 'validation_failed'],
    ] as const) {
      const response = await api.request(`/functions/v1/checklist-progress${query}`, { method, headers });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
    }
  });
});

describe('two tabs writing at once', () => {
  it('loses no tick: 20 parallel writes of different items from two tabs', async () => {
    const headers = await asUser();
    const writes = [...analysis.items, ...style.items].map((entry, index) => ({
      checklist: index < analysis.items.length ? analysis.id : style.id,
      item: entry.id,
      done: true,
    }));
    expect(writes).toHaveLength(20);
    // Tab A sends the even writes, tab B the odd ones, all in flight together.
    const responses = await Promise.all(writes.map((write) => put(headers, write)));
    for (const response of responses) expect(response.status).toBe(200);
    expect(await ticked(headers)).toEqual(writes.map((write) => `${write.checklist}/${write.item}`));

    // Clearing half of them while ticking one again in parallel: exactly the cleared ones go.
    const clears = writes.filter((_, index) => index % 2 === 0).map((write) => ({ ...write, done: false }));
    const retick = writes[1]!;
    await Promise.all([...clears, retick].map((write) => put(headers, write)));
    expect(await ticked(headers)).toEqual(
      writes.filter((_, index) => index % 2 === 1).map((write) => `${write.checklist}/${write.item}`),
    );
  });
});

// An adversarial pass over the case endpoints (issue #13 review) through the real api (PGlite, or
// PostgreSQL with DATABASE_URL): ids of other cases, appointments and notes under a case the caller
// may see, ids in odd spellings, extra body keys, transitions out of final statuses, odd and long
// inputs, links and times at the edges. Every refusal is a 4xx with a code from the one list.
import { isErrorCode, type CaseAppointment, type CaseDetail, type CaseSummary } from '@cc/shared-contract';
import { eq } from 'drizzle-orm';
import { caseNotes, expertRequests, guestLeads } from '../../platform/db/all-tables';
import {
  adminParty,
  clientGuest,
  clientUser,
  createRequest,
  expertParty,
  fn,
  requestBody,
  type Party,
} from '../../test/cases';
import type { SignedIn } from '../../test/experts';
import { startTestApi, type TestApi } from '../../test/harness';

const day = 24 * 3600_000;

let api: TestApi;
let admin: Party & { user: SignedIn };
let expert: Party & { id: string };
let otherExpert: Party & { id: string };

beforeAll(async () => {
  api = await startTestApi({
    env: { RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60', JOB_INTERVAL_MS: '3600000' },
  });
  admin = await adminParty(api);
  expert = await expertParty(api, admin);
  otherExpert = await expertParty(api, admin);
}, 120_000);

afterAll(async () => {
  await api.close();
});

type Body = Record<string, unknown> & { code?: string };

/** A call that must not fail on the server: a 2xx, or a 4xx with a code from the one list. */
async function call<T = Body>(party: Party | null, path: string, init: { method?: string; json?: unknown } = {}) {
  const answer = await fn<T & { code?: string }>(api, party, path, init);
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400) expect(isErrorCode(answer.body.code)).toBe(true);
  return answer;
}

/** A request addressed to `expert` and accepted by them. */
async function acceptedCase(client: Party): Promise<string> {
  const request = await createRequest(api, client, { expert_id: expert.id });
  expect((await call(expert, `/cases/${request.id}/accept`, { method: 'POST' })).status).toBe(200);
  return request.id;
}

const future = (days = 3) => new Date(Date.now() + days * day).toISOString();
const onlineAt = (location: string, startsAt = future()) => ({
  starts_at: startsAt,
  duration_minutes: 60,
  kind: 'online',
  location,
});

describe('ids', () => {
  it('a case id in upper case is the same case; with whitespace or braces it names none', async () => {
    const client = await clientUser(api);
    const id = await acceptedCase(client);
    const upper = id.toUpperCase();
    expect((await call<CaseDetail>(client, `/cases/${upper}`)).body.case.id).toBe(id);
    const sent = await call(client, `/cases/${upper}/messages`, { method: 'POST', json: { body: 'Hallo' } });
    expect(sent.status).toBe(201);
    expect((await call<{ messages: unknown[] }>(expert, `/cases/${id}/messages`)).body.messages).toHaveLength(1);
    for (const odd of [`%20${id}`, `${id}%20`, `%7B${id}%7D`, `${id}x`, id.replace(/-/g, '')]) {
      expect(await call(client, `/cases/${odd}`)).toMatchObject({ status: 404, body: { code: 'case_not_found' } });
    }
  });

  it('an appointment of another case, under a case the expert holds, is not found and stays as it was', async () => {
    const mine = await acceptedCase(await clientUser(api));
    const theirs = await acceptedCase(await clientGuest(api));
    const made = await call<{ appointment: CaseAppointment }>(expert, `/cases/${theirs}/appointments`, {
      method: 'POST',
      json: onlineAt('https://meet.example.com/a'),
    });
    expect(made.status).toBe(201);
    const appointmentId = made.body.appointment.id;
    expect(
      await call(expert, `/cases/${mine}/appointments/${appointmentId}`, {
        method: 'PATCH',
        json: { duration_minutes: 30 },
      }),
    ).toMatchObject({ status: 404, body: { code: 'case_not_found' } });
    expect(await call(expert, `/cases/${mine}/appointments/${appointmentId}/cancel`, { method: 'POST' })).toMatchObject(
      { status: 404, body: { code: 'case_not_found' } },
    );
    // Another expert, on a case of their own, does not reach it either.
    const client = await clientUser(api);
    const request = await createRequest(api, client, { expert_id: otherExpert.id });
    await call(otherExpert, `/cases/${request.id}/accept`, { method: 'POST' });
    expect(
      await call(otherExpert, `/cases/${request.id}/appointments/${appointmentId}/cancel`, { method: 'POST' }),
    ).toMatchObject({ status: 404 });
    const detail = await call<CaseDetail>(expert, `/cases/${theirs}`);
    expect(detail.body.appointments).toMatchObject([{ id: appointmentId, status: 'proposed', duration_minutes: 60 }]);
  });

  it('a note id of another expert is not deleted, whatever case it is addressed under', async () => {
    const id = await acceptedCase(await clientUser(api));
    const note = await call<{ id: string }>(expert, `/cases/${id}/notes`, { method: 'POST', json: { body: 'privat' } });
    const client = await clientUser(api);
    const request = await createRequest(api, client, { expert_id: otherExpert.id });
    await call(otherExpert, `/cases/${request.id}/accept`, { method: 'POST' });
    expect(await call(otherExpert, `/cases/${request.id}/notes/${note.body.id}`, { method: 'DELETE' })).toMatchObject({
      status: 200,
      body: { deleted: 0 },
    });
    expect(await call(otherExpert, `/cases/${id}/notes/${note.body.id}`, { method: 'DELETE' })).toMatchObject({
      status: 404,
    });
    expect(await api.db.select().from(caseNotes).where(eq(caseNotes.id, note.body.id))).toHaveLength(1);
  });

  it('a guest whose lead is gone reaches nothing (401 invalid_guest_token)', async () => {
    const guest = await clientGuest(api);
    const request = await createRequest(api, guest);
    // (The lead's requests go with it.)
    await api.db.delete(guestLeads).where(eq(guestLeads.email, guest.email));
    for (const path of ['/expert-requests', `/cases/${request.id}`, `/cases/${request.id}/messages`]) {
      expect(await call(guest, path)).toMatchObject({ status: 401, body: { code: 'invalid_guest_token' } });
    }
  });
});

describe('roles without a part in the case', () => {
  it('an admin and the service-role key see no case, thread or note and change nothing', async () => {
    const id = await acceptedCase(await clientUser(api));
    const service: Party = { headers: { authorization: `Bearer ${api.serviceRoleKey}` }, email: '', id: null };
    for (const party of [admin, service]) {
      for (const path of [`/cases/${id}`, `/cases/${id}/messages`, `/cases/${id}/notes`]) {
        const answer = await call(party, path);
        expect(answer.status).toBeGreaterThanOrEqual(400);
      }
      expect((await call(party, `/cases/${id}/cancel`, { method: 'POST', json: {} })).status).toBeGreaterThanOrEqual(
        400,
      );
      expect(
        (await call(party, `/cases/${id}/messages`, { method: 'POST', json: { body: 'hallo' } })).status,
      ).toBeGreaterThanOrEqual(400);
    }
    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, id));
    expect(row!.status).toBe('angenommen');
  });
});

describe('body keys and self-dealing', () => {
  it('extra keys of a new request (status, user_id, expert ids, dates) change nothing', async () => {
    const client = await clientUser(api);
    const other = await clientUser(api);
    const created = await call<CaseSummary>(client, '/expert-requests', {
      method: 'POST',
      json: {
        ...requestBody,
        status: 'angenommen',
        user_id: other.id,
        guest_lead_id: '00000000-0000-4000-8000-000000000000',
        addressed_to: expert.id,
        expertId: expert.id,
        accepted_at: new Date().toISOString(),
        outcome: 'gelöst',
        contact_email: 'attacker@example.com',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'neu',
      addressed_to: null,
      expert: null,
      outcome: null,
      accepted_at: null,
    });
    const [row] = await api.db.select().from(expertRequests).where(eq(expertRequests.id, created.body.id));
    expect(row).toMatchObject({ userId: client.id, guestLeadId: null, expertId: null, contactEmail: client.email });
  });

  it('an appointment or its change with keys the contract does not name is refused', async () => {
    const id = await acceptedCase(await clientUser(api));
    expect(
      await call(expert, `/cases/${id}/appointments`, {
        method: 'POST',
        json: { ...onlineAt('https://meet.example.com/a'), status: 'cancelled', sequence: 99 },
      }),
    ).toMatchObject({ status: 400 });
  });

  it('an expert cannot ask themselves, nor accept their own open request', async () => {
    expect(
      await call(expert, '/expert-requests', { method: 'POST', json: { ...requestBody, expert_id: expert.id } }),
    ).toMatchObject({ status: 422, body: { code: 'expert_not_available' } });
    const own = await createRequest(api, expert);
    expect(await call(expert, `/cases/${own.id}/accept`, { method: 'POST' })).toMatchObject({ status: 404 });
    // Their own request is theirs as a client: they may cancel it, not decline it.
    expect(await call(expert, `/cases/${own.id}/decline`, { method: 'POST', json: { reason: 'nein' } })).toMatchObject({
      status: 404,
    });
    expect(await call(expert, `/cases/${own.id}/cancel`, { method: 'POST', json: {} })).toMatchObject({ status: 200 });
  });

  it('declining twice, accepting after declining, and every action on a final case are refused', async () => {
    const client = await clientUser(api);
    const open = await createRequest(api, client);
    const decline = (id: string) => call(expert, `/cases/${id}/decline`, { method: 'POST', json: { reason: 'voll' } });
    expect((await decline(open.id)).status).toBe(200);
    expect(await decline(open.id)).toMatchObject({ status: 404 });
    expect(await call(expert, `/cases/${open.id}/accept`, { method: 'POST' })).toMatchObject({ status: 404 });
    // The other expert still may take it.
    expect((await call(otherExpert, `/cases/${open.id}/accept`, { method: 'POST' })).status).toBe(200);

    const addressed = await createRequest(api, client, { expert_id: expert.id });
    expect((await decline(addressed.id)).status).toBe(200);
    expect(await decline(addressed.id)).toMatchObject({ status: 404 });
    expect(await call(expert, `/cases/${addressed.id}/accept`, { method: 'POST' })).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict' },
    });
    expect(await call(client, `/cases/${addressed.id}/cancel`, { method: 'POST', json: {} })).toMatchObject({
      status: 409,
      body: { code: 'case_status_conflict' },
    });
    expect(
      await call(client, `/cases/${addressed.id}/messages`, { method: 'POST', json: { body: 'Hallo?' } }),
    ).toMatchObject({ status: 409 });
  });
});

describe('odd input', () => {
  it('odd text (NUL, bell, bidi override, emoji, markup, line breaks in the topic) is stored as plain text; the mail escapes it', async () => {
    const client = await clientGuest(api);
    const topic = 'Streit\r\nBcc: evil@example.com <script>alert(1)</script> \u202Egnp.exe 😀\u0007';
    // A NUL anywhere in the JSON is refused before any field is read.
    expect(
      await call(client, '/expert-requests', { method: 'POST', json: { ...requestBody, topic: 'a\u0000b' } }),
    ).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const created = await call<CaseSummary>(client, '/expert-requests', {
      method: 'POST',
      json: { ...requestBody, topic, expert_id: expert.id },
    });
    expect(created.status).toBe(201);
    // The bidi override is gone: the subject cannot display "exe.png" for "gnp.exe".
    expect(created.body.topic).toBe('Streit Bcc: evil@example.com <script>alert(1)</script> gnp.exe 😀');
    const mail = await api.mail.waitFor((m) => m.to.includes(expert.email) && m.text.includes(created.body.id));
    expect(mail.to).toEqual([expert.email]);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
  });

  it('bodies that are no object (null, an array, a string, a number) are 400 on every case endpoint', async () => {
    const client = await clientUser(api);
    const id = await acceptedCase(client);
    const made = await call<{ appointment: CaseAppointment }>(expert, `/cases/${id}/appointments`, {
      method: 'POST',
      json: onlineAt('https://meet.example.com/a'),
    });
    const targets: Array<[Party, string, string]> = [
      [client, 'POST', '/expert-requests'],
      [client, 'POST', `/cases/${id}/messages`],
      [expert, 'POST', `/cases/${id}/notes`],
      [expert, 'POST', `/cases/${id}/close`],
      [expert, 'POST', `/cases/${id}/appointments`],
      [expert, 'PATCH', `/cases/${id}/appointments/${made.body.appointment.id}`],
      [client, 'POST', `/cases/${id}/cancel`],
    ];
    for (const [party, method, path] of targets) {
      for (const json of [null, [], 'text', 42]) {
        const answer = await call(party, path, { method, json });
        expect({ path, json, status: answer.status }).toEqual({ path, json, status: 400 });
      }
    }
  });

  it('too long texts are 400, never 500', async () => {
    const client = await clientUser(api);
    const long = 'x'.repeat(10_000);
    for (const key of ['topic', 'summary', 'region', 'availability']) {
      expect(
        await call(client, '/expert-requests', { method: 'POST', json: { ...requestBody, [key]: long } }),
      ).toMatchObject({
        status: 400,
      });
    }
    const id = await acceptedCase(client);
    expect(await call(client, `/cases/${id}/messages`, { method: 'POST', json: { body: long } })).toMatchObject({
      status: 400,
    });
    expect(await call(expert, `/cases/${id}/notes`, { method: 'POST', json: { body: long } })).toMatchObject({
      status: 400,
    });
    expect(
      await call(expert, `/cases/${id}/appointments`, { method: 'POST', json: onlineAt(`https://x.example/${long}`) }),
    ).toMatchObject({
      status: 400,
    });
  });

  it('online links: only https links the calendar file can carry; never javascript:, http: or odd hosts (400, not 500)', async () => {
    const id = await acceptedCase(await clientUser(api));
    for (const location of [
      'javascript:alert(1)',
      'javascript://x.example/%0Aalert(1)',
      'http://meet.example.com/a',
      'data:text/html,<script>alert(1)</script>',
      'https://user:pw@meet.example.com/a',
      'https://meet.example.com/a b',
      'https://[::1]/raum',
      'https://meet_room.example.com/a',
      'https://meet.example.com:8/a',
      'HTTPS://meet.example.com/a',
      '//meet.example.com/a',
    ]) {
      const answer = await call<{ details?: unknown }>(expert, `/cases/${id}/appointments`, {
        method: 'POST',
        json: onlineAt(location),
      });
      expect({ location, status: answer.status, code: answer.body.code }).toEqual({
        location,
        status: 400,
        code: 'appointment_invalid',
      });
    }
    // In person, a link is no address.
    expect(
      await call(expert, `/cases/${id}/appointments`, {
        method: 'POST',
        json: { ...onlineAt('https://meet.example.com/a'), kind: 'in_person' },
      }),
    ).toMatchObject({ status: 400, body: { code: 'appointment_invalid' } });
  });

  it('times: an offset is required, 1970 is past, far future and the DST edges work; durations at their bounds', async () => {
    const id = await acceptedCase(await clientUser(api));
    const make = (json: Record<string, unknown>) =>
      call<{ appointment: CaseAppointment }>(expert, `/cases/${id}/appointments`, {
        method: 'POST',
        json: { ...onlineAt('https://meet.example.com/a'), ...json },
      });
    expect(await make({ starts_at: future().replace('Z', '') })).toMatchObject({ status: 400 });
    expect(await make({ starts_at: '1970-01-01T00:00:00Z' })).toMatchObject({
      status: 400,
      body: { code: 'appointment_invalid' },
    });
    expect(await make({ starts_at: 'morgen' })).toMatchObject({ status: 400 });
    for (const duration_minutes of [14, 481, 30.5, -60, '60']) {
      expect(await make({ duration_minutes })).toMatchObject({ status: 400 });
    }
    expect((await make({ duration_minutes: 15 })).status).toBe(201);
    expect((await make({ duration_minutes: 480 })).status).toBe(201);
    // The German clocks go forward at 02:00 (→ 03:00) on the last Sunday of March: a start given
    // with the summer offset at 03:30 is 01:30 UTC.
    const year = new Date().getUTCFullYear() + 1;
    const lastSunday = new Date(Date.UTC(year, 2, 31));
    lastSunday.setUTCDate(31 - lastSunday.getUTCDay());
    const date = lastSunday.toISOString().slice(0, 10);
    const dst = await make({ starts_at: `${date}T03:30:00+02:00` });
    expect(dst.status).toBe(201);
    expect(dst.body.appointment.starts_at).toBe(`${date}T01:30:00.000Z`);
    const far = await make({ starts_at: '9999-12-31T12:00:00+00:00' });
    expect(far.status).toBe(201);
    expect(far.body.appointment.starts_at).toBe('9999-12-31T12:00:00.000Z');
  });
});

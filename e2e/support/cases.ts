// The case workflow of issue #13 from the outside: guests made through the api and put into a
// browser, and the /functions/v1 case endpoints for the parts of a test that only set a state up.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { origins, storageKeys, type Language } from './app';
import { callFunction, type ApprovedExpert } from './experts';
import { apiHeaders } from './inbox';

export interface Guest {
  email: string;
  firstName: string;
  token: string;
  expiresAt: number;
}

/** A guest sign-in through the api (`POST /guest-session`), as the guest form makes one. */
export async function createGuestSession(
  request: APIRequestContext,
  guest: { email: string; firstName: string; language: Language },
): Promise<Guest> {
  const response = await request.post(`${origins.api}/functions/v1/guest-session`, {
    headers: apiHeaders,
    data: { email: guest.email, firstName: guest.firstName, consent: true, lang: guest.language },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { guest_token: string; expires_at: number };
  return { email: guest.email, firstName: guest.firstName, token: body.guest_token, expiresAt: body.expires_at };
}

/** Puts the guest (with its api token) into the tab's storage before the app starts, once per tab. */
export async function seedGuestSession(page: Page, guest: Guest): Promise<void> {
  await page.addInitScript(
    ([key, record]) => {
      try {
        if (sessionStorage.getItem('e2e.guest.seeded')) return;
        sessionStorage.setItem('e2e.guest.seeded', '1');
        localStorage.setItem(key, JSON.stringify({ ...record, createdAt: Date.now() }));
      } catch {
        // a document without storage (about:blank): nothing to seed
      }
    },
    [
      storageKeys.guest,
      {
        email: guest.email,
        firstName: guest.firstName,
        ttl: 7 * 24 * 60 * 60 * 1000,
        token: guest.token,
        tokenExpiresAt: guest.expiresAt,
      },
    ] as const,
  );
}

export type CaseStatus = 'neu' | 'angenommen' | 'terminiert' | 'abgeschlossen' | 'abgelehnt' | 'storniert';

interface CaseRow {
  id: string;
  status: CaseStatus;
  topic: string;
}

export interface CaseDetail {
  role: 'client' | 'expert';
  case: CaseRow;
  appointments: { id: string; starts_at: string; status: string; sequence?: number }[];
}

/** Who calls: an expert (aal2 token), or a guest (guest token). */
export type Caller = ApprovedExpert | Guest;

async function tokenOf(caller: Caller): Promise<string | { guest: string }> {
  return 'accessToken' in caller ? caller.accessToken() : { guest: caller.token };
}

/** `/functions/v1` as this caller; fails the test with the api's answer unless `status` (any 2xx when not given). */
export async function callAs<T>(
  request: APIRequestContext,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  route: string,
  body?: unknown,
  status?: number,
): Promise<T> {
  return callFunction<T>(request, await tokenOf(caller), method, route, body, status);
}

/** The ids of the open requests in an expert's inbox (`GET /expert-cases`). */
export async function inboxIds(request: APIRequestContext, expert: ApprovedExpert): Promise<string[]> {
  const answer = await callAs<{ inbox: { id: string }[] }>(request, expert, 'GET', '/expert-cases');
  return answer.inbox.map((item) => item.id);
}

/** A future moment `days` ahead at `time` (HH:MM) in the page's time zone: the form's values and the instant. */
export async function futureSlot(
  page: Page,
  days: number,
  time: string,
): Promise<{ date: string; time: string; instant: Date }> {
  const { date, iso } = await page.evaluate(
    ([ahead, hhmm]) => {
      const day = new Date();
      day.setDate(day.getDate() + ahead);
      const pad = (value: number) => String(value).padStart(2, '0');
      const local = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      return { date: local, iso: new Date(`${local}T${hhmm}`).toISOString() };
    },
    [days, time] as const,
  );
  return { date, time, instant: new Date(iso) };
}

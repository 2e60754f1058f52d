// Approved experts with two-factor sign-in, made through the real api (sign-up confirmed by mail,
// profile and documents through /functions/v1 and /storage/v1, approval with the service-role key,
// a TOTP factor enrolled through /auth/v1/factors), and admins with a TOTP factor for the review. The TOTP codes are computed here with otpauth,
// as an authenticator app does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createConfirmedUser, password, signInWithPassword } from './accounts';
import { origins, settle, type Language } from './app';
import { anonKey, apiHeaders, uniqueEmail } from './inbox';

/** The e2e api's service-role key (generated in its data directory by serve-e2e.mjs). */
export const serviceRoleKey = (): string =>
  readFileSync(path.resolve(__dirname, '../../.data/e2e-api/service-role-key'), 'utf8').trim();

// A real 1×1 PNG and a small real PDF: storage checks the content, not the name.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const period = 30;
const stepOf = (timestamp: number) => Math.floor(timestamp / 1000 / period);

/**
 * An authenticator app for one TOTP secret. The api takes each time step's code once per factor
 * (and one step of skew either way), so `nextCode` never repeats a step it has handed out: when
 * the current one is used it takes the next (accepted as skew) instead of waiting up to 30 s.
 */
export class Authenticator {
  private readonly totp: OTPAuth.TOTP;
  private lastStep = -1;

  constructor(readonly secret: string) {
    this.totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period });
  }

  /** A code of a step not used yet: now, else the next one (skew); a third within one period waits for the next. */
  async nextCode(): Promise<string> {
    const wanted = this.lastStep + 1;
    const waitMs = (wanted - 1) * period * 1000 - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
    const step = Math.max(stepOf(Date.now()), wanted);
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * period * 1000 });
  }
}

/** An admin with a verified TOTP factor: the expert review asks them for a code, as case data asks experts. */
export interface Admin {
  email: string;
  authenticator: Authenticator;
}

/**
 * An admin made through the admin API (`app_metadata.role` can be set only there), with a TOTP
 * factor enrolled and verified through /auth/v1/factors, so the portal's review asks for a code.
 */
export async function createAdmin(request: APIRequestContext): Promise<Admin> {
  const email = uniqueEmail('admin');
  const key = serviceRoleKey();
  const response = await request.post(`${origins.api}/auth/v1/admin/users`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    data: { email, password, email_confirm: true, app_metadata: { role: 'admin' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { authenticator } = await enrolTotp(request, await passwordSignIn(request, email));
  return { email, authenticator };
}

/**
 * Answers the portal's two-factor challenge (the page shows it) with the next code of
 * `authenticator`; English or German labels.
 */
export async function passChallenge(page: Page, authenticator: Authenticator, language: Language): Promise<void> {
  const t = challengeTexts[language];
  const challenge = page.getByTestId('totp-challenge');
  await expect(challenge).toBeVisible();
  await challenge.getByLabel(t.code).fill(await authenticator.nextCode());
  await challenge.getByRole('button', { name: t.confirm }).click();
  await expect(challenge).toHaveCount(0);
}

interface SessionTokens {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
}

export interface ExpertProfileInput {
  focus_areas: string[];
  languages: string[];
  formats: string[];
  city_region?: string;
}

export interface ApprovedExpert {
  email: string;
  userId: string;
  displayName: string;
  authenticator: Authenticator;
  /** An aal2 access token of the api session made here, refreshed when it is close to expiry. */
  accessToken(): Promise<string>;
}

const jsonHeaders = (token: string) => ({ apikey: anonKey, Authorization: `Bearer ${token}` });

async function passwordSignIn(request: APIRequestContext, email: string): Promise<SessionTokens> {
  const response = await request.post(`${origins.api}/auth/v1/token?grant_type=password`, {
    headers: { apikey: anonKey },
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SessionTokens;
}

/**
 * A /functions/v1 call with a user token, a guest token or neither; fails the test with the api's
 * answer unless it is `status` (any 2xx when not given).
 */
export async function callFunction<T>(
  request: APIRequestContext,
  token: string | { guest: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  route: string,
  body?: unknown,
  status?: number,
): Promise<T> {
  const headers: Record<string, string> = { ...apiHeaders };
  if (typeof token === 'string') headers.Authorization = `Bearer ${token}`;
  else if (token) headers['x-guest-token'] = token.guest;
  const response = await request.fetch(`${origins.api}/functions/v1${route}`, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  const text = await response.text();
  if (status === undefined) expect(response.ok(), `${method} ${route}: ${response.status()} ${text}`).toBe(true);
  else expect(response.status(), `${method} ${route}: ${text}`).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** Enrols a TOTP factor for the session's user and verifies it; answers the aal2 session and the app. */
async function enrolTotp(
  request: APIRequestContext,
  session: SessionTokens,
): Promise<{ authenticator: Authenticator; session: SessionTokens }> {
  const enrolled = await request.post(`${origins.api}/auth/v1/factors`, {
    headers: jsonHeaders(session.access_token),
    data: { factor_type: 'totp', friendly_name: 'e2e authenticator' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const authenticator = new Authenticator(factor.totp.secret);
  const challenge = await request.post(`${origins.api}/auth/v1/factors/${factor.id}/challenge`, {
    headers: jsonHeaders(session.access_token),
    data: {},
  });
  expect(challenge.status(), await challenge.text()).toBe(200);
  const verified = await request.post(`${origins.api}/auth/v1/factors/${factor.id}/verify`, {
    headers: jsonHeaders(session.access_token),
    data: { challenge_id: ((await challenge.json()) as { id: string }).id, code: await authenticator.nextCode() },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { authenticator, session: (await verified.json()) as SessionTokens };
}

/**
 * An approved expert with a verified TOTP factor, made through the api as the portal would: sign-up
 * confirmed by mail, photo and a credential PDF uploaded, a complete profile saved and submitted,
 * approved with the service-role key, two-factor set up. Matching for the cases comes from
 * `profile` (focus areas, languages, formats).
 */
export async function createApprovedExpert(
  request: APIRequestContext,
  options: { label: string; displayName: string; language?: Language; profile: ExpertProfileInput },
): Promise<ApprovedExpert> {
  const email = await createConfirmedUser(request, options.label);
  let session = await passwordSignIn(request, email);
  const userId = session.user.id;

  for (const [bucket, name, type, body] of [
    ['avatars', 'portrait.png', 'image/png', png],
    ['credentials', 'zertifikat-mediation.pdf', 'application/pdf', pdf],
  ] as const) {
    const upload = await request.post(`${origins.api}/storage/v1/object/${bucket}/${userId}/${name}`, {
      headers: { ...jsonHeaders(session.access_token), 'Content-Type': type },
      data: body,
    });
    expect(upload.status(), `upload ${bucket}: ${await upload.text()}`).toBe(200);
  }
  await callFunction(request, session.access_token, 'PUT', '/expert-profile', {
    display_name: options.displayName,
    title: 'Mediatorin, Business-Coach',
    photo_path: `${userId}/portrait.png`,
    bio_de: 'Ich begleite Gründerteams durch Konflikte um Rollen, Anteile und Entscheidungen.',
    bio_en: 'I guide founding teams through conflicts about roles, equity and decisions.',
    fee_per_hour_cents: 15000,
    first_talk_free: true,
    qualifications: 'Zertifizierte Mediatorin (130 Stunden, 2024), systemisches Coaching.',
    credential_paths: [`${userId}/zertifikat-mediation.pdf`],
    lang: options.language ?? 'de',
    ...options.profile,
  });
  await callFunction(request, session.access_token, 'POST', '/expert-profile/submit');
  await callFunction(request, serviceRoleKey(), 'POST', `/expert-applications/${userId}/decision`, {
    decision: 'approve',
  });

  // Two-factor: enrol, challenge, verify; the session made here is aal2 from then on.
  const enrolled = await enrolTotp(request, session);
  const authenticator = enrolled.authenticator;
  session = enrolled.session;

  return {
    email,
    userId,
    displayName: options.displayName,
    authenticator,
    // serve-e2e.mjs issues two-minute tokens; a long test refreshes (the session keeps aal2).
    async accessToken() {
      if (session.expires_at * 1000 - Date.now() > 20_000) return session.access_token;
      const refreshed = await request.post(`${origins.api}/auth/v1/token?grant_type=refresh_token`, {
        headers: { apikey: anonKey },
        data: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status(), await refreshed.text()).toBe(200);
      session = (await refreshed.json()) as SessionTokens;
      return session.access_token;
    },
  };
}

/**
 * Signs the expert in through /auth (password) and the portal's two-factor challenge, landing on
 * `next` (default the case inbox) with an aal2 session in this browser.
 */
export async function signInExpert(
  page: Page,
  expert: ApprovedExpert,
  language: Language,
  next = '/expert-portal/cases',
): Promise<void> {
  await signInWithPassword(page, expert.email, language, next);
  await passChallenge(page, expert.authenticator, language);
  await settle(page);
}

/** The portal's two-factor challenge. */
const challengeTexts = {
  de: { code: '6-stelliger Code', confirm: 'Code bestätigen' },
  en: { code: '6-digit code', confirm: 'Confirm code' },
} as const;

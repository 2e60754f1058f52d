// Test helpers of the case workflow: the parties (client user, client guest, approved experts at
// aal1 or aal2, an admin at aal2), calls to /functions/v1 that answer status and JSON, and a request made
// through the api.
import type { CaseSummary } from '@cc/shared-contract';
import { guestCaller, userCaller } from './advisor';
import { completeProfile, makeAdmin, putCredential, raiseToAal2, signedInUser, type SignedIn } from './experts';
import type { TestApi } from './harness';

/** Whoever calls: the request headers, the address and (for users) the id. */
export interface Party {
  headers: Record<string, string>;
  email: string;
  id: string | null;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A call to /functions/v1 as `party` (null: anonymous, with the apikey only). */
export async function fn<T = Record<string, unknown>>(
  api: TestApi,
  party: Party | null,
  path: string,
  init: { method?: string; json?: unknown } = {},
): Promise<Answer<T>> {
  const response = await api.request(`/functions/v1${path}`, { ...init, headers: party?.headers ?? {} });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

export async function clientUser(api: TestApi, email?: string): Promise<Party> {
  const caller = await userCaller(api, email);
  const token = caller.headers.authorization!.slice('Bearer '.length);
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { ...caller, id: claims.sub };
}

export async function clientGuest(api: TestApi, email?: string): Promise<Party> {
  return { ...(await guestCaller(api, email)), id: null };
}

const bearer = async (user: SignedIn): Promise<Record<string, string>> => {
  const { data } = await user.client.auth.getSession();
  return { authorization: `Bearer ${data.session!.access_token}` };
};

/** An admin (app_metadata.role) whose session is at aal2, as the expert review needs. */
export async function adminParty(api: TestApi): Promise<Party & { user: SignedIn }> {
  const user = await signedInUser(api, 'admin');
  await makeAdmin(api, user.id);
  await raiseToAal2(user);
  return { user, headers: await bearer(user), email: user.email, id: user.id };
}

export interface ExpertOptions {
  /** Profile fields over completeProfile (focus co_founder and team, de and en, online and in person). */
  profile?: Record<string, unknown>;
  /** Approve the profile (default true). */
  approve?: boolean;
  /** Raise the session to aal2 (default true). */
  aal2?: boolean;
}

/** A user with a submitted (and by default approved) expert profile, by default at aal2. */
export async function expertParty(
  api: TestApi,
  admin: Party & { user: SignedIn },
  options: ExpertOptions = {},
): Promise<Party & { id: string; user: SignedIn }> {
  const user = await signedInUser(api, 'expert');
  const path = await putCredential(user, 'zertifikat.pdf');
  const save = await user.client.functions.invoke('expert-profile', {
    method: 'PUT',
    body: { ...completeProfile, credential_paths: [path], ...options.profile },
  });
  if (save.error) throw new Error(`profile save failed: ${String(save.error)}`);
  const submit = await user.client.functions.invoke('expert-profile/submit', { method: 'POST' });
  if (submit.error) throw new Error(`submit failed: ${String(submit.error)}`);
  if (options.approve !== false) {
    const decided = await fn(api, admin, `/expert-applications/${user.id}/decision`, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    if (decided.status !== 200) throw new Error(`approve failed: ${JSON.stringify(decided.body)}`);
  }
  if (options.aal2 !== false) await raiseToAal2(user);
  return { user, headers: await bearer(user), email: user.email, id: user.id };
}

export const requestBody = {
  topic: 'Streit über Rollen im Gründerteam',
  summary: 'Mein Mitgründer und ich streiten seit Monaten darüber, wer was entscheidet.',
  lang: 'de',
  consent: true,
};

/** A request made through the api as `client`; fails the test unless it is created. */
export async function createRequest(
  api: TestApi,
  client: Party,
  body: Record<string, unknown> = {},
): Promise<CaseSummary> {
  const answer = await fn<CaseSummary>(api, client, '/expert-requests', {
    method: 'POST',
    json: { ...requestBody, ...body },
  });
  if (answer.status !== 201) throw new Error(`request failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

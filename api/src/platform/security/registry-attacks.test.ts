// Every /functions/v1 endpoint of the shared-contract registry, attacked as an outsider would:
// table-driven from `endpoints`, so an endpoint added to the registry is covered without a line here
// (a new body-taking endpoint only needs its valid sample below, which the type demands).
//
// 1. Odd requests (malformed JSON, wrong types, huge bodies, wrong content types, unknown query
//    parameters, invalid ids and path tricks, missing, broken, forged and signed-out tokens) are
//    answered 4xx with a stable code from the contract's list, never 5xx or a stack.
// 2. Rows belong to their owner: a second user, a guest, an expert who is not on the case, an
//    expert below aal2, an anonymous visitor and the anon key alone get 401/403/404 for every
//    endpoint that names another's row, and no endpoint hands them any of the owner's texts.
// 3. The caller the registry names holds: `user` endpoints refuse guests and anonymous visitors,
//    `expert` ones refuse plain users, `admin` ones refuse everyone below an admin at aal2.
import { randomBytes, randomUUID } from 'node:crypto';
import { endpoints, errorCodes, type CaseSummary, type Endpoint, type EndpointName } from '@cc/shared-contract';
import { adminParty, clientGuest, clientUser, createRequest, expertParty, fn, type Party } from '../../test/cases';
import { makeAdmin, signedInUser, type SignedIn } from '../../test/experts';
import { startTestApi, withTamperedSignature, type TestApi } from '../../test/harness';
import { analysisAnswers, startRound } from '../../test/team-rounds';

let api: TestApi;
let admin: Party & { user: SignedIn };
/** An admin whose session is aal1. */
let adminAal1: Party;
/** The client whose rows the others try to reach. */
let owner: Party;
/** A guest client with a case of their own (the guest-owner side of the same checks). */
let guestOwner: Party;
/** Assigned to both clients' cases. */
let expert: Party & { id: string };
/** Approved, aal2, not on any case here. */
let otherExpert: Party & { id: string };
/** Approved, but the session is aal1. */
let expertAal1: Party & { id: string };
let secondUser: Party;
let otherGuest: Party;
/** A user token whose session was signed out. */
let signedOut: Party;
/** The callers of the odd requests, on rows of their own. */
let fuzzUser: Party;
let fuzzGuest: Party;
/**
 * A typed address proves nothing: a guest sign-in with the guest owner's address. (A confirmed
 * account with that address owns the address's guest data by design: docs/api.md, guest data.)
 */
let sameAddressGuest: Party;

/** The owner's rows, by the name of the path parameter that addresses them. */
interface Rows {
  assessment: string;
  shareToken: string;
  conversation: string;
  caseId: string;
  note: string;
  appointment: string;
  round: string;
  roundCode: string;
}
let rows: Rows;
let guestRows: Pick<Rows, 'caseId' | 'appointment' | 'conversation' | 'round'>;

/** Texts only the owner (and the assigned expert) may read. */
const secrets = {
  topic: 'Geheimes Thema Kiefernwald',
  summary: 'Mein Mitgründer Balthasar und ich streiten über die Anteile an der Firma Kiefernwald.',
  message: 'Nachricht über den Kiefernwald-Vertrag',
  note: 'Private Notiz zum Kiefernwald',
  conversation: 'Kiefernwald Gespräch',
  team: 'Team Kiefernwald',
  guestTopic: 'Gastthema Birkenhain',
};

/** The team's name is what an invitation shows whoever holds its code (the code is the credential). */
const secretsFor = (path: string) =>
  Object.values(secrets).filter((secret) => !(path.startsWith('/team-invitations/') && secret === secrets.team));

const hour = 3600_000;

beforeAll(async () => {
  api = await startTestApi({
    env: {
      RATE_LIMIT_EXPERT_REQUESTS_PER_OWNER: '1000/60',
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: '100000/60',
      RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '100000/60',
      RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER: '100000/60',
      RATE_LIMIT_CLIENT_ERRORS_PER_IP: '100000/60',
      RATE_LIMIT_TEAM_ANSWERS_PER_IP: '100000/60',
      RATE_LIMIT_CASE_MESSAGES_PER_SENDER: '100000/60',
      RATE_LIMIT_CASE_NOTES_PER_USER: '100000/60',
      RATE_LIMIT_GUEST_SESSIONS_PER_IP: '100000/60',
      RATE_LIMIT_ASSESSMENTS_PER_IP: '100000/60',
      RATE_LIMIT_NEWS_SUBSCRIPTIONS_PER_IP: '100000/60',
      RATE_LIMIT_EXPERT_REQUESTS_PER_IP: '100000/60',
      RATE_LIMIT_ADVISOR_MAILS_PER_OWNER: '100000/60',
      BODY_LIMIT_BYTES: '65536',
      JOB_INTERVAL_MS: '3600000',
    },
  });
  admin = await adminParty(api);
  const aal1 = await signedInUser(api, 'admin-aal1');
  await makeAdmin(api, aal1.id);
  const { data } = await aal1.client.auth.getSession();
  adminAal1 = { headers: { authorization: `Bearer ${data.session!.access_token}` }, email: aal1.email, id: aal1.id };
  [expert, otherExpert, expertAal1] = [
    await expertParty(api, admin),
    await expertParty(api, admin),
    await expertParty(api, admin, { aal2: false }),
  ];
  [owner, guestOwner, secondUser, otherGuest, signedOut, fuzzUser, fuzzGuest] = [
    await clientUser(api),
    await clientGuest(api),
    await clientUser(api),
    await clientGuest(api),
    await clientUser(api),
    await clientUser(api),
    await clientGuest(api),
  ];
  const logout = await api.request('/auth/v1/logout', { method: 'POST', headers: signedOut.headers });
  expect(logout.status).toBe(204);

  sameAddressGuest = await clientGuest(api, guestOwner.email);
  rows = await ownerRows(owner, secrets.topic);
  const guestCase = await ownerRows(guestOwner, secrets.guestTopic);
  guestRows = guestCase;
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function expectStatus<T>(answer: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body;
}

type RowKind = 'case' | 'assessment' | 'conversation' | 'round';
const allKinds: readonly RowKind[] = ['case', 'assessment', 'conversation', 'round'];

/** The kind of row an endpoint's path parameters name (none: it names no row). */
function rowKind(path: string): RowKind | null {
  if (path.startsWith('/cases/')) return 'case';
  if (/^\/(assessments|shared-results)\//.test(path)) return 'assessment';
  if (/^\/advisor-(conversations|memory)\//.test(path)) return 'conversation';
  if (/^\/team-(rounds|invitations|results)\//.test(path)) return 'round';
  return null;
}

/**
 * The client's rows of these kinds: a case assigned to `expert` with a message, a note and an
 * appointment, an assessment, an advisor conversation and a team round. A kind not made is filled
 * with ids that name nothing.
 */
async function ownerRows(client: Party, topic: string, kinds: readonly RowKind[] = allKinds): Promise<Rows> {
  const made: Rows = {
    assessment: randomUUID(),
    shareToken: randomBytes(32).toString('base64url'),
    conversation: randomUUID(),
    caseId: randomUUID(),
    note: randomUUID(),
    appointment: randomUUID(),
    round: randomUUID(),
    roundCode: randomBytes(12).toString('base64url'),
  };
  if (kinds.includes('case')) {
    const request: CaseSummary = await createRequest(api, client, {
      topic,
      summary: secrets.summary,
      expert_id: expert.id,
    });
    made.caseId = request.id;
    await expectStatus(fn(api, expert, `/cases/${request.id}/accept`, { method: 'POST' }), 200);
    await expectStatus(
      fn(api, client, `/cases/${request.id}/messages`, { method: 'POST', json: { body: secrets.message } }),
      201,
    );
    const note = await expectStatus(
      fn<{ id: string }>(api, expert, `/cases/${request.id}/notes`, { method: 'POST', json: { body: secrets.note } }),
      201,
    );
    made.note = note.id;
    const appointment = await expectStatus(
      fn<{ appointment: { id: string } }>(api, expert, `/cases/${request.id}/appointments`, {
        method: 'POST',
        json: appointmentBody(),
      }),
      201,
    );
    made.appointment = appointment.appointment.id;
  }
  if (kinds.includes('assessment')) {
    const assessment = await expectStatus(
      fn<{ id: string; share_token: string }>(api, client, '/assessments', {
        method: 'POST',
        json: { type: 'conflict-analysis', answers: analysisAnswers(), lang: 'de', consent: false },
      }),
      201,
    );
    made.assessment = assessment.id;
    made.shareToken = assessment.share_token;
  }
  if (kinds.includes('conversation')) {
    const conversation = await expectStatus(
      fn<{ id: string }>(api, client, '/advisor-conversations', {
        method: 'POST',
        json: { title: secrets.conversation, lang: 'de' },
      }),
      201,
    );
    made.conversation = conversation.id;
  }
  if (kinds.includes('round')) {
    const round = await startRound(api, client, { team_name: secrets.team });
    made.round = round.id;
    made.roundCode = round.link.code;
  }
  return made;
}

function appointmentBody() {
  return {
    starts_at: new Date(Date.now() + 72 * hour).toISOString(),
    duration_minutes: 60,
    kind: 'online',
    location: 'https://meet.example.com/raum-1',
  };
}

type BodyEndpointName = {
  [K in EndpointName]: (typeof endpoints)[K] extends { body: unknown } ? K : never;
}[EndpointName];

/**
 * A body each endpoint accepts, so a refusal below is about who calls, not about the body. The
 * type lists every endpoint that takes a body: a new one does not compile without its sample.
 */
const validBodies: Record<BodyEndpointName, unknown> = {
  createGuestSession: { email: 'gast@example.com', firstName: 'Gina', consent: true, lang: 'de' },
  claimGuestData: { token: 'x'.repeat(40) },
  submitAssessment: { type: 'conflict-analysis', answers: analysisAnswers(), lang: 'de', consent: false },
  deleteAccount: { confirm: true },
  putChecklistProgress: { checklist: 'x', item: 'y', done: true },
  advisorChat: { message: 'Hallo', lang: 'de' },
  publicHandoffDraft: { history: [{ role: 'user', content: 'Wir streiten.' }], lang: 'de' },
  createAdvisorConversation: { lang: 'de' },
  renameAdvisorConversation: { title: 'Neuer Titel' },
  advisorTurn: { action: 'reply', message: 'Hallo', lang: 'de' },
  saveExpertProfile: {},
  decideExpertApplication: { decision: 'approve' },
  createExpertRequest: {
    topic: 'Thema',
    summary: 'Eine kurze Beschreibung des Konflikts.',
    lang: 'de',
    consent: true,
  },
  declineCase: { reason: 'Keine Zeit.' },
  cancelCase: { reason: 'Hat sich erledigt.' },
  closeCase: { outcome: 'Gelöst.' },
  sendCaseMessage: { body: 'Hallo' },
  createCaseNote: { body: 'Notiz' },
  createAppointment: appointmentBody(),
  updateAppointment: { duration_minutes: 30 },
  answerAppointment: { answer: 'confirm' },
  createTeamRound: { team_name: 'Team Süd' },
  updateTeamRound: { team_name: 'Team West' },
  inviteTeamMembers: { emails: ['member@example.com'], lang: 'de' },
  shareTeamRound: { shared: true },
  submitTeamAnswers: { answers: analysisAnswers(), lang: 'de' },
  subscribeNews: { email: 'news@example.com', lang: 'de', consent: true, consent_version: 'x' },
  confirmNews: { token: 'x'.repeat(32) },
  unsubscribeNews: { token: 'x'.repeat(32) },
  sendNews: { lang: 'de', subject: 'Neu', text: 'Text' },
  reportClientError: { kind: 'remote_handler_error', app: 'shell', message: 'boom' },
};

const registry = Object.entries(endpoints) as [EndpointName, Endpoint][];

/** The owner's row each path parameter names, per endpoint path. */
function ownerParams(path: string, of: Rows | typeof guestRows): Record<string, string> {
  const own = of as Partial<Rows>;
  if (path.startsWith('/assessments/')) return { id: own.assessment ?? rows.assessment };
  if (path.startsWith('/shared-results/')) return { token: own.shareToken ?? rows.shareToken };
  if (path.startsWith('/advisor-conversations/') || path.startsWith('/advisor-memory/')) return { id: of.conversation };
  if (path.startsWith('/cases/'))
    return { id: of.caseId, noteId: own.note ?? rows.note, appointmentId: of.appointment };
  if (path.startsWith('/team-rounds/')) return { id: of.round };
  if (path.startsWith('/team-invitations/')) return { code: own.roundCode ?? rows.roundCode };
  // No round here has a shared result; a token of another kind stands in.
  if (path.startsWith('/team-results/')) return { token: own.shareToken ?? rows.shareToken };
  if (path.startsWith('/expert-applications/')) return { id: expert.id };
  if (path.startsWith('/expert-directory/')) return { id: expert.id };
  throw new Error(`no owner row for ${path}: add it to ownerParams`);
}

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));

interface Sent {
  status: number;
  text: string;
  json: { code?: unknown; message?: unknown } | null;
}

async function send(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<Sent> {
  const response = await fetch(`${api.url}/functions/v1${pathname}`, {
    method,
    headers: { apikey: api.config.anonKey, ...headers },
    ...(body === undefined || method === 'GET' ? {} : { body }),
    redirect: 'manual',
  });
  const text = await response.text();
  let json: Sent['json'] = null;
  try {
    json = JSON.parse(text) as Sent['json'];
  } catch {
    // Not JSON: a stream's success body, or a failure the checks below report.
  }
  return { status: response.status, text, json };
}

const known = new Set<string>(errorCodes);

/** 4xx with a known code and a message and nothing of a stack; or a success. Never 5xx. */
function expectStableOutcome(sent: Sent, what: string) {
  if (sent.status >= 500 || (sent.status >= 400 && (!sent.json || !known.has(String(sent.json.code))))) {
    throw new Error(`${what}: ${sent.status} ${sent.text.slice(0, 300)}`);
  }
  if (sent.status >= 400 && typeof sent.json?.message !== 'string') throw new Error(`${what}: no message`);
  // Neither a stack frame nor a file path of the server in any answer.
  expect(sent.text).not.toMatch(/\n\s+at |node_modules|\/src\/|\.ts:\d+/);
}

const json = { 'content-type': 'application/json' };

/** Odd requests: [label, extra headers, body] (GET endpoints get the headers alone). */
const oddBodies: [string, Record<string, string>, string | Uint8Array | undefined][] = [
  ['no body', {}, undefined],
  ['an empty body', json, ''],
  ['malformed JSON', json, '{"a":'],
  ['JSON null', json, 'null'],
  ['an array', json, '[1,2]'],
  ['a number', json, '42'],
  ['a string', json, '"x"'],
  ['wrong types in every field', json, JSON.stringify(wrongTypes())],
  ['NUL characters', json, '{"message":"a\\u0000b","body":"\\u0000","title":"\\u0000"}'],
  ['a lone surrogate', json, '{"message":"\\ud800","body":"\\udfff"}'],
  ['deep nesting', json, `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ['a huge body', json, JSON.stringify({ message: 'a'.repeat(200_000), body: 'b'.repeat(200_000) })],
  ['binary bytes', { 'content-type': 'application/octet-stream' }, new Uint8Array([0xff, 0xfe, 0x00, 0x81, 0x7b])],
  ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 'message=hallo&body=x'],
  [
    'multipart',
    { 'content-type': 'multipart/form-data; boundary=x' },
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
  ['text/plain JSON', { 'content-type': 'text/plain' }, '{"x":1}'],
  ['a wrong charset', { 'content-type': 'application/json; charset=utf-16' }, '{"x":1}'],
  ['prototype keys', json, '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'],
];

function wrongTypes(): Record<string, unknown> {
  const fields = [
    'message',
    'body',
    'title',
    'topic',
    'summary',
    'lang',
    'consent',
    'email',
    'firstName',
    'token',
    'type',
    'answers',
    'history',
    'action',
    'decision',
    'reason',
    'outcome',
    'starts_at',
    'duration_minutes',
    'kind',
    'location',
    'answer',
    'team_name',
    'deadline',
    'emails',
    'shared',
    'checklist',
    'item',
    'done',
    'confirm',
    'expert_id',
    'subject',
    'text',
    'app',
    'link_max_uses',
    'display_name',
    'focus_areas',
  ];
  const values: unknown[] = [{}, [], 1e308, -1, true, null, 'x'.repeat(5000), [null], { $gt: '' }];
  return Object.fromEntries(fields.map((field, i) => [field, values[i % values.length]]));
}

/** Odd path parameter values: not ids, traversal, encodings, overlong. */
const oddParams = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%E0%A4%A',
  "1' or '1'='1",
  '😀',
  'a'.repeat(5000),
  '{}',
  '-1',
];

/** Bearer tokens nobody signed (or whose session is gone) and odd identity headers. */
function oddCallers(): [string, Record<string, string>][] {
  const token = owner.headers.authorization!.slice('Bearer '.length);
  const [header, payload] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: secondUser.id, role: 'service_role' })).toString(
    'base64url',
  );
  const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const guestToken = otherGuest.headers['x-guest-token']!;
  return [
    ['anonymous', {}],
    ['a garbage bearer', { authorization: 'Bearer not-a-jwt' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a basic header', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a tampered signature', { authorization: `Bearer ${withTamperedSignature(token)}` }],
    ['forged claims', { authorization: `Bearer ${header}.${forged}.${token.split('.')[2]}` }],
    ['alg none', { authorization: `Bearer ${none}.${forged}.` }],
    ['a signed-out session', signedOut.headers],
    ['a guest token as bearer', { authorization: `Bearer ${guestToken}` }],
    ['a user token as guest token', { 'x-guest-token': token }],
    ['a tampered guest token', { 'x-guest-token': withTamperedSignature(guestToken) }],
    ['a garbage guest token', { 'x-guest-token': 'x' }],
    ['the anon key as bearer', { authorization: `Bearer ${api.config.anonKey}` }],
  ];
}

const requestFor = (name: EndpointName) =>
  name in validBodies ? JSON.stringify(validBodies[name as BodyEndpointName]) : undefined;

/**
 * Who may call an endpoint of this kind, with fresh rows of their own for every endpoint, as the
 * calls may change or delete them (a fresh account for the account's deletion).
 */
async function legitimateCallers(name: EndpointName, caller: Endpoint['caller']): Promise<[Party | null, Rows][]> {
  const user = name === 'deleteAccount' ? await clientUser(api) : fuzzUser;
  const rows = rowKind(endpoints[name].path);
  const own = async (client: Party): Promise<[Party, Rows]> => [
    client,
    await ownerRows(client, 'Thema', rows ? [rows] : []),
  ];
  switch (caller) {
    case 'anyone':
    case 'share-token':
      return [[null, (await own(user))[1]], await own(user)];
    case 'user':
      return [await own(user)];
    case 'guest':
      return [await own(fuzzGuest)];
    case 'user-or-guest':
      return [await own(user), await own(fuzzGuest)];
    case 'expert':
      return [[expert, (await own(user))[1]]];
    case 'admin':
      return [[admin, (await own(user))[1]]];
  }
}

const partyName = (party: Party | null) => (party ? party.email : 'anonymous');

describe.each(registry)('%s', (name, definition) => {
  const hasParams = definition.path.includes(':');

  it('answers odd bodies, content types, query parameters and path parameters of its own callers with 4xx and a stable code', async () => {
    const names = [...definition.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const query = '?__proto__=1&select=*&limit=-1&offset=1e999&checklist[]=a&checklist=b&id=..%2f&lang=xx&status=eq.1';
    for (const [caller, own] of await legitimateCallers(name, definition.caller)) {
      const params = hasParams ? ownerParams(definition.path, own) : {};
      const path = fill(definition.path, params);
      for (const [label, headers, body] of oddBodies) {
        if (definition.method === 'GET' && body !== undefined) continue;
        const sent = await send(definition.method, path, { ...caller?.headers, ...headers }, body);
        expectStableOutcome(sent, `${label} as ${partyName(caller)}`);
      }
      const sent = await send(definition.method, `${path}${query}`, { ...caller?.headers, ...json }, requestFor(name));
      expectStableOutcome(sent, `unknown query parameters as ${partyName(caller)}`);
      for (const odd of oddParams) {
        for (const param of names) {
          // The raw text, not encoded: the path tricks must reach the router as written.
          const oddPath = definition.path.replace(/:(\w+)/g, (_, key: string) =>
            key === param ? odd : encodeURIComponent(params[key]!),
          );
          const sent = await send(definition.method, oddPath, { ...caller?.headers, ...json }, requestFor(name));
          expectStableOutcome(sent, `${param}=${odd.slice(0, 20)} as ${partyName(caller)}`);
          // A note that is not found deletes nothing, and says so, as a repeated delete does.
          if (!(name === 'deleteCaseNote' && param === 'noteId')) expect(sent.status).toBeGreaterThanOrEqual(400);
        }
      }
    }
  });

  it('refuses missing, broken, forged and signed-out credentials where it needs a caller, with a stable code', async () => {
    const path = hasParams ? fill(definition.path, ownerParams(definition.path, rows)) : definition.path;
    for (const [label, headers] of oddCallers()) {
      const sent = await send(definition.method, path, { ...headers, ...json }, requestFor(name));
      expectStableOutcome(sent, label);
      if (definition.caller !== 'anyone' && definition.caller !== 'share-token') {
        if (![401, 403, 404].includes(sent.status))
          throw new Error(`${label}: ${sent.status} ${sent.text.slice(0, 200)}`);
      }
      for (const secret of secretsFor(definition.path)) expect(sent.text).not.toContain(secret);
    }
    // Without the apikey nothing is served at all.
    const bare = await fetch(`${api.url}/functions/v1${path}`, { method: definition.method, headers: owner.headers });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { code: string }).code).toBe('no_api_key');
  });

  it('gives nobody but the owner (and the assigned expert) the owner’s rows or texts', async () => {
    const strangers: [string, Party | null][] = [
      ['a second user', secondUser],
      ['another guest', otherGuest],
      ['an expert not on the case', otherExpert],
      ['the assigned expert at aal1', expertAal1],
      ['an anonymous visitor', null],
      ['a guest who typed the guest owner’s address', sameAddressGuest],
    ];
    // Public by design: the directory shows approved experts; an invitation code and a share token
    // are the credential themselves (the owner's are tested elsewhere: whoever holds them may read).
    const publicByDesign = [
      '/expert-directory/:id',
      '/team-invitations/:code',
      '/team-invitations/:code/answers',
      '/shared-results/:token',
    ];
    for (const target of [rows, guestRows] as const) {
      const path = hasParams ? fill(definition.path, ownerParams(definition.path, target)) : definition.path;
      for (const [label, stranger] of strangers) {
        const sent = await send(definition.method, path, { ...stranger?.headers, ...json }, requestFor(name));
        expectStableOutcome(sent, label);
        for (const secret of secretsFor(definition.path)) {
          if (sent.text.includes(secret)) throw new Error(`${label} read "${secret}": ${sent.text.slice(0, 300)}`);
        }
        if (hasParams && !publicByDesign.includes(definition.path) && ![401, 403, 404].includes(sent.status)) {
          throw new Error(`${label} reached the owner's row: ${sent.status} ${sent.text.slice(0, 300)}`);
        }
      }
    }
  });

  it('holds the caller the registry names', async () => {
    const path = hasParams ? fill(definition.path, ownerParams(definition.path, rows)) : definition.path;
    const refused: Record<Endpoint['caller'], [string, Party | null][]> = {
      anyone: [],
      'share-token': [],
      'user-or-guest': [['an anonymous visitor', null]],
      user: [
        ['an anonymous visitor', null],
        ['a guest', otherGuest],
      ],
      guest: [
        ['an anonymous visitor', null],
        ['a user', secondUser],
      ],
      expert: [
        ['an anonymous visitor', null],
        ['a guest', otherGuest],
        ['a plain user', secondUser],
        ['an expert at aal1', expertAal1],
        ['an admin', admin],
      ],
      admin: [
        ['an anonymous visitor', null],
        ['a guest', otherGuest],
        ['a plain user', secondUser],
        ['an approved expert', expert],
        ['an admin at aal1', adminAal1],
      ],
    };
    for (const [label, caller] of refused[definition.caller]) {
      const sent = await send(definition.method, path, { ...caller?.headers, ...json }, requestFor(name));
      expectStableOutcome(sent, label);
      if (![401, 403, 404].includes(sent.status))
        throw new Error(`${label}: ${sent.status} ${sent.text.slice(0, 300)}`);
    }
  });
});

it('the rows are all still there: no refused call above changed anything', async () => {
  const detail = await fn<{ case: CaseSummary; messages?: unknown[] }>(api, owner, `/cases/${rows.caseId}`);
  expect(detail.status).toBe(200);
  expect(detail.body.case).toMatchObject({ topic: secrets.topic, status: expect.any(String) });
  expect((await fn(api, owner, `/assessments/${rows.assessment}`)).status).toBe(200);
  expect((await fn(api, owner, `/advisor-conversations/${rows.conversation}`)).status).toBe(200);
  expect((await fn<{ team_name: string }>(api, owner, `/team-rounds/${rows.round}`)).body.team_name).toBe(secrets.team);
  const notes = await fn<{ notes: { id: string }[] }>(api, expert, `/cases/${rows.caseId}/notes`);
  expect(notes.body.notes.map((note) => note.id)).toEqual([rows.note]);
  const guestCase = await fn<{ case: CaseSummary }>(api, guestOwner, `/cases/${guestRows.caseId}`);
  expect(guestCase.body.case.status).not.toMatch(/cancel|closed|declined/);
});

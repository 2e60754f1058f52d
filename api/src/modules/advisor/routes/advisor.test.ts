// The advisor's routes over real HTTP: the public chat stream (nothing stored), the premium
// conversations of users and guests (ownership: someone else's is 404), turns and their stored
// messages, role-play, summary and its mail, memory, the handoff draft and the safety reply.
import { advisorMaxMessageLength, advisorMaxPublicHistory } from '@cc/shared-contract';
import { count, eq } from 'drizzle-orm';
import { retrievalIndexBuilds } from '../../../advisor/retrieval';
import { advisorConversations, advisorMessages } from '../tables';
import { startTestApi, type TestApi } from '../../../test/harness';
import {
  call,
  createConversation,
  guestCaller,
  readReply,
  turn,
  userCaller,
  type TestCaller,
} from '../../../test/advisor';

let api: TestApi;
/** Search indexes built by the advisor's warm-up after the start (the first turn must build none). */
let indexesAtStart = 0;

beforeAll(async () => {
  api = await startTestApi({
    // As in production: the api warms the advisor once it listens (the harness waits for it).
    warmAdvisor: true,
    env: {
      RATE_LIMIT_ADVISOR_CHAT_PER_IP: '1000/60',
      RATE_LIMIT_ADVISOR_TURNS_PER_OWNER: '1000/60',
      RATE_LIMIT_ADVISOR_CONVERSATIONS_PER_OWNER: '1000/60',
      RATE_LIMIT_ADVISOR_MAILS_PER_OWNER: '1000/60',
    },
  });
  indexesAtStart = retrievalIndexBuilds();
});

afterAll(async () => {
  await api.close();
});

async function rowCounts() {
  const [conversations] = await api.db.select({ n: count() }).from(advisorConversations);
  const [messages] = await api.db.select({ n: count() }).from(advisorMessages);
  return { conversations: conversations!.n, messages: messages!.n };
}

const publicChat = (json: unknown) => call(api, null, '/advisor-chat', { method: 'POST', json });

const firstMessage = 'Mein Mitgründer Tom trifft wichtige Entscheidungen allein und ich fühle mich übergangen.';

describe('POST /functions/v1/advisor-chat (public)', () => {
  it('is warm before the first visitor: the indexes were built by the warm-up, no turn builds one', async () => {
    expect(indexesAtStart).toBe(2);
    await readReply(await publicChat({ message: firstMessage, lang: 'de' }));
    await readReply(await publicChat({ message: 'My co-founder decides everything alone.', lang: 'en' }));
    expect(retrievalIndexBuilds()).toBe(2);
  });

  it('streams meta, deltas and done, uncached and unbuffered, and stores nothing', async () => {
    const before = await rowCounts();
    const response = await publicChat({ message: firstMessage, lang: 'de' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reply = await readReply(response);
    expect(reply.meta).toEqual({ conversation_id: null, lang: 'de', action: 'reply' });
    expect(reply.events.filter((event) => event.event === 'delta').length).toBeGreaterThan(1);
    expect(reply.events.at(-1)?.event).toBe('done');
    expect(reply.done).toMatchObject({ message_id: null, lang: 'de', mode: 'coach', safety: null, summary: null });
    expect(reply.text.length).toBeGreaterThan(40);
    expect(await rowCounts()).toEqual(before);
  });

  it('carries the conversation the browser keeps and answers in the language of the message', async () => {
    const first = await readReply(await publicChat({ message: firstMessage, lang: 'en' }));
    expect(first.meta.lang).toBe('de');
    expect(first.done?.lang).toBe('de');
    const second = await readReply(
      await publicChat({
        message: 'He never asks me before he signs contracts with suppliers, and I am tired of it.',
        history: [
          { role: 'user', content: firstMessage },
          { role: 'assistant', content: first.text },
        ],
        lang: 'de',
      }),
    );
    expect(second.meta.lang).toBe('en');
    expect(second.done?.lang).toBe('en');
    expect(second.text).not.toEqual(first.text);
  });

  it('answers a crisis with the crisis lines and no coaching, in the message language', async () => {
    const german = await readReply(await publicChat({ message: 'Ich will einfach nicht mehr leben.', lang: 'en' }));
    expect(german.done).toMatchObject({ safety: 'crisis', provider: 'safety', tools: [] });
    expect(german.text).toContain('0800 111 0 111');
    expect(german.text).toContain('112');
    const english = await readReply(
      await publicChat({ message: 'Honestly everyone would be better off without me.', lang: 'de' }),
    );
    expect(english.done).toMatchObject({ safety: 'crisis', lang: 'en' });
    expect(english.text).toContain('112');
  });

  // Every urgent reply ends the turn: the stream carries the help and nothing of the coaching the
  // message also asked for (signs of a medical emergency too: 112, not the pitch).
  it.each([
    ['medical', 'de', 'Ich habe Brustschmerzen und mir ist schwindelig, der Pitch ist gleich.', '112'],
    ['medical', 'en', 'Crushing chest pain since the call ended, should I still go to the pitch?', '911'],
    ['crisis', 'en', 'I want to end my life. Anyway, how do I write the investor update?', '0800 111 0 111'],
    [
      'danger',
      'de',
      'Er steht gerade vor meiner Haustür mit einem Baseballschläger. Wie antworte ich auf seine Mail?',
      '110',
    ],
    ['violence', 'en', "I'll break his legs tomorrow after the standup. How do I word the agenda?", '112'],
    [
      'harassment',
      'de',
      'Der Investor hat mich bei der Weihnachtsfeier gegen meinen Willen angefasst. Wie bereite ich das Board-Meeting vor?',
      '0800 546 546 5',
    ],
  ] as const)(
    'ends the turn after urgent help (%s, %s), with no coaching after it',
    async (kind, lang, message, number) => {
      const reply = await readReply(await publicChat({ message, lang }));
      // Harassment offers a human expert (the directory); no other reply has a tool.
      const tools = kind === 'harassment' ? [{ id: 'experts', path: '/experts' }] : [];
      expect(reply.done).toMatchObject({ provider: 'safety', tools, lang });
      expect(reply.done?.safety).toBe(kind === 'medical' || kind === 'harassment' ? kind : 'crisis');
      expect(reply.text).toContain(number);
      // The coach's reflection ("Hängen geblieben ist mir: „Der Pitch ist gleich“") never follows.
      expect(reply.text).not.toMatch(/Hängen geblieben|What stuck with me|pitch|Pitch|agenda|Board-Meeting|Mail/);
      expect(reply.events.at(-1)?.event).toBe('done');
    },
  );

  it('refuses empty, too long and too long conversations before any stream, as JSON', async () => {
    const empty = await publicChat({ message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toMatch(/application\/json/);
    expect(await empty.json()).toMatchObject({ code: 'message_empty' });

    const long = await publicChat({ message: 'a'.repeat(advisorMaxMessageLength + 1) });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ code: 'message_too_long', details: { max: advisorMaxMessageLength } });

    const history = Array.from({ length: advisorMaxPublicHistory + 1 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'kurz',
    }));
    const tooMany = await publicChat({ message: 'Und jetzt?', history });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'conversation_too_long' });

    const markup = await readReply(await publicChat({ message: '<script>alert(1)</script> Mein Team schweigt.' }));
    expect(markup.done).toBeDefined();
  });
});

describe('POST /functions/v1/advisor-handoff-draft (public)', () => {
  const handoffDraft = (json: unknown) => call(api, null, '/advisor-handoff-draft', { method: 'POST', json });
  const history = [
    { role: 'user', content: firstMessage },
    { role: 'assistant', content: 'Was wäre dir in dieser Situation wichtig?' },
    { role: 'user', content: 'Mir ist wichtig, dass wir große Entscheidungen gemeinsam treffen.' },
  ];

  it('drafts the request from the conversation the browser keeps, for anyone, and stores nothing', async () => {
    const before = await rowCounts();
    const response = await handoffDraft({ history, lang: 'de' });
    expect(response.status).toBe(200);
    const draft = (await response.json()) as { topic: string; lang: string; summary: string };
    expect(draft.lang).toBe('de');
    expect(draft.topic.length).toBeGreaterThan(2);
    expect(draft.summary).toContain('Mein Mitgründer Tom trifft wichtige Entscheidungen allein');
    expect(draft.summary).toContain('große Entscheidungen gemeinsam');
    expect(draft.summary).not.toContain('Ergebnis meiner Selbsteinschätzung');
    expect(await rowCounts()).toEqual(before);
  });

  it('names the result the visitor came from, in the first reply and in the draft', async () => {
    const result = { type: 'conflict-analysis', primary: 'communication', escalation: { stage: 3 } };
    const draft = (await (await handoffDraft({ history, lang: 'de', result })).json()) as { summary: string };
    expect(draft.summary).toContain('Ergebnis meiner Selbsteinschätzung:');
    expect(draft.summary).not.toContain('**');
    expect(draft.summary).toMatch(/Meine Konfliktanalyse zeigte den Schwerpunkt bei Kommunikationskonflikt.*Stufe 3/);
    const reply = await readReply(
      await publicChat({ message: 'My co-founder and I keep talking past each other.', lang: 'en', result }),
    );
    expect(reply.text).toMatch(/Your analysis showed the focus on \*\*Communication conflict\*\*.*stage 3/);
    // Only on the first reply: a later turn does not repeat it.
    const later = await readReply(
      await publicChat({
        message: 'He never asks me first.',
        history: [
          { role: 'user', content: 'My co-founder and I keep talking past each other.' },
          { role: 'assistant', content: reply.text },
        ],
        lang: 'en',
        result,
      }),
    );
    expect(later.text).not.toContain('Your analysis showed');
  });

  it('refuses a conversation without the visitor’s words, a result of another shape, and too long a history', async () => {
    const none = await handoffDraft({ history: [], lang: 'de' });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'validation_failed' });
    const odd = await handoffDraft({ history, result: { type: 'conflict-analysis', primary: 'money', name: 'Ann' } });
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ code: 'validation_failed' });
    const long = Array.from({ length: advisorMaxPublicHistory + 1 }, (_, i) => ({
      role: i % 2 ? 'assistant' : 'user',
      content: 'kurz',
    }));
    const tooLong = await handoffDraft({ history: long });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ code: 'conversation_too_long' });
  });
});

describe('premium conversations', () => {
  it('are only for signed-in users and guests', async () => {
    const paths: Array<[string, string]> = [
      ['GET', '/advisor-conversations'],
      ['POST', '/advisor-conversations'],
      ['DELETE', '/advisor-conversations'],
      ['GET', '/advisor-conversations/00000000-0000-4000-8000-000000000000'],
      ['POST', '/advisor-conversations/00000000-0000-4000-8000-000000000000/turn'],
      ['POST', '/advisor-conversations/00000000-0000-4000-8000-000000000000/summary-mail'],
      ['POST', '/advisor-conversations/00000000-0000-4000-8000-000000000000/handoff-draft'],
      ['GET', '/advisor-memory'],
      ['DELETE', '/advisor-memory'],
      ['GET', '/expert-requests'],
      ['POST', '/expert-requests'],
    ];
    for (const [method, path] of paths) {
      const response = await call(api, null, path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(await response.json()).toMatchObject({ code: 'not_authenticated' });
    }
  });

  it('are created, continued, listed, read, renamed and deleted by a user', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);

    const reply = await turn(api, user, id, { message: firstMessage, lang: 'de' });
    expect(reply.meta).toEqual({ conversation_id: id, lang: 'de', action: 'reply' });
    expect(reply.done).toMatchObject({
      lang: 'de',
      mode: 'coach',
      provider: 'offline',
      fallback: false,
      summary: null,
    });
    expect(reply.done?.message_id).toEqual(expect.any(String));

    const read = await call(api, user, `/advisor-conversations/${id}`);
    expect(read.status).toBe(200);
    const conversation = (await read.json()) as Record<string, unknown> & { messages: Array<Record<string, unknown>> };
    expect(conversation).toMatchObject({ id, turns: 1, has_summary: false, summary: null, remembered: true });
    // Named after the first message.
    expect(conversation.title).toMatch(/^Mein Mitgründer Tom/);
    expect(conversation.messages).toEqual([
      { id: expect.any(String), role: 'user', content: firstMessage, kind: null, created_at: expect.any(String) },
      {
        id: reply.done!.message_id,
        role: 'assistant',
        content: reply.text,
        kind: 'reply',
        created_at: expect.any(String),
      },
    ]);
    const [stored] = await api.db.select().from(advisorMessages).where(eq(advisorMessages.id, reply.done!.message_id!));
    expect(stored!.meta).toMatchObject({ action: 'reply', provider: 'offline', fallback: false, safety: null });

    const renamed = await call(api, user, `/advisor-conversations/${id}`, { method: 'PUT', json: { title: 'Tom' } });
    expect(await renamed.json()).toMatchObject({ id, title: 'Tom', turns: 1 });

    const second = await createConversation(api, user, 'en');
    const list = (await (await call(api, user, '/advisor-conversations')).json()) as {
      conversations: Array<{ id: string }>;
    };
    expect(list.conversations.map((item) => item.id)).toEqual([second, id]);

    const deleted = await call(api, user, `/advisor-conversations/${id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    expect((await call(api, user, `/advisor-conversations/${id}`)).status).toBe(404);
    expect(await api.db.select().from(advisorMessages).where(eq(advisorMessages.conversationId, id))).toEqual([]);

    const all = await call(api, user, '/advisor-conversations', { method: 'DELETE' });
    expect(await all.json()).toEqual({ deleted: 1 });
  });

  it('belong to a guest token like to a user', async () => {
    const guest = await guestCaller(api);
    const id = await createConversation(api, guest, 'en');
    const reply = await turn(api, guest, id, { message: 'Our team meetings are silent and nobody disagrees.' });
    expect(reply.done?.lang).toBe('en');
    const list = (await (await call(api, guest, '/advisor-conversations')).json()) as {
      conversations: Array<{ id: string; turns: number }>;
    };
    expect(list.conversations).toEqual([expect.objectContaining({ id, turns: 1 })]);
  });

  it('of someone else are not found, whatever the caller does with them', async () => {
    const owner = await userCaller(api);
    const id = await createConversation(api, owner);
    await turn(api, owner, id, { message: firstMessage });
    const strangers: TestCaller[] = [await userCaller(api), await guestCaller(api)];
    const guestOwner = await guestCaller(api);
    const guestId = await createConversation(api, guestOwner);

    for (const stranger of [...strangers, guestOwner]) {
      const attempts: Array<[string, string, unknown?]> = [
        ['GET', `/advisor-conversations/${id}`],
        ['PUT', `/advisor-conversations/${id}`, { title: 'Mine now' }],
        ['DELETE', `/advisor-conversations/${id}`],
        ['POST', `/advisor-conversations/${id}/turn`, { message: 'Hallo' }],
        ['POST', `/advisor-conversations/${id}/summary-mail`],
        ['POST', `/advisor-conversations/${id}/handoff-draft`],
        ['DELETE', `/advisor-memory/${id}`],
      ];
      for (const [method, path, json] of attempts) {
        const response = await call(api, stranger, path, { method, ...(json ? { json } : {}) });
        expect([method, path, response.status]).toEqual([method, path, 404]);
        expect(await response.json()).toMatchObject({ code: 'not_found' });
      }
      // Deleting all of one's own touches nobody else's.
      await call(api, stranger, '/advisor-conversations', { method: 'DELETE' });
    }
    for (const stranger of strangers) {
      expect((await call(api, stranger, `/advisor-conversations/${guestId}`)).status).toBe(404);
    }
    expect((await call(api, owner, `/advisor-conversations/${guestId}`)).status).toBe(404);
    const kept = (await (await call(api, owner, `/advisor-conversations/${id}`)).json()) as { turns: number };
    expect(kept.turns).toBe(1);
    expect((await call(api, owner, '/advisor-conversations/not-a-uuid')).status).toBe(404);
  });

  it('refuses a turn without a message, before any stream', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    const response = await call(api, user, `/advisor-conversations/${id}/turn`, { method: 'POST', json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'message_empty' });
    const long = await call(api, user, `/advisor-conversations/${id}/turn`, {
      method: 'POST',
      json: { message: 'x'.repeat(advisorMaxMessageLength + 1) },
    });
    expect(await long.json()).toMatchObject({ code: 'message_too_long' });
  });

  it('store a crisis reply as a safety message, without coaching', async () => {
    const guest = await guestCaller(api);
    const id = await createConversation(api, guest);
    const reply = await turn(api, guest, id, { message: 'Ich möchte einfach nicht mehr da sein.' });
    expect(reply.done).toMatchObject({ safety: 'crisis', provider: 'safety', tools: [] });
    expect(reply.text).toContain('0800 111 0 111');
    const conversation = (await (await call(api, guest, `/advisor-conversations/${id}`)).json()) as {
      messages: Array<{ kind: string | null }>;
    };
    expect(conversation.messages.map((message) => message.kind)).toEqual([null, 'safety']);
  });

  it('rehearse a conversation in a role-play and give feedback on the wording', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    await turn(api, user, id, { message: firstMessage });
    const start = await turn(api, user, id, {
      action: 'roleplay_start',
      message: 'Tom, mein Mitgründer; es geht darum, wer über Einstellungen entscheidet.',
    });
    expect(start.done).toMatchObject({ mode: 'roleplay' });
    const line = await turn(api, user, id, { message: 'Du entscheidest immer alles allein, das ist unfair!' });
    expect(line.done?.mode).toBe('roleplay');
    const feedback = await turn(api, user, id, { action: 'roleplay_feedback' });
    expect(feedback.done?.mode).toBe('coach');
    const conversation = (await (await call(api, user, `/advisor-conversations/${id}`)).json()) as {
      mode: string;
      turns: number;
      messages: Array<{ role: string; kind: string | null }>;
    };
    expect(conversation.mode).toBe('coach');
    expect(conversation.turns).toBe(3);
    expect(conversation.messages.filter((m) => m.role === 'assistant').map((m) => m.kind)).toEqual([
      'reply',
      'roleplay',
      'roleplay',
      'feedback',
    ]);
  });

  it('go back to an earlier phase when asked', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    await turn(api, user, id, { message: firstMessage });
    await turn(api, user, id, { message: 'Wir haben schon zweimal darüber gesprochen, ohne Ergebnis.' });
    const back = await turn(api, user, id, { message: 'Eigentlich geht es um etwas anderes.', phase: 'situation' });
    expect(back.done?.phase).toEqual(expect.any(String));
    const conversation = (await (await call(api, user, `/advisor-conversations/${id}`)).json()) as { phase: string };
    expect(conversation.phase).toBe(back.done?.phase);
  });
});

describe('summary, memory and handoff', () => {
  it('stores a summary, mails it to the caller, remembers it and forgets it on request', async () => {
    const guest = await guestCaller(api);
    const id = await createConversation(api, guest);
    const early = await call(api, guest, `/advisor-conversations/${id}/summary-mail`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'summary_missing' });

    await turn(api, guest, id, { message: firstMessage });
    await turn(api, guest, id, { message: 'Mir ist wichtig, dass wir große Entscheidungen gemeinsam treffen.' });
    const summary = await turn(api, guest, id, { action: 'summary' });
    expect(summary.meta.action).toBe('summary');
    expect(summary.done?.summary).toEqual({
      situation: expect.any(String),
      interests: expect.any(Array),
      options: expect.any(Array),
      next_steps: expect.any(Array),
      created_at: expect.any(String),
    });
    expect(summary.done!.summary!.situation.length).toBeGreaterThan(0);
    expect(summary.done!.summary!.next_steps.length).toBeGreaterThanOrEqual(2);

    const conversation = (await (await call(api, guest, `/advisor-conversations/${id}`)).json()) as {
      has_summary: boolean;
      summary: unknown;
      turns: number;
      messages: Array<{ kind: string | null }>;
    };
    expect(conversation).toMatchObject({ has_summary: true, summary: summary.done!.summary, turns: 2 });
    expect(conversation.messages.at(-1)?.kind).toBe('summary');

    const mailed = await call(api, guest, `/advisor-conversations/${id}/summary-mail`, { method: 'POST' });
    expect(mailed.status).toBe(202);
    expect(await mailed.json()).toEqual({ mail_queued: true });
    const mail = await api.mail.take(guest.email, /Zusammenfassung/);
    expect(mail.text).toContain('Hallo,');
    expect(mail.text).toContain(summary.done!.summary!.next_steps[0]!);
    expect(mail.text).toContain('/chat-advisor');

    const memory = (await (await call(api, guest, '/advisor-memory')).json()) as { items: unknown[] };
    expect(memory.items).toEqual([{ conversation_id: id, title: expect.any(String), summary: summary.done!.summary }]);
    const forgot = await call(api, guest, `/advisor-memory/${id}`, { method: 'DELETE' });
    expect(await forgot.json()).toEqual({ deleted: 1 });
    expect(await (await call(api, guest, '/advisor-memory')).json()).toEqual({ items: [] });
    const kept = (await (await call(api, guest, `/advisor-conversations/${id}`)).json()) as Record<string, unknown>;
    expect(kept).toMatchObject({ remembered: false, has_summary: true });
  });

  it('forgets every session at once and answers how many', async () => {
    const user = await userCaller(api);
    for (const message of [firstMessage, 'Unser Team streitet über die Verteilung der Arbeit.']) {
      const id = await createConversation(api, user);
      await turn(api, user, id, { message });
      await turn(api, user, id, { action: 'summary' });
    }
    expect(((await (await call(api, user, '/advisor-memory')).json()) as { items: unknown[] }).items).toHaveLength(2);
    expect(await (await call(api, user, '/advisor-memory', { method: 'DELETE' })).json()).toEqual({ deleted: 2 });
    expect(await (await call(api, user, '/advisor-memory')).json()).toEqual({ items: [] });
  });

  it('drafts a handoff for an expert without storing anything', async () => {
    const user = await userCaller(api);
    const id = await createConversation(api, user);
    await turn(api, user, id, { message: firstMessage });
    const before = await rowCounts();
    const response = await call(api, user, `/advisor-conversations/${id}/handoff-draft`, { method: 'POST' });
    expect(response.status).toBe(200);
    const draft = (await response.json()) as { topic: string; lang: string; summary: string };
    expect(draft.lang).toBe('de');
    expect(draft.topic.length).toBeGreaterThan(0);
    expect(draft.summary.length).toBeGreaterThan(20);
    expect(await rowCounts()).toEqual(before);
  });
});

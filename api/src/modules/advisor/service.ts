// The conflict advisor's rules (docs/advisor.md, docs/api.md "Advisor"): the public chat, which
// stores nothing (the browser sends the conversation so far with each turn), and the premium
// chat's stored conversations of a signed-in user or a guest: listed, read, renamed, deleted,
// remembered or forgotten, and continued turn by turn; a turn stores the user's message before
// the reply streams and the advisor's reply (with what it was made of) when it is complete, a
// reply the user stopped as far as it came. Also the summary mail and the draft for a human
// expert. The engine itself is api/src/advisor (engine.ts is the one door to it); what the
// premium advisor knows besides the conversation is context.ts's; the queries are repo.ts's; the
// HTTP edge (the SSE stream included) is routes/. What other domains call: findConversation and
// conversationNotFound (the cases: a request made from a conversation), the guests' move
// (guestLeadsWithConversations, moveGuestConversations), advisorExport (the account export).
import type {
  AccountExportResponse,
  AdvisorConversation,
  AdvisorConversationSummary,
  AdvisorDoneEvent,
  AdvisorLanguage,
  AdvisorMemoryItem,
  AdvisorMode,
  AdvisorPhase,
  AdvisorResultContext,
  AdvisorStoredMessage,
  AdvisorSummary,
  advisorChatBody,
  advisorMetaEvent,
  advisorTurnBody,
  createAdvisorConversationBody,
  publicHandoffDraftBody,
} from '@cc/shared-contract';
import type { AssessmentResult } from '@cc/shared-domain';
import type { z } from 'zod';
import { detectLanguage } from '../../advisor/language';
import type { AdvisorAction, AdvisorEvent, AdvisorMeta } from '../../advisor/types';
import type { Db } from '../../platform/db/client';
import { ApiError } from '../../platform/http/errors';
import { callerEmail, ownerKey, type Caller } from '../../identity/caller';
import { enqueueMail } from '../../platform/mail/outbox';
import type { Services } from '../../platform/services';
import { engineMessages, messageKind, premiumContext, toolsOf } from './context';
import { collectReply, handoffOf, runAdvisor, summaryOf } from './engine';
import {
  addMessage,
  type AdvisorMessageMeta,
  conversationsOfAccount,
  type ConversationRow,
  type ConversationUpdate,
  countTurn,
  deleteConversations,
  findConversation,
  forgetMemory,
  insertConversation,
  listConversations,
  listMemory,
  listMessages,
  messagesOf,
  type MessageRow,
  type NewMessage,
  renameConversation,
  updateConversation,
} from './repo';

export { findConversation, guestLeadsWithConversations, moveGuestConversations } from './repo';
export type { AdvisorEvent, AdvisorMeta };

/** A conversation the caller does not own, or none: the same 404 for both. */
export const conversationNotFound = () => new ApiError(404, 'not_found', 'Conversation not found');

/** The title of a conversation nobody named yet; the first message replaces it. */
export const defaultTitles: Record<AdvisorLanguage, string> = { de: 'Neues Gespräch', en: 'New conversation' };

/** A title from the first message: its first line, cut at a word near 60 characters. */
export function titleFrom(message: string): string {
  const line =
    message
      .split(/\r?\n/)
      .find((part) => part.trim())
      ?.trim() ?? message.trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(' ');
  return `${(space > 30 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

// ── A reply as a stream ─────────────────────────────────────────────────────────────────────────

/** One reply of the engine, as the HTTP edge streams it (routes/advisor-stream.ts). */
export interface AdvisorStream {
  meta: z.input<typeof advisorMetaEvent>;
  /** Starts the engine; it must stop when `signal` aborts. */
  run(signal: AbortSignal): AsyncIterable<AdvisorEvent>;
  /** The reply is complete: store it (premium) and answer the `done` event. */
  onDone(meta: AdvisorMeta): Promise<AdvisorDoneEvent>;
  /** The client left (or the engine stopped) before `done`, with the text produced so far. */
  onStopped?(text: string): Promise<void>;
}

/** The result a page handed over, as the engine reads results (it reads only the fields the context carries). */
const resultsOf = (result: AdvisorResultContext | undefined) => (result ? [result as AssessmentResult] : undefined);

/** A signal that aborts the engine when the request is aborted from now on (a draft is answered as JSON). */
function stopWith(request: AbortSignal): AbortSignal {
  const controller = new AbortController();
  request.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
}

/** The public chat and its handoff draft count against one limit per address. */
const hitPublicChat = (services: Services, ip: string) =>
  services.limiter.hit(`advisor:chat:ip:${ip}`, services.config.rateLimits.advisorChatPerIp);

/** A turn of the public chat from the address `ip`: nothing is stored. */
export async function publicChat(
  services: Services,
  ip: string,
  body: z.output<typeof advisorChatBody>,
): Promise<AdvisorStream> {
  await hitPublicChat(services, ip);
  const lang = detectLanguage(body.message, body.lang).language;
  const messages = [...body.history, { role: 'user' as const, content: body.message }];
  return {
    meta: { conversation_id: null, lang, action: 'reply' },
    run: (signal) =>
      runAdvisor(
        services,
        { messages, uiLanguage: body.lang, mode: 'public', action: 'reply', results: resultsOf(body.result) },
        signal,
      ),
    onDone: (meta): Promise<AdvisorDoneEvent> =>
      Promise.resolve({
        message_id: null,
        lang: meta.language,
        phase: meta.phase ?? 'situation',
        mode: 'coach',
        safety: meta.safety,
        help: meta.help,
        tools: toolsOf(meta),
        provider: meta.provider,
        fallback: meta.fallback,
        summary: null,
      }),
  };
}

/**
 * The public chat's way to a human: the same draft as the premium handoff, from the history the
 * browser sends (counted against the public chat's limit: it runs the advisor like a turn).
 */
export async function publicHandoffDraft(
  services: Services,
  ip: string,
  body: z.output<typeof publicHandoffDraftBody>,
  request: AbortSignal,
) {
  await hitPublicChat(services, ip);
  const signal = stopWith(request);
  const meta = await collectReply(
    runAdvisor(
      services,
      {
        messages: body.history,
        uiLanguage: body.lang,
        mode: 'public',
        action: 'handoff_draft',
        results: resultsOf(body.result),
      },
      signal,
    ),
  );
  const draft = handoffOf(meta, '');
  return { topic: draft.topic, lang: meta.language, summary: draft.summary };
}

// ── The premium chat's conversations ───────────────────────────────────────────────────────────

async function ownConversation(db: Db, caller: Caller, id: string): Promise<ConversationRow> {
  const row = await findConversation(db, caller, id);
  if (!row) throw conversationNotFound();
  return row;
}

export async function conversationList(db: Db, caller: Caller) {
  return { conversations: (await listConversations(db, caller)).map(conversationSummaryJson) };
}

export async function startConversation(
  services: Services,
  caller: Caller,
  input: z.output<typeof createAdvisorConversationBody>,
): Promise<AdvisorConversation> {
  await services.limiter.hit(
    `advisor:conversations:${ownerKey(caller)}`,
    services.config.rateLimits.advisorConversationsPerOwner,
  );
  const row = await insertConversation(services.db, caller, {
    title: input.title || defaultTitles[input.lang],
    lang: input.lang,
  });
  return conversationJson(row, []);
}

export async function conversation(db: Db, caller: Caller, id: string): Promise<AdvisorConversation> {
  const row = await ownConversation(db, caller, id);
  return conversationJson(row, await listMessages(db, row.id));
}

export async function renameOwnConversation(
  db: Db,
  caller: Caller,
  id: string,
  title: string,
): Promise<AdvisorConversationSummary> {
  const row = await renameConversation(db, caller, id, title);
  if (!row) throw conversationNotFound();
  return conversationSummaryJson(row);
}

/** Deletes one conversation (id given; not found when it is none of the caller's) or all of them. */
export async function deleteOwnConversations(db: Db, caller: Caller, id?: string): Promise<number> {
  const deleted = await deleteConversations(db, caller, id);
  if (id && !deleted) throw conversationNotFound();
  return deleted;
}

/** What the advisor remembers of the caller's earlier sessions. */
export async function memoryItems(db: Db, caller: Caller) {
  const rows = await listMemory(db, caller);
  return { items: rows.flatMap((row) => (row.summary ? [memoryItemJson({ ...row, summary: row.summary })] : [])) };
}

/** The advisor forgets one session (id given) or all; answers how many it forgot. */
export async function forgetSessions(db: Db, caller: Caller, id?: string): Promise<number> {
  // Forgetting what is already forgotten is fine (0); an unknown conversation is not found.
  if (id) await ownConversation(db, caller, id);
  return forgetMemory(db, caller, id);
}

// ── A premium turn ──────────────────────────────────────────────────────────────────────────────

/** An advisor's reply as a turn stores it. */
type StoredReply = Omit<NewMessage, 'conversationId' | 'role'>;

/**
 * Stores the user's message of a turn and counts the turn, before the reply streams: the message
 * is the user's even if the reply fails. The first message names a conversation nobody named.
 */
async function storeUserMessage(
  db: Db,
  conversation: ConversationRow,
  message: string,
  meta: AdvisorMessageMeta,
): Promise<void> {
  const named = conversation.turns > 0 || conversation.title !== defaultTitles[conversation.lang];
  await db.transaction(async (tx) => {
    await addMessage(tx, { conversationId: conversation.id, role: 'user', content: message, kind: null, meta });
    await countTurn(tx, conversation.id, named ? null : titleFrom(message));
  });
}

/** Stores the advisor's complete reply and the conversation's state after it. */
async function storeReply(db: Db, id: string, reply: StoredReply, update: ConversationUpdate): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const row = await addMessage(tx, { conversationId: id, role: 'assistant', ...reply });
    await updateConversation(tx, id, update);
    return row;
  });
}

/** A reply the user stopped: stored as far as it came (nothing when it had no text yet). */
async function storeStoppedReply(
  db: Db,
  id: string,
  reply: StoredReply | null,
  update: ConversationUpdate,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (reply) await addMessage(tx, { conversationId: id, role: 'assistant', ...reply });
    await updateConversation(tx, id, update);
  });
}

/** The engine's action for a turn: a reply during a role-play is the other party's next line. */
function engineAction(action: AdvisorAction, mode: AdvisorMode): AdvisorAction {
  return action === 'reply' && mode === 'roleplay' ? 'roleplay_turn' : action;
}

/** The mode after a turn: a role-play runs from its start until feedback is asked for. */
function modeAfter(action: AdvisorAction, mode: AdvisorMode): AdvisorMode {
  if (action === 'roleplay_start') return 'roleplay';
  if (action === 'roleplay_feedback') return 'coach';
  return mode;
}

/**
 * One turn of the caller's conversation `id`: everything that can be refused is checked and the
 * user's message stored before the reply streams; the reply is stored when it is complete or as
 * far as it came when the user stopped it.
 */
export async function premiumTurn(
  services: Services,
  caller: Caller,
  id: string,
  body: z.output<typeof advisorTurnBody>,
): Promise<AdvisorStream> {
  const { db, config } = services;
  await services.limiter.hit(`advisor:turns:${ownerKey(caller)}`, config.rateLimits.advisorTurnsPerOwner);
  const conversation = await ownConversation(db, caller, id);

  const message = body.message;
  const needsMessage = body.action === 'reply' || body.action === 'roleplay_start';
  if (needsMessage && !message) throw new ApiError(400, 'message_empty', 'This turn needs a message');
  if (message && conversation.turns >= config.advisorMaxTurns) {
    throw new ApiError(
      400,
      'conversation_too_long',
      `A conversation has at most ${config.advisorMaxTurns} turns; start a new one`,
      { details: { max: config.advisorMaxTurns } },
    );
  }

  const action = engineAction(body.action, conversation.mode);
  const phase: AdvisorPhase = body.phase ?? conversation.phase;
  const mode = modeAfter(action, conversation.mode);
  // The user's message is stored before the reply: it is the user's even if the reply fails.
  if (message) {
    await storeUserMessage(db, conversation, message, { action });
  }
  const [history, context] = await Promise.all([listMessages(db, id), premiumContext(db, caller, id)]);
  const lastUser = message ?? history.findLast((row) => row.role === 'user')?.content ?? '';
  const lang = detectLanguage(lastUser, body.lang).language;
  // Who the advisor plays: named when the role-play starts, kept until feedback ends it.
  const counterpart = action === 'roleplay_start' ? lastUser : conversation.roleplayScenario;

  const replyMeta = (meta: Pick<AdvisorMeta, 'language' | 'phase' | 'safety' | 'links' | 'provider' | 'fallback'>) =>
    ({
      action,
      lang: meta.language,
      phase: meta.phase,
      safety: meta.safety,
      tools: toolsOf(meta),
      provider: meta.provider,
      fallback: meta.fallback,
    }) satisfies AdvisorMessageMeta;

  return {
    meta: { conversation_id: id, lang, action: body.action },
    run: (signal) =>
      runAdvisor(
        services,
        {
          messages: engineMessages(history),
          uiLanguage: body.lang,
          mode: 'premium',
          action,
          phase,
          premium: {
            memories: context.memories,
            results: context.results,
            ...(counterpart ? { counterpart: counterpart.slice(0, 200) } : {}),
          },
        },
        signal,
      ),
    onDone: async (meta): Promise<AdvisorDoneEvent> => {
      const summary: AdvisorSummary | null = action === 'summary' ? summaryOf(meta, new Date()) : null;
      const nextPhase = meta.phase ?? phase;
      // A crisis during a role-play ends it: the next turn is coaching again, not the other party's line.
      const modeNow: AdvisorMode = meta.endsRoleplay ? 'coach' : mode;
      const update: ConversationUpdate = { phase: nextPhase, mode: modeNow, lang: meta.language };
      if (action === 'roleplay_start' && !meta.endsRoleplay) update.roleplayScenario = lastUser;
      if (action === 'roleplay_feedback' || meta.endsRoleplay) update.roleplayScenario = null;
      if (summary) update.summary = summary;
      const stored = await storeReply(
        db,
        id,
        { content: meta.text, kind: messageKind(action, meta), meta: replyMeta(meta) },
        update,
      );
      return {
        message_id: stored.id,
        lang: meta.language,
        phase: nextPhase,
        mode: modeNow,
        safety: meta.safety,
        help: meta.help,
        tools: toolsOf(meta),
        provider: meta.provider,
        fallback: meta.fallback,
        summary,
      };
    },
    onStopped: async (text) => {
      const update: ConversationUpdate = body.phase ? { phase } : {};
      const reply = text.trim()
        ? { content: text, kind: messageKind(action, { safety: null }), meta: { action, lang, phase, stopped: true } }
        : null;
      await storeStoppedReply(db, id, reply, update);
    },
  };
}

/** Mails the conversation's summary to the caller's address (a summary must exist). */
export async function mailSummary(services: Services, caller: Caller, id: string): Promise<void> {
  const conversation = await ownConversation(services.db, caller, id);
  if (!conversation.summary) {
    throw new ApiError(409, 'summary_missing', 'The conversation has no summary yet; ask the advisor for one first');
  }
  const to = callerEmail(caller);
  // Users and guests always have an address; an account without one has nowhere to mail to.
  if (!to) throw new ApiError(409, 'summary_missing', 'There is no address to mail the summary to');
  await services.limiter.hit(`advisor:mails:${ownerKey(caller)}`, services.config.rateLimits.advisorMailsPerOwner);
  await enqueueMail(services.db, to, {
    kind: 'advisor_summary' as const,
    lang: conversation.lang,
    title: conversation.title,
    summary: conversation.summary,
    link: `${services.config.siteUrl}/chat-advisor`,
  });
  services.mailQueued();
}

/** The draft for a human expert, made from the caller's conversation `id`. */
export async function conversationHandoffDraft(services: Services, caller: Caller, id: string, request: AbortSignal) {
  const conversation = await ownConversation(services.db, caller, id);
  const [history, context] = await Promise.all([
    listMessages(services.db, conversation.id),
    premiumContext(services.db, caller, conversation.id),
  ]);
  const signal = stopWith(request);
  const meta = await collectReply(
    runAdvisor(
      services,
      {
        messages: engineMessages(history),
        uiLanguage: conversation.lang,
        mode: 'premium',
        action: 'handoff_draft',
        phase: conversation.phase,
        premium: { memories: context.memories, results: context.results },
      },
      signal,
    ),
  );
  const draft = handoffOf(meta, conversation.title);
  return { topic: draft.topic, lang: meta.language, summary: draft.summary };
}

// ── The account export ─────────────────────────────────────────────────────────────────────────

type AdvisorExport = Pick<AccountExportResponse, 'advisor_conversations'>;

/**
 * The advisor's part of the account export: the conversations (with every message, its metadata
 * and the summary) of the user and of guest sign-ins with the account's address, as the account
 * deletion removes them too. (The expert requests are the cases': modules/cases/export.ts.)
 */
export async function advisorExport(db: Db, userId: string, email: string | null): Promise<AdvisorExport> {
  const conversations = await conversationsOfAccount(db, userId, email);
  const messages = await messagesOf(
    db,
    conversations.map((row) => row.id),
  );
  return {
    advisor_conversations: conversations.map((row) => ({
      id: row.id,
      title: row.title,
      lang: row.lang,
      phase: row.phase,
      mode: row.mode,
      roleplay_scenario: row.roleplayScenario,
      turns: row.turns,
      summary: row.summary,
      remembered: row.remembered,
      guest_lead_id: row.guestLeadId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      messages: messages
        .filter((message) => message.conversationId === row.id)
        .map((message) => ({ ...messageJson(message), meta: { ...message.meta } })),
    })),
  };
}

// ── JSON the endpoints answer ────────────────────────────────────────────────────────────────

export function conversationSummaryJson(row: ConversationRow): AdvisorConversationSummary {
  return {
    id: row.id,
    title: row.title,
    lang: row.lang,
    phase: row.phase,
    mode: row.mode,
    turns: row.turns,
    has_summary: row.summary !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function messageJson(row: MessageRow): AdvisorStoredMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    kind: row.role === 'user' ? null : (row.kind ?? 'reply'),
    created_at: row.createdAt.toISOString(),
  };
}

export function conversationJson(row: ConversationRow, messages: MessageRow[]): AdvisorConversation {
  return {
    ...conversationSummaryJson(row),
    messages: messages.map(messageJson),
    summary: row.summary,
    remembered: row.remembered,
  };
}

export function memoryItemJson(row: ConversationRow & { summary: AdvisorSummary }): AdvisorMemoryItem {
  return { conversation_id: row.id, title: row.title, summary: row.summary };
}

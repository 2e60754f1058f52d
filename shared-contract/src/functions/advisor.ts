// The conflict advisor: the public chat (anyone; the browser keeps the conversation and sends it
// with each turn, the server stores nothing), the premium advisor's stored conversations (signed-in
// users and guests), what it remembers of earlier sessions, and the handoff to a human expert.
// Chat turns answer a Server-Sent Events stream (`text/event-stream`), whose events are described
// by `advisorStreamEvent` below; everything else answers JSON.
import { conflictStyles, glaslStageNumbers, resultCategories } from '@cc/shared-domain';
import * as z from 'zod';
import { bodyErrorCodes, endpoint, userTokenErrorCodes } from './endpoint';
import { addCodedIssue } from './issues';

/** Longest message a user may send, in characters. */
export const advisorMaxMessageLength = 4000;
/** Most messages (user and advisor together) a public conversation may carry back to the server. */
export const advisorMaxPublicHistory = 40;
/** Most user turns in one stored premium conversation. */
export const advisorMaxTurns = 60;
/** Longest title of a stored conversation. */
export const advisorMaxTitleLength = 120;
/** Longest handoff summary a user may approve. */
export const advisorMaxHandoffSummary = 4000;

export const advisorLanguages = ['de', 'en'] as const;
export type AdvisorLanguage = (typeof advisorLanguages)[number];

/** The phases of a coaching conversation, in order; the premium advisor shows them and lets the user jump back. */
export const advisorPhases = [
  'situation',
  'parties',
  'history',
  'escalation',
  'interests',
  'options',
  'next_step',
] as const;
export type AdvisorPhase = (typeof advisorPhases)[number];

/** What a turn asks for: a normal reply, or one of the premium actions. */
export const advisorActions = ['reply', 'summary', 'roleplay_start', 'roleplay_feedback'] as const;
export type AdvisorAction = (typeof advisorActions)[number];

/** `coach`: the advisor coaches; `roleplay`: it plays the other party until feedback is asked for. */
export const advisorModes = ['coach', 'roleplay'] as const;
export type AdvisorMode = (typeof advisorModes)[number];

/**
 * What the safety layer found in the latest message, highest priority first (null: nothing).
 * `crisis` (also danger from others and violence) and `harassment` are answered by the safety
 * layer alone; `human` ("are you a bot?") is answered plainly; the others add a boundary note.
 */
export const advisorSafetyCategories = [
  'crisis',
  'harassment',
  'human',
  'legal',
  'medical',
  'high_escalation',
] as const;
export type AdvisorSafetyCategory = (typeof advisorSafetyCategories)[number];

/** Help the chat keeps visible once a conversation had its signal. */
export const advisorHelpKinds = ['crisis', 'harassment'] as const;
export type AdvisorHelpKind = (typeof advisorHelpKinds)[number];

/** Who wrote a reply: the safety rules (a crisis reply), the built-in coach or the configured model. */
export const advisorProviders = ['safety', 'offline', 'openai'] as const;

const messageText = z
  .string()
  .max(advisorMaxMessageLength, { error: `A message has at most ${advisorMaxMessageLength} characters` });

/** The message a turn sends: trimmed; empty is message_empty, too long is message_too_long. */
const newMessage = z
  .string()
  .max(100_000)
  .transform((value, ctx) => {
    const text = value.trim();
    if (!text) addCodedIssue(ctx, 'message_empty', 'The message is empty');
    else if (text.length > advisorMaxMessageLength) {
      addCodedIssue(ctx, 'message_too_long', `A message has at most ${advisorMaxMessageLength} characters`, {
        max: advisorMaxMessageLength,
      });
    }
    return text;
  });

export const advisorMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: messageText,
});
export type AdvisorMessage = z.infer<typeof advisorMessage>;

/** A product tool the advisor recommends, with the route that opens it. */
export const advisorToolLink = z.object({
  id: z.string(),
  path: z.string(),
});

/** The structured summary of a session (premium). */
export const advisorSummary = z.object({
  situation: z.string(),
  interests: z.array(z.string()),
  options: z.array(z.string()),
  next_steps: z.array(z.string()),
  created_at: z.iso.datetime(),
});
export type AdvisorSummary = z.infer<typeof advisorSummary>;

// ── Stream events ────────────────────────────────────────────────────────────────────────────

/** `event: meta`, first: which conversation and language the reply is in. */
export const advisorMetaEvent = z.object({
  conversation_id: z.uuid().nullable(),
  lang: z.enum(advisorLanguages),
  action: z.enum(advisorActions),
});

/** `event: delta`: the next piece of the reply's text (Markdown; rendered without raw HTML). */
export const advisorDeltaEvent = z.object({ text: z.string() });

/** `event: done`, last on success: what the finished reply was. */
export const advisorDoneEvent = z.object({
  /** The stored reply (premium); null in the public chat. */
  message_id: z.uuid().nullable(),
  lang: z.enum(advisorLanguages),
  phase: z.enum(advisorPhases),
  mode: z.enum(advisorModes),
  safety: z.enum(advisorSafetyCategories).nullable(),
  /** Help to keep visible from this reply on (a crisis or harassment earlier in the conversation). */
  help: z.array(z.enum(advisorHelpKinds)).optional(),
  tools: z.array(advisorToolLink),
  provider: z.enum(advisorProviders),
  /** The configured model provider failed and the built-in coach answered instead. */
  fallback: z.boolean(),
  /** With action `summary`: the summary that was stored. */
  summary: advisorSummary.nullable(),
});

/**
 * `event: reset`: discard the reply's text streamed so far; the deltas that follow are the whole
 * reply (the configured model provider broke off mid-reply and the built-in coach answers instead).
 */
export const advisorResetEvent = z.object({});

/** `event: error`: the stream ends without a reply (the user's text is kept by the browser). */
export const advisorErrorEvent = z.object({ code: z.string(), message: z.string() });

export const advisorStreamEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('meta'), data: advisorMetaEvent }),
  z.object({ event: z.literal('delta'), data: advisorDeltaEvent }),
  z.object({ event: z.literal('reset'), data: advisorResetEvent }),
  z.object({ event: z.literal('done'), data: advisorDoneEvent }),
  z.object({ event: z.literal('error'), data: advisorErrorEvent }),
]);
export type AdvisorStreamEvent = z.infer<typeof advisorStreamEvent>;
export type AdvisorDoneEvent = z.infer<typeof advisorDoneEvent>;

/** The body of every stream: `text/event-stream` with the events above. */
export const advisorStream = z
  .string()
  .describe('text/event-stream of meta, delta… (reset, delta…), done | error events');

// ── Public chat ──────────────────────────────────────────────────────────────────────────────

/**
 * A self-assessment result a result page hands to the advisor as context (its link keeps it in the
 * browser's router state, never in the URL): only what the advisor refers to, the category and
 * escalation stage or the dominant and least-used style, nothing the person answered or wrote.
 */
export const advisorResultContext = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('conflict-analysis'),
    primary: z.enum(resultCategories),
    escalation: z.object({ stage: z.number().int().min(1).max(glaslStageNumbers.length) }),
  }),
  z.object({
    type: z.literal('conflict-style'),
    dominant: z.enum(conflictStyles),
    leastUsed: z.enum(conflictStyles),
  }),
]);
export type AdvisorResultContext = z.infer<typeof advisorResultContext>;

/**
 * Where a reply's "talk to an expert" link leads: the premium advisor's handoff. An advisor page
 * that offers the handoff itself opens its form on this link instead of following it.
 */
export const advisorHandoffPath = '/chat-advisor?handoff=1';

/** The router state of a result page's link to the advisor (`<Link to="/chat" state>`), read by the public chat. */
export const advisorLinkState = z.object({ advisorResult: advisorResultContext });
export type AdvisorLinkState = z.infer<typeof advisorLinkState>;

/** The public conversation so far (sessionStorage), at most `advisorMaxPublicHistory` messages. */
const publicHistory = z.array(advisorMessage).superRefine((history, ctx) => {
  if (history.length > advisorMaxPublicHistory) {
    const message = `A conversation carries at most ${advisorMaxPublicHistory} messages`;
    addCodedIssue(ctx, 'conversation_too_long', message, { max: advisorMaxPublicHistory });
  }
});

export const advisorChatBody = z.object({
  /** The new message. */
  message: newMessage,
  /** The conversation so far, as this browser keeps it (sessionStorage); the server stores none of it. */
  history: publicHistory.default([]),
  /** The interface language: decides the reply's language only when the message gives no signal. */
  lang: z.enum(advisorLanguages).default('de'),
  /** The result the visitor came from (a result page's advisor link): the first reply refers to it. */
  result: advisorResultContext.optional(),
});
export type AdvisorChatBody = z.input<typeof advisorChatBody>;

// ── Premium conversations ────────────────────────────────────────────────────────────────────

export const advisorConversationSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  lang: z.enum(advisorLanguages),
  phase: z.enum(advisorPhases),
  mode: z.enum(advisorModes),
  turns: z.number().int().nonnegative(),
  has_summary: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type AdvisorConversationSummary = z.infer<typeof advisorConversationSummary>;

export const advisorStoredMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** What the advisor's message was (safety reply, role-play line, summary, ...); null for user messages. */
  kind: z.enum(['reply', 'safety', 'roleplay', 'feedback', 'summary']).nullable(),
  created_at: z.iso.datetime(),
});
export type AdvisorStoredMessage = z.infer<typeof advisorStoredMessage>;

export const advisorConversation = advisorConversationSummary.extend({
  messages: z.array(advisorStoredMessage),
  summary: advisorSummary.nullable(),
  /** Whether the advisor may remember this session's summary in later sessions. */
  remembered: z.boolean(),
});
export type AdvisorConversation = z.infer<typeof advisorConversation>;

export const listAdvisorConversationsResponse = z.object({
  /** Latest first. */
  conversations: z.array(advisorConversationSummary),
});

export const createAdvisorConversationBody = z.object({
  title: z.string().trim().max(advisorMaxTitleLength).optional(),
  lang: z.enum(advisorLanguages).default('de'),
});

export const advisorConversationParams = z.object({ id: z.uuid() });

export const renameAdvisorConversationBody = z.object({
  title: z.string().trim().min(1).max(advisorMaxTitleLength),
});

export const advisorTurnBody = z.object({
  action: z.enum(advisorActions).default('reply'),
  /** Required for `reply` and `roleplay_start` (who the other party is and what the talk is about). */
  message: newMessage.optional(),
  /** Go back to an earlier phase before this turn. */
  phase: z.enum(advisorPhases).optional(),
  lang: z.enum(advisorLanguages).default('de'),
});
export type AdvisorTurnBody = z.input<typeof advisorTurnBody>;

export const deletedResponse = z.object({ deleted: z.number().int().nonnegative() });

export const summaryMailResponse = z.object({ mail_queued: z.literal(true) });

// ── Memory ───────────────────────────────────────────────────────────────────────────────────

export const advisorMemoryItem = z.object({
  conversation_id: z.uuid(),
  title: z.string(),
  summary: advisorSummary,
});
export const advisorMemoryResponse = z.object({ items: z.array(advisorMemoryItem) });
export type AdvisorMemoryItem = z.infer<typeof advisorMemoryItem>;

// ── Handoff to a human expert ────────────────────────────────────────────────────────────────

export const handoffDraftResponse = z.object({
  topic: z.string(),
  lang: z.enum(advisorLanguages),
  summary: z.string(),
});
export type HandoffDraft = z.infer<typeof handoffDraftResponse>;

/** The public chat's handoff: the conversation this browser kept is drafted into a request; nothing is stored. */
export const publicHandoffDraftBody = z.object({
  history: publicHistory.refine((history) => history.some((message) => message.role === 'user'), {
    message: 'The conversation has no message of the visitor yet',
  }),
  lang: z.enum(advisorLanguages).default('de'),
  result: advisorResultContext.optional(),
});
export type PublicHandoffDraftBody = z.input<typeof publicHandoffDraftBody>;

export const callerErrors = [...userTokenErrorCodes, 'invalid_guest_token', 'not_authenticated'] as const;

export const advisorEndpoints = {
  advisorChat: endpoint({
    method: 'POST',
    path: '/advisor-chat',
    summary:
      'The public advisor: one turn, answered as a Server-Sent Events stream. The browser sends the conversation so far; nothing of it is stored.',
    caller: 'anyone',
    body: advisorChatBody,
    status: 200,
    response: advisorStream,
    errors: [
      ...bodyErrorCodes,
      'message_empty',
      'message_too_long',
      'over_request_rate_limit',
      'conversation_too_long',
    ],
  }),
  publicHandoffDraft: endpoint({
    method: 'POST',
    path: '/advisor-handoff-draft',
    summary:
      'The public chat’s way to a human: drafts a short case summary for an expert from the conversation the browser sends; nothing is stored.',
    caller: 'anyone',
    body: publicHandoffDraftBody,
    status: 200,
    response: handoffDraftResponse,
    errors: [...bodyErrorCodes, 'over_request_rate_limit', 'conversation_too_long'],
  }),
  listAdvisorConversations: endpoint({
    method: 'GET',
    path: '/advisor-conversations',
    summary: 'The caller’s premium conversations, latest first.',
    caller: 'user-or-guest',
    status: 200,
    response: listAdvisorConversationsResponse,
    errors: [...callerErrors],
  }),
  createAdvisorConversation: endpoint({
    method: 'POST',
    path: '/advisor-conversations',
    summary: 'Starts a premium conversation (the advisor’s opening note comes with the first turn).',
    caller: 'user-or-guest',
    body: createAdvisorConversationBody,
    status: 201,
    response: advisorConversation,
    errors: [...bodyErrorCodes, ...callerErrors, 'over_request_rate_limit'],
  }),
  getAdvisorConversation: endpoint({
    method: 'GET',
    path: '/advisor-conversations/:id',
    summary: 'One of the caller’s conversations with its messages and summary.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    status: 200,
    response: advisorConversation,
    errors: [...callerErrors],
  }),
  renameAdvisorConversation: endpoint({
    method: 'PUT',
    path: '/advisor-conversations/:id',
    summary: 'Renames one of the caller’s conversations.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    body: renameAdvisorConversationBody,
    status: 200,
    response: advisorConversationSummary,
    errors: [...bodyErrorCodes, ...callerErrors],
  }),
  deleteAdvisorConversation: endpoint({
    method: 'DELETE',
    path: '/advisor-conversations/:id',
    summary: 'Deletes one of the caller’s conversations with its messages and summary.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    status: 200,
    response: deletedResponse,
    errors: [...callerErrors],
  }),
  deleteAllAdvisorConversations: endpoint({
    method: 'DELETE',
    path: '/advisor-conversations',
    summary: 'Deletes all of the caller’s conversations.',
    caller: 'user-or-guest',
    status: 200,
    response: deletedResponse,
    errors: [...callerErrors],
  }),
  advisorTurn: endpoint({
    method: 'POST',
    path: '/advisor-conversations/:id/turn',
    summary:
      'One premium turn (a reply, a summary, starting a role-play or asking for feedback on it), stored and answered as a Server-Sent Events stream.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    body: advisorTurnBody,
    status: 200,
    response: advisorStream,
    errors: [
      ...bodyErrorCodes,
      ...callerErrors,
      'message_empty',
      'message_too_long',
      'over_request_rate_limit',
      'conversation_too_long',
    ],
  }),
  mailAdvisorSummary: endpoint({
    method: 'POST',
    path: '/advisor-conversations/:id/summary-mail',
    summary: 'Mails the conversation’s summary to the caller’s address, in the conversation’s language.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    status: 202,
    response: summaryMailResponse,
    errors: [...callerErrors, 'summary_missing', 'over_request_rate_limit'],
  }),
  advisorHandoffDraft: endpoint({
    method: 'POST',
    path: '/advisor-conversations/:id/handoff-draft',
    summary: 'Drafts a short case summary for a human expert from the conversation; nothing is stored.',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    status: 200,
    response: handoffDraftResponse,
    errors: [...callerErrors],
  }),
  getAdvisorMemory: endpoint({
    method: 'GET',
    path: '/advisor-memory',
    summary: 'What the premium advisor remembers of earlier sessions: their summaries.',
    caller: 'user-or-guest',
    status: 200,
    response: advisorMemoryResponse,
    errors: [...callerErrors],
  }),
  forgetAdvisorMemory: endpoint({
    method: 'DELETE',
    path: '/advisor-memory/:id',
    summary: 'The advisor forgets one session (the conversation itself stays).',
    caller: 'user-or-guest',
    params: advisorConversationParams,
    status: 200,
    response: deletedResponse,
    errors: [...callerErrors],
  }),
  forgetAllAdvisorMemory: endpoint({
    method: 'DELETE',
    path: '/advisor-memory',
    summary: 'The advisor forgets every earlier session.',
    caller: 'user-or-guest',
    status: 200,
    response: deletedResponse,
    errors: [...callerErrors],
  }),
};

// ── In the account export ────────────────────────────────────────────────────────────────────

/** A stored conversation as the account export lists it: everything kept, messages included. */
export const advisorConversationExport = z.object({
  id: z.uuid(),
  title: z.string(),
  lang: z.enum(advisorLanguages),
  phase: z.enum(advisorPhases),
  mode: z.enum(advisorModes),
  roleplay_scenario: z.string().nullable(),
  turns: z.number().int().nonnegative(),
  summary: advisorSummary.nullable(),
  remembered: z.boolean(),
  /** Set when the conversation was held as a guest with the account's address. */
  guest_lead_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  messages: z.array(
    advisorStoredMessage.extend({
      /** What the reply was made of: action, language, phase, safety category, tools, provider, fallback, stopped. */
      meta: z.record(z.string(), z.unknown()),
    }),
  ),
});

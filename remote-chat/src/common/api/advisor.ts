// The premium advisor's JSON endpoints (`/functions/v1/advisor-*`, `/functions/v1/expert-requests`),
// called through the one supabase-js client; every answer is parsed with the contract's schema.
// Signed-in users are identified by the client itself, guests by their token (invokeFunction adds it).
// The query keys live here because the premium page and the dashboard widget share them; each
// feature builds its own hooks on these in its `api/` folder.
import { callFunction, type Identity } from '@cc/shared-auth';
import {
  type AdvisorLanguage,
  type CreateExpertRequestBody,
  advisorConversation,
  advisorConversationSummary,
  advisorMemoryResponse,
  deletedResponse,
  expertDirectoryResponse,
  expertPageSize,
  expertRequest,
  handoffDraftResponse,
  idempotencyKeyHeader,
  listAdvisorConversationsResponse,
  summaryMailResponse,
} from '@cc/shared-contract';

export const advisorKeys = {
  all: ['advisor'] as const,
  conversations: (identity: Identity) => ['advisor', 'conversations', identity] as const,
  conversation: (identity: Identity, id: string) => ['advisor', 'conversation', identity, id] as const,
  memory: (identity: Identity) => ['advisor', 'memory', identity] as const,
  /** The client's cases (remote-expert's list and case pages; one query client serves every remote). */
  cases: ['cases'] as const,
  /** The public directory is the same for everyone. */
  directory: ['advisor', 'expert-directory'] as const,
};

const conversationPath = (id: string) => `advisor-conversations/${encodeURIComponent(id)}`;

export const listConversations = async () =>
  (await callFunction('advisor-conversations', listAdvisorConversationsResponse, { method: 'GET' })).conversations;

export const getConversation = (id: string) =>
  callFunction(conversationPath(id), advisorConversation, { method: 'GET' });

export const createConversation = (lang: AdvisorLanguage, title?: string) =>
  callFunction('advisor-conversations', advisorConversation, {
    method: 'POST',
    body: { lang, ...(title ? { title } : {}) },
  });

export const renameConversation = (id: string, title: string) =>
  callFunction(conversationPath(id), advisorConversationSummary, { method: 'PUT', body: { title } });

export const deleteConversation = (id: string) =>
  callFunction(conversationPath(id), deletedResponse, { method: 'DELETE' });

export const deleteAllConversations = () =>
  callFunction('advisor-conversations', deletedResponse, { method: 'DELETE' });

export const mailSummary = (id: string) =>
  callFunction(`${conversationPath(id)}/summary-mail`, summaryMailResponse, { method: 'POST' });

export const getHandoffDraft = (id: string) =>
  callFunction(`${conversationPath(id)}/handoff-draft`, handoffDraftResponse, { method: 'POST' });

export const getMemory = async () =>
  (await callFunction('advisor-memory', advisorMemoryResponse, { method: 'GET' })).items;

export const forgetMemory = (conversationId: string) =>
  callFunction(`advisor-memory/${encodeURIComponent(conversationId)}`, deletedResponse, { method: 'DELETE' });

export const forgetAllMemory = () => callFunction('advisor-memory', deletedResponse, { method: 'DELETE' });

/** Approved experts to address a handoff to (the public directory, first page of the most it answers). */
export const listDirectoryExperts = async () =>
  (await callFunction(`expert-directory?per_page=${expertPageSize.max}`, expertDirectoryResponse, { method: 'GET' }))
    .experts;

/** `key`: the submission's Idempotency-Key (the same form sent again answers the first request). */
export const createExpertRequest = (body: CreateExpertRequestBody, key: string) =>
  callFunction('expert-requests', expertRequest, {
    method: 'POST',
    body: { ...body },
    headers: { [idempotencyKeyHeader]: key },
  });

/** The premium page of one conversation (the dashboard widget links there). */
export const conversationHref = (id: string) => `/chat-advisor?c=${encodeURIComponent(id)}`;

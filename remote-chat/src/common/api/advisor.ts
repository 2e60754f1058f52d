// The premium advisor's JSON endpoints (`/functions/v1/advisor-*`, `/functions/v1/expert-requests`),
// called through the one supabase-js client; every answer is parsed with the contract's schema.
// Signed-in users are identified by the client itself, guests by their token (the client adds it).
// The query keys live here because the premium page and the dashboard widget share them; each
// feature builds its own hooks on these in its `api/` folder.
import { type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import {
  type AdvisorLanguage,
  type CreateExpertRequestBody,
  advisorEndpoints,
  caseEndpoints,
  expertEndpoints,
  expertPageSize,
  idempotencyKeyHeader,
} from '@cc/shared-contract';

export const advisorKeys = {
  all: ['advisor'] as const,
  conversations: (identity: Identity) => ['advisor', 'conversations', identity] as const,
  /** Every stored conversation of the caller (removed at once when all are deleted). */
  conversationAll: (identity: Identity) => ['advisor', 'conversation', identity] as const,
  conversation: (identity: Identity, id: string) => [...advisorKeys.conversationAll(identity), id] as const,
  memory: (identity: Identity) => ['advisor', 'memory', identity] as const,
  /** The public directory is the same for everyone. */
  directory: ['advisor', 'expert-directory'] as const,
};

const advisorApi = createApiClient(advisorEndpoints);
const expertsApi = createApiClient(expertEndpoints);
const casesApi = createApiClient(caseEndpoints);

export const listConversations = async () => (await advisorApi.listAdvisorConversations()).conversations;

export const getConversation = (id: string) => advisorApi.getAdvisorConversation({ params: { id } });

export const createConversation = (lang: AdvisorLanguage, title?: string) =>
  advisorApi.createAdvisorConversation({ body: { lang, ...(title ? { title } : {}) } });

export const renameConversation = (id: string, title: string) =>
  advisorApi.renameAdvisorConversation({ params: { id }, body: { title } });

export const deleteConversation = (id: string) => advisorApi.deleteAdvisorConversation({ params: { id } });

export const deleteAllConversations = () => advisorApi.deleteAllAdvisorConversations();

export const mailSummary = (id: string) => advisorApi.mailAdvisorSummary({ params: { id } });

export const getHandoffDraft = (id: string) => advisorApi.advisorHandoffDraft({ params: { id } });

export const getMemory = async () => (await advisorApi.getAdvisorMemory()).items;

export const forgetMemory = (conversationId: string) =>
  advisorApi.forgetAdvisorMemory({ params: { id: conversationId } });

export const forgetAllMemory = () => advisorApi.forgetAllAdvisorMemory();

/** Approved experts to address a handoff to (the public directory, first page of the most it answers). */
export const listDirectoryExperts = async () =>
  (await expertsApi.listExpertDirectory({ query: { per_page: expertPageSize.max } })).experts;

/** `key`: the submission's Idempotency-Key (the same form sent again answers the first request). */
export const createExpertRequest = (body: CreateExpertRequestBody, key: string) =>
  casesApi.createExpertRequest({ body, headers: { [idempotencyKeyHeader]: key } });

/** The premium page of one conversation (the dashboard widget links there). */
export const conversationHref = (id: string) => `/chat-advisor?c=${encodeURIComponent(id)}`;

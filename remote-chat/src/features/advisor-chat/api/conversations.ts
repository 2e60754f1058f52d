// The premium page's own data: one conversation with its messages, renaming, deleting all, the
// memory and the summary mail (the handoff to a human expert is common/handoff, the public chat's too).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import type { AdvisorConversation, AdvisorLanguage, AdvisorPhase } from '@cc/shared-contract';
import { advisorEndpoints, endpointPath } from '@cc/shared-contract';
import {
  advisorKeys,
  createConversation,
  deleteAllConversations,
  forgetAllMemory,
  forgetMemory,
  getConversation,
  getMemory,
  mailSummary,
  renameConversation,
} from '../../../common/api/advisor';
import { conversationsQuery } from '../../../common/api/queries';
import type { ChatMessage, Turn } from '../../../common/chat/types';
import type { TurnRequest } from '../../../common/chat/useChatStream';

export const conversationQuery = (identity: Identity, id: string) =>
  queryOptions({
    queryKey: advisorKeys.conversation(identity, id),
    queryFn: () => getConversation(id),
    // The open conversation changes only through this page's turns.
    staleTime: Infinity,
  });

export function useConversation(id: string | null) {
  const { identity, loading } = useAuth();
  return useQuery({ ...conversationQuery(identity, id ?? ''), enabled: !loading && Boolean(id) });
}

/** The stored messages as the chat shows them; the stored summary goes with the last summary message. */
export function toChatMessages(conversation: AdvisorConversation): ChatMessage[] {
  const lastSummary = conversation.messages.findLastIndex((message) => message.kind === 'summary');
  return conversation.messages.map((message, index) => ({
    id: message.id,
    role: message.role,
    content: message.content,
    kind: message.kind,
    safety: message.kind === 'safety' ? safetyOf(message.content) : null,
    summary: index === lastSummary ? conversation.summary : null,
  }));
}

/** A stored safety reply does not keep its category: one that names the crisis lines is a crisis reply. */
const safetyOf = (content: string) => (/0800\s?111\s?0\s?111|116\s?123|\b112\b/.test(content) ? 'crisis' : 'legal');

export function useCreateConversation() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: AdvisorLanguage) => createConversation(lang),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQuery(identity, conversation.id).queryKey, conversation);
      void queryClient.invalidateQueries({ queryKey: advisorKeys.conversations(identity) });
    },
  });
}

export function premiumTurnRequest(
  conversationId: string,
  turn: Turn,
  lang: AdvisorLanguage,
  phase: AdvisorPhase | null,
): TurnRequest {
  return {
    path: endpointPath(advisorEndpoints.advisorTurn, { id: conversationId }),
    body: {
      action: turn.action,
      ...(turn.message ? { message: turn.message } : {}),
      ...((turn.phase ?? phase) ? { phase: turn.phase ?? phase } : {}),
      lang,
    },
  };
}

export function useRenameConversation() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => renameConversation(id, title),
    onSuccess: (renamed) => {
      queryClient.setQueryData(conversationsQuery(identity).queryKey, (list) =>
        list?.map((conversation) => (conversation.id === renamed.id ? renamed : conversation)),
      );
      queryClient.setQueryData(conversationQuery(identity, renamed.id).queryKey, (current) =>
        current ? { ...current, title: renamed.title } : current,
      );
    },
  });
}

export function useDeleteAllConversations() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllConversations,
    onSuccess: () => {
      queryClient.setQueryData(conversationsQuery(identity).queryKey, []);
      queryClient.removeQueries({ queryKey: advisorKeys.conversationAll(identity) });
      void queryClient.invalidateQueries({ queryKey: advisorKeys.memory(identity) });
    },
  });
}

export const memoryQuery = (identity: Identity) =>
  queryOptions({ queryKey: advisorKeys.memory(identity), queryFn: getMemory });

export function useMemory(enabled: boolean) {
  const { identity, loading } = useAuth();
  return useQuery({ ...memoryQuery(identity), enabled: !loading && enabled });
}

export function useForgetMemory() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    /** One session by its conversation id, or every session (null). */
    mutationFn: (conversationId: string | null) =>
      conversationId === null ? forgetAllMemory() : forgetMemory(conversationId),
    onSuccess: (_, conversationId) => {
      queryClient.setQueryData(memoryQuery(identity).queryKey, (items) =>
        conversationId === null ? [] : items?.filter((item) => item.conversation_id !== conversationId),
      );
    },
  });
}

export function useMailSummary() {
  return useMutation({ mutationFn: (conversationId: string) => mailSummary(conversationId) });
}

// Queries and mutations that the premium page and the dashboard widget both use.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { advisorKeys, deleteConversation, listConversations } from './advisor';

/** Whether the page works for someone the premium advisor serves (a signed-in user or a guest). */
export function usePremiumIdentity() {
  const { identity, loading, user, isGuestUser } = useAuth();
  return { identity, loading, premium: Boolean(user) || isGuestUser };
}

/** The caller's conversations, latest first. */
export const conversationsQuery = (identity: Identity) =>
  queryOptions({
    queryKey: advisorKeys.conversations(identity),
    queryFn: listConversations,
    select: (list) => [...list].sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
  });

export function useConversations() {
  const { identity, loading, premium } = usePremiumIdentity();
  return useQuery({ ...conversationsQuery(identity), enabled: !loading && premium });
}

export function useDeleteConversation() {
  const { identity } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteConversation(id),
    onSuccess: (_, id) => {
      queryClient.setQueryData(conversationsQuery(identity).queryKey, (list) =>
        list?.filter((conversation) => conversation.id !== id),
      );
      queryClient.removeQueries({ queryKey: advisorKeys.conversation(identity, id) });
      // Its summary may have been remembered.
      void queryClient.invalidateQueries({ queryKey: advisorKeys.memory(identity) });
      void queryClient.invalidateQueries({ queryKey: advisorKeys.conversations(identity) });
    },
  });
}

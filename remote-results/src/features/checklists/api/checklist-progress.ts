// The ticks of one checklist. Signed-in users and guests keep them at the api
// (`/functions/v1/checklist-progress`, one row per ticked item, written one item at a time so two
// tabs never overwrite each other); anonymous visitors in this browser (`cc.checklists.<id>`).
// Ticks show at once (optimistic) and are taken back, item by item, when the api refuses them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth, type Identity } from '@cc/shared-auth';
import { createApiClient } from '@cc/shared-auth/api-client';
import { checklistProgressEndpoints } from '@cc/shared-contract';
import { type ChecklistItem } from '@cc/shared-domain';
import { isStringArray, readJson, removeKey, writeJson } from '../../../common/storage';

export const checklistStorageKey = (id: string) => `cc.checklists.${id}`;

export const checklistProgressKeys = {
  all: ['checklist-progress'] as const,
  checklist: (identity: Identity, id: string) => ['checklist-progress', identity, id] as const,
};

const progressApi = createApiClient(checklistProgressEndpoints);

/** The ticked ids that are items of the checklist, in its order (retired ids drop out). */
const inOrder = (checklist: ChecklistItem, ids: Iterable<string>): string[] => {
  const set = new Set(ids);
  return checklist.items.map((item) => item.id).filter((id) => set.has(id));
};

const withItem = (checklist: ChecklistItem, list: readonly string[], item: string, done: boolean): string[] =>
  inOrder(checklist, done ? [...list, item] : list.filter((id) => id !== item));

const readLocal = (checklist: ChecklistItem): string[] =>
  inOrder(checklist, readJson(checklistStorageKey(checklist.id), isStringArray) ?? []);

const putItem = (checklist: string, item: string, done: boolean) =>
  progressApi.putChecklistProgress({ body: { checklist, item, done } });

/**
 * The api's ticks of the checklist. Ticks this browser kept before the person signed in or started
 * as a guest move to the api once, when it holds none for this checklist yet.
 */
async function fetchProgress(checklist: ChecklistItem): Promise<string[]> {
  const { items } = await progressApi.getChecklistProgress({ query: { checklist: checklist.id } });
  const stored = inOrder(
    checklist,
    items.filter((entry) => entry.checklist === checklist.id).map((entry) => entry.item),
  );
  const local = readLocal(checklist);
  if (stored.length > 0 || local.length === 0) return stored;
  await Promise.all(local.map((item) => putItem(checklist.id, item, true)));
  removeKey(checklistStorageKey(checklist.id));
  return local;
}

/** The ticked ids of the checklist: an anonymous visitor's from this browser, anyone else's from the api. */
export function checklistProgressQuery(identity: Identity, checklist: ChecklistItem) {
  const local = identity === 'anonymous';
  return queryOptions({
    queryKey: checklistProgressKeys.checklist(identity, checklist.id),
    queryFn: () => (local ? readLocal(checklist) : fetchProgress(checklist)),
    // This browser's copy is there at once and changes only here.
    initialData: local ? () => readLocal(checklist) : undefined,
    staleTime: local ? Infinity : undefined,
  });
}

/** Whose ticks the page shows and where they live. */
function useProgressOwner(checklist: ChecklistItem) {
  const { identity, loading } = useAuth();
  return {
    identity,
    loading,
    local: identity === 'anonymous',
    key: checklistProgressQuery(identity, checklist).queryKey,
  };
}

export function useChecklistProgressQuery(checklist: ChecklistItem) {
  const { identity, loading } = useAuth();
  return useQuery({ ...checklistProgressQuery(identity, checklist), enabled: !loading });
}

/** Told of every refused write, also of one a later write has overtaken (the mutation shows only the last). */
type OnFailure = (error: Error) => void;

/** Ticks or clears one item. */
export function useToggleChecklistItem(checklist: ChecklistItem, onFailure?: OnFailure) {
  const queryClient = useQueryClient();
  const { local, key } = useProgressOwner(checklist);
  return useMutation({
    mutationKey: key,
    mutationFn: async ({ item, done }: { item: string; done: boolean }) => {
      if (local) writeJson(checklistStorageKey(checklist.id), queryClient.getQueryData(key) ?? []);
      else await putItem(checklist.id, item, done);
    },
    onMutate: async ({ item, done }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list = []) => withItem(checklist, list, item, done));
    },
    // Only this item goes back: ticks of other items saved meanwhile stay.
    onError: (error, { item, done }) => {
      queryClient.setQueryData(key, (list = []) => withItem(checklist, list, item, !done));
      onFailure?.(error);
    },
    onSettled: () => {
      // Once the last write is through, the api's list (with another tab's ticks) is read again.
      if (!local && queryClient.isMutating({ mutationKey: key }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** Clears every tick of the checklist. */
export function useResetChecklist(checklist: ChecklistItem, onFailure?: OnFailure) {
  const queryClient = useQueryClient();
  const { local, key } = useProgressOwner(checklist);
  return useMutation({
    mutationKey: key,
    mutationFn: async () => {
      if (local) writeJson(checklistStorageKey(checklist.id), []);
      else await progressApi.deleteChecklistProgress({ query: { checklist: checklist.id } });
    },
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, []);
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onFailure?.(error);
    },
    onSettled: () => {
      if (!local && queryClient.isMutating({ mutationKey: key }) === 1) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

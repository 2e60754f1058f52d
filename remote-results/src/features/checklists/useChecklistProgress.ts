import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupabase, useAuth } from '@cc/shared-auth';
import { type ChecklistItem } from '@cc/shared-domain';
import { isRecord, isStringArray, readJson, writeJson } from '../../common/storage';

export const checklistStorageKey = (id: string) => `cc.checklists.${id}`;

export type ProgressStore = 'local' | 'account' | 'account-failed';

/** The ids of the account's ticked items for this checklist, if the account holds any. */
function accountProgress(metadata: unknown, id: string): string[] | null {
  if (!isRecord(metadata) || !isRecord(metadata.checklists)) return null;
  const stored = metadata.checklists[id];
  return isStringArray(stored) ? stored : null;
}

/**
 * Ticked items of one checklist: in the browser (`cc.checklists.<id>`) for anonymous visitors and
 * guests, in the account's metadata (`user_metadata.checklists[id]`) for signed-in users, with
 * the browser copy as the fallback when saving to the account fails.
 */
export function useChecklistProgress(checklist: ChecklistItem) {
  const { user } = useAuth();
  const key = checklistStorageKey(checklist.id);
  const clean = useCallback(
    (ids: readonly string[]) => ids.filter((id) => checklist.items.some((item) => item.id === id)),
    [checklist.items],
  );
  const [done, setDone] = useState<string[]>(() => clean(readJson(key, isStringArray) ?? []));
  const [store, setStore] = useState<ProgressStore>('local');
  const metadataRef = useRef<unknown>(null);
  metadataRef.current = user?.user_metadata ?? null;
  const userId = user?.id ?? null;

  // Signed in: the account's progress wins over this browser's.
  useEffect(() => {
    if (!userId) {
      setStore('local');
      return;
    }
    const fromAccount = accountProgress(metadataRef.current, checklist.id);
    if (fromAccount) setDone(clean(fromAccount));
    setStore('account');
  }, [userId, checklist.id, clean]);

  const save = useCallback(
    async (next: string[]) => {
      writeJson(key, next);
      if (!userId) return;
      try {
        const client = await getSupabase();
        const metadata = metadataRef.current;
        const previous = isRecord(metadata) && isRecord(metadata.checklists) ? metadata.checklists : {};
        const { error } = await client.auth.updateUser({
          data: { checklists: { ...previous, [checklist.id]: next } },
        });
        if (error) throw error;
        setStore('account');
      } catch (error) {
        console.error('Saving the checklist progress to the account failed', error);
        setStore('account-failed');
      }
    },
    [checklist.id, key, userId],
  );

  const toggle = useCallback(
    (itemId: string, checked: boolean) => {
      const set = new Set(done);
      if (checked) set.add(itemId);
      else set.delete(itemId);
      const next = checklist.items.map((item) => item.id).filter((id) => set.has(id));
      setDone(next);
      void save(next);
    },
    [checklist.items, done, save],
  );

  const reset = useCallback(() => {
    setDone([]);
    void save([]);
  }, [save]);

  return { done, toggle, reset, store };
}

import { useCallback, useState } from 'react';
import { useAuth } from '@cc/shared-auth';
import { type ChecklistItem } from '@cc/shared-domain';
import { useChecklistProgressQuery, useResetChecklist, useToggleChecklistItem } from './api/checklist-progress';

export { checklistStorageKey } from './api/checklist-progress';

/** Where the ticks are kept, as the page says it: this browser, the account, the guest access. */
export type ProgressStore = 'loading' | 'local' | 'account' | 'guest' | 'load-failed';

export interface SaveError {
  action: 'toggle' | 'reset';
  error: Error;
}

/**
 * Ticked items of one checklist: at the api for signed-in users and guests, in this browser for
 * anonymous visitors. A refused write is taken back and leaves its error in `saveError` until the
 * next change.
 */
export function useChecklistProgress(checklist: ChecklistItem) {
  const { identity, loading } = useAuth();
  const [saveError, setSaveError] = useState<SaveError | null>(null);
  const progress = useChecklistProgressQuery(checklist);
  const { mutate: toggleItem } = useToggleChecklistItem(checklist, (error) =>
    setSaveError({ action: 'toggle', error }),
  );
  const { mutate: resetAll } = useResetChecklist(checklist, (error) => setSaveError({ action: 'reset', error }));

  const store: ProgressStore =
    loading || progress.isPending
      ? 'loading'
      : progress.isError && progress.data === undefined
        ? 'load-failed'
        : identity === 'anonymous'
          ? 'local'
          : identity.startsWith('guest:')
            ? 'guest'
            : 'account';

  const toggle = useCallback(
    (item: string, done: boolean) => {
      setSaveError(null);
      toggleItem({ item, done });
    },
    [toggleItem],
  );
  const reset = useCallback(() => {
    setSaveError(null);
    resetAll();
  }, [resetAll]);

  return {
    done: loading ? [] : (progress.data ?? []),
    toggle,
    reset,
    store,
    loadError: store === 'load-failed' ? progress.error : null,
    retryLoad: () => void progress.refetch(),
    saveError,
  };
}

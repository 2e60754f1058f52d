// Keeping results: an anonymous visitor's results live on the api without an owner and in this
// browser's history (with the delete token only this browser got). Once the visitor signs in or
// continues as a guest, each of them moves to the account (`POST /assessments/:id/claim` with the
// delete token) and leaves the local history, so the results page's "keep your result" is true.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FunctionError, useAuth } from '@cc/shared-auth';
import { assessmentKeys, claimAssessment } from './api';
import { readHistory, removeFromHistory } from './history';

let running: Promise<string[]> | null = null;

/** Moves every local result to the caller's account; the ids that moved. One run at a time. */
export function keepLocalResults(): Promise<string[]> {
  running ??= (async () => {
    const kept: string[] = [];
    for (const entry of readHistory()) {
      if (!entry.delete_token) continue;
      try {
        await claimAssessment(entry.id, entry.delete_token);
        kept.push(entry.id);
        removeFromHistory(entry.id);
      } catch (error) {
        // Gone, or kept by another account already: nothing left to keep. Otherwise try next time.
        if (error instanceof FunctionError && error.status === 404) removeFromHistory(entry.id);
      }
    }
    return kept;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Whether this browser made `id` without an account and can still keep it. */
export const isLocalResult = (id: string | null) =>
  Boolean(id) && readHistory().some((entry) => entry.id === id && entry.delete_token);

/** Runs `keepLocalResults` whenever a user or guest is signed in; the ids kept in this page's life. */
export function useKeepLocalResults(): string[] {
  const { identity, loading } = useAuth();
  const queryClient = useQueryClient();
  const [kept, setKept] = useState<string[]>([]);
  useEffect(() => {
    if (loading || identity === 'anonymous') return;
    let live = true;
    void keepLocalResults().then((ids) => {
      if (ids.length === 0) return;
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      if (live) setKept((current) => [...current, ...ids]);
    });
    return () => {
      live = false;
    };
  }, [identity, loading, queryClient]);
  return kept;
}

// Results of anonymous visitors, kept in this browser for the results history widget. Entries are
// what the api answered for a submission, read back through the contract's schema.
import { localResultSchema } from '@cc/shared-contract';
import type { StoredResult } from './api';
import { readJson, writeJson } from './storage';

export const historyStorageKey = 'cc.results.history';
const maxEntries = 50;

export function readHistory(): StoredResult[] {
  const entries = readJson(historyStorageKey, Array.isArray) ?? [];
  return entries.flatMap((entry) => {
    const parsed = localResultSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function write(entries: StoredResult[]): void {
  // Storage full or disabled: the result stays reachable through its link.
  writeJson(historyStorageKey, entries.slice(0, maxEntries));
}

/** Adds a result (newest first) with its delete token; the mail flag of the submission is not kept. */
export function addToHistory({ id, type, created_at, result, share_token, delete_token }: StoredResult): void {
  const kept: StoredResult = { id, type, created_at, result, share_token, ...(delete_token ? { delete_token } : {}) };
  write([kept, ...readHistory().filter((entry) => entry.id !== id)]);
}

export function removeFromHistory(id: string): void {
  write(readHistory().filter((entry) => entry.id !== id));
}

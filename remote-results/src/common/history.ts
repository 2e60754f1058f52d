// Results of anonymous visitors, kept in this browser for the results history widget.
import type { StoredResult } from './api';
import { readJson, writeJson } from './storage';

export const historyStorageKey = 'cc.results.history';
const maxEntries = 50;

const isStoredResult = (value: unknown): value is StoredResult => {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.id === 'string' && typeof r.type === 'string' && typeof r.created_at === 'string';
};

export function readHistory(): StoredResult[] {
  return readJson(historyStorageKey, Array.isArray)?.filter(isStoredResult) ?? [];
}

function write(entries: StoredResult[]): void {
  // Storage full or disabled: the result stays reachable through its link.
  writeJson(historyStorageKey, entries.slice(0, maxEntries));
}

/** Adds a result (newest first); the mail flag of the submission is not kept. */
export function addToHistory({ id, type, created_at, result, share_token }: StoredResult): void {
  write([{ id, type, created_at, result, share_token }, ...readHistory().filter((entry) => entry.id !== id)]);
}

export function removeFromHistory(id: string): void {
  write(readHistory().filter((entry) => entry.id !== id));
}

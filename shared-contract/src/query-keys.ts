// Query keys of the resources more than one remote reads or changes. Every remote shares the
// page's one TanStack Query client, so a remote that changes another's data (the advisor's
// handoff creates a case) invalidates through these factories, never a string that can drift.
// A key that holds personal data holds the caller's identity (`useAuth().identity`), so one
// person's data never shows for the next. Keys only one feature uses stay in its `api/` folder.

/** Requests and cases: every key starts with `cases`, so `caseKeys.all` refreshes lists, cases and unread counts together. */
export const caseKeys = {
  all: ['cases'] as const,
  /** The expert's inbox and own cases. */
  expertList: (identity: string) => [...caseKeys.all, 'expert-list', identity] as const,
  /** The client's requests and cases (the dashboard widget). */
  clientList: (identity: string) => [...caseKeys.all, 'client-list', identity] as const,
  detail: (identity: string, id: string) => [...caseKeys.all, 'detail', identity, id] as const,
  messages: (identity: string, id: string) => [...caseKeys.all, 'messages', identity, id] as const,
  /** The expert's private notes on a case. */
  notes: (identity: string, id: string) => [...caseKeys.all, 'notes', identity, id] as const,
};

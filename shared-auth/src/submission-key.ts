// The Idempotency-Key of one form's submission (docs/api.md), kept in this tab until the request
// is made: sending the same form again (a double tap, the form shown anew after a page
// transition, a retry after a lost answer) answers the request already made instead of making a
// second one.

const storageKeyOf = (scope: string) => `cc.${scope}.key`;

/** The key of the form `scope`'s pending submission (made on first use). */
export function submissionKey(scope: string): string {
  try {
    const stored = sessionStorage.getItem(storageKeyOf(scope));
    if (stored) return stored;
    const key = crypto.randomUUID();
    sessionStorage.setItem(storageKeyOf(scope), key);
    return key;
  } catch {
    // Storage blocked: the key still guards this one submission's retries.
    return crypto.randomUUID();
  }
}

/** Forgets the key once its request was made: the next submission is a new request. */
export function clearSubmissionKey(scope: string): void {
  try {
    sessionStorage.removeItem(storageKeyOf(scope));
  } catch {
    // as above
  }
}

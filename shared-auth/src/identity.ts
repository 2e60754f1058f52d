// Who the page is working for: a signed-in account, a guest, or an anonymous visitor. Server data
// and cached copies belong to one identity; whatever keeps them (the query cache, the local cache)
// subscribes here and forgets them when the person changes, so one person's data never shows for
// the next. Kept free of any data library, so the shell's first load does not grow.

/** 'user:<id>', 'guest:<email>' or 'anonymous'. */
export type Identity = `user:${string}` | `guest:${string}` | 'anonymous';

type IdentityListener = (next: Identity, previous: Identity) => void;

const listeners = new Set<IdentityListener>();

export function identityOf(userId: string | null | undefined, guestEmail: string | null | undefined): Identity {
  if (userId) return `user:${userId}`;
  if (guestEmail) return `guest:${guestEmail.toLowerCase()}`;
  return 'anonymous';
}

/** Calls `listener` whenever the page's identity changes (sign-in, sign-out, guest start or end). */
export function onIdentityChange(listener: IdentityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The AuthProvider's side: tells every subscriber. */
export function notifyIdentityChange(next: Identity, previous: Identity): void {
  for (const listener of [...listeners]) {
    try {
      listener(next, previous);
    } catch (error) {
      console.error('An identity-change listener failed', error);
    }
  }
}

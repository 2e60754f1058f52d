// Results kept per text for the advisor's pure readings of a message. The chat sends the whole
// conversation with every turn, and the engine reads every earlier message again (its safety
// decision, the coach's facts, requests and topics); kept results make a turn cost about its new
// message. Only for functions whose result depends on the text alone and is never changed by a
// caller (objects are frozen by the caller that keeps them).

const stores = new Map<(text: string) => unknown, Map<string, unknown>>();

/** About 50 conversations of 20 messages; the least recently used goes first. */
const defaultLimit = 1024;

/**
 * The value kept in `store` under `key`, or `read()` kept there; the least recently used goes
 * first once the store holds more than `limit`. The one cache of the advisor's readings: keptFor
 * below, the safety decision per model (assess.ts) and the rules per text (rules.ts).
 */
export function keptIn<T>(store: Map<string, T>, key: string, read: () => T, limit = defaultLimit): T {
  if (store.has(key)) {
    const known = store.get(key) as T;
    store.delete(key);
    store.set(key, known);
    return known;
  }
  const result = read();
  store.set(key, result);
  if (store.size > limit) store.delete(store.keys().next().value!);
  return result;
}

/** `read(text)`, kept per function and text. */
export function keptFor<T>(read: (text: string) => T, text: string, limit = defaultLimit): T {
  let store = stores.get(read);
  if (!store) stores.set(read, (store = new Map<string, unknown>()));
  return keptIn(store as Map<string, T>, text, () => read(text), limit);
}

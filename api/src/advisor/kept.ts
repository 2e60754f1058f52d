// Results kept per text for the advisor's pure readings of a message. The chat sends the whole
// conversation with every turn, and the engine reads every earlier message again (its safety
// decision, the coach's facts, requests and topics); kept results make a turn cost about its new
// message. Only for functions whose result depends on the text alone and is never changed by a
// caller (objects are frozen by the caller that keeps them).

const stores = new Map<(text: string) => unknown, Map<string, unknown>>();

/** About 50 conversations of 20 messages; the least recently used goes first. */
const defaultLimit = 1024;

/** `read(text)`, kept per function and text. */
export function keptFor<T>(read: (text: string) => T, text: string, limit = defaultLimit): T {
  let store = stores.get(read);
  if (!store) stores.set(read, (store = new Map<string, unknown>()));
  if (store.has(text)) {
    const known = store.get(text) as T;
    store.delete(text);
    store.set(text, known);
    return known;
  }
  const result = read(text);
  store.set(text, result);
  if (store.size > limit) store.delete(store.keys().next().value!);
  return result;
}

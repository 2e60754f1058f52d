// Whether a start has a staging preview to apply (preview.ts), without loading preview.ts: almost
// no visit has one, so the code that parses and stores previews loads only when one is there.
export const previewStorageKey = 'cc.preview';
export const previewParam = 'preview';

/** A `preview` parameter in the address, or overrides stored in this tab earlier. */
export function previewRequested(location: Location, storage: Storage): boolean {
  if (new URLSearchParams(location.search).has(previewParam)) return true;
  try {
    return storage.getItem(previewStorageKey) !== null;
  } catch {
    return false; // storage blocked: nothing can have been stored
  }
}

/** Keeps http(s) URLs and paths of this app; anything else (javascript:, data:, //host) becomes nothing. */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value)) return value;
  return '';
}
